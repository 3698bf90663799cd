import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** How the other party of a job is shown (job lists, applications, awards, dashboards). */
export class PartyRatingDto {
  @ApiProperty({ type: Number, nullable: true, description: 'average 1–5 with one decimal' }) average!:
    number | null;
  @ApiProperty() count!: number;
}

export class JobClientInfoDto {
  @ApiProperty() _id!: string;
  @ApiProperty() companyName!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) profilePic?: string | null;
  @ApiProperty({ type: PartyRatingDto }) rating!: PartyRatingDto;
}

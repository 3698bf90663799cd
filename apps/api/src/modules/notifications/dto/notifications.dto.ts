import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, type UnreadCountResponse } from '@fachwerk/shared/contracts';

/** Query-string booleans: `true`/`false` (also 1/0); anything else stays as sent and fails @IsBoolean. */
export const queryBoolean = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === 'true' || value === '1' || value === true) return true;
    if (value === 'false' || value === '0' || value === false) return false;
    return value;
  });

export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_LIMIT_MAX, default: PAGE_LIMIT_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PAGE_LIMIT_MAX)
  limit = PAGE_LIMIT_DEFAULT;
}

export class NotificationDto {
  @ApiProperty() _id!: string;
  @ApiProperty() type!: string;
  @ApiProperty() title!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ type: String, nullable: true }) link!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) readAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class UnreadCountDto implements UnreadCountResponse {
  @ApiProperty() count!: number;
}

export class NotificationListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ type: Boolean, description: 'true: only unread notifications' })
  @IsOptional()
  @queryBoolean()
  @IsBoolean()
  unread?: boolean;
}

export class NotificationListDto {
  @ApiProperty({ type: [NotificationDto] }) items!: NotificationDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty({ description: 'unread notifications of the user (whatever the filter)' }) unread!: number;
}

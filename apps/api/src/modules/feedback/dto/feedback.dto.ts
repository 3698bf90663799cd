import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  JOB_LIMITS,
  type AdminFeedbackQuery,
  type FeedbackRequest,
  type FeedbackVisibilityRequest,
} from '@fachwerk/shared/contracts';
import { MultiLine } from '@fachwerk/server/core';
import { PageQueryDto } from '../../../common/page-query.dto';
import { queryBoolean, trim } from '../../../common/transforms';
import { PartyRatingDto } from '../../../common/party.dto';


export class FeedbackRequestDto implements FeedbackRequest {
  @ApiProperty({ minimum: 1, maximum: 5, type: 'integer' })
  @IsNotEmpty()
  @IsInt()
  @Min(1)
  @Max(5)
  rating!: number;

  @ApiProperty({ minLength: 1, maxLength: JOB_LIMITS.feedbackCommentMax })
  @Transform(trim)
  @IsNotEmpty()
  @IsString()
  @MaxLength(JOB_LIMITS.feedbackCommentMax)
  @MultiLine()
  comment!: string;
}

export class FeedbackVisibilityDto implements FeedbackVisibilityRequest {
  @ApiProperty() @IsNotEmpty() @IsBoolean() hidden!: boolean;

  @ApiPropertyOptional({
    maxLength: JOB_LIMITS.reasonMax,
    description: 'why it is hidden (kept in the audit log)',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(JOB_LIMITS.reasonMax)
  @MultiLine()
  reason?: string;
}

export class AdminFeedbackQueryDto extends PageQueryDto implements AdminFeedbackQuery {
  @ApiPropertyOptional({ type: Boolean, description: 'true: hidden only; false: visible only' })
  @IsOptional()
  @queryBoolean()
  @IsBoolean()
  hidden?: boolean;

  @ApiPropertyOptional({ minimum: 1, maximum: 5, type: 'integer', description: 'ratings ≤ this' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(5)
  rating?: number;
}

export class FeedbackDto {
  @ApiProperty() _id!: string;
  @ApiProperty() awardId!: string;
  @ApiProperty() jobTitle!: string;
  @ApiProperty({ enum: ['client', 'supplier'] }) authorRole!: 'client' | 'supplier';
  @ApiProperty() authorName!: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating!: number;
  @ApiProperty() comment!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiPropertyOptional({ description: 'admin views' }) hidden?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'admin views' }) hiddenReason?:
    string | null;
  @ApiPropertyOptional({ description: 'admin views: the rated account' }) targetName?: string;
  @ApiPropertyOptional({ description: 'admin views: the rated account' }) targetId?: string;
}

export class AwardFeedbackDto {
  @ApiProperty({ type: FeedbackDto, nullable: true }) mine!: FeedbackDto | null;
  @ApiProperty({ type: FeedbackDto, nullable: true, description: 'null until revealed' })
  theirs!: FeedbackDto | null;
  @ApiProperty() canWrite!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) revealAt!: string | null;
  @ApiPropertyOptional({ type: FeedbackDto, nullable: true, description: 'admins' })
  client?: FeedbackDto | null;
  @ApiPropertyOptional({ type: FeedbackDto, nullable: true, description: 'admins' })
  supplier?: FeedbackDto | null;
}

export class SupplierFeedbackDto {
  @ApiProperty({ type: [FeedbackDto] }) items!: FeedbackDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty({ type: PartyRatingDto }) rating!: PartyRatingDto;
}

import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  WORK_LOG_EXPORT_FORMATS,
  WORK_LOG_STATUSES,
  WORK_LOG_WARNINGS,
  type WorkLogApproveRequest,
  type WorkLogCorrectionRequest,
  type WorkLogCreateRequest,
  type WorkLogDisputeRequest,
  type WorkLogExportFormat,
  type WorkLogExportQuery,
  type WorkLogListQuery,
  type WorkLogStatus,
  type WorkLogWarning,
} from '@fachwerk/shared/contracts';
import { WORK_LOG_LIMITS, workLogRules } from '@fachwerk/shared/contracts/rules';
import { MultiLine, Satisfies } from '@fachwerk/server/core';
import { PageQueryDto } from '../../../common/page-query.dto';
import { trim } from '../../../common/transforms';

/** An empty optional text is no text. */
const trimOrUndefined = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : value.trim();
};
const toArray = ({ value }: { value: unknown }) =>
  value === undefined || Array.isArray(value) ? value : [value];

const TIME_DOC = { example: '07:30', description: 'HH:MM, 00:00 … 24:00', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$' };
const DATE_DOC = { format: 'date', example: '2026-11-23' };

/** Start, end, break, note and late reason: what a recording and a correction both carry. */
class WorkLogTimesDto {
  @ApiProperty(TIME_DOC)
  @IsDefined()
  @IsString()
  @Satisfies(workLogRules.time)
  start!: string;

  @ApiProperty(TIME_DOC)
  @IsDefined()
  @IsString()
  @Satisfies(workLogRules.time)
  end!: string;

  @ApiProperty({ minimum: 0, maximum: 1440, description: 'minutes' })
  @IsInt()
  @Min(0)
  @Max(1440)
  breakMinutes!: number;

  @ApiPropertyOptional({ maxLength: WORK_LOG_LIMITS.noteMax })
  @IsOptional()
  @Transform(trimOrUndefined)
  @IsString()
  @MaxLength(WORK_LOG_LIMITS.noteMax)
  @MultiLine()
  note?: string;

  @ApiPropertyOptional({
    maxLength: WORK_LOG_LIMITS.reasonMax,
    description: 'required when recorded later than the 7th day after the work day',
  })
  @IsOptional()
  @Transform(trimOrUndefined)
  @IsString()
  @MaxLength(WORK_LOG_LIMITS.reasonMax)
  @MultiLine()
  lateReason?: string;

  @ApiPropertyOptional({
    maxLength: WORK_LOG_LIMITS.reasonMax,
    description: 'required when the day goes beyond the ArbZG limits (10 h, §4 breaks, 11 h rest); shown to the client',
  })
  @IsOptional()
  @Transform(trimOrUndefined)
  @IsString()
  @MaxLength(WORK_LOG_LIMITS.reasonMax)
  @MultiLine()
  workingTimeException?: string;
}

export class WorkLogCreateDto extends WorkLogTimesDto implements WorkLogCreateRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  awardId!: string;

  @ApiProperty({ format: 'uuid', description: 'a worker named on the award' })
  @IsUUID()
  workerId!: string;

  @ApiProperty({ ...DATE_DOC, description: 'the German calendar day worked, not in the future' })
  @IsDefined()
  @IsString()
  @Satisfies(workLogRules.date)
  workDate!: string;
}

export class WorkLogCorrectionDto extends WorkLogTimesDto implements WorkLogCorrectionRequest {
  @ApiProperty({ maxLength: WORK_LOG_LIMITS.reasonMax, description: 'why it is corrected' })
  @Transform(trim)
  @IsNotEmpty()
  @IsString()
  @MaxLength(WORK_LOG_LIMITS.reasonMax)
  @MultiLine()
  reason!: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100000, description: 'the version being corrected; a stale one is 409' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100000)
  version?: number;
}

export class WorkLogDisputeDto implements WorkLogDisputeRequest {
  @ApiProperty({ maxLength: WORK_LOG_LIMITS.reasonMax })
  @Transform(trim)
  @IsNotEmpty()
  @IsString()
  @MaxLength(WORK_LOG_LIMITS.reasonMax)
  @MultiLine()
  reason!: string;
}

/** Which entries: an award, a worker, a period (inclusive ISO dates). */
class WorkLogScopeDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  awardId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  workerId?: string;

  @ApiPropertyOptional(DATE_DOC)
  @IsOptional()
  @IsString()
  @Satisfies(workLogRules.date)
  from?: string;

  @ApiPropertyOptional(DATE_DOC)
  @IsOptional()
  @IsString()
  @Satisfies(workLogRules.date)
  to?: string;
}

/** Either `ids`, or `awardId` (optionally `workerId`, `from`, `to`: a worker-week) — every open entry of it. */
export class WorkLogApproveDto extends WorkLogScopeDto implements WorkLogApproveRequest {
  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: WORK_LOG_LIMITS.approveIdsMax })
  @IsOptional()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(WORK_LOG_LIMITS.approveIdsMax)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  ids?: string[];
}

export class WorkLogListQueryDto extends IntersectionType(PageQueryDto, WorkLogScopeDto) implements WorkLogListQuery {
  @ApiPropertyOptional({ enum: WORK_LOG_STATUSES, isArray: true, description: 'repeatable: status[]=submitted' })
  @IsOptional()
  @Transform(toArray)
  @IsArray()
  @ArrayMaxSize(WORK_LOG_STATUSES.length)
  @IsIn(WORK_LOG_STATUSES, { each: true })
  status?: WorkLogStatus[];
}

export class WorkLogExportQueryDto implements WorkLogExportQuery {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  awardId!: string;

  @ApiPropertyOptional(DATE_DOC)
  @IsOptional()
  @IsString()
  @Satisfies(workLogRules.date)
  from?: string;

  @ApiPropertyOptional(DATE_DOC)
  @IsOptional()
  @IsString()
  @Satisfies(workLogRules.date)
  to?: string;

  @ApiProperty({ enum: WORK_LOG_EXPORT_FORMATS })
  @IsIn(WORK_LOG_EXPORT_FORMATS)
  format!: WorkLogExportFormat;
}

// ── answers ─────────────────────────────────────────────────────────────────────────────────────

export class WorkLogDto {
  @ApiProperty() _id!: string;
  @ApiProperty() awardId!: string;
  @ApiProperty() workerId!: string;
  @ApiProperty() workerName!: string;
  @ApiProperty(DATE_DOC) workDate!: string;
  @ApiProperty({ example: '07:00' }) start!: string;
  @ApiProperty({ example: '15:30' }) end!: string;
  @ApiProperty() breakMinutes!: number;
  @ApiProperty() netMinutes!: number;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ enum: WORK_LOG_STATUSES }) status!: WorkLogStatus;
  @ApiProperty() late!: boolean;
  @ApiProperty({ type: String, nullable: true }) lateReason!: string | null;
  @ApiProperty({ type: String, nullable: true }) workingTimeException!: string | null;
  @ApiProperty({ type: String, nullable: true }) disputeReason!: string | null;
  @ApiProperty() version!: number;
  @ApiProperty({ format: 'date-time' }) submittedAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) reviewedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) autoApproveAt!: string | null;
  @ApiProperty() invoiced!: boolean;
  @ApiProperty({ enum: WORK_LOG_WARNINGS, isArray: true }) warnings!: WorkLogWarning[];
}

export class WorkLogVersionDto {
  @ApiProperty() version!: number;
  @ApiProperty() start!: string;
  @ApiProperty() end!: string;
  @ApiProperty() breakMinutes!: number;
  @ApiProperty() netMinutes!: number;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty() late!: boolean;
  @ApiProperty({ type: String, nullable: true }) lateReason!: string | null;
  @ApiProperty({ type: String, nullable: true }) workingTimeException!: string | null;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) createdByName!: string | null;
}

export class WorkLogDetailDto extends WorkLogDto {
  @ApiProperty({ type: [WorkLogVersionDto] }) versions!: WorkLogVersionDto[];
}

export class WorkLogApproveResultDto {
  @ApiProperty() approved!: number;
}

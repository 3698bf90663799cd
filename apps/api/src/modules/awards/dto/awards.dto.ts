import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
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
  APPLICATION_STATUSES,
  AWARD_STATUSES,
  JOB_LIMITS,
  type ApplicationStatus,
  type ApplyRequest,
  type AwardListQuery,
  type AwardRequest,
  type AwardStatus,
  type NameWorkersRequest,
  type ReasonRequest,
  type RejectApplicationRequest,
} from '@fachwerk/shared/contracts';
import { PermitStatusResponseDto } from '../../permits';
import { WorkerSummaryDto } from '../../workers';
import { MultiLine, OptionalBody } from '@fachwerk/server/core';
import { PageQueryDto } from '../../../common/page-query.dto';
import { trim } from '../../../common/transforms';
import { JobClientInfoDto } from '../../../common/party.dto';

/** A single query value becomes a one-element array (`status=a` as well as `status[]=a`). */
const toArray = ({ value }: { value: unknown }) =>
  value === undefined || Array.isArray(value) ? value : [value];

// ── requests ──────────────────────────────────────────────────────────────────────────────────────

export class ApplyDto implements ApplyRequest {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    description: 'the supplier’s own workers (resource jobs: 1 … workersNeeded)',
  })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(JOB_LIMITS.workersNeededMax)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  workerIds!: string[];

  @ApiProperty({
    minimum: 1,
    maximum: JOB_LIMITS.budgetMaxCents,
    description: 'cents; resource jobs per hour per employee',
  })
  @IsInt()
  @Min(1)
  @Max(JOB_LIMITS.budgetMaxCents)
  price!: number;

  @ApiProperty({ maxLength: JOB_LIMITS.proposalMessageMax })
  @Transform(trim)
  @IsNotEmpty()
  @IsString()
  @MaxLength(JOB_LIMITS.proposalMessageMax)
  @MultiLine()
  message!: string;

  @ApiPropertyOptional({
    type: [String],
    description: 'upload paths of the supplier, made visible to the job’s client',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(JOB_LIMITS.documentsMax)
  @ArrayUnique()
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  documents?: string[];
}

@OptionalBody()
export class AwardDto implements AwardRequest {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: JOB_LIMITS.workersNeededMax,
    description: 'resource jobs: slots to award; default: the proposed workers',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(JOB_LIMITS.workersNeededMax)
  slots?: number;
}

@OptionalBody()
export class RejectApplicationDto implements RejectApplicationRequest {
  @ApiPropertyOptional({ maxLength: JOB_LIMITS.reasonMax })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(JOB_LIMITS.reasonMax)
  @MultiLine()
  reason?: string;
}

export class CompletionRejectionDto implements ReasonRequest {
  @ApiProperty({ maxLength: JOB_LIMITS.reasonMax })
  @Transform(trim)
  @IsNotEmpty()
  @IsString()
  @MaxLength(JOB_LIMITS.reasonMax)
  @MultiLine()
  reason!: string;
}

export class NameWorkersDto implements NameWorkersRequest {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    description: 'resource jobs: exactly `slots` workers; fixedBudget: at least one',
  })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(JOB_LIMITS.workersNeededMax)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  workerIds!: string[];

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    description:
      'resource jobs, required (§ 8 (3) AÜG): those of `workerIds` employed by this client within the last six months; empty or null for none',
    nullable: true,
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(JOB_LIMITS.workersNeededMax)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  formerEmployeeIds?: string[] | null;
}

export class ApplicationListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: APPLICATION_STATUSES })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES)
  status?: ApplicationStatus;
}

export class AwardListQueryDto extends PageQueryDto implements AwardListQuery {
  @ApiPropertyOptional({
    enum: AWARD_STATUSES,
    isArray: true,
    description: 'repeatable: status[]=awarded&status[]=in_progress',
  })
  @IsOptional()
  @Transform(toArray)
  @IsArray()
  @ArrayMaxSize(AWARD_STATUSES.length)
  @IsIn(AWARD_STATUSES, { each: true })
  status?: AwardStatus[];

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  jobId?: string;
}

// ── answers (OpenAPI models; the shapes are the contract types) ───────────────────────────────────

/** A party of an application or award: the same fields as a job's client (ApplicationSupplierInfo). */
export class PartyInfoDto extends JobClientInfoDto {}

export class ApplicationDto {
  @ApiProperty() _id!: string;
  @ApiProperty() jobId!: string;
  @ApiProperty() jobTitle!: string;
  @ApiProperty({ enum: APPLICATION_STATUSES }) status!: ApplicationStatus;
  @ApiProperty({ description: 'cents' }) price!: number;
  @ApiProperty() message!: string;
  @ApiProperty({ type: [String] }) documents!: string[];
  @ApiProperty({ type: [WorkerSummaryDto] }) workers!: WorkerSummaryDto[];
  @ApiProperty({ type: PartyInfoDto }) supplier!: PartyInfoDto;
  @ApiPropertyOptional({ type: String, nullable: true }) rejectionReason?: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' }) decidedAt?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) awardId?: string | null;
  @ApiProperty({
    type: PermitStatusResponseDto,
    nullable: true,
    description: 'resource jobs: the supplier’s AÜG permit (§ 1 (1) AÜG) as GET /suppliers/{id}/permit answers it; null for fixed-price work',
  })
  supplierPermit!: PermitStatusResponseDto | null;
  @ApiPropertyOptional({ type: Object, description: 'GET /applications: the job (JobSummary)' }) job?: object;
}

export class SupplierDetailsDto {
  @ApiProperty({ type: Object, description: 'public profile, rating and visible feedback' })
  supplier!: object;
  @ApiProperty({ type: ApplicationDto }) application!: ApplicationDto;
  @ApiProperty({ type: Object, description: 'JobSummary' }) job!: object;
}

export class AwardDtoResponse {
  @ApiProperty() _id!: string;
  @ApiProperty({ type: Object, description: 'JobSummary' }) job!: object;
  @ApiProperty() applicationId!: string;
  @ApiProperty({ type: PartyInfoDto }) client!: PartyInfoDto;
  @ApiProperty({ type: PartyInfoDto }) supplier!: PartyInfoDto;
  @ApiProperty({ enum: AWARD_STATUSES }) status!: AwardStatus;
  @ApiProperty() slots!: number;
  @ApiProperty({ description: 'cents' }) price!: number;
  @ApiProperty({ type: [WorkerSummaryDto] }) workers!: WorkerSummaryDto[];
  @ApiProperty({ format: 'date-time' }) awardedAt!: string;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' }) startedAt?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' }) completedAt?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' }) approvedAt?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) completionRejectionReason?: string | null;
  @ApiProperty({ type: Object, description: '{ mine, theirs, canWrite }' }) feedback!: object;
  @ApiProperty({
    type: [Object],
    description:
      'resource awards: per named worker { workerId, formerEmployee (§ 8 (3) AÜG), clock: { countingSince, daysCounted, equalPayFrom (§ 8 (4)), warnFrom, lastAllowedDay (§ 1 (1b)), warning } | null }',
  })
  workerLending!: object[];
}

import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  EXPERIENCE_LEVELS,
  FEDERAL_STATES,
  JOB_LANGUAGE_LEVELS,
  JOB_LIMITS,
  JOB_SORTS,
  JOB_STATUSES,
  JOB_TYPES,
  type AdminJobsQuery,
  type ConstructionException,
  type ExperienceLevel,
  type FederalState,
  type JobLanguage,
  type JobLanguageLevel,
  type JobLocation,
  type JobRequest,
  type JobSearchQuery,
  type JobSort,
  type JobStatus,
  type JobType,
  type MyJobsQuery,
  type ReasonRequest,
} from '@fachwerk/shared/contracts';
import { CONSTRUCTION_EXCEPTIONS } from '@fachwerk/shared/contracts/rules';
import { IsWeeklyHours, MultiLine, OptionalBody, PriceNotAbove } from '@fachwerk/server/core';
import { PageQueryDto } from '../../../common/page-query.dto';
import { trim } from '../../../common/transforms';
import { JobClientInfoDto } from '../../../common/party.dto';
import { NestedList } from '../../../common/nested-list';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A query array in bracket format (`skills[]=a`); a single plain value becomes a one-element array. */
const asArray = ({ value }: { value: unknown }) =>
  value === undefined || Array.isArray(value) ? value : [value];
const LIST_MAX = 50;

export class JobLanguageDto implements JobLanguage {
  @ApiProperty({ format: 'uuid', description: 'id of a languages catalogue entry' })
  @IsNotEmpty()
  @IsUUID()
  language!: string;
  @ApiProperty({ enum: JOB_LANGUAGE_LEVELS })
  @IsNotEmpty()
  @IsIn(JOB_LANGUAGE_LEVELS)
  level!: JobLanguageLevel;
}

export class JobLocationDto implements JobLocation {
  @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(300) address!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(10) postcode?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) city?: string;
  @ApiProperty({ enum: FEDERAL_STATES }) @IsNotEmpty() @IsIn(FEDERAL_STATES) state!: FederalState;
  @ApiPropertyOptional({ minimum: -90, maximum: 90 })
  @IsOptional()
  @IsNumber()
  @Min(-90)
  @Max(90)
  lat?: number;
  @ApiPropertyOptional({ minimum: -180, maximum: 180 })
  @IsOptional()
  @IsNumber()
  @Min(-180)
  @Max(180)
  lng?: number;
}

/** POST /jobs (client). Cross-field rules (budget, dates, ownership of documents) are checked by the service. */
export class CreateJobDto implements JobRequest {
  @ApiProperty({ enum: JOB_TYPES }) @IsNotEmpty() @IsIn(JOB_TYPES) type!: JobType;

  @ApiProperty({ minLength: JOB_LIMITS.titleMin, maxLength: JOB_LIMITS.titleMax })
  @Transform(trim)
  @IsNotEmpty()
  @IsString()
  @MinLength(JOB_LIMITS.titleMin)
  @MaxLength(JOB_LIMITS.titleMax)
  title!: string;

  @ApiProperty({ format: 'uuid' }) @IsNotEmpty() @IsUUID() serviceId!: string;

  @ApiProperty({ format: 'date', example: '2027-03-01' })
  @IsNotEmpty()
  @Matches(ISO_DATE)
  @IsISO8601({ strict: true })
  startDate!: string;

  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @Matches(ISO_DATE)
  @IsISO8601({ strict: true })
  endDate?: string;

  @ApiProperty({ minimum: 1, maximum: JOB_LIMITS.hoursMax })
  @IsNotEmpty()
  @IsInt()
  @Min(1)
  @IsWeeklyHours()
  hours!: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: JOB_LIMITS.workersNeededMax,
    description: 'resource jobs; fixedBudget jobs are always 1',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(JOB_LIMITS.workersNeededMax)
  workersNeeded?: number;

  // Optional: the web client drops empty arrays before sending (§5); a job without skills or
  // languages keeps the columns' empty defaults.
  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'empty when left out' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIST_MAX)
  @IsUUID('all', { each: true })
  skills?: string[];

  @NestedList(JobLanguageDto, { max: LIST_MAX, optional: true, description: 'empty when left out' })
  languages?: JobLanguageDto[];

  @ApiProperty() @IsBoolean() accommodation!: boolean;

  @ApiProperty({ minimum: 0, maximum: JOB_LIMITS.budgetMaxCents, description: 'cents' })
  @IsNotEmpty()
  @IsInt()
  @Min(0)
  @Max(JOB_LIMITS.budgetMaxCents)
  budgetMin!: number;

  @ApiProperty({ minimum: 0, maximum: JOB_LIMITS.budgetMaxCents, description: 'cents' })
  @IsNotEmpty()
  @IsInt()
  @Min(0)
  @Max(JOB_LIMITS.budgetMaxCents)
  budgetMax!: number;

  @ApiProperty({ type: JobLocationDto })
  @IsNotEmpty()
  @ValidateNested()
  @Type(() => JobLocationDto)
  location!: JobLocationDto;

  @ApiProperty({ maxLength: JOB_LIMITS.descriptionMax, description: 'HTML, sanitised on the server' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(JOB_LIMITS.descriptionMax)
  @MultiLine()
  description!: string;

  @ApiPropertyOptional({ type: [String], description: 'upload paths of the client' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(JOB_LIMITS.documentsMax)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  documents?: string[];

  @ApiProperty({ enum: EXPERIENCE_LEVELS })
  @IsNotEmpty()
  @IsIn(EXPERIENCE_LEVELS)
  experience!: ExperienceLevel;

  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIST_MAX)
  @IsUUID('all', { each: true })
  tools?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(JOB_LIMITS.certificatesMax)
  @IsString({ each: true })
  @MaxLength(JOB_LIMITS.certificateMax, { each: true })
  certificates?: string[];

  @ApiPropertyOptional({ description: 'true: save as draft; default: publish' })
  @IsOptional()
  @IsBoolean()
  draft?: boolean;

  @ApiPropertyOptional({
    enum: CONSTRUCTION_EXCEPTIONS,
    nullable: true,
    description: 'resource jobs of a client in the main construction trade: the § 1b AÜG exception declared for the job',
  })
  @IsOptional()
  @IsIn(CONSTRUCTION_EXCEPTIONS)
  constructionException?: ConstructionException | null;
}

/** PATCH /jobs/{id}: any subset while the job is draft or open. */
export class UpdateJobDto extends PartialType(CreateJobDto) {}

/** POST /jobs/{id}/close: optional reason. */
@OptionalBody()
export class CloseJobDto implements Partial<ReasonRequest> {
  @ApiPropertyOptional({
    maxLength: JOB_LIMITS.reasonMax,
    description: "kept as the job's closedNote (the owner's and admins' views)",
  })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(JOB_LIMITS.reasonMax)
  @MultiLine()
  reason?: string;
}

/** POST /admin/jobs/{id}/deactivate */
export class DeactivateJobDto implements ReasonRequest {
  @ApiProperty({ maxLength: JOB_LIMITS.reasonMax })
  @Transform(trim)
  @IsNotEmpty()
  @IsString()
  @MaxLength(JOB_LIMITS.reasonMax)
  @MultiLine()
  reason!: string;
}

export class JobSearchQueryDto extends PageQueryDto implements JobSearchQuery {
  @ApiPropertyOptional({ maxLength: 200 }) @IsOptional() @IsString() @MaxLength(200) q?: string;
  @ApiPropertyOptional({ enum: JOB_TYPES }) @IsOptional() @IsIn(JOB_TYPES) type?: JobType;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() serviceId?: string;

  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOptional()
  @Transform(asArray)
  @IsArray()
  @ArrayMaxSize(LIST_MAX)
  @IsUUID('all', { each: true })
  skills?: string[];

  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOptional()
  @Transform(asArray)
  @IsArray()
  @ArrayMaxSize(LIST_MAX)
  @IsUUID('all', { each: true })
  languages?: string[];

  @ApiPropertyOptional({ enum: FEDERAL_STATES }) @IsOptional() @IsIn(FEDERAL_STATES) state?: FederalState;
  @ApiPropertyOptional({ minimum: -90, maximum: 90 })
  @IsOptional()
  @Type(() => Number)
  @IsNumber()
  @Min(-90)
  @Max(90)
  lat?: number;
  @ApiPropertyOptional({ minimum: -180, maximum: 180 })
  @IsOptional()
  @Type(() => Number)
  @IsNumber()
  @Min(-180)
  @Max(180)
  lng?: number;
  @ApiPropertyOptional({ minimum: 1, maximum: 500, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsNumber()
  @Min(1)
  @Max(500)
  radiusKm?: number;
  @ApiPropertyOptional({ minimum: 0, description: 'cents; not above budgetMax' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(JOB_LIMITS.budgetMaxCents)
  @PriceNotAbove('budgetMax')
  budgetMin?: number;
  @ApiPropertyOptional({ minimum: 0, description: 'cents' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(JOB_LIMITS.budgetMaxCents)
  budgetMax?: number;
  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @Matches(ISO_DATE)
  @IsISO8601({ strict: true })
  startFrom?: string;
  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @Matches(ISO_DATE)
  @IsISO8601({ strict: true })
  startTo?: string;
  @ApiPropertyOptional({ enum: EXPERIENCE_LEVELS })
  @IsOptional()
  @IsIn(EXPERIENCE_LEVELS)
  experience?: ExperienceLevel;
  @ApiPropertyOptional({ enum: JOB_SORTS }) @IsOptional() @IsIn(JOB_SORTS) sort?: JobSort;
}

export class MyJobsQueryDto extends PageQueryDto implements MyJobsQuery {
  @ApiPropertyOptional({ enum: JOB_STATUSES }) @IsOptional() @IsIn(JOB_STATUSES) status?: JobStatus;
  @ApiPropertyOptional({ maxLength: 200 }) @IsOptional() @IsString() @MaxLength(200) q?: string;
}

export class AdminJobsQueryDto extends MyJobsQueryDto implements AdminJobsQuery {
  @ApiPropertyOptional({ enum: JOB_TYPES }) @IsOptional() @IsIn(JOB_TYPES) type?: JobType;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() clientId?: string;
}

// ── Response models (OpenAPI) ───────────────────────────────────────────────────────────────────

export class JobSummaryDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ enum: JOB_TYPES }) type!: JobType;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: JOB_STATUSES }) status!: JobStatus;
  @ApiProperty() serviceId!: string;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' }) endDate?: string | null;
  @ApiProperty() hours!: number;
  @ApiProperty() workersNeeded!: number;
  @ApiProperty() workersAwarded!: number;
  @ApiProperty() budgetMin!: number;
  @ApiProperty() budgetMax!: number;
  @ApiProperty({ type: JobLocationDto }) location!: JobLocationDto;
  @ApiProperty({ enum: EXPERIENCE_LEVELS }) experience!: ExperienceLevel;
  @ApiProperty({ type: [String] }) skills!: string[];
  @ApiProperty({ type: [JobLanguageDto] }) languages!: JobLanguageDto[];
  @ApiProperty() accommodation!: boolean;
  @ApiProperty() excerpt!: string;
  @ApiProperty() applicationsCount!: number;
  @ApiProperty({ type: JobClientInfoDto }) client!: JobClientInfoDto;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) publishedAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiPropertyOptional() distanceKm?: number;
  @ApiPropertyOptional() saved?: boolean;
  @ApiPropertyOptional() applied?: boolean;
}

export class JobResponseDto extends JobSummaryDto {
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) documents!: string[];
  @ApiProperty({ type: [String] }) tools!: string[];
  @ApiProperty({ type: [String] }) certificates!: string[];
  @ApiPropertyOptional({ type: String, nullable: true }) closedReason?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) deactivationReason?: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ enum: CONSTRUCTION_EXCEPTIONS, nullable: true }) constructionException!: ConstructionException | null;
  @ApiPropertyOptional({
    type: Object,
    nullable: true,
    description: 'supplier view: the caller’s application',
  })
  myApplication?: unknown;
}

export class RelevanceReasonDto {
  @ApiProperty() kind!: string;
  @ApiProperty({ type: [String] }) matched!: string[];
}

export class RelevantJobDto extends JobSummaryDto {
  @ApiProperty({ minimum: 0, maximum: 100 }) score!: number;
  @ApiProperty({ type: [RelevanceReasonDto] }) reasons!: RelevanceReasonDto[];
}

import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import {
  DEFAULT_DIAL_CODE,
  MAX_DAILY_HOURS,
  PAGE_LIMIT_DEFAULT,
  PAGE_LIMIT_MAX,
  WORKER_AVAILABILITIES,
  WORKER_DEFAULTS,
  WORKER_JOB_TYPES,
  WORKER_PROFICIENCIES,
  type ServiceAreaLocationPreference,
  type WorkerAvailability,
  type WorkerAvailabilityRequest,
  type WorkerJobType,
  type WorkerListQuery,
  type WorkerLendingAtClient,
  type WorkerProficiency,
  type WorkerRequest,
  type WorkerResponse,
  type WorkerSummary,
} from '@fachwerk/shared/contracts';
import { IsAlphaNum, IsDailyHours, IsDialCode, IsEmailAddress, IsPhoneNumber } from '@fachwerk/server/core';
import { ReferenceDto, WorkExperienceDto } from '../../auth';
import { MultiLine } from '@fachwerk/server/core';
import { NestedList } from '../../../common/nested-list';

/** Upload paths (`/api/v1/files/<id>`); which ones a worker may name is FileReferenceValidator's call. */
const FILE_PATH_MAX = 200;
/** An existing calendar date as ISO `YYYY-MM-DD` (message `validation.type`). */
export const isIsoDate = (value: unknown): boolean => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const IsIsoDate = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isIsoDate', validator: { validate: isIsoDate } }, options);
const LIST_MAX = 50;
const TEXT = 200;
const FLAGS = [0, 1] as const;

export class ServiceAreaLocationPreferenceDto implements ServiceAreaLocationPreference {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(TEXT) serviceArea!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT) locationPreference?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) city?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) state?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) country?: string;
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
  long?: number;
}

/** The worker draft of specification §3 with the §5 rules; defaults are applied by the service. */
export class WorkerRequestDto implements WorkerRequest {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(TEXT) fullName!: string;
  @ApiPropertyOptional() @IsOptional() @IsEmailAddress() @MaxLength(254) email?: string;
  @ApiPropertyOptional({ default: DEFAULT_DIAL_CODE }) @IsOptional() @IsDialCode() dialCode?: string;
  @ApiPropertyOptional({ example: '170 1234567' })
  @IsOptional()
  @IsPhoneNumber()
  @MaxLength(25)
  phoneNumber?: string;
  @ApiPropertyOptional({ format: 'date', example: '1990-04-17' }) @IsOptional() @IsIsoDate() dob?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) nationality?: string;

  @ApiPropertyOptional({ description: 'ids of services', isArray: true, type: String })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIST_MAX)
  @IsString({ each: true })
  serviceType?: string[];

  @ApiPropertyOptional({ description: 'ids of languages', isArray: true, type: String })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIST_MAX)
  @IsString({ each: true })
  languageSpoken?: string[];

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT) license?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT) company?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT) position?: string;
  @ApiPropertyOptional({ format: 'date' }) @IsOptional() @IsIsoDate() startDate?: string;
  @ApiPropertyOptional({ format: 'date', description: 'not before startDate' })
  @IsOptional()
  @IsIsoDate()
  endDate?: string;

  @NestedList(WorkExperienceDto, { max: LIST_MAX, optional: true })
  previousWorkExperience?: WorkExperienceDto[];

  @NestedList(ReferenceDto, { max: 20, optional: true })
  reference?: ReferenceDto[];

  @ApiPropertyOptional({ enum: WORKER_JOB_TYPES, default: WORKER_DEFAULTS.jobType })
  @IsOptional()
  @IsIn(WORKER_JOB_TYPES)
  jobType?: WorkerJobType;
  @ApiPropertyOptional({ description: 'hours per day', maximum: MAX_DAILY_HOURS })
  @IsOptional()
  @IsNumber()
  @Min(0)
  @IsDailyHours()
  workingHrs?: number;
  @ApiPropertyOptional({ description: 'id of a shift' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  shift?: string;

  @NestedList(ServiceAreaLocationPreferenceDto, { max: LIST_MAX, optional: true })
  serviceAreaLocationPrefernces?: ServiceAreaLocationPreferenceDto[];

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT) insuranceName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT) liabilityInsuranceName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT) workerCompensation?: string;
  @ApiPropertyOptional({ example: 'L01X00T47' }) @IsOptional() @IsString() @MaxLength(60) @IsAlphaNum() passportIdNumber?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT) highestQualification?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT) institution?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT) deggre?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT) fieldOfStudy?: string;
  @ApiPropertyOptional({ description: 'own upload path (/api/v1/files/{id})' })
  @IsOptional()
  @IsString()
  @MaxLength(FILE_PATH_MAX)
  cv?: string;
  @ApiPropertyOptional({ description: 'own upload path' })
  @IsOptional()
  @IsString()
  @MaxLength(FILE_PATH_MAX)
  certification?: string;
  @ApiPropertyOptional({ description: 'own upload path' })
  @IsOptional()
  @IsString()
  @MaxLength(FILE_PATH_MAX)
  insuranceDocuments?: string;
  @ApiPropertyOptional({ description: 'own upload path' })
  @IsOptional()
  @IsString()
  @MaxLength(FILE_PATH_MAX)
  passportOrId?: string;
  @ApiPropertyOptional({ enum: WORKER_PROFICIENCIES, default: WORKER_DEFAULTS.proficiency })
  @IsOptional()
  @IsIn(WORKER_PROFICIENCIES)
  proficiency?: WorkerProficiency;
  @MultiLine() @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) comments?: string;
  @ApiPropertyOptional({ enum: FLAGS, default: 0 }) @IsOptional() @IsIn(FLAGS) termAndCondition?: 0 | 1;
  @ApiPropertyOptional({ enum: FLAGS, default: 0 }) @IsOptional() @IsIn(FLAGS) isAddFavorite?: 0 | 1;
}

/** PATCH: any subset; `null` clears an optional field (fullName cannot be cleared). */
export class WorkerPatchDto extends PartialType(WorkerRequestDto) {}

export class WorkerListQueryDto implements WorkerListQuery {
  @ApiPropertyOptional({ description: 'name or e-mail contains' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
  @ApiPropertyOptional({
    enum: WORKER_AVAILABILITIES,
    description: 'busy = set busy or booked on active awarded work',
  })
  @IsOptional()
  @IsIn(WORKER_AVAILABILITIES)
  availability?: WorkerAvailability;
  @ApiPropertyOptional({ enum: ['name', 'newest'], default: 'newest' })
  @IsOptional()
  @IsIn(['name', 'newest'])
  sort?: 'name' | 'newest';
  @ApiPropertyOptional({ description: 'admins only: one supplier’s team' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  supplierId?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 0 })
  @Min(1)
  @Max(100000)
  page = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_LIMIT_MAX, default: PAGE_LIMIT_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 0 })
  @Min(1)
  @Max(PAGE_LIMIT_MAX)
  limit = PAGE_LIMIT_DEFAULT;
}

export class WorkerAvailabilityDto implements WorkerAvailabilityRequest {
  @ApiProperty({ enum: WORKER_AVAILABILITIES })
  @IsNotEmpty()
  @IsIn(WORKER_AVAILABILITIES)
  availability!: WorkerAvailability;
}

/** Response documentation (OpenAPI). */
export class WorkerResponseDto
  extends OmitType(WorkerRequestDto, [
    'dialCode',
    'jobType',
    'proficiency',
    'termAndCondition',
    'isAddFavorite',
  ] as const)
  implements WorkerResponse
{
  @ApiProperty() _id!: string;
  @ApiProperty() supplierId!: string;
  @ApiProperty({ default: DEFAULT_DIAL_CODE }) dialCode!: string;
  @ApiProperty({ enum: WORKER_JOB_TYPES }) jobType!: WorkerJobType;
  @ApiProperty({ enum: WORKER_PROFICIENCIES }) proficiency!: WorkerProficiency;
  @ApiProperty({ enum: FLAGS }) termAndCondition!: 0 | 1;
  @ApiProperty({ enum: FLAGS }) isAddFavorite!: 0 | 1;
  @ApiProperty({ enum: WORKER_AVAILABILITIES }) availability!: WorkerAvailability;
  @ApiProperty({ description: 'named on awarded work with an active booking' }) assigned!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiPropertyOptional({
    type: [Object],
    description: 'GET /workers/{id}: the lending clock per client { client: { _id, companyName }, clock } (§ 1 (1b), § 8 (4) AÜG)',
  })
  lending?: WorkerLendingAtClient[];
}

export class WorkerCountsDto {
  @ApiProperty() free!: number;
  @ApiProperty() busy!: number;
}

export class WorkerListResponseDto {
  @ApiProperty({ type: WorkerResponseDto, isArray: true }) items!: WorkerResponseDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty({ type: WorkerCountsDto }) counts!: WorkerCountsDto;
}

export class WorkerSummaryDto implements WorkerSummary {
  @ApiProperty() _id!: string;
  @ApiProperty() fullName!: string;
  @ApiProperty({ isArray: true, type: String }) serviceType!: string[];
  @ApiProperty({ isArray: true, type: String }) languageSpoken!: string[];
  @ApiProperty({ enum: WORKER_PROFICIENCIES }) proficiency!: WorkerProficiency;
  @ApiProperty({ enum: WORKER_JOB_TYPES }) jobType!: WorkerJobType;
  @ApiPropertyOptional() highestQualification?: string;
  @ApiProperty() experienceCount!: number;
}

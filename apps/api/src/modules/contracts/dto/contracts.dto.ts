import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  CONTRACT_KINDS,
  CONTRACT_PARTIES,
  CONTRACT_STATUSES,
  CONTRACT_VERSION_REASONS,
  STAFFING_TERMS_LIMITS,
  type AcceptContractRequest,
  type ContractKind,
  type ContractParty,
  type ContractStatus,
  type ContractVersionReason,
  type StaffingTermsRequest,
} from '@fachwerk/shared/contracts';
import { MultiLine } from '@fachwerk/server/core';
import { trim } from '../../../common/transforms';
import { PageQueryDto } from '../../../common/page-query.dto';

// ── requests ──────────────────────────────────────────────────────────────────────────────────────

export class StaffingTermsDto implements StaffingTermsRequest {
  @ApiProperty({ maxLength: STAFFING_TERMS_LIMITS.textMax, description: '§ 12 (1) AÜG: the particular features of the activity' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(STAFFING_TERMS_LIMITS.textMax)
  @MultiLine()
  activity!: string;

  @ApiProperty({ maxLength: STAFFING_TERMS_LIMITS.textMax, description: 'the professional qualification the activity needs' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(STAFFING_TERMS_LIMITS.textMax)
  @MultiLine()
  qualification!: string;

  @ApiProperty({ maxLength: STAFFING_TERMS_LIMITS.textMax, description: 'essential working conditions of a comparable employee of the client' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(STAFFING_TERMS_LIMITS.textMax)
  @MultiLine()
  workingConditions!: string;

  @ApiProperty({ minimum: 1, maximum: STAFFING_TERMS_LIMITS.payMaxCents, description: 'gross hourly pay of a comparable employee, cents' })
  @IsInt()
  @Min(1)
  @Max(STAFFING_TERMS_LIMITS.payMaxCents)
  comparablePay!: number;
}

export class AcceptContractDto implements AcceptContractRequest {
  @ApiProperty({ minimum: 1, description: 'the version read and accepted' })
  @IsInt()
  @Min(1)
  @Max(100_000)
  version!: number;

  @ApiProperty({ description: 'SHA-256 (hex) of that version’s text' })
  @IsString()
  @Matches(/^[0-9a-f]{64}$/)
  sha256!: string;
}

export class ContractPdfQueryDto {
  @ApiPropertyOptional({ minimum: 1, description: 'an earlier version (default: the current one)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  version?: number;
}

export class ContractVersionsQueryDto extends PageQueryDto {}

// ── answers ───────────────────────────────────────────────────────────────────────────────────────

export class ContractAcceptanceDto {
  @ApiProperty({ enum: CONTRACT_PARTIES }) party!: ContractParty;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date-time' }) acceptedAt!: string;
  @ApiProperty() sha256!: string;
}

export class ContractVersionDto {
  @ApiProperty() version!: number;
  @ApiProperty({ enum: CONTRACT_VERSION_REASONS }) reason!: ContractVersionReason;
  @ApiProperty() sha256!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: [ContractAcceptanceDto] }) acceptances!: ContractAcceptanceDto[];
}

export class ContractDto {
  @ApiProperty() _id!: string;
  @ApiProperty() awardId!: string;
  @ApiProperty({ enum: CONTRACT_KINDS }) kind!: ContractKind;
  @ApiProperty({ enum: CONTRACT_STATUSES }) status!: ContractStatus;
  @ApiProperty({ type: [String] }) missing!: string[];
  @ApiProperty({ enum: CONTRACT_PARTIES, isArray: true }) awaiting!: ContractParty[];
  @ApiPropertyOptional({ type: StaffingTermsDto, nullable: true }) staffingTerms!: StaffingTermsDto | null;
  @ApiProperty({ type: ContractVersionDto }) current!: ContractVersionDto;
}

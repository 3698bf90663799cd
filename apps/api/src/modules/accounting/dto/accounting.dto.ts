import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsNotEmpty, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import {
  BUYER_REFERENCE_MAX,
  CHARTS_OF_ACCOUNTS,
  type AccountingRevenueAccounts,
  type AccountingSettings,
  type BuyerProfile,
  type ChartOfAccounts,
  type ExportPeriodQuery,
  type JobBuyerReference,
  type UpdateAccountingSettingsRequest,
  type UpdateBuyerProfileRequest,
} from '@fachwerk/shared/contracts';
import { LEITWEG_ID_MAX_LENGTH, rules } from '@fachwerk/shared/contracts/rules';
import { Satisfies } from '@fachwerk/server/core';
import { trim } from '../../../common/transforms';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A blank string clears the field (null). */
const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

// ── buyer references ──────────────────────────────────────────────────────────────────────────────

export class UpdateBuyerProfileDto implements UpdateBuyerProfileRequest {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() publicBuyer?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LEITWEG_ID_MAX_LENGTH, example: '04011000-1234512345-06' })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(LEITWEG_ID_MAX_LENGTH)
  @Satisfies(rules.leitwegId)
  leitwegId?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: BUYER_REFERENCE_MAX })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(BUYER_REFERENCE_MAX)
  buyerReference?: string | null;
}

export class JobBuyerReferenceDto implements JobBuyerReference {
  @ApiProperty({ type: String, nullable: true, maxLength: LEITWEG_ID_MAX_LENGTH, example: '04011000-1234512345-06' })
  @Transform(blankToNull)
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString()
  @MaxLength(LEITWEG_ID_MAX_LENGTH)
  @Satisfies(rules.leitwegId)
  leitwegId!: string | null;
  @ApiProperty({ type: String, nullable: true, maxLength: BUYER_REFERENCE_MAX })
  @Transform(blankToNull)
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString()
  @MaxLength(BUYER_REFERENCE_MAX)
  buyerReference!: string | null;
}

export class BuyerProfileDto implements BuyerProfile {
  @ApiProperty() publicBuyer!: boolean;
  @ApiProperty({ type: String, nullable: true }) leitwegId!: string | null;
  @ApiProperty({ type: String, nullable: true }) buyerReference!: string | null;
}

// ── supplier settings ─────────────────────────────────────────────────────────────────────────────

/** A four-digit general-ledger account (Sachkonto). */
const Account = () => applyDecorators(IsOptional(), IsInt(), Min(1000), Max(9999));

export class RevenueAccountsDto implements Partial<AccountingRevenueAccounts> {
  @ApiPropertyOptional({ minimum: 1000, maximum: 9999, example: 8400 }) @Account() standard19?: number;
  @ApiPropertyOptional({ minimum: 1000, maximum: 9999, example: 8300 }) @Account() standard7?: number;
  @ApiPropertyOptional({ minimum: 1000, maximum: 9999, example: 8337 }) @Account() reverseCharge?: number;
  @ApiPropertyOptional({ minimum: 1000, maximum: 9999, example: 8100 }) @Account() exempt?: number;
  @ApiPropertyOptional({ minimum: 1000, maximum: 9999, example: 8195 }) @Account() smallBusiness?: number;
}

export class UpdateAccountingSettingsDto implements UpdateAccountingSettingsRequest {
  @ApiPropertyOptional({ enum: CHARTS_OF_ACCOUNTS }) @IsOptional() @IsIn(CHARTS_OF_ACCOUNTS) chart?: ChartOfAccounts;
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1001, maximum: 9999999 })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  @Min(1001)
  @Max(9999999)
  consultantNumber?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 99999 })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  @Min(1)
  @Max(99999)
  clientNumber?: number | null;
  @ApiPropertyOptional({ type: RevenueAccountsDto, description: 'own revenue accounts; a missing key is the chart’s default' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => RevenueAccountsDto)
  accounts?: RevenueAccountsDto;
}

export class RevenueAccountsResponseDto implements AccountingRevenueAccounts {
  @ApiProperty() standard19!: number;
  @ApiProperty() standard7!: number;
  @ApiProperty() reverseCharge!: number;
  @ApiProperty() exempt!: number;
  @ApiProperty() smallBusiness!: number;
}

export class AccountingSettingsDto implements AccountingSettings {
  @ApiProperty({ enum: CHARTS_OF_ACCOUNTS }) chart!: ChartOfAccounts;
  @ApiProperty({ type: Number, nullable: true }) consultantNumber!: number | null;
  @ApiProperty({ type: Number, nullable: true }) clientNumber!: number | null;
  @ApiProperty({ type: RevenueAccountsDto }) accounts!: Partial<AccountingRevenueAccounts>;
  @ApiProperty({ type: RevenueAccountsResponseDto }) effectiveAccounts!: AccountingRevenueAccounts;
}

// ── exports ───────────────────────────────────────────────────────────────────────────────────────

export class ExportPeriodQueryDto implements ExportPeriodQuery {
  @ApiProperty({ format: 'date', example: '2026-11-01' }) @IsNotEmpty() @Transform(trim) @Matches(ISO_DATE) @IsISO8601({ strict: true }) from!: string;
  @ApiProperty({ format: 'date', example: '2026-11-30' }) @IsNotEmpty() @Transform(trim) @Matches(ISO_DATE) @IsISO8601({ strict: true }) to!: string;
}

export class OpenItemsQueryDto {
  @ApiPropertyOptional({ format: 'date', description: 'reference date, default today' })
  @IsOptional()
  @Transform(trim)
  @Matches(ISO_DATE)
  @IsISO8601({ strict: true })
  at?: string;
}

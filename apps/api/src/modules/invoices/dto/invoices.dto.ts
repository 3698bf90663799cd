import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  INVOICE_DOCUMENT_STATES,
  INVOICE_ISSUER_KINDS,
  INVOICE_KIND_VALUES,
  INVOICE_BUYER_REFERENCE_MAX,
  INVOICE_CONTEST_REASON_MAX,
  INVOICE_LINE_DESCRIPTION_MAX,
  INVOICE_LINES_MAX,
  INVOICE_MESSAGE_MAX,
  INVOICE_NET_MAX_CENTS,
  INVOICE_UNIT_PRICE_MAX_CENTS,
  INVOICE_PAYMENT_DAYS_MAX,
  INVOICE_PAYMENT_STATUSES,
  INVOICE_QUANTITY_MAX,
  INVOICE_SOURCES,
  INVOICE_STATUSES,
  INVOICE_TAX_CATEGORIES,
  INVOICE_TAX_OFFICE_MAX,
  INVOICE_TEXT_MAX,
  INVOICE_UNITS,
  INVOICE_VAT_RATES,
  INVOICE_WITHHOLDING_NUMBER_MAX,
  TIME_ZONE,
  type ContestPaymentRequest,
  type CreateInvoiceRequest,
  type InvoiceIssuerKind,
  type InvoiceLineInput,
  type InvoiceListQuery,
  type InvoiceMessageRequest,
  type InvoicePaymentStatus,
  type InvoiceSource,
  type InvoiceStatusValue,
  type InvoiceTaxCategory,
  type InvoiceUnit,
  type InvoiceVatRate,
  type RecordPaymentRequest,
  type UpdateInvoiceRequest,
} from '@fachwerk/shared/contracts';
import { rules } from '@fachwerk/shared/contracts/rules';
import { MultiLine, Satisfies } from '@fachwerk/server/core';
import { PageQueryDto } from '../../../common/page-query.dto';
import { trim } from '../../../common/transforms';
import { NestedList, NullableNested } from '../../../common/nested-list';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A free text of the invoice (several lines, up to INVOICE_TEXT_MAX); left out keeps it, `null` or blank clears it. */
const InvoiceText = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: INVOICE_TEXT_MAX }),
    IsOptional(),
    Transform(trim),
    IsString(),
    MaxLength(INVOICE_TEXT_MAX),
    MultiLine(),
  );

// ── requests ──────────────────────────────────────────────────────────────────────────────────────

export class InvoiceListQueryDto extends PageQueryDto implements InvoiceListQuery {
  @ApiPropertyOptional({ enum: INVOICE_STATUSES }) @IsOptional() @IsIn(INVOICE_STATUSES) status?: InvoiceStatusValue;
  @ApiPropertyOptional({ enum: [...INVOICE_PAYMENT_STATUSES, 'overdue'] })
  @IsOptional()
  @IsIn([...INVOICE_PAYMENT_STATUSES, 'overdue'])
  payment?: InvoicePaymentStatus | 'overdue';
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() jobId?: string;
  @ApiPropertyOptional({ format: 'date' }) @IsOptional() @Matches(ISO_DATE) @IsISO8601({ strict: true }) from?: string;
  @ApiPropertyOptional({ format: 'date' }) @IsOptional() @Matches(ISO_DATE) @IsISO8601({ strict: true }) to?: string;
  @ApiPropertyOptional({ enum: INVOICE_ISSUER_KINDS }) @IsOptional() @IsIn(INVOICE_ISSUER_KINDS) issuerKind?: InvoiceIssuerKind;
}

export class PeriodQueryDto {
  @ApiProperty({ format: 'date', example: '2026-01-01' }) @IsNotEmpty() @Matches(ISO_DATE) @IsISO8601({ strict: true }) from!: string;
  @ApiProperty({ format: 'date', example: '2026-12-31' }) @IsNotEmpty() @Matches(ISO_DATE) @IsISO8601({ strict: true }) to!: string;
}

export class CreateInvoiceDto implements CreateInvoiceRequest {
  @ApiProperty({ format: 'uuid' }) @IsNotEmpty() @IsUUID() awardId!: string;
  @ApiProperty({ enum: INVOICE_SOURCES }) @IsNotEmpty() @IsIn(INVOICE_SOURCES) source!: InvoiceSource;
  @ApiPropertyOptional({ description: 'source award: the final invoice (Schlussrechnung) over the agreed value, deducting the issued partial invoices (§ 14 Abs. 5 UStG)' })
  @IsOptional()
  @IsBoolean()
  final?: boolean;
  @ApiPropertyOptional({ minimum: 1, maximum: INVOICE_NET_MAX_CENTS, description: 'source award: net cents of a partial invoice' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(INVOICE_NET_MAX_CENTS)
  amountCents?: number;
  @ApiPropertyOptional({ format: 'date' }) @IsOptional() @Matches(ISO_DATE) @IsISO8601({ strict: true }) from?: string;
  @ApiPropertyOptional({ format: 'date' }) @IsOptional() @Matches(ISO_DATE) @IsISO8601({ strict: true }) to?: string;
}

export class InvoiceLineDto implements InvoiceLineInput {
  @ApiProperty({ maxLength: INVOICE_LINE_DESCRIPTION_MAX }) @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(INVOICE_LINE_DESCRIPTION_MAX) description!: string;
  @ApiProperty({ minimum: 0.001, maximum: INVOICE_QUANTITY_MAX, description: 'at most three decimals' })
  @IsNumber({ maxDecimalPlaces: 3, allowNaN: false, allowInfinity: false })
  @Min(0.001)
  @Max(INVOICE_QUANTITY_MAX)
  quantity!: number;
  @ApiProperty({ enum: INVOICE_UNITS }) @IsIn(INVOICE_UNITS) unit!: InvoiceUnit;
  @ApiProperty({ minimum: 0, maximum: INVOICE_UNIT_PRICE_MAX_CENTS }) @IsInt() @Min(0) @Max(INVOICE_UNIT_PRICE_MAX_CENTS) unitPriceCents!: number;
  @ApiPropertyOptional({ enum: INVOICE_VAT_RATES, default: 19 }) @IsOptional() @IsIn(INVOICE_VAT_RATES) vatRate?: InvoiceVatRate;
}

export class ServicePeriodDto {
  @ApiProperty({ format: 'date' }) @IsNotEmpty() @Matches(ISO_DATE) @IsISO8601({ strict: true }) start!: string;
  @ApiProperty({ format: 'date' }) @IsNotEmpty() @Matches(ISO_DATE) @IsISO8601({ strict: true }) end!: string;
}

export class UpdateInvoiceDto implements UpdateInvoiceRequest {
  @NestedList(InvoiceLineDto, { max: INVOICE_LINES_MAX, optional: true, nonEmpty: true })
  lines?: InvoiceLineDto[];

  @ApiPropertyOptional({ minimum: 0, maximum: INVOICE_PAYMENT_DAYS_MAX }) @IsOptional() @IsInt() @Min(0) @Max(INVOICE_PAYMENT_DAYS_MAX) paymentDays?: number;

  @InvoiceText() paymentTermsText?: string | null;

  @ApiPropertyOptional({ type: ServicePeriodDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => ServicePeriodDto)
  servicePeriod?: ServicePeriodDto;

  @ApiPropertyOptional({ enum: INVOICE_TAX_CATEGORIES }) @IsOptional() @IsIn(INVOICE_TAX_CATEGORIES) taxCategory?: InvoiceTaxCategory;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(300)
  taxExemptionReason?: string | null;

  @ApiPropertyOptional({ maxLength: INVOICE_BUYER_REFERENCE_MAX }) @IsOptional() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(INVOICE_BUYER_REFERENCE_MAX) buyerReference?: string;

  @InvoiceText() notes?: string | null;
}

export class RecordPaymentDto implements RecordPaymentRequest {
  @ApiProperty({ minimum: 1, maximum: INVOICE_NET_MAX_CENTS * 2 }) @IsInt() @Min(1) @Max(INVOICE_NET_MAX_CENTS * 2) amountCents!: number;
  @ApiPropertyOptional({ format: 'date' }) @IsOptional() @Matches(ISO_DATE) @IsISO8601({ strict: true }) paidOn?: string;
}

export class ContestPaymentDto implements ContestPaymentRequest {
  @ApiProperty({ maxLength: INVOICE_CONTEST_REASON_MAX, description: 'why the payment is contested, e.g. not received' })
  @Transform(trim)
  @IsNotEmpty()
  @IsString()
  @MaxLength(INVOICE_CONTEST_REASON_MAX)
  reason!: string;
}

export class InvoiceMessageDto implements InvoiceMessageRequest {
  @ApiProperty({ maxLength: INVOICE_MESSAGE_MAX })
  @Transform(trim)
  @IsNotEmpty()
  @IsString()
  @MaxLength(INVOICE_MESSAGE_MAX)
  @MultiLine()
  body!: string;
}

/** An uploaded certificate with its last day of validity (§ 13b USt 1 TG, § 48b EStG). */
class CertificateDto {
  @ApiProperty({ maxLength: 200, description: 'upload path of the certificate (e.g. /api/v1/files/<id>)' })
  @Transform(trim)
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  document!: string;
  /** The certificate must still be valid tomorrow (German calendar), as the settings dialog asks. */
  @ApiProperty({ format: 'date', description: 'last day of validity, after today (Europe/Berlin)' })
  @IsNotEmpty()
  @Matches(ISO_DATE)
  @IsISO8601({ strict: true })
  @Satisfies(rules.afterToday(TIME_ZONE))
  validUntil!: string;
}

/** §13b: the client's evidence on form USt 1 TG. */
export class ConstructionExemptionDto extends CertificateDto {}

/** § 48b EStG: the supplier's exemption from the construction withholding tax. */
export class WithholdingExemptionDto extends CertificateDto {
  @ApiProperty({ maxLength: INVOICE_WITHHOLDING_NUMBER_MAX, description: 'number of the § 48b EStG certificate' })
  @Transform(trim)
  @IsNotEmpty()
  @IsString()
  @MaxLength(INVOICE_WITHHOLDING_NUMBER_MAX)
  number!: string;
  @ApiProperty({ maxLength: INVOICE_TAX_OFFICE_MAX, description: 'the issuing tax office' })
  @Transform(trim)
  @IsNotEmpty()
  @IsString()
  @MaxLength(INVOICE_TAX_OFFICE_MAX)
  taxOffice!: string;
}

export class UpdateInvoiceSettingsDto {
  @ApiPropertyOptional({ maxLength: 64, example: 'RE-{YYYY}-{NNNNN}' }) @IsOptional() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(64) numberFormat?: string;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 40 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(40)
  taxNumber?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(/^$|^[A-Z]{2}[0-9A-Za-z+*.]{2,13}$/)
  vatId?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() smallBusiness?: boolean;
  @ApiPropertyOptional({ minimum: 0, maximum: INVOICE_PAYMENT_DAYS_MAX }) @IsOptional() @IsInt() @Min(0) @Max(INVOICE_PAYMENT_DAYS_MAX) defaultPaymentDays?: number;
  @NullableNested(ConstructionExemptionDto) constructionExemption?: ConstructionExemptionDto | null;
  @NullableNested(WithholdingExemptionDto) withholdingExemption?: WithholdingExemptionDto | null;
}

// ── responses (OpenAPI) ───────────────────────────────────────────────────────────────────────────

export class InvoicePartyDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() address!: string;
  @ApiProperty({ type: String, nullable: true }) vatId!: string | null;
  @ApiProperty({ type: String, nullable: true }) taxNumber!: string | null;
}

export class InvoicePaymentStateDto {
  @ApiProperty({ enum: INVOICE_PAYMENT_STATUSES }) status!: string;
  @ApiProperty() paidCents!: number;
  @ApiProperty() openCents!: number;
  @ApiProperty() overdue!: boolean;
}

export class InvoiceDocumentsDto {
  @ApiProperty({ enum: INVOICE_DOCUMENT_STATES }) state!: string;
  @ApiProperty({ type: String, nullable: true }) pdfSha256!: string | null;
  @ApiProperty({ type: String, nullable: true }) xmlSha256!: string | null;
}

export class InvoiceListItemDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ enum: INVOICE_ISSUER_KINDS }) issuerKind!: string;
  @ApiProperty({ enum: INVOICE_KIND_VALUES }) kind!: string;
  @ApiProperty({ enum: INVOICE_STATUSES }) status!: string;
  @ApiProperty({ type: String, nullable: true }) number!: string | null;
  @ApiProperty({ type: InvoicePartyDto }) supplier!: InvoicePartyDto;
  @ApiProperty({ type: InvoicePartyDto }) client!: InvoicePartyDto;
  @ApiProperty({ type: String, nullable: true }) awardId!: string | null;
  @ApiProperty({ type: String, nullable: true }) jobId!: string | null;
  @ApiProperty({ type: String, nullable: true }) jobTitle!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) issueDate!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) dueDate!: string | null;
  @ApiProperty() netCents!: number;
  @ApiProperty() grossCents!: number;
  @ApiProperty({ type: InvoicePaymentStateDto }) payment!: InvoicePaymentStateDto;
  @ApiProperty({ type: InvoiceDocumentsDto }) documents!: InvoiceDocumentsDto;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** The full answer (see InvoiceResponse in contracts for every field). */
export class InvoiceDtoResponse extends InvoiceListItemDto {
  @ApiProperty({ type: 'array', items: { type: 'object' } }) lines!: unknown[];
  @ApiProperty({ type: 'object', additionalProperties: true }) totals!: unknown;
  @ApiProperty({ enum: INVOICE_TAX_CATEGORIES }) taxCategory!: string;
  @ApiProperty() paymentDays!: number;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true }) serviceFeeInvoice!: unknown;
  @ApiProperty({ type: 'array', items: { type: 'object' }, description: 'final invoice: the partial invoices it deducts, net and tax per rate' }) deductions!: unknown[];
  @ApiProperty({ description: 'gross less the deducted partial invoices' }) payableCents!: number;
}

export class InvoiceMessageResponseDto {
  @ApiProperty() _id!: string;
  @ApiProperty() authorRole!: string;
  @ApiProperty() authorName!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class InvoiceSettingsResponseDto {
  @ApiProperty() numberFormat!: string;
  @ApiProperty({ type: String, nullable: true }) taxNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) vatId!: string | null;
  @ApiProperty() smallBusiness!: boolean;
  @ApiProperty() defaultPaymentDays!: number;
  @ApiProperty({ type: 'object', additionalProperties: true }) constructionExemption!: unknown;
  @ApiProperty({ type: 'object', additionalProperties: true }) withholdingExemption!: unknown;
}

export class FeeReportResponseDto {
  @ApiProperty() from!: string;
  @ApiProperty() to!: string;
  @ApiProperty() serviceFeePercent!: number;
  @ApiProperty({ type: 'array', items: { type: 'object' } }) rows!: unknown[];
  @ApiProperty({ type: 'object', additionalProperties: true }) totals!: unknown;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsISO8601, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  PERMIT_LIMITS,
  PERMIT_STATUSES,
  type PermitStatus,
  type RejectPermitRequest,
  type StaffingPermitRequest,
} from '@fachwerk/shared/contracts';
import { MultiLine } from '@fachwerk/server/core';
import { trim } from '../../../common/transforms';

export class StaffingPermitDto implements StaffingPermitRequest {
  @ApiProperty({ maxLength: PERMIT_LIMITS.agencyMax, description: 'issuing agency (Bundesagentur für Arbeit, Regionaldirektion …)' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(PERMIT_LIMITS.agencyMax)
  agency!: string;

  @ApiProperty({ format: 'date' })
  @IsISO8601({ strict: true })
  issuedOn!: string;

  @ApiProperty({ description: 'unlimited (§ 2 (5) AÜG) or limited to validUntil (§ 2 (4))' })
  @IsBoolean()
  unlimited!: boolean;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'last valid day; required unless unlimited' })
  @ValidateIf((dto: StaffingPermitDto) => dto.unlimited === false || (dto.validUntil !== undefined && dto.validUntil !== null))
  @IsISO8601({ strict: true })
  validUntil?: string | null;

  @ApiProperty({ description: 'the copy: /api/v1/files/<id> of one of your uploads' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  file!: string;
}

export class RejectPermitDto implements RejectPermitRequest {
  @ApiProperty({ maxLength: PERMIT_LIMITS.reasonMax })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(PERMIT_LIMITS.reasonMax)
  @MultiLine()
  reason!: string;
}

export class StaffingPermitResponseDto {
  @ApiProperty() _id!: string;
  @ApiProperty() supplierId!: string;
  @ApiProperty() agency!: string;
  @ApiProperty({ format: 'date' }) issuedOn!: string;
  @ApiProperty() unlimited!: boolean;
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true }) validUntil!: string | null;
  @ApiProperty() file!: string;
  @ApiProperty({ enum: PERMIT_STATUSES }) status!: PermitStatus;
  @ApiPropertyOptional({ type: String, nullable: true }) rejectionReason!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' }) verifiedAt!: string | null;
  @ApiProperty({ enum: ['valid', 'expiring', 'expired'] }) validity!: string;
  @ApiPropertyOptional({ type: Number, nullable: true }) daysLeft!: number | null;
  @ApiProperty() usable!: boolean;
}

export class PermitStatusResponseDto {
  @ApiProperty() supplierId!: string;
  @ApiProperty({ enum: [...PERMIT_STATUSES, 'none'] }) status!: string;
  @ApiPropertyOptional({ type: String, nullable: true, enum: ['valid', 'expiring', 'expired'] }) validity!: string | null;
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true }) validUntil!: string | null;
  @ApiProperty() unlimited!: boolean;
  @ApiProperty() usable!: boolean;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  CHANGE_ORDER_LIMITS,
  CHANGE_ORDER_STATUSES,
  type ChangeOrderListResponse,
  type ChangeOrderResponse,
  type ChangeOrderStatus,
  type DeclineChangeOrderRequest,
  type ProposeChangeOrderRequest,
} from '@fachwerk/shared/contracts';
import { MultiLine } from '@fachwerk/server/core';
import { trim } from '../../../common/transforms';

// ── requests ──────────────────────────────────────────────────────────────────────────────────────

export class ProposeChangeOrderDto implements ProposeChangeOrderRequest {
  @ApiProperty({ minimum: CHANGE_ORDER_LIMITS.amountMinCents, maximum: CHANGE_ORDER_LIMITS.amountMaxCents, description: 'the additional net amount, cents' })
  @IsInt()
  @Min(CHANGE_ORDER_LIMITS.amountMinCents)
  @Max(CHANGE_ORDER_LIMITS.amountMaxCents)
  amountCents!: number;

  @ApiProperty({ maxLength: CHANGE_ORDER_LIMITS.reasonMax, description: 'what the additional work is and why it is needed' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(CHANGE_ORDER_LIMITS.reasonMax)
  @MultiLine()
  reason!: string;
}

export class DeclineChangeOrderDto implements DeclineChangeOrderRequest {
  @ApiPropertyOptional({ maxLength: CHANGE_ORDER_LIMITS.noteMax, description: 'why the client declines (told to the supplier)' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(CHANGE_ORDER_LIMITS.noteMax)
  @MultiLine()
  note?: string;
}

// ── answers ───────────────────────────────────────────────────────────────────────────────────────

export class ChangeOrderDto implements ChangeOrderResponse {
  @ApiProperty() _id!: string;
  @ApiProperty() awardId!: string;
  @ApiProperty({ description: 'net cents' }) amountCents!: number;
  @ApiProperty() reason!: string;
  @ApiProperty({ enum: CHANGE_ORDER_STATUSES }) status!: ChangeOrderStatus;
  @ApiProperty({ nullable: true, type: String }) proposedBy!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) decidedAt!: string | null;
  @ApiProperty({ nullable: true, type: String }) decisionNote!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class ChangeOrderListDto implements ChangeOrderListResponse {
  @ApiProperty({ type: [ChangeOrderDto] }) items!: ChangeOrderDto[];
  @ApiProperty({ description: 'the price agreed at the award, net cents' }) agreedCents!: number;
  @ApiProperty({ description: 'the sum of the accepted change orders, net cents' }) acceptedCents!: number;
  @ApiProperty({ description: 'what the award may bill in total, net cents' }) billableCents!: number;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  ACCOUNT_STATUSES,
  APPROVAL_STATUSES,
  REGISTRABLE_USER_TYPES,
  type AccountStatus,
  type AdminAccountListQuery,
  type ApprovalStatus,
  type RegistrableUserType,
  type RejectAccountRequest,
} from '@fachwerk/shared/contracts';
import { MultiLine } from '@fachwerk/server/core';
import { PageQueryDto } from '../../../common/page-query.dto';

export class AdminAccountListQueryDto extends PageQueryDto implements AdminAccountListQuery {
  @ApiProperty({ enum: REGISTRABLE_USER_TYPES }) @IsNotEmpty() @IsIn(REGISTRABLE_USER_TYPES) type!: RegistrableUserType;
  @ApiPropertyOptional({ enum: APPROVAL_STATUSES }) @IsOptional() @IsIn(APPROVAL_STATUSES) approval?: ApprovalStatus;
  @ApiPropertyOptional({ enum: ACCOUNT_STATUSES }) @IsOptional() @IsIn(ACCOUNT_STATUSES) status?: AccountStatus;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) search?: string;
}

export class AuditLogQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() targetId?: string;
}

export class RejectAccountDto implements RejectAccountRequest {
  @MultiLine() @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(1000) reason!: string;
}

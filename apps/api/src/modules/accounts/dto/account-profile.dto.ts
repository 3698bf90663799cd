import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ACCOUNT_STATUSES,
  APPROVAL_STATUSES,
  LANGUAGES,
  USER_TYPES,
  type AccountProfile,
  type AccountStatus,
  type DeleteAccountRequest,
  type UpdateOwnProfileRequest,
  type ApprovalStatus,
  type Language,
  type UpdateProfileRequest,
  type UserType,
} from '@fachwerk/shared/contracts';
import { AccountFieldsDto } from '../../auth';

/** PATCH /accounts/me and PATCH /admin/accounts/:id: any draft field of the account's type, plus picture and documents. */
export class UpdateProfileDto extends PartialType(AccountFieldsDto) implements UpdateProfileRequest {
  @ApiPropertyOptional({ description: 'upload path', type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  profilePic?: string | null;

  @ApiPropertyOptional({ description: 'upload paths', type: String, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  documents?: string[];
}

/** PATCH /accounts/me: as above; changing the login e-mail needs `currentPassword`. */
export class UpdateOwnProfileDto extends UpdateProfileDto implements UpdateOwnProfileRequest {
  @ApiPropertyOptional({ description: 'a new login e-mail address (needs currentPassword)', maxLength: 254 })
  @IsOptional()
  @IsEmail()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ description: 'the current password; required when `email` changes', maxLength: 128 })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  currentPassword?: string;
}

/** DELETE /accounts/me: the current password again. */
export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiProperty({ maxLength: 128 })
  @IsNotEmpty()
  @IsString()
  @MaxLength(128)
  currentPassword!: string;
}

export class AccountProfileDto extends OmitType(AccountFieldsDto, ['language'] as const) implements AccountProfile {
  @ApiProperty() _id!: string;
  @ApiProperty({ enum: USER_TYPES }) userType!: UserType;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) profilePic!: string | null;
  @ApiProperty({ minimum: 0, maximum: 100 }) profilePercentage!: number;
  @ApiProperty({ enum: APPROVAL_STATUSES }) approvalStatus!: ApprovalStatus;
  @ApiProperty({ enum: ACCOUNT_STATUSES }) accountStatus!: AccountStatus;
  @ApiProperty({ type: String, nullable: true }) rejectionReason!: string | null;
  @ApiProperty({ enum: LANGUAGES }) language!: Language;
  @ApiProperty({ type: String, isArray: true }) documents!: string[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

import { ApiProperty, IntersectionType, OmitType, PickType } from '@nestjs/swagger';
import { IsDefined, IsIn, IsNotEmpty, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import { IsAccepted, IsEmailAddress, IsPasswordConfirmation } from '@fachwerk/server/core';
import {
  REGISTRABLE_USER_TYPES,
  USER_TYPES,
  type ChangePasswordRequest,
  type ClientRegistrationRequest,
  type EmailVerifyRequest,
  type ForgotPasswordRequest,
  type RegistrableUserType,
  type RegistrationResponse,
  type ResendCodeRequest,
  type ResetPasswordRequest,
  type SupplierRegistrationRequest,
  type UserType,
  type VerifyOtpRequest,
  type VerifyOtpResponse,
} from '@fachwerk/shared/contracts';
import { PASSWORD_POLICY } from '@fachwerk/shared/contracts/password';
import { AccountFieldsDto, CLIENT_FIELDS } from './profile-fields.dto';

const PASSWORD_MIN = PASSWORD_POLICY.minLength;
const PASSWORD_MAX = PASSWORD_POLICY.maxLength;

/** A new password: length here; the list and the personal words are checked by PasswordPolicy. */
class NewPasswordDto {
  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, description: 'Not a common password, not built from the e-mail or the name' }) @IsNotEmpty() @IsString() @MinLength(PASSWORD_MIN) @MaxLength(PASSWORD_MAX) password!: string;
  @ApiProperty() @IsNotEmpty() @IsPasswordConfirmation() password_confirmation!: string;
}

class CredentialsDto extends NewPasswordDto {
  @ApiProperty() @IsNotEmpty() @IsEmailAddress() @MaxLength(254) email!: string;
  @ApiProperty() @IsDefined() @IsAccepted() termAndCondition!: boolean;
}

/** Every draft field but the client's industry (suppliers have none). */
export class SupplierRegistrationDto extends IntersectionType(OmitType(AccountFieldsDto, ['industry'] as const), CredentialsDto) implements SupplierRegistrationRequest {}

export class ClientRegistrationDto
  extends IntersectionType(PickType(AccountFieldsDto, CLIENT_FIELDS), CredentialsDto)
  implements ClientRegistrationRequest {}

const SIX_DIGITS = /^\d{6}$/;

export class EmailVerifyDto implements EmailVerifyRequest {
  @ApiProperty({ format: 'uuid' }) @IsNotEmpty() @IsUUID() userId!: string;
  @ApiProperty({ example: '123456' }) @IsNotEmpty() @Matches(SIX_DIGITS) code!: string;
}

export class ResendCodeDto implements ResendCodeRequest {
  @ApiProperty({ format: 'uuid' }) @IsNotEmpty() @IsUUID() userId!: string;
}

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @ApiProperty() @IsNotEmpty() @IsEmailAddress() @MaxLength(254) email!: string;
  @ApiProperty({ enum: USER_TYPES }) @IsNotEmpty() @IsIn(USER_TYPES) userType!: UserType;
}

export class VerifyOtpDto extends ForgotPasswordDto implements VerifyOtpRequest {
  @ApiProperty({ example: '123456' }) @IsNotEmpty() @Matches(SIX_DIGITS) code!: string;
}

export class ResetPasswordDto extends NewPasswordDto implements ResetPasswordRequest {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(200) resetToken!: string;
}

export class ChangePasswordDto extends NewPasswordDto implements ChangePasswordRequest {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(PASSWORD_MAX) currentPassword!: string;
}

export class RegistrationResponseDto implements RegistrationResponse {
  @ApiProperty() userId!: string;
  @ApiProperty({ enum: REGISTRABLE_USER_TYPES }) userType!: RegistrableUserType;
  @ApiProperty() codeExpiresIn!: number;
}

export class VerifyOtpResponseDto implements VerifyOtpResponse {
  @ApiProperty() resetToken!: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { TOTP_CODE_PATTERN } from '@fachwerk/shared/contracts/two-factor';
import {
  ACCOUNT_STATUSES,
  APPROVAL_STATUSES,
  LANGUAGES,
  USER_TYPES,
  type AccountStatus,
  type ApprovalStatus,
  type Language,
  type LoginRequest,
  type LoginResponse,
  type RefreshRequest,
  type UserData,
  type UserType,
} from '@fachwerk/shared/contracts';
import { IsEmailAddress } from '@fachwerk/server/core';

export class LoginRequestDto implements LoginRequest {
  @ApiProperty({ example: 'client@fachwerk.test' })
  @IsNotEmpty()
  @IsEmailAddress()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ example: 'Fachwerk!2026' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  password!: string;

  @ApiProperty({ enum: USER_TYPES })
  @IsNotEmpty()
  @IsIn(USER_TYPES)
  userType!: UserType;

  @ApiPropertyOptional({
    example: '123456',
    description: 'A current code of the second factor with the password: checked even while failed logins slow the address down (429 otherwise)',
  })
  @IsOptional()
  @IsString()
  @Matches(new RegExp(TOTP_CODE_PATTERN))
  code?: string;
}

export class RefreshRequestDto implements RefreshRequest {
  @ApiProperty()
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  refreshToken!: string;
}

export class UserDataDto implements UserData {
  @ApiProperty() _id!: string;
  @ApiProperty({ enum: USER_TYPES }) userType!: UserType;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) profilePic!: string | null;
  @ApiProperty({ minimum: 0, maximum: 100 }) profilePercentage!: number;
  @ApiProperty({ enum: APPROVAL_STATUSES }) approvalStatus!: ApprovalStatus;
  @ApiProperty({ enum: ACCOUNT_STATUSES }) accountStatus!: AccountStatus;
  @ApiProperty({ enum: LANGUAGES }) language!: Language;
}

export class LoginResponseDto implements LoginResponse {
  @ApiProperty() accessToken!: string;
  @ApiProperty() refreshToken!: string;
  @ApiProperty({ description: 'Access token lifetime in seconds' }) expiresIn!: number;
  @ApiProperty({ type: UserDataDto }) userData!: UserDataDto;
}

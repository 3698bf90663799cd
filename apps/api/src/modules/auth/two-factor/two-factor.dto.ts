import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import {
  type RecoveryCodes,
  type TwoFactorChallenge,
  type TwoFactorChallengeKind,
  type TwoFactorConfirmRequest,
  type TwoFactorEnableRequest,
  type TwoFactorLoginEnableRequest,
  type TwoFactorLoginRequest,
  type TwoFactorSetup,
  type TwoFactorSetupRequest,
  type TwoFactorStatus,
} from '@fachwerk/shared/contracts';
import { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from '@fachwerk/shared/contracts/two-factor';
import { LoginResponseDto } from '../dto/auth.dto';

const SIX_DIGITS = new RegExp(TOTP_CODE_PATTERN);
const RECOVERY_CODE = new RegExp(RECOVERY_CODE_PATTERN);
const CHALLENGE_MAX = 1000;

export class TwoFactorChallengeDto implements TwoFactorChallenge {
  @ApiProperty({ description: 'Short-lived token of the login’s second step' }) challenge!: string;
  @ApiProperty({ enum: ['code', 'enrol'] }) kind!: TwoFactorChallengeKind;
  @ApiProperty({ description: 'Seconds until the challenge expires' }) expiresIn!: number;
}

export class TwoFactorLoginDto implements TwoFactorLoginRequest {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(CHALLENGE_MAX) challenge!: string;

  @ApiPropertyOptional({ example: '123456', description: 'The current code of the app (or give recoveryCode)' })
  // Required unless a recovery code is given; checked whenever present.
  @ValidateIf((body: TwoFactorLoginDto) => body.recoveryCode === undefined || body.code !== undefined)
  @IsNotEmpty()
  @IsString()
  @Matches(SIX_DIGITS)
  code?: string;

  @ApiPropertyOptional({ example: 'k7m2p-x9qra', description: 'A recovery code instead of the code (each works once)' })
  @IsOptional()
  @IsString()
  @Matches(RECOVERY_CODE)
  recoveryCode?: string;
}

export class TwoFactorChallengeOnlyDto {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(CHALLENGE_MAX) challenge!: string;
}

export class TwoFactorEnableDto implements TwoFactorEnableRequest {
  @ApiProperty({ example: '123456' }) @IsNotEmpty() @IsString() @Matches(SIX_DIGITS) code!: string;
}

export class TwoFactorLoginEnableDto extends TwoFactorEnableDto implements TwoFactorLoginEnableRequest {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(CHALLENGE_MAX) challenge!: string;
}

export class TwoFactorConfirmDto extends TwoFactorEnableDto implements TwoFactorConfirmRequest {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(200) currentPassword!: string;
}

export class TwoFactorSetupRequestDto implements TwoFactorSetupRequest {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(200) currentPassword!: string;

  @ApiPropertyOptional({ example: '123456', description: 'A current code of the present factor: required to move it to a new app' })
  @IsOptional()
  @IsString()
  @Matches(SIX_DIGITS)
  code?: string;
}

export class TwoFactorStatusDto implements TwoFactorStatus {
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ description: 'Admins must keep a second factor' }) required!: boolean;
  @ApiProperty() recoveryCodesLeft!: number;
}

export class TwoFactorSetupDto implements TwoFactorSetup {
  @ApiProperty({ example: 'otpauth://totp/Fachwerk:a%40b.de?secret=…&issuer=Fachwerk' }) otpauthUri!: string;
  @ApiProperty({ description: 'QR code of the URI, data:image/svg+xml;base64,…' }) qrCode!: string;
  @ApiProperty({ example: 'JBSW Y3DP EHPK 3PXP …' }) manualKey!: string;
}

export class RecoveryCodesDto implements RecoveryCodes {
  @ApiProperty({ type: [String], description: 'Shown once; only hashes are stored' }) recoveryCodes!: string[];
}

export class TwoFactorEnrolmentLoginDto extends LoginResponseDto {
  @ApiProperty({ type: [String] }) recoveryCodes!: string[];
}

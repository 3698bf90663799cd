import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { DEFAULT_DIAL_CODE, FEDERAL_STATES, LANGUAGE_LEVELS, LANGUAGES, type CategoryAvailability, type ContactPerson, type FederalState, type Language, type LanguageLevel, type LanguageProficiency, type Reference, type WorkExperience } from '@fachwerk/shared/contracts';
import { CLIENT_INDUSTRIES, HOURS_LIMITS, type ClientIndustry } from '@fachwerk/shared/contracts/rules';
import { IsAccepted, IsAlphaNumSpace, IsDailyHours, IsDialCode, IsEmailAddress, IsIban, IsPhoneNumber, IsVatId, IsWeeklyHours, MultiLine } from '@fachwerk/server/core';
import { NestedList } from '../../../common/nested-list';

const LIST_MAX = 50;

export class ContactPersonDto implements ContactPerson {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(120) name!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) position?: string;
  @ApiPropertyOptional({ example: DEFAULT_DIAL_CODE }) @IsOptional() @IsDialCode() dialCode?: string;
  @ApiPropertyOptional() @IsOptional() @IsPhoneNumber() phoneNumber?: string;
  @ApiPropertyOptional() @IsOptional() @IsEmailAddress() @MaxLength(254) email?: string;
}

export class LanguageProficiencyDto implements LanguageProficiency {
  @ApiProperty({ description: 'id of a languages catalogue entry' }) @IsNotEmpty() @IsString() @MaxLength(64) language!: string;
  @ApiProperty({ enum: LANGUAGE_LEVELS }) @IsNotEmpty() @IsIn(LANGUAGE_LEVELS) level!: LanguageLevel;
}

export class CategoryAvailabilityDto implements CategoryAvailability {
  @ApiProperty({ description: 'id of a services catalogue entry' }) @IsNotEmpty() @IsString() @MaxLength(64) category!: string;
  @ApiProperty({ minimum: 1 }) @IsDefined() @IsInt() @Min(1) @Max(10000) numberOfResource!: number;
  @ApiProperty({ enum: FEDERAL_STATES, isArray: true })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(FEDERAL_STATES.length)
  @IsIn(FEDERAL_STATES, { each: true })
  areaRegion!: FederalState[];
}

export class WorkExperienceDto implements WorkExperience {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(200) workTitle!: string;
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(200) workRole!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) jobPeriod?: string;
}

export class ReferenceDto implements Reference {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(120) name!: string;
  @ApiProperty() @IsNotEmpty() @IsPhoneNumber() number!: string;
}

/**
 * Dial codes default to +49 at registration (IdentityService), not here: a profile update must not
 * send defaults for fields it leaves alone.
 *
 * Every field of the supplier registration draft (§3) except the password pair and the terms, with
 * its §5 rules. Registration, profile update and the admin edit are derived from it.
 */
export class AccountFieldsDto {
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(200) companyName!: string;
  @ApiProperty({ example: 'DE123456789' }) @IsNotEmpty() @IsString() @MaxLength(20) @IsVatId() vat!: string;

  @NestedList(ContactPersonDto, { max: 10 })
  contactPerson!: ContactPersonDto[];

  @ApiProperty({ example: 'HRB 12345 B' }) @IsNotEmpty() @IsString() @MaxLength(50) @IsAlphaNumSpace() companyRegistrationNumber!: string;
  @ApiPropertyOptional({ default: DEFAULT_DIAL_CODE }) @IsOptional() @IsDialCode() companyDialCode?: string;
  @ApiProperty() @IsNotEmpty() @IsPhoneNumber() companyPhoneNumber!: string;
  @ApiProperty() @IsNotEmpty() @IsEmailAddress() @MaxLength(254) companyEmail!: string;
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(300) companyAddress!: string;
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(100) firstName!: string;
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(100) lastName!: string;
  @ApiPropertyOptional({ default: DEFAULT_DIAL_CODE }) @IsOptional() @IsDialCode() dialCode?: string;
  @ApiProperty() @IsNotEmpty() @IsPhoneNumber() phoneNumber!: string;
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(300) address!: string;

  @ApiProperty({ description: 'ids of services', isArray: true, type: String })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(LIST_MAX)
  @IsString({ each: true })
  serviceType!: string[];

  @ApiProperty({ description: 'ids of skills', isArray: true, type: String })
  @IsArray()
  @ArrayMaxSize(LIST_MAX)
  @IsString({ each: true })
  specialSkillsOrExp!: string[];

  @NestedList(LanguageProficiencyDto, { max: LIST_MAX, nonEmpty: true })
  languageProficiency!: LanguageProficiencyDto[];

  @ApiProperty() @IsDefined() @IsAccepted() userDeclaration!: boolean;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) license?: string;
  @ApiProperty({ maximum: HOURS_LIMITS.daily }) @IsDefined() @IsNumber() @Min(0) @IsDailyHours() dailyHours!: number;
  @ApiProperty({ maximum: HOURS_LIMITS.weekly }) @IsDefined() @IsNumber() @Min(0) @IsWeeklyHours() weeklyHours!: number;

  @NestedList(CategoryAvailabilityDto, { max: LIST_MAX, nonEmpty: true })
  categoryAvailability!: CategoryAvailabilityDto[];

  @ApiPropertyOptional({ description: 'ids of tools', isArray: true, type: String })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIST_MAX)
  @IsString({ each: true })
  toolsAndEquipment?: string[];

  @NestedList(WorkExperienceDto, { max: LIST_MAX, optional: true })
  previousWorkExperience?: WorkExperienceDto[];

  @NestedList(ReferenceDto, { max: 20, optional: true })
  reference?: ReferenceDto[];

  @ApiPropertyOptional({ description: 'upload path' }) @IsOptional() @IsString() @MaxLength(500) resume?: string;
  @ApiPropertyOptional({ description: 'upload path' }) @IsOptional() @IsString() @MaxLength(500) certificate?: string;
  @ApiProperty({ description: 'euro cents per hour' }) @IsDefined() @IsInt() @Min(0) @Max(10_000_000) hourlyRate!: number;
  @MultiLine() @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) additionalComment?: string;
  @ApiProperty({ example: 'DE89 3704 0044 0532 0130 00' }) @IsNotEmpty() @IsIban() accountNo!: string;
  @ApiProperty() @IsNotEmpty() @IsString() @MaxLength(200) accountName!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) branchName?: string;
  @ApiPropertyOptional({ description: 'days' }) @IsOptional() @IsInt() @Min(0) @Max(3650) minPeriod?: number;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) language?: Language;

  /** Clients only (suppliers get `validation.unknown`): decides the construction check of § 1b AÜG. */
  @ApiPropertyOptional({ enum: CLIENT_INDUSTRIES, nullable: true, description: 'clients: their industry; null clears it' })
  @IsOptional()
  @IsIn(CLIENT_INDUSTRIES)
  industry?: ClientIndustry | null;
}

/** Draft fields a client account has (client registration draft). */
export const CLIENT_FIELDS = [
  'companyName',
  'vat',
  'contactPerson',
  'firstName',
  'lastName',
  'dialCode',
  'phoneNumber',
  'address',
  'language',
  'industry',
] as const;

import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  ACTIVE_FILTERS,
  INQUIRY_LIMITS,
  FAQ_AUDIENCES,
  type ActiveFilter,
  type CatalogueEntryInput,
  type CmsPageInput,
  type ContentListQuery,
  type FaqAudience,
  type FaqInput,
  type HomeSlideInput,
  type InquiryRequest,
  type LogoInput,
  type TestimonialInput,
  type ToolListsRequest,
  FILE_PATH_PATTERN,
} from '@fachwerk/shared/contracts';
import { rules } from '@fachwerk/shared/contracts/rules';
import { IsEmailAddress, IsPhoneNumber, Satisfies } from '@fachwerk/server/core';
import { MultiLine } from '@fachwerk/server/core';
import { PageQueryDto } from '../../../common/page-query.dto';
import { trim } from '../../../common/transforms';

const NAME_MAX = 120;
const TEXT_MAX = 500;
const HTML_MAX = 100_000;
/** An upload path as POST /uploads answers it. */
const FILE_PATH = FILE_PATH_PATTERN;
/** An internal path of the web app, e.g. /get-started */
const INTERNAL_PATH = /^\/[A-Za-z0-9\-_/]*$/;

/** search and status on top of the paging of every list (`page`, `limit` ≤ 100). */
export class ContentListQueryDto extends PageQueryDto implements ContentListQuery {
  @ApiPropertyOptional({ description: 'Matches the texts in both languages' })
  @IsOptional()
  @IsString()
  @MaxLength(NAME_MAX)
  search?: string;

  @ApiPropertyOptional({ enum: ACTIVE_FILTERS, description: 'Admins only; others always get active items' })
  @IsOptional()
  @IsIn(ACTIVE_FILTERS)
  status?: ActiveFilter;
}

export class FaqListQueryDto extends ContentListQueryDto {
  @ApiPropertyOptional({ enum: FAQ_AUDIENCES, description: 'client or supplier also include FAQs for all' })
  @IsOptional()
  @IsIn(FAQ_AUDIENCES)
  audience?: FaqAudience;
}

/** isActive and sortOrder, shared by every input. */
class ManagedInputDto {
  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100_000)
  sortOrder?: number;
}

export class CatalogueEntryInputDto extends ManagedInputDto implements CatalogueEntryInput {
  @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(NAME_MAX) nameDe!: string;
  @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(NAME_MAX) nameEn!: string;
}
export class CatalogueEntryPatchDto extends PartialType(CatalogueEntryInputDto) {}

export class ToolListsRequestDto implements ToolListsRequest {
  @ApiProperty({ type: [String], description: 'Service ids' })
  @ArrayNotEmpty()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true })
  ids!: string[];
}

export class CmsPageInputDto extends ManagedInputDto implements CmsPageInput {
  @ApiProperty({ example: 'ueber-uns' })
  @Transform(trim)
  @IsNotEmpty()
  @IsString()
  @MaxLength(NAME_MAX)
  @Satisfies(rules.slug)
  slug!: string;

  @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(NAME_MAX) titleDe!: string;
  @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(NAME_MAX) titleEn!: string;
  @MultiLine() @ApiProperty({ description: 'HTML, sanitised on the server', maxLength: HTML_MAX }) @IsNotEmpty() @Satisfies(rules.requiredHtml) @IsString() @MaxLength(HTML_MAX) descriptionDe!: string;
  @MultiLine() @ApiProperty({ description: 'HTML, sanitised on the server', maxLength: HTML_MAX }) @IsNotEmpty() @Satisfies(rules.requiredHtml) @IsString() @MaxLength(HTML_MAX) descriptionEn!: string;
  @MultiLine() @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT_MAX) metaDescriptionDe?: string;
  @MultiLine() @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEXT_MAX) metaDescriptionEn?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isHeader?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isFooter?: boolean;
}
export class CmsPagePatchDto extends PartialType(CmsPageInputDto) {}

export class FaqInputDto extends ManagedInputDto implements FaqInput {
  @ApiProperty({ enum: FAQ_AUDIENCES }) @IsNotEmpty() @IsIn(FAQ_AUDIENCES) audience!: FaqAudience;
  @MultiLine() @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(TEXT_MAX) questionDe!: string;
  @MultiLine() @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(TEXT_MAX) questionEn!: string;
  @MultiLine() @ApiProperty({ description: 'HTML, sanitised on the server', maxLength: HTML_MAX }) @IsNotEmpty() @Satisfies(rules.requiredHtml) @IsString() @MaxLength(HTML_MAX) answerDe!: string;
  @MultiLine() @ApiProperty({ description: 'HTML, sanitised on the server', maxLength: HTML_MAX }) @IsNotEmpty() @Satisfies(rules.requiredHtml) @IsString() @MaxLength(HTML_MAX) answerEn!: string;
}
export class FaqPatchDto extends PartialType(FaqInputDto) {}

export class TestimonialInputDto extends ManagedInputDto implements TestimonialInput {
  @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(NAME_MAX) authorName!: string;
  @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(NAME_MAX) company!: string;
  @MultiLine() @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(TEXT_MAX * 2) quoteDe!: string;
  @MultiLine() @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(TEXT_MAX * 2) quoteEn!: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) @IsNotEmpty() @IsInt() @Min(1) @Max(5) rating!: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Path from POST /uploads' })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @Matches(FILE_PATH)
  photo?: string | null;
}
export class TestimonialPatchDto extends PartialType(TestimonialInputDto) {}

export class LogoInputDto extends ManagedInputDto implements LogoInput {
  @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(NAME_MAX) name!: string;
  @ApiProperty({ description: 'Path from POST /uploads' }) @IsNotEmpty() @Matches(FILE_PATH) image!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://www.beispiel.de' })
  @IsOptional()
  @Transform(trim)
  @ValidateIf((_o, value) => value !== null)
  @IsString()
  @MaxLength(TEXT_MAX)
  @Satisfies(rules.httpUrl)
  link?: string | null;
}
export class LogoPatchDto extends PartialType(LogoInputDto) {}

export class HomeSlideInputDto extends ManagedInputDto implements HomeSlideInput {
  @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(NAME_MAX) titleDe!: string;
  @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(NAME_MAX) titleEn!: string;
  @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(TEXT_MAX) subtitleDe!: string;
  @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(TEXT_MAX) subtitleEn!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Path from POST /uploads' })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @Matches(FILE_PATH)
  image?: string | null;

  @ApiProperty({ example: '/get-started' }) @IsNotEmpty() @IsString() @MaxLength(NAME_MAX) @Matches(INTERNAL_PATH) ctaLink!: string;
}
export class HomeSlidePatchDto extends PartialType(HomeSlideInputDto) {}

export class InquiryRequestDto implements InquiryRequest {
  @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(INQUIRY_LIMITS.name) name!: string;
  @ApiProperty() @Transform(trim) @IsNotEmpty() @IsEmailAddress() @MaxLength(INQUIRY_LIMITS.email) email!: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(INQUIRY_LIMITS.phone) @IsPhoneNumber() phone?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(INQUIRY_LIMITS.company) company?: string;
  @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(INQUIRY_LIMITS.subject) subject!: string;
  @MultiLine() @ApiProperty() @Transform(trim) @IsNotEmpty() @IsString() @MaxLength(INQUIRY_LIMITS.message) message!: string;
}

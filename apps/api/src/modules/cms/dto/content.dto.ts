import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FIXED_CMS_KEYS, type CatalogueItem, type CmsListItem, type CommonContentResponse, type FixedCmsKey } from '@fachwerk/shared/contracts';

export class CmsListItemDto implements CmsListItem {
  @ApiProperty() _id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) description!: string;
  @ApiProperty() isHeader!: boolean;
  @ApiProperty() isFooter!: boolean;
  @ApiPropertyOptional({ enum: FIXED_CMS_KEYS, nullable: true, description: 'Fixed entry (imprint, privacy, terms)' }) fixedKey?: FixedCmsKey | null;
}

export class CatalogueItemDto implements CatalogueItem {
  @ApiProperty() _id!: string;
  @ApiProperty({ description: 'Name in the request language' }) name!: string;
}

export class CommonContentDto implements CommonContentResponse {
  @ApiProperty({ type: [CmsListItemDto] }) cmsList!: CmsListItemDto[];
  @ApiProperty({ type: [CatalogueItemDto] }) languageList!: CatalogueItemDto[];
  @ApiProperty({ type: [CatalogueItemDto] }) serviceList!: CatalogueItemDto[];
  @ApiProperty({ type: [CatalogueItemDto] }) shiftList!: CatalogueItemDto[];
  @ApiProperty({ type: [CatalogueItemDto] }) skills!: CatalogueItemDto[];
  @ApiPropertyOptional({ description: 'Milliseconds the server spent; dropped by the shell' }) execTime?: number;
}

import type { FixedCmsKey } from './catalogue';

/** Common content (§7 content lists). execTime is dropped by the shell before storing. */
export interface CmsListItem {
  _id: string;
  title: string;
  slug: string;
  /** Sanitised HTML */
  description: string;
  isHeader: boolean;
  isFooter: boolean;
  /** the fixed entries (imprint, privacy, terms) whatever their slug, e.g. the terms a registration links to */
  fixedKey?: FixedCmsKey | null;
}

export interface CatalogueItem {
  _id: string;
  name: string;
}

export interface CommonContent {
  cmsList: CmsListItem[];
  languageList: CatalogueItem[];
  serviceList: CatalogueItem[];
  shiftList: CatalogueItem[];
  skills: CatalogueItem[];
}

export interface CommonContentResponse extends CommonContent {
  execTime?: number;
}

export const EMPTY_COMMON_CONTENT: CommonContent = {
  cmsList: [],
  languageList: [],
  serviceList: [],
  shiftList: [],
  skills: [],
};

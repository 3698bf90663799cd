import { Injectable } from '@nestjs/common';
import type { CatalogueItem, CommonContent, CommonContentResponse, Language } from '@fachwerk/shared/contracts';
import { ContentRepository, type CatalogueName, type CatalogueRow } from '@fachwerk/server/db';
import { ContentCache } from './content-cache';

const localisedName = (row: CatalogueRow, language: Language): CatalogueItem => ({
  _id: row.id,
  name: language === 'en' ? (row.nameEn ?? row.nameDe) : row.nameDe,
});

/** The common content of §7 (CMS list and catalogues) in the request language, cached in Redis. */
@Injectable()
export class ContentService {
  constructor(
    private readonly content: ContentRepository,
    private readonly cache: ContentCache,
  ) {}

  async commonContent(language: Language): Promise<CommonContentResponse> {
    const started = performance.now();
    let content = await this.cache.get(language);
    if (!content) {
      content = await this.load(language);
      await this.cache.set(language, content);
    }
    return { ...content, execTime: Math.round((performance.now() - started) * 100) / 100 };
  }

  /** Call after any change to CMS pages or catalogues. */
  invalidate(): Promise<void> {
    return this.cache.invalidate();
  }

  private async load(language: Language): Promise<CommonContent> {
    const catalogue = async (name: CatalogueName) =>
      (await this.content.listActiveCatalogue(name)).map((row) => localisedName(row, language));
    const [pages, languageList, serviceList, shiftList, skills] = await Promise.all([
      this.content.listActiveCmsPages(),
      catalogue('languages'),
      catalogue('services'),
      catalogue('shifts'),
      catalogue('skills'),
    ]);
    const cmsList = pages.map((page) => ({
      _id: page.id,
      slug: page.slug,
      title: language === 'en' ? (page.titleEn ?? page.titleDe) : page.titleDe,
      description: language === 'en' ? (page.descriptionEn ?? page.descriptionDe) : page.descriptionDe,
      isHeader: page.isHeader,
      isFooter: page.isFooter,
      fixedKey: page.fixedKey ?? null,
    }));
    return { cmsList, languageList, serviceList, shiftList, skills };
  }
}

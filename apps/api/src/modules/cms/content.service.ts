import { Injectable } from '@nestjs/common';
import type {
  CatalogueItem,
  CommonContent,
  CommonContentResponse,
  Language,
} from '@fachwerk/shared/contracts';
import { translate } from '@fachwerk/shared/i18n/server';
import { ContentRepository, type CatalogueName, type CatalogueRow } from '@fachwerk/server/db';
import { ContentCache } from './content-cache';

const elapsed = (started: number) => Math.round((performance.now() - started) * 100) / 100;

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
    const content = await this.cached(language);
    return { ...content, execTime: elapsed(started) };
  }

  /**
   * The whole response body of GET /content as UTF-8 JSON. The envelope up to `execTime` is
   * serialised and encoded once per cached object (the cache hands out the same object until it is
   * invalidated), so a hot read only appends `execTime` to ready bytes instead of serialising and
   * encoding ~8 kB per request.
   */
  commonContentEnvelopeJson(language: Language): Buffer | Promise<Buffer> {
    const started = performance.now();
    // Held in this instance's memory (the usual case): answered without a promise.
    const held = this.cache.peek(language);
    if (held) return this.envelopeJson(held, language, started);
    return this.cached(language).then((content) => this.envelopeJson(content, language, started));
  }

  private envelopeJson(content: CommonContent, language: Language, started: number): Buffer {
    // Cached objects are per language, so the message belongs to the object too.
    let head = this.serialised.get(content);
    if (head === undefined) {
      const json = JSON.stringify(content);
      head = Buffer.from(
        `{"status":true,"message":${JSON.stringify(translate(language, 'server.ok'))},"data":${json.slice(0, -1)},"execTime":`,
      );
      this.serialised.set(content, head);
    }
    const tail = Buffer.from(`${elapsed(started)}}}`, 'latin1');
    return Buffer.concat([head, tail], head.length + tail.length);
  }

  private readonly serialised = new WeakMap<CommonContent, Buffer>();

  private async cached(language: Language): Promise<CommonContent> {
    let content = await this.cache.get(language);
    if (!content) {
      content = await this.load(language);
      await this.cache.set(language, content);
    }
    return content;
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

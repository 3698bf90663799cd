import { expect, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@fachwerk/shared/contracts';
import { catalogues, type CatalogueLanguage } from '@fachwerk/shared/i18n/server';
import { ShellPage } from './shell.page';

/** A text of the public-site catalogue, e.g. text('de', 'contact.submit'). */
export function text(language: CatalogueLanguage, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = catalogues[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`i18n catalogue ${language} has no ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

/** Every public route of §2 with a concrete slug; /cms-page uses the seeded imprint. */
export const PUBLIC_PATHS = [
  '/',
  '/cms-page/impressum',
  '/about-us',
  '/contact-us',
  '/faqs',
  '/company',
  '/service-provider',
  '/category',
  '/delete-account',
] as const;

/** The public site as a guest sees it: pages, contact form and consent banner. */
export class PublicSitePage extends ShellPage {
  constructor(page: Page) {
    super(page);
  }

  /** Stores a consent choice before the first page script runs (so the banner does not cover the page). */
  async presetConsent(choice: 'accepted' | 'declined'): Promise<void> {
    await this.page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.consent, choice] as const);
  }

  get consentBanner(): Locator {
    return this.page.getByTestId('consent-banner');
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  field(language: CatalogueLanguage, field: string): Locator {
    return this.page.getByLabel(new RegExp(`^${text(language, `contact.fields.${field}`)}`));
  }

  async fillContact(language: CatalogueLanguage, values: Record<string, string>): Promise<void> {
    for (const [field, value] of Object.entries(values)) await this.field(language, field).fill(value);
  }

  async submitContact(language: CatalogueLanguage): Promise<void> {
    await this.page.getByRole('button', { name: text(language, 'contact.submit') }).click();
  }

  async expectTitle(language: CatalogueLanguage, seoKey: string): Promise<void> {
    await expect(this.page).toHaveTitle(`${text(language, `seo.${seoKey}.title`)} | Fachwerk`);
  }
}

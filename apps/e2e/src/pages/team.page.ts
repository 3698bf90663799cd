import { expect, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@fachwerk/shared/contracts';
import { catalogues, type CatalogueLanguage } from '@fachwerk/shared/i18n/server';

type TeamTexts = (typeof catalogues)['de']['team'];
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));

/** The supplier's team screens: /worker (list) and the add/edit worker form. */
export class TeamPage {
  constructor(
    readonly page: Page,
    private readonly language: CatalogueLanguage = 'de',
  ) {}

  get texts(): TeamTexts {
    return catalogues[this.language].team;
  }

  async openList(): Promise<void> {
    // A stored consent choice, so the cookie banner does not cover the table's last rows.
    await this.page.addInitScript(
      (key) => window.localStorage.setItem(key, 'declined'),
      STORAGE_KEYS.consent,
    );
    await this.page.goto('/worker');
    await expect(this.page.getByRole('heading', { level: 1, name: this.texts.list.title })).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.getByTestId('worker-row').filter({ hasText: name });
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: this.texts.list.search }).fill(text);
  }

  /** A form field by its label (required fields carry a trailing " *"). */
  field(key: keyof TeamTexts['fields'], required = false): Locator {
    const label = this.texts.fields[key];
    return this.page.getByLabel(`${label.charAt(0).toUpperCase()}${label.slice(1)}${required ? ' *' : ''}`, {
      exact: true,
    });
  }

  async save(): Promise<void> {
    // Leave the field first, as a hand moving to the button does: leaving it shows its error (the
    // form checks a field once it is left), which moves the button while a click would be under way.
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await this.page.getByRole('button', { name: this.texts.form.save, exact: true }).click();
  }

  async uploadDocument(
    key: 'cv' | 'certification' | 'insuranceDocuments' | 'passportOrId',
    name: string,
    content: Buffer,
    mimeType: string,
  ): Promise<void> {
    await this.field(key).setInputFiles({ name, mimeType, buffer: content });
    await expect(
      this.page.getByRole('button', { name: fill(catalogues[this.language].upload.remove, { name }) }),
    ).toBeVisible();
  }

  /** Marks the worker busy or free through the confirm dialog. */
  async toggleAvailability(name: string, to: 'busy' | 'free'): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: to === 'busy' ? this.texts.list.markBusy : this.texts.list.markFree })
      .click();
    await this.page
      .getByRole('dialog')
      .getByRole('button', { name: this.texts.list.confirm, exact: true })
      .click();
    await expect(this.row(name).getByTestId('worker-availability')).toHaveText(this.texts.availability[to]);
  }

  async edit(name: string): Promise<void> {
    await this.row(name)
      .getByRole('link', { name: fill(this.texts.list.edit, { name }) })
      .click();
    await expect(this.page.getByRole('heading', { level: 1, name: this.texts.form.editTitle })).toBeVisible();
  }

  async remove(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: fill(this.texts.list.delete, { name }) })
      .click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toContainText(fill(this.texts.list.deleteTitle, { name }));
    await dialog.getByRole('button', { name: catalogues[this.language].common.delete, exact: true }).click();
    await expect(this.row(name)).toHaveCount(0);
  }
}

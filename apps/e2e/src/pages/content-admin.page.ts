import { expect, type Locator, type Page } from '@playwright/test';
import { catalogues } from '@fachwerk/shared/i18n/server';

/** German texts of the admin content screens, straight from the catalogue. */
const de = catalogues.de.adminContent;
const field = (key: keyof typeof de.fields, required: boolean) => `${de.fields[key]}${required ? ' *' : ''}`;

/** An admin content list (/cms, /add-Service, …): search, rows, the entry dialog. */
export class ContentAdminPage {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  get dialog(): Locator {
    return this.page.getByTestId('content-entry-dialog');
  }

  row(name: string): Locator {
    return this.page.getByTestId('content-admin-row').filter({ hasText: name });
  }

  /** Types into the search box and waits until the URL carries the (debounced) search. */
  async search(text: string): Promise<void> {
    await this.page.getByLabel(de.list.search, { exact: true }).fill(text);
    await expect(this.page).toHaveURL((url) => url.searchParams.get('search') === text);
  }

  async startCreate(noun: string): Promise<void> {
    await this.page.getByRole('button', { name: de.list.create.replace('{{noun}}', noun) }).click();
    await expect(this.dialog).toBeVisible();
  }

  async fillText(key: keyof typeof de.fields, value: string, required = true): Promise<void> {
    await this.dialog.getByLabel(field(key, required), { exact: true }).fill(value);
  }

  /** Writes into a rich-text field (contentEditable). */
  async fillHtml(key: keyof typeof de.fields, text: string): Promise<void> {
    await this.dialog.getByRole('textbox', { name: field(key, true), exact: true }).fill(text);
  }

  async check(key: keyof typeof de.fields): Promise<void> {
    await this.dialog.getByLabel(field(key, false), { exact: true }).check();
  }

  async fieldValue(key: keyof typeof de.fields, required = true): Promise<string> {
    return this.dialog.getByLabel(field(key, required), { exact: true }).inputValue();
  }

  /**
   * Saves the dialog: waits for the API's answer to the write (as long as the test may run, so a busy
   * machine is not a failure), fails with that answer if it was refused, then sees the dialog close.
   */
  async save(): Promise<void> {
    const answer = this.page.waitForResponse(
      (response) => response.url().includes('/api/') && ['POST', 'PATCH', 'PUT'].includes(response.request().method()),
      { timeout: 0 },
    );
    await this.dialog.getByRole('button', { name: catalogues.de.common.save, exact: true }).click();
    const response = await answer;
    expect(response.ok(), `the save was answered ${response.status()}: ${await response.text()}`).toBe(true);
    await expect(this.dialog).toBeHidden();
  }

  async edit(name: string): Promise<void> {
    await this.page
      .getByRole('button', { name: de.actions.editNamed.replace('{{name}}', name), exact: true })
      .click();
    await expect(this.dialog).toBeVisible();
  }
}

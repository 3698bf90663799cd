import { expect, type Locator, type Page } from '@playwright/test';
import { catalogues } from '@fachwerk/shared/i18n/server';

/** German texts of the client job screens, straight from the catalogue. */
const de = catalogues.de.jobsClient;
const common = catalogues.de.jobsCommon;
const fields = de.form.fields;
/** Labels of the job form's fields. */
export const JOB_FIELDS = fields;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

/** A date `days` from today as the German date picker takes it (TT.MM.JJJJ). */
export const germanDateIn = (days: number): string => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
};

/** What every job type fills the same way: budget range, place and description. */
export interface JobBudgetAndPlace {
  budgetMin: string;
  budgetMax: string;
  address: string;
  state: string;
  description: string;
}

export interface FixedBudgetJob extends JobBudgetAndPlace {
  title: string;
  startDate: string;
  hours: string;
}

/** `/jobs-post` and `/jobs-edit/:id`: the client's job form. */
export class JobFormPage {
  constructor(readonly page: Page) {}

  async openNew(): Promise<void> {
    await this.page.goto('/jobs-post');
    await expect(this.page.getByRole('heading', { level: 1, name: de.form.postTitle })).toBeVisible();
  }

  /** A form control by its label; required fields may carry a trailing " *". */
  field(label: string): Locator {
    return this.page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
  }

  async fillFixedBudgetJob(job: FixedBudgetJob): Promise<void> {
    await this.page
      .getByRole('radio', { name: new RegExp(common.jobType.fixedBudget.replace(/[()]/g, '\\$&')) })
      .check();
    await this.field(fields.title).fill(job.title);
    await this.pickFirstTrade();
    await this.field(fields.startDate).fill(job.startDate);
    await this.field(fields.hours).fill(job.hours);
    // the first seeded skill, and the first seeded language without a level requirement
    await this.page
      .getByRole('group', { name: fields.skills, exact: true })
      .getByRole('checkbox')
      .first()
      .check();
    await this.page.getByRole('button', { name: de.form.addLanguage, exact: true }).click();
    const language = this.page.getByRole('group', {
      name: fill(de.form.languageRow, { n: '1' }),
      exact: true,
    });
    await language.getByLabel(new RegExp(`^${fields.language}( \\*)?$`)).selectOption({ index: 1 });
    await this.fillBudgetPlaceAndDescription(job);
  }

  /** The trade: the first one of the seeded catalogue (once the catalogue has loaded). */
  async pickFirstTrade(): Promise<void> {
    const service = this.field(fields.serviceId);
    await expect(service.locator('option')).not.toHaveCount(1);
    await service.selectOption({ index: 1 });
  }

  /** The fields every job type shares after its own ones: budget, place, description and experience level. */
  async fillBudgetPlaceAndDescription(job: JobBudgetAndPlace): Promise<void> {
    await this.field(fields.budgetMin).fill(job.budgetMin);
    await this.field(fields.budgetMax).fill(job.budgetMax);
    await this.field(fields.address).fill(job.address);
    await this.field(fields.state).selectOption(job.state);
    await this.field(fields.description).fill(job.description);
    await this.field(fields.experience).selectOption('Medium');
  }

  async publish(): Promise<void> {
    await this.page.getByRole('button', { name: de.form.publish, exact: true }).click();
    await expect(this.page).toHaveURL((url) => url.pathname === '/jobs');
  }

  async saveDraft(): Promise<void> {
    await this.page.getByRole('button', { name: de.form.saveDraft, exact: true }).click();
    await expect(this.page).toHaveURL((url) => url.pathname === '/jobs');
  }

  async saveChanges(): Promise<void> {
    await this.page.getByRole('button', { name: de.form.saveChanges, exact: true }).click();
    await expect(this.page).toHaveURL((url) => url.pathname === '/jobs');
  }
}

/** `/jobs`: the client's own jobs. */
export class MyJobsPage {
  constructor(readonly page: Page) {}

  /** Opens the list searched for `text` (all statuses). */
  async search(text: string): Promise<void> {
    await this.page.goto('/jobs');
    await expect(this.page.getByRole('heading', { level: 1, name: de.list.title })).toBeVisible();
    await this.page.getByLabel(de.list.search, { exact: true }).fill(text);
    await this.page.getByRole('button', { name: de.list.searchButton, exact: true }).click();
    await expect(this.page).toHaveURL((url) => url.searchParams.get('q') === text);
  }

  job(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  status(title: string): Locator {
    return this.job(title).locator('[data-status]');
  }

  async expectStatus(title: string, status: keyof typeof common.jobStatus): Promise<void> {
    await expect(this.status(title)).toHaveAttribute('data-status', status);
    await expect(this.status(title)).toHaveText(common.jobStatus[status]);
  }

  async edit(title: string): Promise<void> {
    await this.job(title)
      .getByRole('link', { name: fill(de.list.editJob, { title }) })
      .click();
    await expect(this.page.getByRole('heading', { level: 1, name: de.form.editTitle })).toBeVisible();
  }

  async publish(title: string): Promise<void> {
    await this.job(title)
      .getByRole('button', { name: fill(de.list.publishJob, { title }) })
      .click();
  }

  /** Closes the job through its confirm dialog, with the optional note. */
  async close(title: string, note?: string): Promise<void> {
    await this.job(title)
      .getByRole('button', { name: fill(de.list.closeJob, { title }) })
      .click();
    const dialog = this.page.getByRole('dialog', { name: de.list.closeHeading });
    if (note) await dialog.getByLabel(de.list.closeNoteLabel).fill(note);
    await dialog.getByRole('button', { name: de.list.close, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

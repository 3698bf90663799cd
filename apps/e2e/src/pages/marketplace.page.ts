import { expect, type Locator, type Page } from '@playwright/test';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { catalogues } from '@fachwerk/shared/i18n/server';
import { Bell, NotificationsPage } from './engagement.page';
import { JOB_FIELDS, JobFormPage, type JobBudgetAndPlace } from './jobs-client.page';
import { JobSearchPage } from './jobs-supplier.page';

/** German texts of the marketplace screens, straight from the catalogue. */
const de = catalogues.de;
const awards = de.awardsWeb;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The notification kinds of the journey and their German titles. */
export type NotificationKind = keyof typeof de.notifications;
export const notificationTitle = (kind: NotificationKind): string => de.notifications[kind].title;

export interface ResourceJob extends JobBudgetAndPlace {
  title: string;
  workersNeeded: number;
  startDate: string;
  endDate: string;
  hours: string;
}

/** `/jobs-post` for a resource job (temporary staffing); returns the name of the skill it asks for. */
export async function postResourceJob(page: Page, job: ResourceJob): Promise<{ skill: string }> {
  const form = new JobFormPage(page);
  await form.openNew();
  await page.getByRole('radio', { name: new RegExp(escape(de.jobsCommon.jobType.resource)) }).check();
  await form.field(JOB_FIELDS.workersNeeded).fill(String(job.workersNeeded));
  await form.field(JOB_FIELDS.title).fill(job.title);
  await form.pickFirstTrade();
  await form.field(JOB_FIELDS.startDate).fill(job.startDate);
  await form.field(JOB_FIELDS.endDate).fill(job.endDate);
  await form.field(JOB_FIELDS.hours).fill(job.hours);
  // the first skill of the seeded catalogue; its label is what the supplier filters by
  const skill = page
    .getByRole('group', { name: JOB_FIELDS.skills, exact: true })
    .getByRole('checkbox')
    .first();
  await skill.check();
  const skillName = (await skill.locator('xpath=ancestor::label[1]').innerText()).trim();
  expect(skillName, 'the label of the first skill').not.toBe('');
  await form.fillBudgetPlaceAndDescription(job);
  await form.publish();
  return { skill: skillName };
}

/** `/job-list` with the three filters of the journey: keyword, one skill and the federal state. */
export class JobFinder extends JobSearchPage {
  skill(name: string): Locator {
    return this.root
      .getByRole('group', { name: new RegExp(`^${escape(de.jobsSupplier.search.skills)}`) })
      .getByRole('checkbox', { name, exact: true });
  }

  /** Applies the skill and state (they apply at once), then the keyword with "Suchen". */
  async find(keyword: string, skill: string, state: string): Promise<void> {
    await this.skill(skill).check();
    await expect(this.page).toHaveURL((url) => url.searchParams.getAll('skills[]').length === 1);
    await this.search(keyword, state);
    await expect(this.page).toHaveURL(
      (url) =>
        url.searchParams.get('q') === keyword &&
        url.searchParams.get('state') === state &&
        url.searchParams.getAll('skills[]').length === 1,
    );
  }

  /** From the job opened beside the list to `/jobs-view/:id`, then the apply dialog. */
  async openApplyDialog(title: string): Promise<Locator> {
    await this.openJob(title);
    await this.details.getByRole('link', { name: de.jobsSupplier.search.openToApply, exact: true }).click();
    await expect(this.page).toHaveURL((url) => url.pathname.startsWith('/jobs-view/'));
    await this.page.getByRole('button', { name: de.jobsSupplier.apply.open, exact: true }).click();
    const dialog = this.page.getByTestId('apply-dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }
}

/** The apply dialog: chooses `count` workers marked free, price and message; returns their names. */
export async function applyWithFreeWorkers(
  dialog: Locator,
  count: number,
  price: string,
  message: string,
): Promise<string[]> {
  const apply = de.jobsSupplier.apply;
  const team = dialog.getByRole('group', { name: new RegExp(`^${escape(apply.fields.workerIds)}`) });
  const free = team.locator('label').filter({ hasText: new RegExp(`${escape(apply.free)}$`) });
  await expect(free.first()).toBeVisible();
  expect(await free.count(), `${count} free workers in the team`).toBeGreaterThanOrEqual(count);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const label = free.nth(i);
    names.push((await label.innerText()).replace(new RegExp(`\\s*${escape(apply.free)}$`), '').trim());
    await label.getByRole('checkbox').check();
  }
  await dialog.getByLabel(apply.priceResource, { exact: true }).fill(price);
  await dialog.getByLabel(apply.fields.message, { exact: true }).fill(message);
  await dialog.getByRole('button', { name: apply.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
  return names;
}

/** `/awarded-jobs` and `/completed-jobs` of the client or the supplier: one card per awarded work. */
export class AwardsPage {
  constructor(readonly page: Page) {}

  async openActive(): Promise<void> {
    await this.page.goto('/awarded-jobs');
    await expect(this.page.getByRole('heading', { level: 1, name: awards.activeTitle })).toBeVisible();
  }

  async openCompleted(): Promise<void> {
    await this.page.goto('/completed-jobs');
    await expect(this.page.getByRole('heading', { level: 1, name: awards.completedTitle })).toBeVisible();
  }

  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  async expectStatus(title: string, status: keyof typeof de.jobsCommon.awardStatus): Promise<void> {
    await expect(this.card(title)).toContainText(de.jobsCommon.awardStatus[status]);
  }

  /**
   * "Mitarbeiter benennen": exactly the given workers of the team, then save. A resource award asks
   * per chosen worker whether they were employed by the client in the last six months (§ 8 (3) AÜG):
   * answered "Nein".
   */
  async nameWorkers(title: string, names: string[]): Promise<void> {
    await this.card(title).getByRole('button', { name: awards.actions.nameWorkers, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: fill(awards.nameWorkers.heading, { job: title }) });
    await expect(dialog).toBeVisible();
    const team = dialog.getByRole('group', { name: awards.nameWorkers.team, exact: true });
    await expect(team.getByRole('checkbox').first()).toBeVisible();
    for (const checkbox of await team.getByRole('checkbox').all()) await checkbox.uncheck();
    for (const name of names) {
      await team.locator('label').filter({ hasText: name }).getByRole('checkbox').check();
    }
    await expect(dialog).toContainText(
      fill(awards.nameWorkers.chosen, { count: names.length, required: names.length }),
    );
    const answers = dialog.getByRole('group', { name: awards.nameWorkers.formerEmployee.legend, exact: true });
    if (await answers.count()) {
      for (const name of names) {
        await answers
          .getByRole('group', { name, exact: true })
          .getByRole('radio', { name: awards.nameWorkers.formerEmployee.no, exact: true })
          .check();
      }
    }
    await dialog.getByRole('button', { name: de.common.save, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.card(title)).toContainText(
      fill(awards.card.workers, { named: names.length, required: names.length }),
    );
  }

  /** A card action confirmed in its dialog: start, complete or approve. */
  async confirm(title: string, action: 'start' | 'complete' | 'approve'): Promise<void> {
    await this.card(title).getByRole('button', { name: awards.actions[action], exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: awards.confirm[action].heading });
    await expect(dialog).toContainText(fill(awards.confirm[action].text, { job: title }));
    await dialog.getByRole('button', { name: awards.actions[action], exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** The feedback dialog on `/completed-jobs`: stars and a comment. */
  async leaveFeedback(title: string, rating: number, comment: string): Promise<void> {
    await this.card(title).getByRole('button', { name: awards.actions.feedback, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: fill(awards.feedback.heading, { job: title }) });
    await expect(dialog).toBeVisible();
    await dialog
      .locator('label')
      .filter({ hasText: fill(de.jobsShared.stars, { rating }) })
      .click();
    await expect(dialog.getByRole('radio', { name: fill(de.jobsShared.stars, { rating }) })).toBeChecked();
    await dialog.getByLabel(awards.feedback.comment).fill(comment);
    await dialog.getByRole('button', { name: awards.feedback.send, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.card(title).getByTestId('feedback-mine')).toContainText(comment);
  }
}

/**
 * The other party's header bell, read through the UI: `/notification` is (re)loaded, the bell shows
 * the count the page load fetched, and the list shows the notifications.
 */
export class WatchedBell {
  readonly bell: Bell;
  readonly notifications: NotificationsPage;

  constructor(readonly page: Page) {
    this.bell = new Bell(page);
    this.notifications = new NotificationsPage(page);
  }

  /**
   * Reloads `/notification` and returns the unread count the header bell shows. The count request
   * caught may be one the page being left sent (a live update just before the reload); Chromium
   * drops its body with that page ("No resource with given identifier"), so the reload is repeated.
   */
  async read(): Promise<number> {
    for (let attempt = 1; ; attempt += 1) {
      const fetched = this.page.waitForResponse(
        (res) => res.url().includes(API_PATHS.notifications.unreadCount) && res.request().method() === 'GET',
      );
      await this.notifications.open();
      const response = await fetched;
      expect(response.ok()).toBeTruthy();
      let body: { data: { count: number } };
      try {
        body = (await response.json()) as { data: { count: number } };
      } catch (error) {
        if (attempt >= 3) throw error;
        continue;
      }
      await expect(this.bell.link).toHaveAttribute('data-unread', String(body.data.count));
      return body.data.count;
    }
  }

  /**
   * After a step: the bell rises (pushed live over the socket), and after a reload `/notification`
   * lists the step's German title for this job exactly once, unread. The demo accounts' bells are
   * shared with the journeys running beside this one (hours, invoices, meetings, chat ring them too),
   * so "exactly one" is asserted per job and kind, and the bell only has to rise.
   */
  async expectOneMore(before: number, kind: NotificationKind, jobTitle: string): Promise<number> {
    await expect.poll(() => this.bell.value(), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 1);
    const now = await this.read();
    expect(now).toBeGreaterThanOrEqual(before + 1);
    const item = this.notifications.item(jobTitle).filter({ hasText: notificationTitle(kind) });
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-unread', 'true');
    return now;
  }
}

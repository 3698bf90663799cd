import { expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  API_PATHS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  TEST_IDS,
  type JobRequest,
  type JobResponse,
  type UserType,
} from '@fachwerk/shared/contracts';
import { MEETING_PATHS } from '@fachwerk/shared/contracts/meetings';
import { API_URL } from '../support/e2e-env';
import { apiLogin } from '../support/totp';

/** Test data through the real API, as one of the demo accounts. */
export class DemoApi {
  private constructor(
    private readonly api: APIRequestContext,
    private readonly headers: Record<string, string>,
  ) {}

  static async as(role: UserType): Promise<DemoApi> {
    const api = await request.newContext();
    // apiLogin: the admin's second step with its seeded TOTP secret
    const token = (await apiLogin(api, { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD, userType: role })).accessToken;
    return new DemoApi(api, { Authorization: `Bearer ${token}`, 'Accept-Language': 'de' });
  }

  private async data<T>(method: 'get' | 'post', path: string, body?: unknown): Promise<T> {
    const res = await this.api[method](`${API_URL}${path}`, { headers: this.headers, data: body });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
    return ((await res.json()) as { data: T }).data;
  }

  /** First active entry of a catalogue (services, skills). */
  async firstOf(kind: 'services' | 'skills'): Promise<string> {
    const data = await this.data<{ _id: string }[] | { items: { _id: string }[] }>(
      'get',
      API_PATHS.catalogue(kind),
    );
    const items = Array.isArray(data) ? data : data.items;
    expect(items.length, `seeded ${kind}`).toBeGreaterThan(0);
    return items[0]._id;
  }

  /** An open resource job of the demo client (the caller must be the client). */
  async createOpenJob(title: string): Promise<JobResponse> {
    const start = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const job: JobRequest = {
      type: 'resource',
      title,
      serviceId: await this.firstOf('services'),
      startDate: start,
      hours: 40,
      workersNeeded: 2,
      skills: [await this.firstOf('skills')],
      languages: [],
      accommodation: false,
      budgetMin: 3000,
      budgetMax: 4000,
      location: {
        address: 'Alexanderplatz 1, 10178 Berlin',
        city: 'Berlin',
        postcode: '10178',
        state: 'Berlin',
      },
      description: '<p>Zwei Elektriker für die Unterverteilung eines Bürogebäudes.</p>',
      experience: 'Medium',
    };
    return this.data<JobResponse>('post', API_PATHS.jobs.list, job);
  }

  /** A video meeting for an application of one of the client's jobs (the caller must be the client). */
  async scheduleVideoMeeting(applicationId: string, date: string, videoLink: string): Promise<{ _id: string }> {
    const result = await this.data<{ meeting: { _id: string } }>('post', MEETING_PATHS.list, {
      applicationId,
      date,
      time: '09:00',
      durationMinutes: 30,
      mode: 'video',
      videoLink,
    });
    return result.meeting;
  }

  dispose(): Promise<void> {
    return this.api.dispose();
  }
}

/** The header bell of the shell. */
export class Bell {
  constructor(readonly page: Page) {}

  get link(): Locator {
    return this.page.getByTestId(TEST_IDS.notificationBell);
  }

  /** The badge: shown only when something is unread. */
  get badge(): Locator {
    return this.page.getByTestId(TEST_IDS.notificationCount);
  }

  async value(): Promise<number> {
    return Number(await this.link.getAttribute('data-unread'));
  }
}

/** `/dashboard`: the figure cards of the role. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  get figures(): Locator {
    return this.page.getByTestId('dashboard-figures');
  }

  /** The card whose label is `label`; its value is the first line of its link. */
  card(label: string): Locator {
    return this.figures.getByRole('link', {
      // the card's name is its label, then ":" (Chromium may put a space before it) and the value
      name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ?: `),
    });
  }

  async cardValue(label: string): Promise<number> {
    const text = await this.card(label).locator('.fw-figure__value').textContent();
    return Number((text ?? '').replace(/\./g, '').trim());
  }
}

/** `/notification`. */
export class NotificationsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/notification');
    await expect(this.page.getByTestId('notifications-page')).toBeVisible();
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Benachrichtigungen' });
  }

  item(text: string | RegExp): Locator {
    return this.list.getByRole('listitem').filter({ hasText: text });
  }

  get markAll(): Locator {
    return this.page.getByRole('button', { name: 'Alle als gelesen markieren' });
  }
}

/** Admin `/jobs`. */
export class AdminJobsPage {
  constructor(readonly page: Page) {}

  async search(q: string): Promise<void> {
    await this.page.goto(`/jobs?q=${encodeURIComponent(q)}`);
    await expect(this.page.getByTestId('admin-jobs')).toBeVisible();
  }

  row(title: string): Locator {
    return this.page.locator('tr', { has: this.page.getByRole('button', { name: title, exact: true }) });
  }

  async deactivate(title: string, reason: string | null): Promise<Locator> {
    await this.row(title).getByRole('button', { name: 'Deaktivieren' }).click();
    const dialog = this.page.getByTestId('deactivate-job-dialog');
    await expect(dialog).toBeVisible();
    if (reason !== null) await dialog.getByLabel('Grund').fill(reason);
    await dialog.getByRole('button', { name: 'Deaktivieren' }).click();
    return dialog;
  }
}

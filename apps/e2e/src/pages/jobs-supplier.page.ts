import { expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  API_PATHS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type JobSearchResponse,
  type JobSummary,
} from '@fachwerk/shared/contracts';
import { API_URL } from '../support/e2e-env';

/** The demo supplier's view of the jobs API, for test data (find a seeded job, clear its saved flag). */
export async function supplierJobsApi(): Promise<{
  openJobs(): Promise<JobSummary[]>;
  unsave(jobId: string): Promise<void>;
  dispose(): Promise<void>;
}> {
  const api: APIRequestContext = await request.newContext();
  const login = await api.post(`${API_URL}${API_PATHS.auth.login}`, {
    data: { email: DEMO_ACCOUNTS.supplier, password: DEMO_PASSWORD, userType: 'supplier' },
  });
  expect(login.ok()).toBeTruthy();
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async openJobs() {
      const res = await api.get(`${API_URL}${API_PATHS.jobs.list}`, {
        params: { limit: 100, sort: 'newest' },
        headers,
      });
      expect(res.ok()).toBeTruthy();
      return ((await res.json()) as { data: JobSearchResponse }).data.items;
    },
    async unsave(jobId) {
      const res = await api.delete(`${API_URL}${API_PATHS.jobs.save(jobId)}`, { headers });
      expect(res.ok()).toBeTruthy();
    },
    dispose: () => api.dispose(),
  };
}

/** `/job-list`: the search form, the result cards and the job opened beside them. */
export class JobSearchPage {
  constructor(readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/job-list${query}`);
    await expect(this.root).toBeVisible();
  }

  get root(): Locator {
    return this.page.getByTestId('job-search');
  }

  get keyword(): Locator {
    return this.root.getByLabel('Suchbegriff', { exact: true });
  }

  get state(): Locator {
    return this.root.getByLabel('Bundesland', { exact: true });
  }

  async search(keyword: string, state: string): Promise<void> {
    await this.state.selectOption(state);
    await this.keyword.fill(keyword);
    await this.root.getByRole('button', { name: 'Suchen', exact: true }).click();
  }

  card(title: string): Locator {
    return this.root
      .getByTestId('job-card')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  get details(): Locator {
    return this.root.getByTestId('job-details');
  }

  async openJob(title: string): Promise<void> {
    await this.card(title).getByRole('link', { name: title, exact: true }).click();
    await expect(this.details.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }

  saveToggle(scope: Locator, title: string, saved: boolean): Locator {
    return scope.getByRole('button', {
      name: saved ? `„${title}“ nicht mehr merken` : `„${title}“ merken`,
      exact: true,
    });
  }
}

/** `/saved-jobs`. */
export class SavedJobsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/saved-jobs');
    await expect(this.page.getByTestId('saved-jobs')).toBeVisible();
  }

  card(title: string): Locator {
    return this.page
      .getByTestId('saved-jobs')
      .getByTestId('job-card')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }
}

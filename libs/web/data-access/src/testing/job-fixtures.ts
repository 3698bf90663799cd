import type { CommonContentResponse, JobResponse, JobSummary } from '@fachwerk/shared/contracts';

/** Common content as the API returns it: ids the job fixtures refer to. */
export const CONTENT: CommonContentResponse = {
  cmsList: [],
  serviceList: [
    { _id: 'svc-elektro', name: 'Elektroinstallation' },
    { _id: 'svc-sanitaer', name: 'Sanitär' },
  ],
  skills: [
    { _id: 'sk-schalt', name: 'Schaltschrankbau' },
    { _id: 'sk-weld', name: 'Schweißen' },
  ],
  languageList: [
    { _id: 'lang-de', name: 'Deutsch' },
    { _id: 'lang-pl', name: 'Polnisch' },
  ],
  shiftList: [],
};

export const jobSummary = (overrides: Partial<JobSummary> = {}): JobSummary => ({
  _id: 'job-1',
  type: 'resource',
  title: 'Elektrikerin gesucht',
  status: 'open',
  serviceId: 'svc-elektro',
  startDate: '2027-03-01',
  endDate: null,
  hours: 40,
  workersNeeded: 2,
  workersAwarded: 0,
  budgetMin: 3500,
  budgetMax: 4550,
  location: { address: 'Marienplatz 1, 80331 München', city: 'München', state: 'Bayern' },
  experience: 'Medium',
  skills: ['sk-schalt'],
  languages: [{ language: 'lang-de', level: 'B2' }],
  accommodation: true,
  excerpt: 'Für eine Baustelle in München suchen wir zwei Elektrikerinnen.',
  applicationsCount: 0,
  client: { _id: 'c1', companyName: 'Bau Huber GmbH', rating: { average: 4.5, count: 2 } },
  publishedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  saved: false,
  applied: false,
  ...overrides,
});

export const jobResponse = (overrides: Partial<JobResponse> = {}): JobResponse => ({
  ...jobSummary(),
  description: '<p>Für eine <strong>Baustelle</strong> in München.</p>',
  documents: [],
  tools: [],
  certificates: [],
  closedReason: null,
  constructionException: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  myApplication: null,
  ...overrides,
});

export const page = <T>(items: T[], total = items.length, pageNo = 1, limit = 20) => ({
  items,
  total,
  page: pageNo,
  limit,
});

/** The path of a recorded call without the API origin and prefix. */
export const pathOf = (url: string) => new URL(url).pathname.replace(/^\/api\/v1/, '');

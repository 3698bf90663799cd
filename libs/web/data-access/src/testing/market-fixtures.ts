import type {
  ContractResponse,
  ApplicationResponse,
  AwardResponse,
  CommonContentResponse,
  JobResponse,
  JobSummary,
  WorkerSummary,
} from '@fachwerk/shared/contracts';
import { jsonResponse, type FetchCall } from './index';

/** Content lists as `GET /content` returns them. */
export const content: CommonContentResponse = {
  cmsList: [],
  languageList: [
    { _id: 'lang-de', name: 'Deutsch' },
    { _id: 'lang-pl', name: 'Polnisch' },
  ],
  serviceList: [
    { _id: 'svc-elektro', name: 'Elektroinstallation' },
    { _id: 'svc-trocken', name: 'Trockenbau' },
  ],
  shiftList: [],
  skills: [
    { _id: 'skill-sps', name: 'SPS-Programmierung' },
    { _id: 'skill-kabel', name: 'Kabelzug' },
  ],
};

export const worker = (id: string, fullName: string): WorkerSummary => ({
  _id: id,
  fullName,
  serviceType: ['svc-elektro'],
  languageSpoken: ['lang-de'],
  proficiency: 'expert',
  jobType: 'fullTime',
  experienceCount: 2,
});

export const jobSummary = (overrides: Partial<JobSummary> = {}): JobSummary => ({
  _id: 'job-1',
  type: 'fixedBudget',
  title: 'Elektroinstallation Neubau Leipzig',
  status: 'open',
  serviceId: 'svc-elektro',
  startDate: '2026-12-01',
  endDate: null,
  hours: 40,
  workersNeeded: 1,
  workersAwarded: 0,
  budgetMin: 250000,
  budgetMax: 400000,
  location: { address: '04109 Leipzig', city: 'Leipzig', state: 'Sachsen' },
  experience: 'Medium',
  skills: ['skill-kabel'],
  languages: [{ language: 'lang-de', level: 'B2' }],
  accommodation: false,
  excerpt: 'Wir suchen …',
  applicationsCount: 2,
  client: { _id: 'client-1', companyName: 'Bau Schmidt GmbH', rating: { average: null, count: 0 } },
  publishedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

export const jobResponse = (overrides: Partial<JobResponse> = {}): JobResponse => ({
  ...jobSummary(),
  description: '<p>Wir suchen <strong>zwei</strong> Elektriker.</p>',
  documents: [],
  tools: [],
  certificates: ['VDE'],
  constructionException: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const application = (overrides: Partial<ApplicationResponse> = {}): ApplicationResponse => ({
  _id: 'app-1',
  jobId: 'job-1',
  jobTitle: 'Elektroinstallation Neubau Leipzig',
  status: 'pending',
  price: 4500,
  message: 'Wir haben zwei erfahrene Elektriker frei und können ab dem 1. Dezember beginnen.',
  documents: [],
  workers: [worker('w-1', 'Jan Kowalski'), worker('w-2', 'Piotr Nowak')],
  supplier: { _id: 'sup-1', companyName: 'Nowak Elektro GmbH', rating: { average: 4.5, count: 2 } },
  createdAt: '2026-11-21T08:00:00.000Z',
  supplierPermit: null,
  ...overrides,
});

export const award = (overrides: Partial<AwardResponse> = {}): AwardResponse => ({
  _id: 'award-1',
  job: jobSummary({ type: 'resource', workersNeeded: 2, workersAwarded: 2, status: 'in_progress' }),
  applicationId: 'app-1',
  client: { _id: 'client-1', companyName: 'Bau Schmidt GmbH', rating: { average: null, count: 0 } },
  supplier: { _id: 'sup-1', companyName: 'Nowak Elektro GmbH', rating: { average: 4.5, count: 2 } },
  status: 'awarded',
  slots: 2,
  price: 4500,
  workers: [],
  awardedAt: '2026-11-22T09:00:00.000Z',
  feedback: { mine: null, theirs: null, canWrite: false },
  workerLending: [],
  ...overrides,
});

/** The contract of `award()` (a lending contract awaiting both acceptances unless overridden). */
export const contract = (overrides: Partial<ContractResponse> = {}): ContractResponse => ({
  _id: 'contract-1',
  awardId: 'award-1',
  kind: 'lending',
  status: 'awaitingAcceptance',
  missing: [],
  awaiting: ['client', 'supplier'],
  staffingTerms: { activity: 'Elektroinstallation', qualification: 'Elektroniker', workingConditions: '40 h/Woche', comparablePay: 2150 },
  current: {
    version: 2,
    reason: 'staffingTerms',
    sha256: 'ab12cd34ef56'.padEnd(64, '0'),
    text: 'Arbeitnehmerüberlassungsvertrag\n\n§ 1 Gegenstand',
    createdAt: '2026-11-23T09:00:00.000Z',
    acceptances: [],
  },
  ...overrides,
});

export const ok = (data: unknown, message = 'OK') => jsonResponse(200, { status: true, message, data });

/** Answers `GET /content` with the lists above; other calls go to `handler`. */
export const withContent =
  (handler: (call: FetchCall) => Response | Promise<Response>) =>
  (call: FetchCall): Response | Promise<Response> =>
    new URL(call.url).pathname.endsWith('/content') ? ok(content) : handler(call);

export const pathOf = (call: FetchCall) => new URL(call.url).pathname.replace(/^\/api\/v1/, '');

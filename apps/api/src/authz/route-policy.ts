/**
 * Who may call which route: one entry per route the app registers ("METHOD /api/v1/path" as Nest
 * declares it). The authorization matrix (authz-matrix.int-spec.ts) calls every route as every actor
 * and asserts the status class; a registered route without an entry fails it. Adding a route = one
 * line here, e.g. `'GET /api/v1/jobs': roles('client', 'supplier'),`.
 */
import { randomUUID } from 'node:crypto';
import type { UserType } from '@fachwerk/shared/contracts';
import type { Db } from '@fachwerk/server/db';
import type { CallInit, TestApi } from '../testing/test-api';
import { notifications } from '@fachwerk/server/db';
import { awardsPolicies } from '../modules/awards/testing/awards-policies';
import { contractsPolicies } from '../modules/contracts/testing/contracts-policies';
import { changeOrdersPolicies } from '../modules/change-orders/testing/change-orders-policies';
import { permitsPolicies } from '../modules/permits/testing/permits-policies';
import { userIdOf, awardFor } from '../testing/marketplace-fixtures';
import { jobsPolicies } from '../modules/jobs/testing/jobs-policies';
import { chatPolicies } from '../modules/chat/testing/chat-policies';
import { meetingsPolicies } from '../modules/meetings/testing/meetings-policies';
import { invoicesPolicies } from '../modules/invoices/testing/invoices-policies';
import { accountingPolicies } from '../modules/accounting/testing/accounting-policies';
import { workLogsPolicies } from '../modules/work-logs/testing/work-logs-policies';
import { accountExportPolicies } from '../modules/accounts/testing/account-export';

export type Actor = 'anonymous' | UserType;
export const ACTORS: readonly Actor[] = ['anonymous', 'client', 'supplier', 'admin'];
/** Expected answer: a status class, or an exact 4xx. */
export type Outcome = '2xx' | '3xx' | 400 | 401 | 403 | 404 | 409;

export interface RequestContext {
  /** A fresh login of the demo account of a role (tokens of its own session). */
  login(role: UserType): Promise<{ accessToken: string; refreshToken: string }>;
}

export interface RoutePolicy {
  expect: Record<Actor, Outcome>;
  /** Concrete path for a parameterised route. */
  path?: string;
  /** Body or headers that make the call valid, so "allowed" really reaches 2xx. */
  request?: (context: RequestContext) => Promise<CallInit> | CallInit;
  /** The call changes the actor's account (logout, delete): run it as a disposable account of the role. */
  disposableActor?: boolean;
  /**
   * Owned objects: `create` makes one owned by `ownerToken` and returns the concrete path; the matrix
   * then expects 2xx for the owner and `otherOutcome` (403 or 404) for another account of the same role.
   */
  owned?: {
    roles: UserType[];
    /** `call` and `db` let it set up what the object needs (a job to apply to, a team, an award). */
    create(ownerToken: string, call: TestApi['call'], db: Db, storageDir: string): Promise<string>;
    otherOutcome: 403 | 404;
  };
}

const all = (outcome: Outcome): Record<Actor, Outcome> => ({
  anonymous: outcome,
  client: outcome,
  supplier: outcome,
  admin: outcome,
});
/** Open to everybody. */
export const publicRoute = (extra: Partial<RoutePolicy> = {}): RoutePolicy => ({
  expect: all('2xx'),
  ...extra,
});
/** Any logged-in account. */
export const authenticated = (extra: Partial<RoutePolicy> = {}): RoutePolicy => ({
  expect: { ...all('2xx'), anonymous: 401 },
  ...extra,
});
/** Only these roles; other roles 403, guests 401. */
export const roles = (allowed: UserType[], extra: Partial<RoutePolicy> = {}): RoutePolicy => ({
  expect: {
    anonymous: 401,
    client: allowed.includes('client') ? '2xx' : 403,
    supplier: allowed.includes('supplier') ? '2xx' : 403,
    admin: allowed.includes('admin') ? '2xx' : 403,
  },
  ...extra,
});

function adminOnUnknownAccount(suffix: string, init: CallInit = {}): RoutePolicy {
  return {
    expect: { anonymous: 401, client: 403, supplier: 403, admin: 404 },
    path: `/admin/accounts/${randomUUID()}${suffix}`,
    request: () => init,
  };
}

const clientDraft = () => ({
  companyName: 'Matrix Bau GmbH',
  vat: 'DE111222333',
  contactPerson: [{ name: 'Eva Matrix' }],
  firstName: 'Eva',
  lastName: 'Matrix',
  phoneNumber: '221 1234567',
  email: `matrix-${randomUUID()}@test.example`,
  address: 'Domkloster 4, 50667 Köln',
  password: 'Sicher!2026ab',
  password_confirmation: 'Sicher!2026ab',
  termAndCondition: true,
});

const supplierDraftWithUnknownService = () => ({
  ...clientDraft(),
  companyRegistrationNumber: 'HRB 1',
  companyPhoneNumber: '221 7654321',
  companyEmail: 'info@test.example',
  companyAddress: 'Domkloster 4, 50667 Köln',
  serviceType: [randomUUID()],
  specialSkillsOrExp: [],
  languageProficiency: [{ language: randomUUID(), level: 'C2' }],
  userDeclaration: true,
  dailyHours: 8,
  weeklyHours: 40,
  categoryAvailability: [{ category: randomUUID(), numberOfResource: 2, areaRegion: ['Bayern'] }],
  hourlyRate: 4500,
  accountNo: 'DE89370400440532013000',
  accountName: 'Matrix Bau GmbH',
});

/** The session id (`sid`) an access token carries. */
const sessionOf = (accessToken: string): string =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

/** Admin-only writes on an object that does not exist: guests 401, other roles 403, the admin 404. */
function adminOnUnknown(path: string, init: CallInit = {}): RoutePolicy {
  return { expect: { anonymous: 401, client: 403, supplier: 403, admin: 404 }, path, request: () => init };
}

/** A valid create body per content resource, so the admin's call really reaches 2xx. */
const CONTENT_INPUTS: Record<string, () => unknown> = {
  services: () => ({ nameDe: `Matrix-Gewerk ${randomUUID().slice(0, 8)}`, nameEn: 'Matrix trade' }),
  languages: () => ({ nameDe: `Matrixisch ${randomUUID().slice(0, 8)}`, nameEn: 'Matrixish' }),
  shifts: () => ({ nameDe: `Matrixschicht ${randomUUID().slice(0, 8)}`, nameEn: 'Matrix shift' }),
  skills: () => ({ nameDe: `Matrixkunde ${randomUUID().slice(0, 8)}`, nameEn: 'Matrix skill' }),
  'cms-pages': () => ({
    slug: `matrix-${randomUUID().slice(0, 8)}`,
    titleDe: 'Matrixseite',
    titleEn: 'Matrix page',
    descriptionDe: '<p>Inhalt</p>',
    descriptionEn: '<p>Content</p>',
  }),
  faqs: () => ({
    audience: 'all',
    questionDe: 'Frage?',
    questionEn: 'Question?',
    answerDe: 'Antwort.',
    answerEn: 'Answer.',
  }),
  testimonials: () => ({
    authorName: 'Mia Matrix',
    company: 'Matrix GmbH',
    quoteDe: 'Gut.',
    quoteEn: 'Good.',
    rating: 5,
  }),
  logos: () => ({ name: 'Matrix GmbH', image: `/api/v1/files/${randomUUID()}` }),
  'home-slides': () => ({
    titleDe: 'Titel',
    titleEn: 'Title',
    subtitleDe: 'Untertitel',
    subtitleEn: 'Subtitle',
    ctaLink: '/get-started',
  }),
};

/** Public list and read, admin-only create/update/delete for every content resource. */
const contentPolicies = (): Record<string, RoutePolicy> =>
  Object.fromEntries(
    Object.entries(CONTENT_INPUTS).flatMap(([resource, input]) => [
      [`GET /api/v1/${resource}`, publicRoute()],
      // An unknown id is 404 for everybody: reads are public, and nothing leaks through 401/403.
      [`GET /api/v1/${resource}/:id`, { expect: all(404), path: `/${resource}/${randomUUID()}` }],
      [`POST /api/v1/${resource}`, roles(['admin'], { request: () => ({ json: input() }) })],
      [`PATCH /api/v1/${resource}/:id`, adminOnUnknown(`/${resource}/${randomUUID()}`, { json: {} })],
      [`DELETE /api/v1/${resource}/:id`, adminOnUnknown(`/${resource}/${randomUUID()}`)],
    ]),
  );

/** A small file as multipart field `images`. */
const multipartFile = (filename: string, type: string, content: string): CallInit => {
  const boundary = `matrix${randomUUID().replace(/-/g, '')}`;
  const body = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="images"; filename="${filename}"`,
    `Content-Type: ${type}`,
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return {
    method: 'POST',
    rawBody: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
/** A small CSV upload (slot `general`). */
const csvUpload = () => multipartFile('liste.csv', 'text/csv', 'name;stunden\nAnna;8\n');
/** A small PDF (registration documents take pdf or doc). */
const pdfUpload = () =>
  multipartFile('lebenslauf.pdf', 'application/pdf', '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** workers-api: a worker of the owner (the supplier whose token is given); returns its path. */
async function ownWorker(ownerToken: string, call: TestApi['call'], suffix = ''): Promise<string> {
  const { status, body } = await call<{ _id: string }>('/workers', {
    method: 'POST',
    token: ownerToken,
    json: { fullName: 'Mia Matrix' },
  });
  if (status !== 201 || !body.data) throw new Error(`creating a worker failed with ${status}`);
  return `/workers/${body.data._id}${suffix}`;
}

/** engagement-api: a notification of the token's account; returns its id. */
async function ownNotification(token: string, db: Db): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({ userId: userIdOf(token), type: 'jobClosed', title: 'Auftrag beendet', body: 'Matrix' })
    .returning({ id: notifications.id });
  if (!row) throw new Error('inserting a notification returned nothing');
  return row.id;
}

/** Feedback routes on approved work of the token's account (as its client or its supplier). */
const ownApprovedAward: RoutePolicy['owned'] = {
  roles: ['client', 'supplier'],
  otherOutcome: 404,
  create: async (token, _call, db) => `/awards/${(await awardFor(token, db, 'approved')).awardId}/feedback`,
};

/** Supplier-only routes on one worker: another supplier gets 404 (nothing leaks), admins 403. */
const ownedWorkerRoute = (suffix: string, json?: unknown, readableByAdmin = false): RoutePolicy => ({
  expect: { anonymous: 401, client: 403, supplier: 404, admin: readableByAdmin ? 404 : 403 },
  path: `/workers/${randomUUID()}${suffix}`,
  request: () => (json === undefined ? {} : { json }),
  owned: { roles: ['supplier'], create: (token, call) => ownWorker(token, call, suffix), otherOutcome: 404 },
});

export const ROUTE_POLICY: Record<string, RoutePolicy> = {
  // content-api: catalogues, CMS, FAQs, testimonials, logos, home slides, tools, inquiries, uploads.
  ...contentPolicies(),
  'GET /api/v1/cms-pages/slug/:slug': publicRoute({ path: '/cms-pages/slug/impressum' }),
  'GET /api/v1/home': publicRoute(),
  'GET /api/v1/services/:id/tools': { expect: all(404), path: `/services/${randomUUID()}/tools` },
  'POST /api/v1/services/:id/tools': adminOnUnknown(`/services/${randomUUID()}/tools`, {
    json: { nameDe: 'Bohrer', nameEn: 'Drill' },
  }),
  'PATCH /api/v1/tools/:id': adminOnUnknown(`/tools/${randomUUID()}`, { json: {} }),
  'DELETE /api/v1/tools/:id': adminOnUnknown(`/tools/${randomUUID()}`),
  'POST /api/v1/tools/lists': publicRoute({ request: () => ({ json: { ids: [randomUUID()] } }) }),
  'POST /api/v1/inquiries': publicRoute({
    request: () => ({
      json: {
        name: 'Max Matrix',
        email: 'max@test.example',
        subject: 'Frage',
        message: 'Wie funktioniert die Freigabe?',
      },
    }),
  }),
  'POST /api/v1/uploads': authenticated({ path: '/uploads?slot=general', request: csvUpload }),
  'GET /api/v1/files/:id': { expect: all(404), path: `/files/${randomUUID()}` },
  'POST /api/v1/uploads/registration': publicRoute({ request: pdfUpload }),
  'GET /api/v1/health': publicRoute(),
  'GET /api/v1/health/live': publicRoute(),
  'GET /api/v1/content': publicRoute(),
  'GET /api/v1/geo/autocomplete': publicRoute({ path: '/geo/autocomplete?q=Berl' }),
  'POST /api/v1/auth/login': publicRoute({
    request: () => ({
      json: { email: 'client@fachwerk.test', password: 'Fachwerk!2026', userType: 'client' },
    }),
  }),
  'POST /api/v1/auth/refresh': publicRoute({
    request: async (c) => ({ json: { refreshToken: (await c.login('client')).refreshToken } }),
  }),
  'GET /api/v1/auth/me': authenticated(),
  'POST /api/v1/auth/logout': authenticated({ disposableActor: true }),
  'GET /api/v1/notifications': authenticated(),
  'GET /api/v1/notifications/unread-count': authenticated(),
  // engagement-api: notifications, feedback, dashboard. Unknown ids are 404 for every allowed role;
  // the owner of a notification, or a party of approved work, gets 2xx and another account of the
  // same role 404 (the reveal rule is covered by feedback.int-spec.ts).
  'POST /api/v1/notifications/read-all': authenticated(),
  'POST /api/v1/notifications/:id/read': {
    expect: { ...all(404), anonymous: 401 },
    path: `/notifications/${randomUUID()}/read`,
    owned: {
      roles: ['client', 'supplier', 'admin'],
      otherOutcome: 404,
      create: async (token, _call, db) => `/notifications/${await ownNotification(token, db)}/read`,
    },
  },
  'POST /api/v1/awards/:id/feedback': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 403 },
    path: `/awards/${randomUUID()}/feedback`,
    request: () => ({ json: { rating: 5, comment: 'Sehr gute Zusammenarbeit.' } }),
    owned: ownApprovedAward,
  },
  'GET /api/v1/awards/:id/feedback': {
    expect: { ...all(404), anonymous: 401 },
    path: `/awards/${randomUUID()}/feedback`,
    owned: ownApprovedAward,
  },
  'GET /api/v1/suppliers/:id/feedback': {
    expect: { ...all(404), anonymous: 401 },
    path: `/suppliers/${randomUUID()}/feedback`,
  },
  'GET /api/v1/admin/feedback': roles(['admin'], { path: '/admin/feedback?hidden=false&rating=2' }),
  'PATCH /api/v1/admin/feedback/:id': adminOnUnknown(`/admin/feedback/${randomUUID()}`, {
    json: { hidden: true, reason: 'Beleidigend' },
  }),
  'GET /api/v1/dashboard': authenticated(),
  // Disposable accounts carry the demo password: deleting asks for it again.
  'DELETE /api/v1/accounts/me': roles(['client', 'supplier'], { disposableActor: true, request: () => ({ json: { currentPassword: 'Fachwerk!2026' } }) }),
  // Social sign-in (providers configured in the matrix app): the browser is redirected.
  'GET /api/v1/auth/providers': publicRoute(),
  'GET /api/v1/auth/oauth/:provider': { expect: all('3xx'), path: '/auth/oauth/google' },
  'GET /api/v1/auth/oauth/:provider/callback': {
    expect: all('3xx'),
    path: '/auth/oauth/google/callback?code=x&state=y',
  },
  // One-time values only the callback hands out: an unknown one is 401 for everybody.
  'POST /api/v1/auth/oauth/exchange': {
    expect: all(401),
    request: () => ({ json: { code: 'unknown-code' } }),
  },
  // accounts-api: registration, codes, passwords, own profile, admin accounts.
  'POST /api/v1/auth/signup/client': { expect: all('2xx'), request: () => ({ json: clientDraft() }) },
  // Catalogue ids are checked after authorization: an unknown service id is 400 for everybody.
  'POST /api/v1/auth/signup/supplier': {
    expect: all(400),
    request: () => ({ json: supplierDraftWithUnknownService() }),
  },
  'POST /api/v1/auth/email-verify': {
    expect: all(400),
    request: () => ({ json: { userId: randomUUID(), code: '123456' } }),
  },
  'POST /api/v1/auth/resend-code': publicRoute({ request: () => ({ json: { userId: randomUUID() } }) }),
  'POST /api/v1/auth/forgot-password': publicRoute({
    request: () => ({ json: { email: `${randomUUID()}@test.example`, userType: 'client' } }),
  }),
  'POST /api/v1/auth/verify-otp': {
    expect: all(400),
    request: () => ({ json: { email: `${randomUUID()}@test.example`, userType: 'client', code: '123456' } }),
  },
  'POST /api/v1/auth/reset-password': {
    expect: all(400),
    request: () => ({
      json: { resetToken: randomUUID(), password: 'Neu!Passwort1', password_confirmation: 'Neu!Passwort1' },
    }),
  },
  'POST /api/v1/auth/change-password': authenticated({
    disposableActor: true,
    request: () => ({
      json: {
        currentPassword: 'Fachwerk!2026',
        password: 'Anders!2026x',
        password_confirmation: 'Anders!2026x',
      },
    }),
  }),
  // Signed-in devices: any logged-in account, the ends with the current password (disposable
  // accounts: the ends revoke sessions and count re-authentications). An unknown session id is 404
  // for everybody; the own one (the token's sid) ends, another account's is 404. The list's
  // contents and the revocations are covered by sessions.int-spec.ts.
  'GET /api/v1/auth/sessions': authenticated(),
  'POST /api/v1/auth/sessions/end-others': authenticated({
    disposableActor: true,
    request: () => ({ json: { currentPassword: 'Fachwerk!2026' } }),
  }),
  'POST /api/v1/auth/sessions/:id/end': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 404 },
    path: `/auth/sessions/${randomUUID()}/end`,
    disposableActor: true,
    request: () => ({ json: { currentPassword: 'Fachwerk!2026' } }),
    owned: {
      roles: ['client', 'supplier'],
      otherOutcome: 404,
      create: async (ownerToken) => `/auth/sessions/${sessionOf(ownerToken)}/end`,
    },
  },
  'GET /api/v1/accounts/me': authenticated(),
  'PATCH /api/v1/accounts/me': authenticated({ request: () => ({ json: {} }) }),
  ...accountExportPolicies,
  'GET /api/v1/admin/accounts': roles(['admin'], { path: '/admin/accounts?type=supplier&approval=pending' }),
  'GET /api/v1/admin/audit-log': roles(['admin']),
  'GET /api/v1/admin/dead-letters': roles(['admin']),
  // an id that is no dead letter: the admin gets 404, everyone else is refused before the lookup
  'POST /api/v1/admin/dead-letters/:id/retry': {
    expect: { anonymous: 401, client: 403, supplier: 403, admin: 404 },
    path: `/admin/dead-letters/${randomUUID()}/retry`,
  },
  // Admin actions on an unknown account: 404 for the admin (success is covered by accounts.int-spec.ts).
  'GET /api/v1/admin/accounts/:id': adminOnUnknownAccount(''),
  'PATCH /api/v1/admin/accounts/:id': adminOnUnknownAccount('', { json: {} }),
  'POST /api/v1/admin/accounts/:id/approve': adminOnUnknownAccount('/approve'),
  'POST /api/v1/admin/accounts/:id/reject': adminOnUnknownAccount('/reject', {
    json: { reason: 'Nachweis fehlt' },
  }),
  'POST /api/v1/admin/accounts/:id/activate': adminOnUnknownAccount('/activate'),
  'POST /api/v1/admin/accounts/:id/deactivate': adminOnUnknownAccount('/deactivate'),
  // awards-api: applications and awarded work.
  ...awardsPolicies(),
  ...contractsPolicies(),
  ...changeOrdersPolicies(),
  ...permitsPolicies(),
  'POST /api/v1/auth/oauth/complete': {
    expect: all(401),
    request: () => ({ json: { ticket: 'unknown-ticket', userType: 'client' } }),
  },
  // workers-api: a supplier's team.
  'GET /api/v1/workers': roles(['supplier', 'admin']),
  'POST /api/v1/workers': roles(['supplier'], { request: () => ({ json: { fullName: 'Max Matrix' } }) }),
  'GET /api/v1/workers/:id': ownedWorkerRoute('', undefined, true),
  'PATCH /api/v1/workers/:id': ownedWorkerRoute('', { position: 'Vorarbeiter' }),
  'DELETE /api/v1/workers/:id': ownedWorkerRoute(''),
  'PATCH /api/v1/workers/:id/availability': ownedWorkerRoute('/availability', { availability: 'busy' }),
  // jobs-api: posting, search, saved and relevant jobs, admin deactivation.
  ...jobsPolicies(),
  // chat: conversations, messages, read marks, approval, blocking.
  ...chatPolicies(),
  // meetings-api: meetings, proposals, calendar files.
  ...meetingsPolicies(),
  // invoices-api: invoices, payments, messages, documents, settings, admin fee report and export.
  ...invoicesPolicies(),
  // accounting: buyer references (Leitweg-ID), bookkeeping settings, supplier exports.
  ...accountingPolicies(),
  // work-logs: working hours of awarded work.
  ...workLogsPolicies(),
  // Second factor (TOTP). The own settings: any logged-in account, always with the current password;
  // a disposable admin was enrolled at login (admins must be), so starting an enrolment needs a code
  // of that factor too, and the one here is wrong (400). Enabling without a started enrolment,
  // disabling or renewing without a factor are conflicts; the successes are covered by
  // two-factor.int-spec.ts.
  'GET /api/v1/auth/2fa': authenticated(),
  'POST /api/v1/auth/2fa/setup': {
    expect: { anonymous: 401, client: '2xx', supplier: '2xx', admin: 400 },
    disposableActor: true,
    request: () => ({ json: { currentPassword: 'Fachwerk!2026', code: '000000' } }),
  },
  'POST /api/v1/auth/2fa/enable': {
    expect: { ...all(409), anonymous: 401 },
    disposableActor: true,
    request: () => ({ json: { code: '123456' } }),
  },
  'POST /api/v1/auth/2fa/disable': {
    expect: { ...all(409), anonymous: 401 },
    disposableActor: true,
    request: () => ({ json: { currentPassword: 'Fachwerk!2026', code: '123456' } }),
  },
  'POST /api/v1/auth/2fa/recovery-codes': {
    expect: { anonymous: 401, client: 409, supplier: 409, admin: 400 },
    disposableActor: true,
    request: () => ({ json: { currentPassword: 'Fachwerk!2026', code: '000000' } }),
  },
  // The login's second step: only a challenge the password step handed out opens it (401 otherwise).
  'POST /api/v1/auth/login/2fa': { expect: all(401), request: () => ({ json: { challenge: 'unknown-challenge', code: '123456' } }) },
  'POST /api/v1/auth/login/2fa/setup': { expect: all(401), request: () => ({ json: { challenge: 'unknown-challenge' } }) },
  'POST /api/v1/auth/login/2fa/enable': {
    expect: all(401),
    request: () => ({ json: { challenge: 'unknown-challenge', code: '123456' } }),
  },
  'POST /api/v1/admin/accounts/:id/2fa/reset': adminOnUnknownAccount('/2fa/reset'),
};

import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  DEMO_PASSWORD,
  type JobRequest,
  type JobResponse,
  type JobSearchResponse,
  type MyJobsResponse,
  type RelevantJobsResponse,
  type SavedJobsResponse,
  type UploadResponse,
} from '@fachwerk/shared/contracts';
import {
  auditLog,
  CATALOGUES,
  DB,
  jobs,
  JobsRepository,
  notifications,
  tools,
  users,
  UsersRepository,
  applications,
  JobExpiry,
  type Db,
} from '@fachwerk/server/db';
import { PasswordHasher } from '../auth';
import { loginDemoUsers, startTestApi, type DemoTokens, type TestApi } from '../../testing/test-api';
import { login } from '../../testing/second-factor';
import { SEED_JOBS, seedJobs } from '../../seed/jobs-seed';
import { Notifier } from '../notifications';
import { berlinToday } from './job-mapping';

let api: TestApi;
let tokens: DemoTokens;
let db: Db;
let otherClient: string;
let otherSupplier: string;
let englishClient: string;
const ids: Record<string, string> = {};

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function idOf(name: keyof typeof CATALOGUES, key: string): Promise<string> {
  const table = CATALOGUES[name];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.key, key));
  if (!row) throw new Error(`no ${name} ${key}`);
  return row.id;
}

async function newAccount(userType: 'client' | 'supplier', language: 'de' | 'en' = 'de'): Promise<string> {
  const email = `jobs-${userType}-${randomBytes(4).toString('hex')}@fachwerk.test`;
  const passwordHash = await new PasswordHasher().hash(DEMO_PASSWORD);
  await api.app.get(UsersRepository).ensure({
    userType,
    email,
    firstName: 'Jobs',
    lastName: userType,
    companyName: `Test ${userType} GmbH`,
    passwordHash,
    approvalStatus: 'approved',
    emailVerifiedAt: new Date(),
    language,
  });
  const { body } = await login(api.call, { email, password: DEMO_PASSWORD, userType });
  return body.data!.accessToken;
}

beforeAll(async () => {
  api = await startTestApi('jobs', { RATE_LIMIT_MAX: '100000' });
  tokens = await loginDemoUsers(api);
  db = api.app.get<Db>(DB);
  ids['electrical'] = await idOf('services', 'electrical');
  ids['welding'] = await idOf('services', 'welding');
  ids['logistics'] = await idOf('services', 'logistics');
  ids['electrician'] = await idOf('skills', 'electrician');
  ids['forklift'] = await idOf('skills', 'forklift');
  ids['heights'] = await idOf('skills', 'heights');
  ids['de'] = await idOf('languages', 'de');
  ids['pl'] = await idOf('languages', 'pl');
  ids['ro'] = await idOf('languages', 'ro');
  const [tool] = await db
    .select({ id: tools.id })
    .from(tools)
    .where(eq(tools.serviceId, ids['electrical']!))
    .limit(1);
  ids['tool'] = tool!.id;
  [otherClient, otherSupplier, englishClient] = await Promise.all([
    newAccount('client'),
    newAccount('supplier'),
    newAccount('client', 'en'),
  ]);
});

afterAll(async () => {
  await api?.close();
});

function jobRequest(overrides: Partial<JobRequest> = {}): JobRequest {
  return {
    type: 'resource',
    title: 'Elektrikerin gesucht für Bürogebäude',
    serviceId: ids['electrical']!,
    startDate: daysFromNow(20),
    hours: 40,
    workersNeeded: 2,
    skills: [ids['electrician']!],
    languages: [{ language: ids['de']!, level: 'B2' }],
    accommodation: true,
    budgetMin: 3800,
    budgetMax: 4600,
    location: {
      address: 'Rheinallee 1, 40476 Düsseldorf',
      city: 'Düsseldorf',
      state: 'Nordrhein-Westfalen',
      lat: 51.2277,
      lng: 6.7735,
    },
    description:
      '<p>Installation der <strong>Unterverteilungen</strong> (Prüfauftrag)</p><script>alert(1)</script>',
    experience: 'Medium',
    tools: [ids['tool']!],
    certificates: ['Elektrofachkraft'],
    ...overrides,
  };
}

async function post(overrides: Partial<JobRequest> = {}, token = tokens.client) {
  const response = await api.call<JobResponse>('/jobs', {
    method: 'POST',
    token,
    json: jobRequest(overrides),
  });
  if (response.status !== 201)
    throw new Error(`post failed ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data!;
}

const search = (query: string, token = tokens.supplier) =>
  api.call<JobSearchResponse>(`/jobs?${query}`, { token });
/** Search among this suite's own jobs (their descriptions carry the marker word), not the seeded ones. */
const ownSearch = (query: string) => search(`q=Pr%C3%BCfauftrag&${query}`);
const titles = (response: { body: { data?: JobSearchResponse } }) =>
  response.body.data!.items.map((item) => item.title);

describe('posting and the life cycle', () => {
  it('creates an open job with sanitised HTML, plain text and the client’s info; a draft with draft: true', async () => {
    const job = await post();
    expect(job).toMatchObject({
      status: 'open',
      type: 'resource',
      workersNeeded: 2,
      budgetMin: 3800,
      client: { companyName: 'Hoffmann Bau GmbH', rating: { average: null, count: 0 } },
    });
    expect(job.description).toBe('<p>Installation der <strong>Unterverteilungen</strong> (Prüfauftrag)</p>');
    expect(job.excerpt).toBe('Installation der Unterverteilungen (Prüfauftrag)');
    expect(job.publishedAt).not.toBeNull();
    const draft = await post({ draft: true, type: 'fixedBudget', workersNeeded: 5 });
    expect(draft).toMatchObject({ status: 'draft', workersNeeded: 1, publishedAt: null });
  });

  it('accepts a job without skills and languages, as the web form sends it with empty lists dropped (§5)', async () => {
    const { skills: _skills, languages: _languages, ...body } = jobRequest({ title: 'Ohne Sprachen' });
    const response = await api.call<JobResponse>('/jobs', {
      method: 'POST',
      token: tokens.client,
      json: body,
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ title: 'Ohne Sprachen', skills: [], languages: [] });
  });

  it('validates every rule with the field named: budget (§5 text in both languages), dates, catalogue ids', async () => {
    const bad = await api.call('/jobs', {
      method: 'POST',
      token: tokens.client,
      json: jobRequest({ budgetMin: 5000, budgetMax: 4000 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      budgetMin: ['Mindestpreis darf nicht größer als Höchstpreis sein.'],
    });
    const en = await api.call('/jobs', {
      method: 'POST',
      token: tokens.client,
      json: jobRequest({ budgetMin: 5000, budgetMax: 4000 }),
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.errors).toEqual({ budgetMin: ['Minimum price cannot be greater than maximum price.'] });
    const dates = await api.call('/jobs', {
      method: 'POST',
      token: tokens.client,
      json: jobRequest({ startDate: daysFromNow(-1), endDate: daysFromNow(-3) }),
    });
    expect(Object.keys(dates.body.errors ?? {}).sort()).toEqual(['endDate', 'startDate']);
    expect(dates.body.errors?.['endDate']).toEqual(['Enddatum darf nicht vor Startdatum liegen.']);
    const unknown = await api.call('/jobs', {
      method: 'POST',
      token: tokens.client,
      json: jobRequest({ serviceId: ids['electrician']!, skills: [ids['de']!] }),
    });
    expect(Object.keys(unknown.body.errors ?? {}).sort()).toEqual(['serviceId', 'skills']);
    const fields = await api.call('/jobs', {
      method: 'POST',
      token: tokens.client,
      json: { ...jobRequest({ title: 'Kurz', hours: 169 }), location: { address: 'x', state: 'Bavaria' } },
    });
    expect(fields.status).toBe(400);
    expect(Object.keys(fields.body.errors ?? {}).sort()).toEqual(['hours', 'location.state', 'title']);
    expect(fields.body.errors!['title']).toEqual(['Titel muss mindestens 5 Zeichen lang sein.']);
    const html = await api.call('/jobs', {
      method: 'POST',
      token: tokens.client,
      json: jobRequest({ description: '<script>x</script>' }),
    });
    expect(Object.keys(html.body.errors ?? {})).toEqual(['description']);
  });

  it('edits while draft or open, publishes a draft, closes an open job; other states answer 409', async () => {
    const draft = await post({ draft: true });
    const edited = await api.call<JobResponse>(`/jobs/${draft._id}`, {
      method: 'PATCH',
      token: tokens.client,
      json: { title: 'Elektriker für Bürogebäude gesucht', budgetMax: 5000 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: 'Elektriker für Bürogebäude gesucht',
      budgetMax: 5000,
      budgetMin: 3800,
    });
    const inverted = await api.call(`/jobs/${draft._id}`, {
      method: 'PATCH',
      token: tokens.client,
      json: { budgetMin: 6000 },
    });
    expect(inverted.status).toBe(400);
    expect(inverted.body.errors).toEqual({ budgetMin: ['Mindestpreis darf nicht größer als Höchstpreis sein.'] });

    const published = await api.call<JobResponse>(`/jobs/${draft._id}/publish`, {
      method: 'POST',
      token: tokens.client,
    });
    expect(published.body.data).toMatchObject({ status: 'open' });
    const republished = await api.call(`/jobs/${draft._id}/publish`, { method: 'POST', token: tokens.client });
    expect([republished.status, republished.body.code]).toEqual([409, 'JOB_NOT_DRAFT']);

    const closed = await api.call<JobResponse>(`/jobs/${draft._id}/close`, {
      method: 'POST',
      token: tokens.client,
      json: {},
    });
    expect(closed.body.data).toMatchObject({ status: 'closed', closedReason: 'withdrawn' });
    const again = await api.call(`/jobs/${draft._id}/close`, {
      method: 'POST',
      token: tokens.client,
      json: {},
    });
    expect([again.status, again.body.code]).toEqual([409, 'JOB_NOT_OPEN']);
    expect(again.body.message).toBe('Nur ein offener Auftrag kann geschlossen werden.');
    const editClosed = await api.call(`/jobs/${draft._id}`, {
      method: 'PATCH',
      token: tokens.client,
      json: { title: 'Noch ein Titel' },
    });
    expect([editClosed.status, editClosed.body.code]).toEqual([409, 'JOB_NOT_EDITABLE']);
  });

  it('posts without skills or languages; an edit clears the end date and lists with null, a required field cannot be null', async () => {
    const {
      skills: _skills,
      languages: _languages,
      ...withoutLists
    } = jobRequest({ endDate: daysFromNow(40) });
    const created = await api.call<JobResponse>('/jobs', {
      method: 'POST',
      token: tokens.client,
      json: withoutLists,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ skills: [], languages: [], endDate: daysFromNow(40) });
    const id = created.body.data!._id;

    const cleared = await api.call<JobResponse>(`/jobs/${id}`, {
      method: 'PATCH',
      token: tokens.client,
      json: {
        endDate: null,
        tools: null,
        certificates: null,
        documents: null,
        skills: null,
        languages: null,
      },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({
      endDate: null,
      tools: [],
      certificates: [],
      documents: [],
      skills: [],
      languages: [],
    });

    const nulls = await api.call(`/jobs/${id}`, {
      method: 'PATCH',
      token: tokens.client,
      headers: { 'accept-language': 'en' },
      json: { title: null, budgetMin: null, hours: 30 },
    });
    expect(nulls.status).toBe(400);
    expect(Object.keys(nulls.body.errors ?? {}).sort()).toEqual(['budgetMin', 'title']);
    const unchanged = await api.call<JobResponse>(`/jobs/${id}`, { token: tokens.client });
    expect(unchanged.body.data).toMatchObject({ title: jobRequest().title, hours: 40 });
  });

  it('two closes racing: exactly one wins, the other gets 409', async () => {
    const job = await post();
    const results = await Promise.all(
      [1, 2].map(() =>
        api.call(`/jobs/${job._id}/close`, { method: 'POST', token: tokens.client, json: {} }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe('JOB_NOT_OPEN');
  });

  it('deletes only without awards (409 otherwise)', async () => {
    const job = await post();
    expect((await api.call(`/jobs/${job._id}`, { method: 'DELETE', token: tokens.client })).status).toBe(200);
    expect((await api.call(`/jobs/${job._id}`, { method: 'GET', token: tokens.client })).status).toBe(404);
    const awarded = await post();
    await db.update(jobs).set({ workersAwarded: 1 }).where(eq(jobs.id, awarded._id));
    const refused = await api.call(`/jobs/${awarded._id}`, { method: 'DELETE', token: tokens.client });
    expect([refused.status, refused.body.code]).toEqual([409, 'JOB_HAS_AWARDS']);
    expect(refused.body.message).toBe(
      'Dieser Auftrag kann nicht gelöscht werden, weil bereits ein Zuschlag erteilt wurde.',
    );
  });

  /** A pending application of the demo supplier on the job; returns the supplier's id. */
  const applyAsDemoSupplier = async (jobId: string) => {
    const [supplier] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'supplier@fachwerk.test'));
    await db
      .insert(applications)
      .values({ jobId, supplierId: supplier!.id, priceCents: 4000, message: 'Gern' });
    return supplier!.id;
  };

  it('closing tells pending applicants (jobClosed)', async () => {
    const job = await post();
    const supplierId = await applyAsDemoSupplier(job._id);
    await api.call(`/jobs/${job._id}/close`, { method: 'POST', token: tokens.client, json: {} });
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, supplierId), eq(notifications.type, 'jobClosed')));
    expect(rows.some((row) => row.body.includes(job.title))).toBe(true);
  });

  it('keeps the client’s note on closing for the client and admins; applicants do not see it', async () => {
    const job = await post({ title: 'Auftrag mit Schließgrund' });
    await applyAsDemoSupplier(job._id);
    const closed = await api.call<JobResponse>(`/jobs/${job._id}/close`, {
      method: 'POST',
      token: tokens.client,
      json: { reason: '  Projekt auf Frühjahr verschoben  ' },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({
      status: 'closed',
      closedReason: 'withdrawn',
      closedNote: 'Projekt auf Frühjahr verschoben',
    });
    const mine = await api.call<MyJobsResponse>('/jobs/mine?status=closed&limit=100', {
      token: tokens.client,
    });
    expect(mine.body.data!.items.find((item) => item._id === job._id)?.closedNote).toBe(
      'Projekt auf Frühjahr verschoben',
    );
    const admin = await api.call<MyJobsResponse>(`/admin/jobs?q=${encodeURIComponent(job.title)}`, {
      token: tokens.admin,
    });
    expect(admin.body.data!.items.map((item) => item.closedNote)).toEqual([
      'Projekt auf Frühjahr verschoben',
    ]);
    const applicant = await api.call<JobResponse>(`/jobs/${job._id}`, { token: tokens.supplier });
    expect(applicant.status).toBe(200);
    expect(applicant.body.data).not.toHaveProperty('closedNote');
    // Without a note (or only blanks) nothing is kept.
    const plain = await post();
    const none = await api.call<JobResponse>(`/jobs/${plain._id}/close`, {
      method: 'POST',
      token: tokens.client,
      json: { reason: '   ' },
    });
    expect(none.body.data!.closedNote).toBeNull();
  });
});

describe('who can see a job', () => {
  it('another client reads an open job as the market shows it, never a draft, and cannot change or delete it (404); suppliers see open jobs and ones they applied to', async () => {
    const job = await post();
    const market = await api.call<JobResponse>(`/jobs/${job._id}`, { token: otherClient });
    expect(market.status).toBe(200);
    expect(market.body.data).toMatchObject({ _id: job._id, title: job.title, status: 'open', documents: [] });
    expect(market.body.data).not.toHaveProperty('closedNote');
    expect(market.body.data).not.toHaveProperty('saved');
    const otherDraft = await post({ draft: true });
    expect((await api.call(`/jobs/${otherDraft._id}`, { token: otherClient })).status).toBe(404);
    for (const [method, json] of [
      ['PATCH', { title: 'Fremder Titel' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await api.call(`/jobs/${job._id}`, { method, token: otherClient, json })).status).toBe(404);
    }
    expect(
      (await api.call(`/jobs/${job._id}/close`, { method: 'POST', token: otherClient, json: {} })).status,
    ).toBe(404);
    expect((await api.call(`/jobs/${job._id}`, { token: tokens.admin })).status).toBe(200);
    const seen = await api.call<JobResponse>(`/jobs/${job._id}`, { token: tokens.supplier });
    expect(seen.body.data).toMatchObject({ saved: false, applied: false, myApplication: null });

    const draft = await post({ draft: true });
    expect((await api.call(`/jobs/${draft._id}`, { token: tokens.supplier })).status).toBe(404);
    const [supplier] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'supplier@fachwerk.test'));
    await db
      .insert(applications)
      .values({ jobId: job._id, supplierId: supplier!.id, priceCents: 4100, message: 'Angebot' });
    await api.call(`/jobs/${job._id}/close`, { method: 'POST', token: tokens.client, json: {} });
    const applied = await api.call<JobResponse>(`/jobs/${job._id}`, { token: tokens.supplier });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({
      status: 'closed',
      applied: true,
      myApplication: { status: 'pending', price: 4100, jobTitle: job.title },
    });
    expect((await api.call(`/jobs/${job._id}`, { token: otherSupplier })).status).toBe(404);
  });

  it('clients search the market (open jobs of every client, no owner notes); the own list has counts per status', async () => {
    const market = await api.call<JobSearchResponse>('/jobs?limit=50', { token: otherClient });
    expect(market.status).toBe(200);
    expect(market.body.data!.total).toBeGreaterThan(0);
    expect(market.body.data!.items.every((item) => item.status === 'open' && !('closedNote' in item))).toBe(true);
    const mine = await api.call<MyJobsResponse>('/jobs/mine?status=open&limit=5', { token: tokens.client });
    expect(mine.status).toBe(200);
    expect(mine.body.data!.items.every((item) => item.status === 'open')).toBe(true);
    expect(mine.body.data!.counts.open).toBe(mine.body.data!.total);
    expect(mine.body.data!.counts.closed).toBeGreaterThan(0);
    const theirs = await api.call<MyJobsResponse>('/jobs/mine', { token: otherClient });
    expect(theirs.body.data!.total).toBe(0);
  });
});

describe('search', () => {
  let welding: JobResponse;
  let munich: JobResponse;
  beforeAll(async () => {
    welding = await post({
      type: 'fixedBudget',
      title: 'Schweißarbeiten an Stahltreppe',
      serviceId: ids['welding']!,
      skills: [ids['heights']!],
      languages: [{ language: ids['pl']!, level: 'none' }],
      budgetMin: 800000,
      budgetMax: 1200000,
      startDate: daysFromNow(40),
      experience: 'Expert',
      location: { address: 'Hafenstraße 5, 28217 Bremen', state: 'Bremen', lat: 53.0793, lng: 8.8017 },
      description: '<p>Stahlbau vor Ort (Prüfauftrag)</p>',
      tools: [],
    });
    munich = await post({
      title: 'Lagerhelfer für Kommissionierung',
      serviceId: ids['logistics']!,
      skills: [ids['forklift']!],
      languages: [{ language: ids['ro']!, level: 'A2' }],
      budgetMin: 1800,
      budgetMax: 2200,
      startDate: daysFromNow(5),
      experience: 'Fresher',
      location: { address: 'Marienplatz 1, 80331 München', state: 'Bayern', lat: 48.1374, lng: 11.5755 },
      description: '<p>Schichtarbeit im Lager (Prüfauftrag)</p>',
      tools: [],
    });
  });

  it('finds what a German speaker expects: Elektriker → Elektrikerin, Schweißer → Schweißarbeiten', async () => {
    expect(titles(await search('q=Elektriker'))).toContain('Elektrikerin gesucht für Bürogebäude');
    const welders = titles(await search(`q=${encodeURIComponent('Schweißer')}`));
    expect(welders).toContain('Schweißarbeiten an Stahltreppe');
    expect(welders).not.toContain('Elektrikerin gesucht für Bürogebäude');
    expect(titles(await search(`q=${encodeURIComponent('Schweißer, Stahltreppe! Prüfauftrag')}`))).toEqual([
      'Schweißarbeiten an Stahltreppe',
    ]);
    // operators in the input are just words
    expect((await search(`q=${encodeURIComponent("Elektriker & | ! ' :* (")}`)).status).toBe(200);
    expect(titles(await search('q=Zahnarzt'))).toEqual([]);
  });

  it('filters by type, service, skills, languages, state, budget overlap, start dates and experience', async () => {
    expect(titles(await ownSearch('type=fixedBudget'))).toContain(welding.title);
    expect(titles(await ownSearch('type=fixedBudget'))).not.toContain(munich.title);
    expect(titles(await ownSearch(`serviceId=${ids['logistics']}`))).toEqual([munich.title]);
    expect(titles(await ownSearch(`skills[]=${ids['forklift']}&skills[]=${ids['heights']}`)).sort()).toEqual(
      [munich.title, welding.title].sort(),
    );
    expect(titles(await ownSearch(`languages[]=${ids['ro']}`))).toEqual([munich.title]);
    expect(titles(await ownSearch('state=Bremen'))).toEqual([welding.title]);
    expect(titles(await ownSearch('budgetMin=1000000&budgetMax=2000000'))).toEqual([welding.title]);
    expect(titles(await ownSearch(`startFrom=${daysFromNow(30)}`))).toEqual([welding.title]);
    expect(titles(await ownSearch(`startTo=${daysFromNow(6)}`))).toEqual([munich.title]);
    expect(titles(await ownSearch('experience=Fresher'))).toEqual([munich.title]);
    const bad = await ownSearch('budgetMin=5&budgetMax=1');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ budgetMin: ['Mindestpreis darf nicht größer als Höchstpreis sein.'] });
  });

  it('filters by distance from a place (haversine) and reports the distance', async () => {
    // Hamburg: Bremen is ~95 km away, Munich ~610 km, Düsseldorf ~340 km.
    const near = await ownSearch('lat=53.5511&lng=9.9937&radiusKm=120');
    expect(titles(near)).toEqual([welding.title]);
    expect(near.body.data!.items[0]!.distanceKm).toBeGreaterThan(85);
    expect(near.body.data!.items[0]!.distanceKm).toBeLessThan(105);
    expect(titles(await ownSearch('lat=53.5511&lng=9.9937&radiusKm=400'))).toContain(
      'Elektrikerin gesucht für Bürogebäude',
    );
    const half = await ownSearch('lat=53.5');
    expect(half.status).toBe(400);
    expect(Object.keys(half.body.errors ?? {})).toEqual(['lng']);
  });

  it('sorts by newest, start date, budget and relevance; pages', async () => {
    const newest = await search('limit=100');
    const published = newest.body.data!.items.map((i) => i.publishedAt!);
    expect([...published].sort().reverse()).toEqual(published);
    const byStart = (await search('sort=startDate&limit=100')).body.data!.items.map((i) => i.startDate);
    expect([...byStart].sort()).toEqual(byStart);
    const byBudget = (await search('sort=budget&limit=100')).body.data!.items.map((i) => i.budgetMax);
    expect([...byBudget].sort((a, b) => b - a)).toEqual(byBudget);
    await post({
      title: 'Hilfskraft gesucht',
      description: '<p>Elektriker Elektriker Elektriker: Unterstützung</p>',
    });
    const relevance = await search('q=Elektriker');
    expect(relevance.body.data!.items[0]!.title).toMatch(/Elektrik/); // title matches (weight A) rank first
    expect(titles(relevance)).toContain('Hilfskraft gesucht');
    const all = await search('limit=100');
    const page = await search('limit=1&page=2');
    expect(page.body.data).toMatchObject({ page: 2, limit: 1, total: all.body.data!.total });
    expect(page.body.data!.items[0]!._id).toBe(all.body.data!.items[1]!._id);
    expect(page.body.data!.items).toHaveLength(1);
  });

  it('shows only open jobs that start today or later', async () => {
    const past = await post({ title: 'Vergangener Elektriker-Einsatz' });
    await db
      .update(jobs)
      .set({ startDate: daysFromNow(-2) })
      .where(eq(jobs.id, past._id));
    const draft = await post({ title: 'Entwurf Elektriker', draft: true });
    const found = titles(await search('q=Elektriker&limit=100'));
    expect(found).not.toContain(past.title);
    expect(found).not.toContain(draft.title);
  });
});

describe('saved jobs', () => {
  it('saves and unsaves idempotently; the flags show in search and details', async () => {
    const job = await post({ title: 'Merkbarer Elektriker-Auftrag' });
    for (let i = 0; i < 2; i += 1)
      expect(
        (await api.call(`/jobs/${job._id}/save`, { method: 'POST', token: tokens.supplier })).status,
      ).toBe(200);
    const saved = await api.call<SavedJobsResponse>('/jobs/saved', { token: tokens.supplier });
    expect(saved.body.data!.items.filter((i) => i._id === job._id)).toHaveLength(1);
    expect(saved.body.data!.items[0]).toMatchObject({ _id: job._id, saved: true });
    const found = (await search(`q=${encodeURIComponent('Merkbarer')}`)).body.data!.items[0];
    expect(found).toMatchObject({ saved: true, applied: false });
    expect(
      (await api.call<SavedJobsResponse>('/jobs/saved', { token: otherSupplier })).body.data!.total,
    ).toBe(0);
    for (let i = 0; i < 2; i += 1)
      expect(
        (await api.call(`/jobs/${job._id}/save`, { method: 'DELETE', token: tokens.supplier })).status,
      ).toBe(200);
    expect(
      (await api.call<JobResponse>(`/jobs/${job._id}`, { token: tokens.supplier })).body.data!.saved,
    ).toBe(false);
    const draft = await post({ draft: true });
    expect(
      (await api.call(`/jobs/${draft._id}/save`, { method: 'POST', token: tokens.supplier })).status,
    ).toBe(404);
  });
});

describe('relevant jobs', () => {
  it('ranks by fit with the supplier’s profile, with score and reasons; unrelated jobs are left out', async () => {
    // Demo supplier: electrical + drywall (+ welding category), skills electrician/heights/scc, NRW and Niedersachsen, de/pl/en, 40 h.
    const perfect = await post({ title: 'Perfekt passender Elektro-Auftrag', hours: 38 });
    const farAway = await post({
      title: 'Elektro-Auftrag in Bayern',
      skills: [ids['forklift']!],
      languages: [],
      hours: 60,
      location: { address: 'München', state: 'Bayern' },
    });
    const unrelated = await post({
      title: 'Lager in Bayern',
      serviceId: ids['logistics']!,
      skills: [ids['forklift']!],
      tools: [],
      location: { address: 'München', state: 'Bayern' },
    });
    const skillInRegion = await post({
      title: 'Lager mit Höhenarbeit in NRW',
      serviceId: ids['logistics']!,
      skills: [ids['heights']!],
      tools: [],
      languages: [],
    });
    const response = await api.call<RelevantJobsResponse>('/jobs/relevant?limit=100', {
      token: tokens.supplier,
    });
    expect(response.status).toBe(200);
    const items = response.body.data!.items;
    const byId = new Map(items.map((item) => [item._id, item]));
    expect(byId.get(perfect._id)).toMatchObject({
      score: 100,
      reasons: [
        { kind: 'service', matched: [ids['electrical']] },
        { kind: 'skills', matched: [ids['electrician']] },
        { kind: 'region', matched: ['Nordrhein-Westfalen'] },
        { kind: 'languages', matched: [ids['de']] },
        { kind: 'availability', matched: [] },
      ],
    });
    expect(byId.get(farAway._id)).toMatchObject({
      score: 35,
      reasons: [{ kind: 'service', matched: [ids['electrical']] }],
    });
    expect(byId.get(skillInRegion._id)).toMatchObject({
      score: 55,
      reasons: [{ kind: 'skills' }, { kind: 'region' }, { kind: 'availability' }],
    });
    expect(byId.has(unrelated._id)).toBe(false);
    const scores = items.map((item) => item.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores.every((score) => score > 0)).toBe(true);
    expect(
      (await api.call<RelevantJobsResponse>('/jobs/relevant', { token: otherSupplier })).body.data!.total,
    ).toBe(0);
  });

  it('follows changes made here at once and changes made by another api instance within a second', async () => {
    const relevantIds = async () =>
      (
        await api.call<RelevantJobsResponse>('/jobs/relevant?limit=100', { token: tokens.supplier })
      ).body.data!.items.map((item) => item._id);
    const job = await post({ title: 'Elektro-Auftrag, gleich sichtbar' });
    expect(await relevantIds()).toContain(job._id);
    // Another instance (or the expiry worker) moves it to a trade the supplier does not offer.
    await db
      .update(jobs)
      .set({ serviceId: ids['logistics']!, skills: [], updatedAt: new Date() })
      .where(eq(jobs.id, job._id));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await relevantIds()).not.toContain(job._id);
    // Closed here: gone with the next ranking.
    const other = await post({ title: 'Elektro-Auftrag, gleich geschlossen' });
    expect(await relevantIds()).toContain(other._id);
    expect(
      (await api.call(`/jobs/${other._id}/close`, { method: 'POST', token: tokens.client, json: {} })).status,
    ).toBe(200);
    expect(await relevantIds()).not.toContain(other._id);
    // Deleted by another instance: left out at once, and out of the total once a ranking met it.
    const gone = await post({ title: 'Elektro-Auftrag, woanders gelöscht' });
    const total = async () =>
      (await api.call<RelevantJobsResponse>('/jobs/relevant?limit=100', { token: tokens.supplier })).body
        .data!.total;
    const before = await total();
    await db.delete(jobs).where(eq(jobs.id, gone._id));
    expect(await relevantIds()).not.toContain(gone._id);
    expect(await total()).toBe(before - 1);
  });
});

describe('admin', () => {
  it('lists every job with filters and counts; deactivates with a reason, notifies the client in their language, audits', async () => {
    const job = await post({ title: 'Auftrag eines englischsprachigen Kunden' }, englishClient);
    const list = await api.call<MyJobsResponse>(`/admin/jobs?q=${encodeURIComponent('englischsprachigen')}`, {
      token: tokens.admin,
    });
    expect(list.body.data!.items.map((i) => i._id)).toEqual([job._id]);
    expect(
      (
        await api.call<MyJobsResponse>('/admin/jobs?type=fixedBudget', { token: tokens.admin })
      ).body.data!.items.every((i) => i.type === 'fixedBudget'),
    ).toBe(true);
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, job.client._id));
    expect(
      (await api.call<MyJobsResponse>(`/admin/jobs?clientId=${owner!.id}`, { token: tokens.admin })).body
        .data!.total,
    ).toBe(1);

    const missing = await api.call(`/admin/jobs/${job._id}/deactivate`, {
      method: 'POST',
      token: tokens.admin,
      json: {},
    });
    expect(Object.keys(missing.body.errors ?? {})).toEqual(['reason']);
    const done = await api.call<JobResponse>(`/admin/jobs/${job._id}/deactivate`, {
      method: 'POST',
      token: tokens.admin,
      json: { reason: 'Doppelt eingestellt' },
    });
    expect(done.body.data).toMatchObject({
      status: 'closed',
      closedReason: 'deactivated',
      deactivationReason: 'Doppelt eingestellt',
    });
    const [note] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner!.id), eq(notifications.type, 'jobDeactivated')));
    // it links to the job itself
    expect(note).toMatchObject({ title: 'Job deactivated', link: `/jobs-view/${job._id}` });
    expect(note!.body).toContain('Doppelt eingestellt');
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, owner!.id));
    expect(audit[0]).toMatchObject({
      action: 'deactivate',
      details: { jobId: job._id, reason: 'Doppelt eingestellt' },
    });
    const twice = await api.call(`/admin/jobs/${job._id}/deactivate`, {
      method: 'POST',
      token: tokens.admin,
      json: { reason: 'Nochmal' },
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'JOB_NOT_ACTIVE']);
  });
});

describe('expiry', () => {
  it('closes open jobs whose start date passed with nobody awarded and tells the client', async () => {
    const overdue = await post({ title: 'Abgelaufener Auftrag' });
    const awarded = await post({ title: 'Abgelaufen, aber vergeben' });
    const future = await post({ title: 'Zukünftiger Auftrag' });
    await db
      .update(jobs)
      .set({ startDate: daysFromNow(-1) })
      .where(inArray(jobs.id, [overdue._id, awarded._id]));
    await db.update(jobs).set({ workersAwarded: 1 }).where(eq(jobs.id, awarded._id));
    const expiry = new JobExpiry(api.app.get(JobsRepository), api.app.get(Notifier));
    const closed = await expiry.run(berlinToday());
    expect(closed).toContain(overdue._id);
    expect(closed).not.toContain(awarded._id);
    expect(closed).not.toContain(future._id);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, overdue._id));
    expect(row).toMatchObject({ status: 'closed', closedReason: 'expired' });
    const notes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'jobClosed'), eq(notifications.userId, overdue.client._id)));
    expect(
      notes.filter((note) => note.body === 'Der Auftrag „Abgelaufener Auftrag“ wurde geschlossen.'),
    ).toHaveLength(1);
    expect(notes.some((note) => note.body.includes('Abgelaufen, aber vergeben'))).toBe(false);
    expect(await expiry.run(berlinToday())).toEqual([]);
  });
});

describe('job documents', () => {
  it('only own uploads can be attached; suppliers can read them, another client cannot', async () => {
    const form = new FormData();
    form.append(
      'images',
      new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'))]),
      'plan.pdf',
    );
    const uploaded = await fetch(`${api.baseUrl}/api/v1/uploads?slot=documents`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${tokens.client}` },
    });
    const { path } = (await uploaded.json()) as UploadResponse;
    expect(path).toMatch(/^\/api\/v1\/files\//);

    const stolen = await api.call('/jobs', {
      method: 'POST',
      token: otherClient,
      json: jobRequest({ documents: [path] }),
    });
    expect(stolen.status).toBe(400);
    expect(Object.keys(stolen.body.errors ?? {})).toEqual(['documents.0']);

    const job = await post({ documents: [path] });
    expect(job.documents).toEqual([path]);
    // shown by the name it was uploaded under
    const seen = await api.call<JobResponse>(`/jobs/${job._id}`, { token: tokens.supplier });
    expect(seen.body.data!.fileNames).toEqual({ [path]: 'plan.pdf' });
    const read = (token: string) =>
      fetch(`${api.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await read(tokens.supplier)).status).toBe(200);
    expect((await read(tokens.client)).status).toBe(200);
    expect((await read(otherClient)).status).toBe(404);
    // another client looking at the market sees the job without its documents
    const market = await api.call<JobResponse>(`/jobs/${job._id}`, { token: otherClient });
    expect(market.status).toBe(200);
    expect(market.body.data!.documents).toEqual([]);

    // Listed on a second job too: taking it off one job keeps it readable through the other.
    const second = await post({ documents: [path] });
    const edit = (id: string, documents: string[]) =>
      api.call<JobResponse>(`/jobs/${id}`, { method: 'PATCH', token: tokens.client, json: { documents } });
    expect((await edit(job._id, [])).status).toBe(200);
    expect((await read(tokens.supplier)).status).toBe(200);
    // Taken off every job: suppliers can no longer read it; the owner still can.
    expect((await edit(second._id, [])).status).toBe(200);
    expect((await read(tokens.supplier)).status).toBe(404);
    expect((await read(tokens.client)).status).toBe(200);
    // Attached again, then the job deleted: the grant goes with it.
    expect((await edit(second._id, [path])).status).toBe(200);
    expect((await read(tokens.supplier)).status).toBe(200);
    expect((await api.call(`/jobs/${second._id}`, { method: 'DELETE', token: tokens.client })).status).toBe(
      200,
    );
    expect((await read(tokens.supplier)).status).toBe(404);
  });
});

describe('seed', () => {
  it('seeds the demo jobs of two clients, both types, some drafts; a second run adds nothing', async () => {
    const seeded = await db
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.title,
          SEED_JOBS.map((job) => job.title),
        ),
      );
    expect(seeded).toHaveLength(SEED_JOBS.length);
    expect(new Set(seeded.map((job) => job.clientId)).size).toBe(2);
    expect(new Set(seeded.map((job) => job.type))).toEqual(new Set(['fixedBudget', 'resource']));
    expect(seeded.filter((job) => job.status === 'draft')).toHaveLength(2);
    expect(new Set(seeded.map((job) => job.federalState)).size).toBeGreaterThan(6);
    expect(await seedJobs(db)).toBe(0);
  });
});

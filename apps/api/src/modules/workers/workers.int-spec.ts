import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type LoginResponse,
  type WorkerListResponse,
  type WorkerResponse,
} from '@fachwerk/shared/contracts';
import {
  applications,
  awards,
  awardWorkers,
  createDb,
  jobs,
  languages,
  services,
  shifts,
  users,
  UsersRepository,
  WorkersRepository,
  type DbHandle,
} from '@fachwerk/server/db';
import { PasswordHasher } from '../auth';
import { DEMO_WORKERS, seedWorkers } from '../../seed/workers-seed';
import { loginDemoUsers, startTestApi, type DemoTokens, type TestApi } from '../../testing/test-api';

let api: TestApi;
let tokens: DemoTokens;
let handle: DbHandle;
let otherSupplier: string;
let catalogue: { electrical: string; plumbing: string; german: string; polish: string; early: string };

const OWN_FILES_ONLY = 'Nur eigene hochgeladene Dateien sind erlaubt (keine fremden Dateien oder externen Adressen).';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  api = await startTestApi('workers');
  tokens = await loginDemoUsers(api);
  handle = createDb(api.database.url, { max: 2 });
  const passwordHash = await new PasswordHasher().hash(DEMO_PASSWORD);
  const email = `team-other-${randomBytes(4).toString('hex')}@fachwerk.test`;
  await api.app.get(UsersRepository).ensure({
    userType: 'supplier',
    email,
    firstName: 'Otto',
    lastName: 'Anders',
    passwordHash,
    approvalStatus: 'approved',
    emailVerifiedAt: new Date(),
  });
  const login = await api.call<LoginResponse>('/auth/login', {
    method: 'POST',
    json: { email, password: DEMO_PASSWORD, userType: 'supplier' },
  });
  otherSupplier = login.body.data!.accessToken;
  const key = async (table: typeof services | typeof languages | typeof shifts, k: string) =>
    (await handle.db.select({ id: table.id }).from(table).where(eq(table.key, k)))[0]!.id;
  catalogue = {
    electrical: await key(services, 'electrical'),
    plumbing: await key(services, 'plumbing-heating'),
    german: await key(languages, 'de'),
    polish: await key(languages, 'pl'),
    early: await key(shifts, 'early'),
  };
});

afterAll(async () => {
  await handle?.close();
  await api?.close();
});

async function upload(token: string, filename = 'lebenslauf.pdf'): Promise<string> {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(PDF)]), filename);
  const response = await fetch(`${api.baseUrl}/api/v1/uploads?slot=documents`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { path: string };
  expect(response.status).toBe(201);
  return body.path;
}

const create = (json: unknown, token = tokens.supplier, language = 'de') =>
  api.call<WorkerResponse>('/workers', {
    method: 'POST',
    token,
    json,
    headers: { 'accept-language': language },
  });

describe('POST /workers', () => {
  it('stores every field of the worker draft and fills the defaults', async () => {
    const cv = await upload(tokens.supplier);
    const draft = {
      fullName: 'Jonas Becker',
      email: 'jonas.becker@example.de',
      phoneNumber: '1701234567',
      dob: '1988-03-14',
      nationality: 'deutsch',
      serviceType: [catalogue.electrical],
      languageSpoken: [catalogue.german, catalogue.polish],
      license: 'Führerschein Klasse B',
      company: 'Becker Elektro',
      position: 'Elektriker',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      previousWorkExperience: [{ workTitle: 'Elektroinstallation Neubau', workRole: 'Monteur' }],
      reference: [{ name: 'Klaus Meier', number: '0221 123456' }],
      workingHrs: 8,
      shift: catalogue.early,
      serviceAreaLocationPrefernces: [
        {
          serviceArea: 'Köln und Umgebung',
          locationPreference: 'Baustelle',
          city: 'Köln',
          state: 'Nordrhein-Westfalen',
          country: 'Deutschland',
          lat: 50.94,
          long: 6.96,
        },
      ],
      insuranceName: 'AOK Rheinland',
      liabilityInsuranceName: 'Allianz',
      workerCompensation: 'BG ETEM',
      passportIdNumber: 'L01X00T47',
      highestQualification: 'Geselle',
      institution: 'Berufskolleg Köln',
      deggre: 'Gesellenbrief',
      fieldOfStudy: 'Elektrotechnik',
      cv,
      comments: 'Zuverlässig',
    };
    const { status, body } = await create(draft);
    expect(status).toBe(201);
    expect(body.message).toBe('Der Mitarbeiter wurde angelegt.');
    expect(body.data).toMatchObject({
      ...draft,
      dialCode: '+49',
      jobType: 'fullTime',
      proficiency: 'fresher',
      termAndCondition: 0,
      isAddFavorite: 0,
      availability: 'free',
      assigned: false,
    });
    const read = await api.call<WorkerResponse>(`/workers/${body.data!._id}`, { token: tokens.supplier });
    expect(read.status).toBe(200);
    // the worker's page also carries the lending clock per client (none yet)
    expect(read.body.data).toEqual({ ...body.data, lending: [] });
  });

  it('names the field in German and English when a rule fails', async () => {
    const bad = {
      email: 'keine-mail',
      phoneNumber: '0170-abc',
      workingHrs: 25,
      startDate: '2026-05-01',
      endDate: '2026-04-30',
      dob: '2026-02-30',
    };
    const de = await create(bad);
    expect(de.status).toBe(400);
    expect(de.body.errors).toEqual({
      fullName: ['Das Feld Vollständiger Name ist erforderlich.'],
      email: ['Das Feld E-Mail-Adresse muss eine gültige E-Mail-Adresse enthalten.'],
      phoneNumber: ['Telefonnummer ist keine gültige Telefonnummer (z. B. 040 123456 oder +49 40 123456).'],
      workingHrs: ['Arbeitsstunden pro Tag darf nicht größer als 24 sein.'],
      dob: ['Geburtsdatum hat ein ungültiges Format.'],
    });
    const en = await create(bad, tokens.supplier, 'en');
    expect(en.body.errors?.['fullName']).toEqual(['The full name field is required.']);
    // §5 as the specification writes it
    expect(en.body.errors?.['workingHrs']).toEqual(['Daily working hours cannot be greater than 24.']);

    const order = await create(
      { fullName: 'Lena Wolf', startDate: '2026-05-01', endDate: '2026-04-30' },
      tokens.supplier,
      'en',
    );
    expect(order.status).toBe(400);
    expect(order.body.errors).toEqual({ endDate: ['The end date may not be before the start date.'] });
  });

  it('refuses catalogue ids that do not exist', async () => {
    const { status, body } = await create({
      fullName: 'Lena Wolf',
      serviceType: [catalogue.german],
      languageSpoken: ['nope'],
      shift: catalogue.electrical,
    });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['languageSpoken', 'serviceType', 'shift']);
    expect(body.errors?.['shift']).toEqual(['Schicht enthält einen unbekannten oder inaktiven Eintrag.']);
  });

  it('accepts only documents the supplier uploaded itself', async () => {
    const foreign = await upload(otherSupplier, 'fremd.pdf');
    const notOwned = await create({
      fullName: 'Lena Wolf',
      certification: foreign,
      cv: foreign.replace(/.{4}$/, '0000'),
    });
    expect(notOwned.status).toBe(400);
    expect(notOwned.body.errors).toEqual({
      certification: [`Zertifikat: ${OWN_FILES_ONLY}`],
      cv: [`Lebenslauf: ${OWN_FILES_ONLY}`],
    });
    const notAPath = await create({ fullName: 'Lena Wolf', passportOrId: '/etc/passwd' });
    expect(notAPath.status).toBe(400);
    expect(notAPath.body.errors).toEqual({ passportOrId: [`Pass oder Ausweis: ${OWN_FILES_ONLY}`] });
    const own = await upload(tokens.supplier, 'versicherung.pdf');
    const created = await create({ fullName: 'Lena Wolf', insuranceDocuments: own });
    expect(created.status).toBe(201);
    // The document stays private: the owner and admins read it, the client does not.
    for (const [token, expected] of [
      [tokens.supplier, 200],
      [tokens.admin, 200],
      [tokens.client, 404],
      [otherSupplier, 404],
    ] as const) {
      const file = await fetch(`${api.baseUrl}${own}`, { headers: { authorization: `Bearer ${token}` } });
      expect(file.status).toBe(expected);
    }
  });

  it('is for suppliers only', async () => {
    expect((await create({ fullName: 'X' }, tokens.client)).status).toBe(403);
    expect((await create({ fullName: 'X' }, tokens.admin)).status).toBe(403);
  });
});

describe('GET /workers', () => {
  it('lists the own team with search, free/busy filter, counts and paging', async () => {
    const token = otherSupplier;
    const names = ['Anna Schmidt', 'Bernd Schulz', 'Carla Schröder'];
    const ids: string[] = [];
    for (const fullName of names)
      ids.push(
        (await create({ fullName, email: `${fullName.split(' ')[0]!.toLowerCase()}@team.de` }, token)).body
          .data!._id,
      );
    const busy = await api.call<WorkerResponse>(`/workers/${ids[1]}/availability`, {
      method: 'PATCH',
      token,
      json: { availability: 'busy' },
    });
    expect(busy.status).toBe(200);
    expect(busy.body.message).toBe('Der Mitarbeiter ist jetzt als beschäftigt markiert.');
    expect(busy.body.data?.availability).toBe('busy');

    const all = await api.call<WorkerListResponse>('/workers?sort=name&limit=2', { token });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 3, page: 1, limit: 2, counts: { free: 2, busy: 1 } });
    expect(all.body.data!.items.map((w) => w.fullName)).toEqual(['Anna Schmidt', 'Bernd Schulz']);
    const second = await api.call<WorkerListResponse>('/workers?sort=name&limit=2&page=2', { token });
    expect(second.body.data!.items.map((w) => w.fullName)).toEqual(['Carla Schröder']);

    const free = await api.call<WorkerListResponse>('/workers?availability=free', { token });
    expect(free.body.data!.items.map((w) => w.fullName).sort()).toEqual(['Anna Schmidt', 'Carla Schröder']);
    const search = await api.call<WorkerListResponse>(`/workers?q=${encodeURIComponent('schrö')}`, { token });
    expect(search.body.data!.items.map((w) => w.fullName)).toEqual(['Carla Schröder']);
    const byMail = await api.call<WorkerListResponse>('/workers?q=bernd@', { token });
    expect(byMail.body.data!.total).toBe(1);

    // The demo supplier's list never shows these; an admin can ask for this supplier's team.
    const demo = await api.call<WorkerListResponse>('/workers?limit=100', { token: tokens.supplier });
    expect(demo.body.data!.items.some((w) => ids.includes(w._id))).toBe(false);
    const supplierId = all.body.data!.items[0]!.supplierId;
    const admin = await api.call<WorkerListResponse>(`/workers?supplierId=${supplierId}`, {
      token: tokens.admin,
    });
    expect(admin.status).toBe(200);
    expect(admin.body.data!.total).toBe(3);
  });

  it('is not for clients', async () => {
    expect((await api.call('/workers', { token: tokens.client })).status).toBe(403);
  });
});

describe('one worker', () => {
  it('another supplier can neither see nor change it; clients get 403; admins read it', async () => {
    const id = (await create({ fullName: 'Dieter Krause' })).body.data!._id;
    expect((await api.call(`/workers/${id}`, { token: otherSupplier })).status).toBe(404);
    expect(
      (
        await api.call(`/workers/${id}`, {
          method: 'PATCH',
          token: otherSupplier,
          json: { fullName: 'Gekapert' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.call(`/workers/${id}/availability`, {
          method: 'PATCH',
          token: otherSupplier,
          json: { availability: 'busy' },
        })
      ).status,
    ).toBe(404);
    expect((await api.call(`/workers/${id}`, { method: 'DELETE', token: otherSupplier })).status).toBe(404);
    expect((await api.call(`/workers/${id}`, { token: tokens.client })).status).toBe(403);
    expect((await api.call(`/workers/${id}`, { token: tokens.admin })).status).toBe(200);
    expect(
      (await api.call<WorkerResponse>(`/workers/${id}`, { token: tokens.supplier })).body.data?.fullName,
    ).toBe('Dieter Krause');
  });

  it('PATCH changes the fields sent, clears with null and keeps fullName required', async () => {
    const id = (await create({ fullName: 'Eva Lange', position: 'Helferin', comments: 'neu' })).body.data!
      ._id;
    const patched = await api.call<WorkerResponse>(`/workers/${id}`, {
      method: 'PATCH',
      token: tokens.supplier,
      json: {
        position: 'Vorarbeiterin',
        comments: null,
        jobType: 'hourly',
        proficiency: 'expert',
        isAddFavorite: 1,
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.message).toBe('Der Mitarbeiter wurde gespeichert.');
    expect(patched.body.data).toMatchObject({
      fullName: 'Eva Lange',
      position: 'Vorarbeiterin',
      jobType: 'hourly',
      proficiency: 'expert',
      isAddFavorite: 1,
    });
    expect(patched.body.data).not.toHaveProperty('comments');
    const cleared = await api.call(`/workers/${id}`, {
      method: 'PATCH',
      token: tokens.supplier,
      json: { fullName: null },
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.errors).toEqual({ fullName: ['Das Feld Vollständiger Name ist erforderlich.'] });
    const badDates = await api.call(`/workers/${id}`, {
      method: 'PATCH',
      token: tokens.supplier,
      json: { endDate: '2020-01-01', startDate: '2021-01-01' },
    });
    expect(badDates.status).toBe(400);
  });

  it('DELETE removes it softly, and refuses with 409 while it is booked on active awarded work', async () => {
    const free = (await create({ fullName: 'Frank Neumann' })).body.data!._id;
    const booked = (await create({ fullName: 'Gerda Vogel' })).body.data!._id;
    await bookOnActiveAward(booked);

    const listed = await api.call<WorkerListResponse>('/workers?availability=busy&limit=100', {
      token: tokens.supplier,
    });
    // booked: busy everywhere, never "free" and "assigned" at once
    expect(listed.body.data!.items.find((w) => w._id === booked)).toMatchObject({
      assigned: true,
      availability: 'busy',
    });
    const freeTab = await api.call<WorkerListResponse>('/workers?availability=free&limit=100', {
      token: tokens.supplier,
    });
    expect(freeTab.body.data!.items.some((w) => w._id === booked)).toBe(false);
    expect((await api.call<WorkerResponse>(`/workers/${booked}`, { token: tokens.supplier })).body.data).toMatchObject({
      assigned: true,
      availability: 'busy',
    });
    const dashboard = await api.call<{ team: { free: number; busy: number } }>('/dashboard', { token: tokens.supplier });
    expect(dashboard.body.data!.team).toEqual(listed.body.data!.counts);

    const refused = await api.call(`/workers/${booked}`, {
      method: 'DELETE',
      token: tokens.supplier,
      headers: { 'accept-language': 'en' },
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'WORKER_ON_RUNNING_WORK']);
    expect(refused.body.message).toBe(
      'The worker is booked on running work and can only be removed once that work is finished.',
    );
    expect((await api.call(`/workers/${booked}`, { token: tokens.supplier })).status).toBe(200);

    const deleted = await api.call(`/workers/${free}`, { method: 'DELETE', token: tokens.supplier });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Der Mitarbeiter wurde entfernt.');
    expect((await api.call(`/workers/${free}`, { token: tokens.supplier })).status).toBe(404);
    expect((await api.call(`/workers/${free}`, { method: 'DELETE', token: tokens.supplier })).status).toBe(
      404,
    );

    // Once the booking ends the worker can go.
    await handle.db.update(awardWorkers).set({ active: false }).where(eq(awardWorkers.workerId, booked));
    expect((await api.call(`/workers/${booked}`, { method: 'DELETE', token: tokens.supplier })).status).toBe(
      200,
    );
  });
});

describe('seed', () => {
  it('gives the demo supplier six workers with catalogue trades, once', async () => {
    expect(await seedWorkers(handle.db)).toBe(0);
    const { body } = await api.call<WorkerListResponse>('/workers?limit=100&sort=name', {
      token: tokens.supplier,
    });
    const seeded = body.data!.items.filter((w) => DEMO_WORKERS.some((d) => d.email === w.email));
    expect(seeded).toHaveLength(6);
    expect(
      seeded.every((w) => (w.serviceType?.length ?? 0) > 0 && (w.languageSpoken?.length ?? 0) > 0 && w.shift),
    ).toBe(true);
    expect(seeded.find((w) => w.fullName === 'Jonas Becker')?.serviceType).toEqual([catalogue.electrical]);
  });
});

describe('WorkersRepository helpers for other modules', () => {
  it('summariesFor gives no contact data or documents; ownedBy checks the supplier', async () => {
    const cv = await upload(tokens.supplier);
    const worker = (
      await create({
        fullName: 'Hanna Roth',
        email: 'hanna@example.de',
        phoneNumber: '1709876543',
        cv,
        highestQualification: 'Meisterin',
        serviceType: [catalogue.plumbing],
        previousWorkExperience: [{ workTitle: 'Bad', workRole: 'Monteurin' }],
      })
    ).body.data!;
    const repository = api.app.get(WorkersRepository);
    expect(await repository.summariesFor([worker._id])).toEqual([
      {
        _id: worker._id,
        fullName: 'Hanna Roth',
        serviceType: [catalogue.plumbing],
        languageSpoken: [],
        proficiency: 'fresher',
        jobType: 'fullTime',
        highestQualification: 'Meisterin',
        experienceCount: 1,
      },
    ]);
    expect(await repository.ownedBy(worker.supplierId, [worker._id])).toBe(true);
    const [other] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.client));
    expect(await repository.ownedBy(other!.id, [worker._id])).toBe(false);
    expect(await repository.ownedBy(worker.supplierId, [worker._id, 'not-a-uuid'])).toBe(false);
  });
});

/** A job, an application, an award and an active award_workers row naming the worker (inserted directly). */
async function bookOnActiveAward(workerId: string): Promise<void> {
  const { db } = handle;
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.client));
  const [supplier] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.supplier));
  const [job] = await db
    .insert(jobs)
    .values({
      clientId: client!.id,
      type: 'resource',
      status: 'in_progress',
      title: 'Elektriker für Neubau gesucht',
      serviceId: catalogue.electrical,
      startDate: '2026-12-01',
      hours: 160,
      budgetMinCents: 3500,
      budgetMaxCents: 4500,
      address: 'Domkloster 4, 50667 Köln',
      federalState: 'Nordrhein-Westfalen',
      descriptionHtml: '<p>Neubau</p>',
      descriptionText: 'Neubau',
      experience: 'Medium',
    })
    .returning({ id: jobs.id });
  const [application] = await db
    .insert(applications)
    .values({
      jobId: job!.id,
      supplierId: supplier!.id,
      status: 'awarded',
      priceCents: 4000,
      message: 'Wir übernehmen das.',
      workerIds: [workerId],
    })
    .returning({ id: applications.id });
  const [award] = await db
    .insert(awards)
    .values({
      jobId: job!.id,
      applicationId: application!.id,
      clientId: client!.id,
      supplierId: supplier!.id,
      slots: 1,
      priceCents: 4000,
    })
    .returning({ id: awards.id });
  await db.insert(awardWorkers).values({ awardId: award!.id, workerId, startDate: '2026-12-01' });
}

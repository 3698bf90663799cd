import { and, eq, inArray } from 'drizzle-orm';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type ExperienceLevel,
  type FederalState,
  type JobLanguageLevel,
  type JobType,
} from '@fachwerk/shared/contracts';
import {
  CATALOGUES,
  jobs,
  tools,
  users,
  UsersRepository,
  type Db,
  type NewJobRow,
} from '@fachwerk/server/db';
import { PasswordHasher } from '../modules/auth';
import { sanitiseHtml } from '../common/html-sanitiser';
import { plainTextOf } from '../common/plain-text';

/** The second seeded client (approved), owner of some demo jobs. */
export const SECOND_CLIENT = {
  email: 'nordbau@fachwerk.test',
  firstName: 'Frauke',
  lastName: 'Jansen',
  companyName: 'Nordbau Projekt GmbH',
} as const;

interface SeedJob {
  owner: 'demo' | 'second';
  title: string;
  type: JobType;
  service: string;
  skills: string[];
  languages: [string, JobLanguageLevel][];
  tools?: string[];
  /** days from today */
  startIn: number;
  durationDays?: number;
  hours: number;
  workersNeeded: number;
  /** euros (per hour per employee for resource jobs) */
  budget: [number, number];
  accommodation: boolean;
  address: string;
  postcode: string;
  city: string;
  state: FederalState;
  lat: number;
  lng: number;
  experience: ExperienceLevel;
  certificates?: string[];
  description: string;
  draft?: boolean;
}

/**
 * The seeded resource job (Arbeitnehmerüberlassung) already under way: the awards seed lends two of the
 * demo supplier's workers to it, the work-logs seed gives it a week of approved hours to invoice.
 */
export const STAFFING_JOB_TITLE = 'Elektro- und Trockenbaumontage für Büroumbau in Köln-Ehrenfeld';

/** Demo jobs: both types, many trades and federal states; two drafts. Titles are their stable keys. */
export const SEED_JOBS: SeedJob[] = [
  {
    owner: 'demo',
    title: 'Elektriker für Bürogebäude in Köln-Deutz gesucht',
    type: 'resource',
    service: 'electrical',
    skills: ['electrician', 'heights'],
    languages: [['de', 'B2']],
    tools: ['installation-tester', 'multimeter'],
    startIn: 14,
    durationDays: 60,
    hours: 40,
    workersNeeded: 2,
    budget: [42, 52],
    accommodation: false,
    address: 'Deutz-Mülheimer Straße 30, 50679 Köln',
    postcode: '50679',
    city: 'Köln',
    state: 'Nordrhein-Westfalen',
    lat: 50.9413,
    lng: 6.9741,
    experience: 'Medium',
    certificates: ['Elektrofachkraft nach DGUV Vorschrift 3'],
    description:
      '<p>Für den Innenausbau eines fünfgeschossigen Bürogebäudes suchen wir <strong>zwei Elektrikerinnen oder Elektriker</strong>.</p><ul><li>Verlegen von Kabeltrassen und Leitungen</li><li>Montage von Unterverteilungen</li><li>Prüfung nach VDE 0100-600</li></ul>',
  },
  {
    owner: 'demo',
    title: 'Schweißarbeiten an Stahltreppen – Festpreis',
    type: 'fixedBudget',
    service: 'welding',
    skills: ['welding-cert'],
    languages: [['de', 'A2']],
    startIn: 21,
    durationDays: 10,
    hours: 40,
    workersNeeded: 1,
    budget: [8500, 11000],
    accommodation: false,
    address: 'Hafenstraße 12, 44147 Dortmund',
    postcode: '44147',
    city: 'Dortmund',
    state: 'Nordrhein-Westfalen',
    lat: 51.5246,
    lng: 7.4465,
    experience: 'Expert',
    certificates: ['Schweißerprüfung DIN EN ISO 9606-1 (135)'],
    description:
      '<p>Fertigung und Montage von zwei Stahltreppen (Wangentreppen, feuerverzinkt) im Bestand. Schweißarbeiten vor Ort, Zeichnungen liegen vor.</p>',
  },
  {
    owner: 'demo',
    title: 'Trockenbauer für Hotelumbau in Düsseldorf',
    type: 'resource',
    service: 'drywall',
    skills: ['blueprints', 'fire-protection'],
    languages: [
      ['de', 'B1'],
      ['pl', 'none'],
    ],
    startIn: 30,
    durationDays: 90,
    hours: 45,
    workersNeeded: 4,
    budget: [36, 44],
    accommodation: true,
    address: 'Königsallee 60, 40212 Düsseldorf',
    postcode: '40212',
    city: 'Düsseldorf',
    state: 'Nordrhein-Westfalen',
    lat: 51.2203,
    lng: 6.7792,
    experience: 'Medium',
    description:
      '<p>Umbau von 120 Hotelzimmern: Ständerwände, abgehängte Decken, Brandschutzbekleidungen (F90). Unterkunft wird gestellt.</p>',
  },
  {
    owner: 'demo',
    title: 'Photovoltaik-Montage auf Gewerbehalle',
    type: 'fixedBudget',
    service: 'electrical',
    skills: ['photovoltaic', 'heights', 'electrician'],
    languages: [['de', 'B1']],
    tools: ['crimping-tool'],
    startIn: 45,
    durationDays: 14,
    hours: 40,
    workersNeeded: 1,
    budget: [18000, 24000],
    accommodation: false,
    address: 'Industriepark 4, 30179 Hannover',
    postcode: '30179',
    city: 'Hannover',
    state: 'Niedersachsen',
    lat: 52.4115,
    lng: 9.7642,
    experience: 'Expert',
    description:
      '<p>Montage einer 250-kWp-Anlage auf einem Trapezblechdach inklusive DC-Verkabelung und Anschluss an den Wechselrichter.</p>',
  },
  {
    owner: 'demo',
    title: 'Lagerhelfer mit Staplerschein für Weihnachtsgeschäft',
    type: 'resource',
    service: 'logistics',
    skills: ['forklift'],
    languages: [
      ['de', 'A2'],
      ['ro', 'none'],
    ],
    startIn: 10,
    durationDays: 45,
    hours: 38,
    workersNeeded: 6,
    budget: [17, 21],
    accommodation: false,
    address: 'Logistikallee 8, 04435 Schkeuditz',
    postcode: '04435',
    city: 'Schkeuditz',
    state: 'Sachsen',
    lat: 51.3956,
    lng: 12.2217,
    experience: 'Fresher',
    description:
      '<p>Kommissionierung und Verladung im Zwei-Schicht-Betrieb. Staplerschein erforderlich, Einweisung vor Ort.</p>',
  },
  {
    owner: 'demo',
    title: 'Gerüstbau für Fassadensanierung (Entwurf)',
    type: 'fixedBudget',
    service: 'scaffolding',
    skills: ['scaffold-inspection', 'heights'],
    languages: [['de', 'B1']],
    startIn: 60,
    hours: 40,
    workersNeeded: 1,
    budget: [12000, 15000],
    accommodation: false,
    address: 'Ehrenfeldgürtel 100, 50823 Köln',
    postcode: '50823',
    city: 'Köln',
    state: 'Nordrhein-Westfalen',
    lat: 50.9491,
    lng: 6.9213,
    experience: 'Medium',
    description: '<p>Auf- und Abbau eines Fassadengerüsts (ca. 1.800 m²) für ein Mehrfamilienhaus.</p>',
    draft: true,
  },
  {
    owner: 'second',
    title: 'Heizungsmonteure für Wärmepumpen-Projekt in Hamburg',
    type: 'resource',
    service: 'hvac',
    skills: ['heat-pump', 'refrigerant'],
    languages: [
      ['de', 'B2'],
      ['en', 'B1'],
    ],
    startIn: 18,
    durationDays: 120,
    hours: 40,
    workersNeeded: 3,
    budget: [45, 55],
    accommodation: true,
    address: 'Überseeallee 10, 20457 Hamburg',
    postcode: '20457',
    city: 'Hamburg',
    state: 'Hamburg',
    lat: 53.5413,
    lng: 10.0019,
    experience: 'Expert',
    certificates: ['Kältemittel-Sachkunde Kategorie I'],
    description:
      '<p>Installation von Luft-Wasser-Wärmepumpen in 40 Reihenhäusern, inklusive Hydraulik und Inbetriebnahme.</p>',
  },
  {
    owner: 'second',
    title: 'Fliesenleger für Badsanierungen in Bremen',
    type: 'resource',
    service: 'tiling',
    skills: ['blueprints'],
    languages: [
      ['de', 'A2'],
      ['tr', 'none'],
    ],
    startIn: 25,
    durationDays: 40,
    hours: 40,
    workersNeeded: 2,
    budget: [32, 40],
    accommodation: false,
    address: 'Am Wall 150, 28195 Bremen',
    postcode: '28195',
    city: 'Bremen',
    state: 'Bremen',
    lat: 53.0758,
    lng: 8.8072,
    experience: 'Medium',
    description:
      '<p>Sanierung von 24 Bädern in einem Wohnblock: Abdichtung, Großformatfliesen, bodengleiche Duschen.</p>',
  },
  {
    owner: 'second',
    title: 'Dachdeckerarbeiten an Reetdach – Festpreis',
    type: 'fixedBudget',
    service: 'roofing',
    skills: ['heights'],
    languages: [['de', 'B1']],
    startIn: 35,
    durationDays: 20,
    hours: 40,
    workersNeeded: 1,
    budget: [28000, 34000],
    accommodation: true,
    address: 'Dorfstraße 3, 25980 Sylt',
    postcode: '25980',
    city: 'Sylt',
    state: 'Schleswig-Holstein',
    lat: 54.9079,
    lng: 8.3102,
    experience: 'Expert',
    description:
      '<p>Neueindeckung eines Reetdachs (ca. 220 m²) inklusive First in Heidekraut. Unterkunft auf der Insel wird gestellt.</p>',
  },
  {
    owner: 'second',
    title: 'Maler und Lackierer für Schulneubau in Berlin',
    type: 'resource',
    service: 'painting',
    skills: ['site-lead'],
    languages: [['de', 'B1']],
    startIn: 28,
    durationDays: 30,
    hours: 40,
    workersNeeded: 5,
    budget: [28, 34],
    accommodation: false,
    address: 'Karl-Marx-Allee 90, 10243 Berlin',
    postcode: '10243',
    city: 'Berlin',
    state: 'Berlin',
    lat: 52.5176,
    lng: 13.4335,
    experience: 'Fresher',
    description:
      '<p>Beschichtung von Wänden und Decken, Lackierarbeiten an Türzargen. Ein Vorarbeiter mit Erfahrung ist erwünscht.</p>',
  },
  {
    owner: 'second',
    title: 'Elektroinstallation in Münchner Altbau',
    type: 'fixedBudget',
    service: 'electrical',
    skills: ['electrician'],
    languages: [['de', 'C1']],
    startIn: 50,
    durationDays: 25,
    hours: 40,
    workersNeeded: 1,
    budget: [22000, 26000],
    accommodation: false,
    address: 'Leopoldstraße 50, 80802 München',
    postcode: '80802',
    city: 'München',
    state: 'Bayern',
    lat: 48.1607,
    lng: 11.5866,
    experience: 'Medium',
    description:
      '<p>Komplette Neuinstallation in sechs Altbauwohnungen inklusive Zählerschrank und Smart-Home-Vorbereitung.</p>',
  },
  {
    owner: 'second',
    title: 'Garten- und Landschaftsbau für Wohnquartier (Entwurf)',
    type: 'resource',
    service: 'landscaping',
    skills: ['driving-c'],
    languages: [['de', 'A2']],
    startIn: 70,
    hours: 40,
    workersNeeded: 3,
    budget: [22, 27],
    accommodation: false,
    address: 'Neckarufer 2, 68159 Mannheim',
    postcode: '68159',
    city: 'Mannheim',
    state: 'Baden-Württemberg',
    lat: 49.4875,
    lng: 8.466,
    experience: 'Fresher',
    description:
      '<p>Anlage von Grünflächen, Pflasterarbeiten und Pflanzungen für ein neues Wohnquartier.</p>',
    draft: true,
  },
  // Last, so it is the newest seeded job (journeys that take the oldest open one never meet it); it
  // started three weeks before the first run.
  {
    owner: 'demo',
    title: STAFFING_JOB_TITLE,
    type: 'resource',
    service: 'electrical',
    skills: ['electrician'],
    languages: [['de', 'B1']],
    tools: ['installation-tester'],
    startIn: -21,
    durationDays: 90,
    hours: 40,
    workersNeeded: 2,
    budget: [44, 50],
    accommodation: false,
    address: 'Venloer Straße 241, 50823 Köln',
    postcode: '50823',
    city: 'Köln',
    state: 'Nordrhein-Westfalen',
    lat: 50.9492,
    lng: 6.9197,
    experience: 'Medium',
    description:
      '<p>Umbau von zwei Büroetagen im laufenden Betrieb: neue Ständerwände, Elektroinstallation in den Wänden und Bodentanks. Wir suchen <strong>eine Elektrofachkraft und einen Trockenbauer</strong> in Arbeitnehmerüberlassung.</p>',
  },
];

const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Plain text of seeded (trusted) HTML. */
async function idsByKey(db: Db, name: keyof typeof CATALOGUES, keys: string[]): Promise<Map<string, string>> {
  const table = CATALOGUES[name];
  const rows = keys.length
    ? await db.select({ id: table.id, key: table.key }).from(table).where(inArray(table.key, keys))
    : [];
  return new Map(rows.map((row) => [row.key, row.id]));
}

/**
 * Demo jobs of the demo client and a second client (created here, approved). Idempotent: a job is
 * only inserted when its owner has no job of that title; start dates are relative to the first run.
 */
export async function seedJobs(db: Db): Promise<number> {
  const passwordHash = await new PasswordHasher().hash(DEMO_PASSWORD);
  const second = await new UsersRepository(db).ensure({
    userType: 'client',
    ...SECOND_CLIENT,
    passwordHash,
    approvalStatus: 'approved',
    accountStatus: 'active',
    language: 'de',
    emailVerifiedAt: new Date(),
    profilePercentage: 60,
  });
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.client));
  if (!demo) return 0;
  const owners = { demo: demo.id, second: second.id };
  const services = await idsByKey(db, 'services', [...new Set(SEED_JOBS.map((j) => j.service))]);
  const skills = await idsByKey(db, 'skills', [...new Set(SEED_JOBS.flatMap((j) => j.skills))]);
  const languages = await idsByKey(db, 'languages', [
    ...new Set(SEED_JOBS.flatMap((j) => j.languages.map(([key]) => key))),
  ]);
  const toolKeys = [...new Set(SEED_JOBS.flatMap((j) => j.tools ?? []))];
  const toolRows = toolKeys.length
    ? await db
        .select({ id: tools.id, key: tools.key, serviceId: tools.serviceId })
        .from(tools)
        .where(inArray(tools.key, toolKeys))
    : [];

  let inserted = 0;
  for (const seed of SEED_JOBS) {
    const clientId = owners[seed.owner];
    const serviceId = services.get(seed.service);
    if (!serviceId) continue;
    const [existing] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.clientId, clientId), eq(jobs.title, seed.title)))
      .limit(1);
    if (existing) continue;
    const jobLanguages = seed.languages
      .map(([key, level]) => ({ language: languages.get(key), level }))
      .filter((l): l is { language: string; level: JobLanguageLevel } => Boolean(l.language));
    const descriptionHtml = sanitiseHtml(seed.description);
    const values: NewJobRow = {
      clientId,
      type: seed.type,
      status: seed.draft ? 'draft' : 'open',
      title: seed.title,
      serviceId,
      startDate: isoInDays(seed.startIn),
      endDate: seed.durationDays ? isoInDays(seed.startIn + seed.durationDays) : null,
      hours: seed.hours,
      workersNeeded: seed.type === 'fixedBudget' ? 1 : seed.workersNeeded,
      skills: seed.skills.map((key) => skills.get(key)).filter((id): id is string => Boolean(id)),
      languages: jobLanguages,
      languageIds: jobLanguages.map((l) => l.language),
      accommodation: seed.accommodation,
      budgetMinCents: seed.budget[0] * 100,
      budgetMaxCents: seed.budget[1] * 100,
      address: seed.address,
      postcode: seed.postcode,
      city: seed.city,
      federalState: seed.state,
      lat: seed.lat,
      lng: seed.lng,
      descriptionHtml,
      descriptionText: plainTextOf(descriptionHtml),
      experience: seed.experience,
      tools: toolRows
        .filter((t) => t.serviceId === serviceId && (seed.tools ?? []).includes(t.key))
        .map((t) => t.id),
      certificates: seed.certificates ?? [],
      publishedAt: seed.draft ? null : new Date(),
    };
    await db.insert(jobs).values(values);
    inserted += 1;
  }
  return inserted;
}

import { eq, inArray } from 'drizzle-orm';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, filePathOf } from '@fachwerk/shared/contracts';
import { DEMO_ADMIN_TOTP_SECRET } from '@fachwerk/shared/contracts/two-factor';
import {
  CATALOGUES,
  cmsPages,
  createDb,
  faqs,
  homeSlides,
  logos,
  notifications,
  services,
  testimonials,
  tools,
  UploadsRepository,
  users,
  UsersRepository,
  type CatalogueName,
  type Db,
} from '@fachwerk/server/db';
import { PasswordHasher } from '../modules/auth';
import { seedAccounts } from './accounts-seed';
import { seedAwards } from './awards-seed';
import { seedChat } from './chat-seed';
import { seedContracts } from './contracts-seed';
import { seedPermits } from './permits-seed';
import { seedWorkLogs } from './work-logs-seed';
import { seedMeetings } from './meetings-seed';
import { seedInvoices } from './invoices-seed';
import { seedTwoFactor } from './two-factor-seed';
import { DEMO_WORKERS, seedWorkers } from './workers-seed';
import { SEED_JOBS, seedJobs } from './jobs-seed';
import { FileStorage } from '../modules/uploads';
import { logoSvg } from './logo-svg';
import { portraitPng, type Rgb } from './png';
import {
  CMS_PAGES,
  DEMO_USERS,
  FAQS,
  HOME_SLIDES,
  LANGUAGE_CATALOGUE,
  LOGOS,
  SERVICE_TOOLS,
  SERVICES,
  SHIFTS,
  SKILLS,
  TESTIMONIALS,
  type SeedCatalogue,
} from './seed-data';

const CATALOGUE_DATA: Record<CatalogueName, SeedCatalogue> = {
  services: SERVICES,
  languages: LANGUAGE_CATALOGUE,
  shifts: SHIFTS,
  skills: SKILLS,
};

async function seedUsers(db: Db): Promise<void> {
  const users = new UsersRepository(db);
  const passwordHash = await new PasswordHasher().hash(DEMO_PASSWORD);
  for (const account of DEMO_USERS) {
    const user = await users.ensure({
      ...account,
      passwordHash,
      approvalStatus: 'approved',
      accountStatus: 'active',
      language: 'de',
      profilePercentage: account.userType === 'admin' ? 100 : 60,
    });
    if (account.userType === 'admin') continue;
    const existing = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .limit(1);
    if (existing.length === 0) {
      await db.insert(notifications).values({
        userId: user.id,
        type: 'welcome',
        title: 'Willkommen bei Fachwerk',
        body: 'Vervollständigen Sie Ihr Profil, damit Ihr Unternehmen gefunden wird.',
        link: '/profile',
      });
    }
  }
}

async function seedCatalogues(db: Db): Promise<void> {
  for (const [name, rows] of Object.entries(CATALOGUE_DATA) as [CatalogueName, SeedCatalogue][]) {
    const values = rows.map(([key, nameDe, nameEn], index) => ({
      key,
      nameDe,
      nameEn,
      sortOrder: index + 1,
    }));
    await db.insert(CATALOGUES[name]).values(values).onConflictDoNothing({ target: CATALOGUES[name].key });
  }
  const serviceRows = await db
    .select({ id: services.id, key: services.key })
    .from(services)
    .where(inArray(services.key, Object.keys(SERVICE_TOOLS)));
  for (const service of serviceRows) {
    const values = (SERVICE_TOOLS[service.key] ?? []).map(([key, nameDe, nameEn], index) => ({
      serviceId: service.id,
      key,
      nameDe,
      nameEn,
      sortOrder: index + 1,
    }));
    if (values.length)
      await db
        .insert(tools)
        .values(values)
        .onConflictDoNothing({ target: [tools.serviceId, tools.key] });
  }
}

/** Keys of the rows of a content table that exist already (so their images are not generated again). */
async function existingKeys(db: Db, table: typeof logos | typeof testimonials): Promise<Set<string>> {
  return new Set((await db.select({ key: table.key }).from(table)).map((r) => r.key));
}

async function seedContent(db: Db, storageDir: string): Promise<void> {
  const storage = new FileStorage({ storageDir });
  const uploads = new UploadsRepository(db);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin))
    .limit(1);
  /** A generated image stored like an admin's public upload; returns its path. */
  const publicImage = async (content: Buffer, name: string, type: { ext: string; mime: string } = { ext: 'png', mime: 'image/png' }) => {
    const storageKey = await storage.put(content, type.ext);
    const row = await uploads.insert({
      ownerId: admin?.id ?? null,
      slot: 'images',
      mime: type.mime,
      size: content.length,
      originalName: name,
      storageKey,
      visibility: 'public',
    });
    return filePathOf(row.id);
  };

  for (const page of CMS_PAGES) {
    await db.insert(cmsPages).values(page).onConflictDoNothing({ target: cmsPages.slug });
  }
  await db
    .insert(faqs)
    .values(FAQS.map((faq, index) => ({ ...faq, sortOrder: index + 1 })))
    .onConflictDoNothing({ target: faqs.key });
  await db
    .insert(homeSlides)
    .values(HOME_SLIDES.map((slide, index) => ({ ...slide, sortOrder: index + 1 })))
    .onConflictDoNothing({ target: homeSlides.key });

  const haveTestimonials = await existingKeys(db, testimonials);
  for (const [index, { colour, ...t }] of TESTIMONIALS.entries()) {
    if (haveTestimonials.has(t.key)) continue;
    const photo = await publicImage(portraitPng(colour as Rgb), `${t.key}.png`);
    await db
      .insert(testimonials)
      .values({ ...t, photo, sortOrder: index + 1 })
      .onConflictDoNothing({ target: testimonials.key });
  }
  const haveLogos = await existingKeys(db, logos);
  for (const [index, { colour, emblem, ...logo }] of LOGOS.entries()) {
    if (haveLogos.has(logo.key)) continue;
    const image = await publicImage(logoSvg(logo.name, colour, emblem), `${logo.key}.svg`, { ext: 'svg', mime: 'image/svg+xml' });
    await db
      .insert(logos)
      .values({ ...logo, image, sortOrder: index + 1 })
      .onConflictDoNothing({ target: logos.key });
  }
}

/**
 * Creates what is missing and leaves existing rows (and admin edits) alone, so it can run at every
 * start. Logos are generated SVGs and portraits generated PNGs written to `storageDir` (no network).
 */
export async function seedDemoData(
  databaseUrl: string,
  storageDir = '.data/files',
  options: { totpEncryptionKey: string },
): Promise<string> {
  const handle = createDb(databaseUrl, { max: 2 });
  try {
    const { db } = handle;
    await seedUsers(db);
    await seedCatalogues(db);
    await seedContent(db, storageDir);
    // Accounts last: the demo supplier's profile refers to catalogue entries.
    await seedAccounts(db);
    await seedTwoFactor(db, options.totpEncryptionKey);
    // Jobs after the accounts: they belong to the demo client and a second client.
    await seedJobs(db);
    await seedWorkers(db);
    // The demo supplier's AÜG permit before the awards: resource work needs it, the contracts declare it.
    const permitsSummary = await seedPermits(db, storageDir);
    // Awards last: they use the seeded jobs and the demo supplier's team.
    const awardsSummary = await seedAwards(db);
    // Chat after the awards: it is about the demo supplier's pending application.
    const chatSummary = await seedChat(db);
    // Meetings after the awards: about the demo supplier's pending application.
    const meetingsSummary = await seedMeetings(db);
    // Work logs after the awards: a week of approved hours on the demo job in progress.
    const workLogsSummary = await seedWorkLogs(db);
    // Contracts after the awards: accepted by both before the work started.
    const contractsSummary = await seedContracts(db);
    // Invoices last: an issued invoice for the work in progress (from its hours once those are seeded).
    const invoicesSummary = await seedInvoices(db, storageDir);
    const toolCount = Object.values(SERVICE_TOOLS).flat().length;
    return (
      `${DEMO_USERS.length} accounts (password ${DEMO_PASSWORD}; the admin's TOTP key ${DEMO_ADMIN_TOTP_SECRET}), ${CMS_PAGES.length} CMS pages, ` +
      `${Object.values(CATALOGUE_DATA).flat().length} catalogue entries and ${toolCount} tools, ${FAQS.length} FAQs, ` +
      `${HOME_SLIDES.length} home slides, ${TESTIMONIALS.length} testimonials, ${LOGOS.length} logos, ${SEED_JOBS.length} jobs, ` +
      `${DEMO_WORKERS.length} workers of the demo supplier; ${permitsSummary}; ${awardsSummary}; ${contractsSummary}; chat: ${chatSummary}; ${meetingsSummary}; ${workLogsSummary}; ${invoicesSummary}`
    );
  } finally {
    await handle.close();
  }
}

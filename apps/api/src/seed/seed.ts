import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '@fachwerk/shared/contracts';
import {
  CATALOGUES,
  cmsPages,
  createDb,
  notifications,
  UsersRepository,
  type CatalogueName,
  type Db,
} from '@fachwerk/server/db';
import { PasswordHasher } from '../modules/auth/password-hasher';
import { seedAccounts } from './accounts-seed';
import { CMS_PAGES, DEMO_USERS, LANGUAGE_CATALOGUE, SERVICES, SHIFTS, SKILLS, type SeedCatalogue } from './seed-data';

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
    const existing = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, user.id)).limit(1);
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

/** Creates what is missing and leaves existing rows (and admin edits) alone, so it can run at every start. */
export async function seedDemoData(databaseUrl: string): Promise<string> {
  const handle = createDb(databaseUrl, { max: 2 });
  try {
    const { db } = handle;
    await seedUsers(db);
    for (const page of CMS_PAGES) {
      await db.insert(cmsPages).values(page).onConflictDoNothing({ target: cmsPages.slug });
    }
    for (const [name, rows] of Object.entries(CATALOGUE_DATA) as [CatalogueName, SeedCatalogue][]) {
      const values = rows.map(([key, nameDe, nameEn], index) => ({ key, nameDe, nameEn, sortOrder: index + 1 }));
      await db.insert(CATALOGUES[name]).values(values).onConflictDoNothing({ target: CATALOGUES[name].key });
    }
    await seedAccounts(db);
    return `${DEMO_USERS.length} accounts (password ${DEMO_PASSWORD}), ${CMS_PAGES.length} CMS pages, ${Object.values(CATALOGUE_DATA).flat().length} catalogue entries`;
  } finally {
    await handle.close();
  }
}

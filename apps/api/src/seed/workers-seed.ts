import { and, eq, inArray } from 'drizzle-orm';
import { DEMO_ACCOUNTS, type WorkerJobType, type WorkerProficiency } from '@fachwerk/shared/contracts';
import {
  languages,
  services,
  shifts,
  users,
  workers,
  type Db,
  type WorkerProfileFields,
} from '@fachwerk/server/db';

interface SeedWorker {
  fullName: string;
  email: string;
  services: string[];
  languages: string[];
  shift: string;
  jobType: WorkerJobType;
  proficiency: WorkerProficiency;
  availability: 'free' | 'busy';
  profile: Omit<WorkerProfileFields, 'shift'>;
}

/** The demo supplier's team: six workers whose trades match the seeded services. */
export const DEMO_WORKERS: SeedWorker[] = [
  {
    fullName: 'Jonas Becker',
    email: 'jonas.becker@beispiel.de',
    services: ['electrical'],
    languages: ['de', 'en'],
    shift: 'early',
    jobType: 'fullTime',
    proficiency: 'expert',
    availability: 'free',
    profile: {
      phoneNumber: '1701234567',
      nationality: 'deutsch',
      position: 'Elektroniker für Energie- und Gebäudetechnik',
      workingHrs: 8,
      highestQualification: 'Meister',
      previousWorkExperience: [
        { workTitle: 'Elektroinstallation Bürogebäude', workRole: 'Bauleiter Elektro' },
      ],
      serviceAreaLocationPrefernces: [
        {
          serviceArea: 'Köln und Umgebung',
          city: 'Köln',
          state: 'Nordrhein-Westfalen',
          country: 'Deutschland',
          lat: 50.9375,
          long: 6.9603,
        },
      ],
    },
  },
  {
    fullName: 'Katarzyna Nowak',
    email: 'k.nowak@beispiel.de',
    services: ['plumbing-heating', 'hvac'],
    languages: ['pl', 'de'],
    shift: 'early',
    jobType: 'fullTime',
    proficiency: 'medium',
    availability: 'free',
    profile: {
      phoneNumber: '1719876543',
      nationality: 'polnisch',
      position: 'Anlagenmechanikerin SHK',
      workingHrs: 8,
      highestQualification: 'Gesellin',
      previousWorkExperience: [{ workTitle: 'Heizungstausch Mehrfamilienhaus', workRole: 'Monteurin' }],
    },
  },
  {
    fullName: 'Mehmet Yılmaz',
    email: 'mehmet.yilmaz@beispiel.de',
    services: ['welding', 'metalwork'],
    languages: ['tr', 'de'],
    shift: 'late',
    jobType: 'contract',
    proficiency: 'expert',
    availability: 'busy',
    profile: {
      phoneNumber: '1605554433',
      nationality: 'türkisch',
      position: 'Schweißer (MAG/WIG)',
      workingHrs: 10,
      license: 'Schweißerprüfung ISO 9606-1',
      serviceAreaLocationPrefernces: [
        {
          serviceArea: 'Ruhrgebiet',
          city: 'Dortmund',
          state: 'Nordrhein-Westfalen',
          country: 'Deutschland',
          lat: 51.5136,
          long: 7.4653,
        },
      ],
    },
  },
  {
    fullName: 'Andrei Popescu',
    email: 'andrei.popescu@beispiel.de',
    services: ['drywall', 'painting'],
    languages: ['ro', 'de'],
    shift: 'early',
    jobType: 'hourly',
    proficiency: 'medium',
    availability: 'free',
    profile: { phoneNumber: '1523344556', nationality: 'rumänisch', position: 'Trockenbauer', workingHrs: 8 },
  },
  {
    fullName: 'Sabine Hoffmann',
    email: 'sabine.hoffmann@beispiel.de',
    services: ['logistics'],
    languages: ['de'],
    shift: 'night',
    jobType: 'halfTime',
    proficiency: 'fresher',
    availability: 'free',
    profile: {
      phoneNumber: '1778899001',
      nationality: 'deutsch',
      position: 'Fachkraft für Lagerlogistik',
      workingHrs: 4,
      license: 'Staplerschein',
    },
  },
  {
    fullName: 'Oleksandr Kovalenko',
    email: 'o.kovalenko@beispiel.de',
    services: ['scaffolding', 'roofing'],
    languages: ['uk', 'de'],
    shift: 'early',
    jobType: 'fullTime',
    proficiency: 'medium',
    availability: 'free',
    profile: { phoneNumber: '1632233445', nationality: 'ukrainisch', position: 'Gerüstbauer', workingHrs: 8 },
  },
];

/** Adds the demo workers the demo supplier does not have yet (by name), so it can run at every start. */
export async function seedWorkers(db: Db): Promise<number> {
  const [supplier] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.supplier))
    .limit(1);
  if (!supplier) return 0;
  const existing = await db
    .select({ fullName: workers.fullName })
    .from(workers)
    .where(
      and(
        eq(workers.supplierId, supplier.id),
        inArray(
          workers.fullName,
          DEMO_WORKERS.map((w) => w.fullName),
        ),
      ),
    );
  const have = new Set(existing.map((w) => w.fullName));
  const ids = async (table: typeof services | typeof languages | typeof shifts) =>
    new Map((await db.select({ id: table.id, key: table.key }).from(table)).map((row) => [row.key, row.id]));
  const [serviceIds, languageIds, shiftIds] = await Promise.all([ids(services), ids(languages), ids(shifts)]);
  const pick = (map: Map<string, string>, keys: string[]) =>
    keys.map((k) => map.get(k)).filter((id): id is string => Boolean(id));
  const missing = DEMO_WORKERS.filter((w) => !have.has(w.fullName));
  if (missing.length === 0) return 0;
  await db.insert(workers).values(
    missing.map((w) => ({
      supplierId: supplier.id,
      fullName: w.fullName,
      email: w.email,
      jobType: w.jobType,
      proficiency: w.proficiency,
      availability: w.availability,
      serviceType: pick(serviceIds, w.services),
      languageSpoken: pick(languageIds, w.languages),
      profile: {
        dialCode: '+49',
        termAndCondition: 1 as const,
        isAddFavorite: 0 as const,
        ...w.profile,
        ...(shiftIds.get(w.shift) ? { shift: shiftIds.get(w.shift) } : {}),
      },
    })),
  );
  return missing.length;
}

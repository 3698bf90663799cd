import { eq, inArray } from 'drizzle-orm';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type FederalState, type RegistrableUserType } from '@fachwerk/shared/contracts';
import { CATALOGUES, users, UsersRepository, type AccountProfileFields, type Db, type NewUserRow } from '@fachwerk/server/db';
import { PasswordHasher, profilePercentage } from '../modules/auth';

async function idsByKey(db: Db, name: keyof typeof CATALOGUES, keys: string[]): Promise<string[]> {
  const table = CATALOGUES[name];
  const rows = await db.select({ id: table.id, key: table.key }).from(table).where(inArray(table.key, keys));
  return keys.map((key) => rows.find((row) => row.key === key)?.id).filter((id): id is string => Boolean(id));
}

interface SeedAccount {
  userType: RegistrableUserType;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  /** clients: the demo client is a finishing-trade business (not under the § 1b AÜG construction ban) */
  industry?: NewUserRow['industry'];
  approvalStatus: 'approved' | 'pending';
  profile: AccountProfileFields;
}

async function accounts(db: Db): Promise<SeedAccount[]> {
  const [electrical, drywall, welding] = await idsByKey(db, 'services', ['electrical', 'drywall', 'welding']);
  const skills = await idsByKey(db, 'skills', ['electrician', 'heights', 'scc']);
  const [german, polish, english] = await idsByKey(db, 'languages', ['de', 'pl', 'en']);
  const clientProfile = (vat: string, street: string, phone: string): AccountProfileFields => ({
    vat,
    contactPerson: [{ name: 'Einkauf', position: 'Projekteinkauf', dialCode: '+49', phoneNumber: phone, email: 'einkauf@fachwerk.test' }],
    dialCode: '+49',
    phoneNumber: phone,
    address: street,
    termAndCondition: true,
  });
  const supplierProfile = (company: string, phone: string, iban: string): AccountProfileFields => ({
    vat: 'DE298765431',
    contactPerson: [{ name: 'Disposition', position: 'Einsatzplanung', dialCode: '+49', phoneNumber: phone }],
    companyRegistrationNumber: 'HRB 98765',
    companyDialCode: '+49',
    companyPhoneNumber: phone,
    companyEmail: `info@${company}.fachwerk.test`,
    companyAddress: 'Industriestraße 7, 44147 Dortmund',
    dialCode: '+49',
    phoneNumber: phone,
    address: 'Industriestraße 7, 44147 Dortmund',
    serviceType: [electrical, drywall].filter(Boolean) as string[],
    specialSkillsOrExp: skills,
    languageProficiency: [
      { language: german!, level: 'C2' as const },
      { language: polish!, level: 'B2' as const },
      { language: english!, level: 'B1' as const },
    ].filter((entry) => entry.language),
    userDeclaration: true,
    license: 'Gewerbeanmeldung Dortmund 2019',
    dailyHours: 8,
    weeklyHours: 40,
    categoryAvailability: [
      { category: electrical!, numberOfResource: 6, areaRegion: ['Nordrhein-Westfalen', 'Niedersachsen'] as FederalState[] },
      { category: welding ?? electrical!, numberOfResource: 3, areaRegion: ['Nordrhein-Westfalen'] as FederalState[] },
    ].filter((entry) => entry.category),
    toolsAndEquipment: [],
    previousWorkExperience: [{ workTitle: 'Elektroinstallation Logistikzentrum', workRole: 'Generalunternehmer', jobPeriod: '2024–2025' }],
    reference: [{ name: 'Hoffmann Bau GmbH', number: '0231 555 0100' }],
    hourlyRate: 4850,
    additionalComment: 'Eigene Fahrzeuge und Messgeräte vorhanden.',
    termAndCondition: true,
    accountNo: iban,
    accountName: 'Krüger Montage & Service GmbH',
    branchName: 'Sparkasse Dortmund',
    minPeriod: 5,
  });
  return [
    { userType: 'client', email: DEMO_ACCOUNTS.client, firstName: 'Markus', lastName: 'Hoffmann', companyName: 'Hoffmann Bau GmbH', industry: 'constructionFinishing', approvalStatus: 'approved', profile: clientProfile('DE123456788', 'Bahnhofstraße 21, 50667 Köln', '221 555 0100') },
    { userType: 'supplier', email: DEMO_ACCOUNTS.supplier, firstName: 'Sabine', lastName: 'Krüger', companyName: 'Krüger Montage & Service GmbH', approvalStatus: 'approved', profile: supplierProfile('krueger', '231 555 0200', 'DE89370400440532013000') },
    { userType: 'client', email: 'pending-client-1@fachwerk.test', firstName: 'Jonas', lastName: 'Becker', companyName: 'Becker Immobilien KG', approvalStatus: 'pending', profile: clientProfile('DE234567891', 'Marktplatz 3, 04109 Leipzig', '341 555 0300') },
    { userType: 'client', email: 'pending-client-2@fachwerk.test', firstName: 'Elif', lastName: 'Yilmaz', companyName: 'Yilmaz Gebäudetechnik GmbH', approvalStatus: 'pending', profile: clientProfile('DE345678912', 'Königstraße 40, 70173 Stuttgart', '711 555 0400') },
    { userType: 'supplier', email: 'pending-supplier-1@fachwerk.test', firstName: 'Piotr', lastName: 'Nowak', companyName: 'Nowak Trockenbau GmbH', approvalStatus: 'pending', profile: supplierProfile('nowak', '40 555 0500', 'DE02120300000000202051') },
    { userType: 'supplier', email: 'pending-supplier-2@fachwerk.test', firstName: 'Lena', lastName: 'Schmitt', companyName: 'Schmitt Schweißtechnik', approvalStatus: 'pending', profile: supplierProfile('schmitt', '89 555 0600', 'DE02500105170137075030') },
  ];
}

/**
 * Demo accounts with complete, realistic profiles (approved, e-mail verified) plus two pending
 * accounts per type for the admin lists. Runs after the catalogues are seeded; existing profiles that
 * were edited are left alone (only empty profiles are filled).
 */
export async function seedAccounts(db: Db): Promise<void> {
  const repository = new UsersRepository(db);
  const passwordHash = await new PasswordHasher().hash(DEMO_PASSWORD);
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, DEMO_ACCOUNTS.admin));
  for (const account of await accounts(db)) {
    const values: NewUserRow = { ...account, passwordHash, accountStatus: 'active', language: 'de', emailVerifiedAt: new Date() };
    const user = await repository.ensure(values);
    if (Object.keys(user.profile).length > 0) continue;
    const percentage = profilePercentage({ ...user, profile: account.profile, documents: user.documents, companyName: account.companyName });
    await db
      .update(users)
      .set({ profile: account.profile, profilePercentage: percentage, emailVerifiedAt: user.emailVerifiedAt ?? new Date(), approvalStatus: account.approvalStatus === 'approved' ? 'approved' : user.approvalStatus })
      .where(eq(users.id, user.id));
  }
}

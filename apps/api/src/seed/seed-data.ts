import { DEMO_ACCOUNTS, type UserType } from '@fachwerk/shared/contracts';
import type { CmsFixedKey } from '@fachwerk/server/db';

export interface DemoAccount {
  userType: UserType;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
}

export const DEMO_USERS: DemoAccount[] = [
  { userType: 'admin', email: DEMO_ACCOUNTS.admin, firstName: 'Katrin', lastName: 'Vogel', companyName: 'Fachwerk Plattform GmbH' },
  { userType: 'client', email: DEMO_ACCOUNTS.client, firstName: 'Markus', lastName: 'Hoffmann', companyName: 'Hoffmann Bau GmbH' },
  {
    userType: 'supplier',
    email: DEMO_ACCOUNTS.supplier,
    firstName: 'Sabine',
    lastName: 'Krüger',
    companyName: 'Krüger Montage & Service GmbH',
  },
];

export interface SeedCmsPage {
  slug: string;
  fixedKey: CmsFixedKey | null;
  titleDe: string;
  titleEn: string;
  descriptionDe: string;
  descriptionEn: string;
  isHeader: boolean;
  isFooter: boolean;
  sortOrder: number;
}

export const CMS_PAGES: SeedCmsPage[] = [
  {
    slug: 'so-funktioniert-es',
    fixedKey: null,
    titleDe: 'So funktioniert’s',
    titleEn: 'How it works',
    descriptionDe:
      '<p>Auftraggeber veröffentlichen Aufträge, Dienstleister bewerben sich mit ihren Teams. Nach der Vergabe laufen Termine, Nachrichten, Stundennachweise und Rechnungen über Fachwerk.</p>',
    descriptionEn:
      '<p>Clients post jobs, service providers apply with their teams. After the award, meetings, messages, logged hours and invoices run through Fachwerk.</p>',
    isHeader: true,
    isFooter: false,
    sortOrder: 1,
  },
  {
    slug: 'impressum',
    fixedKey: 'imprint',
    titleDe: 'Impressum',
    titleEn: 'Legal notice',
    descriptionDe:
      '<h2>Angaben gemäß § 5 DDG</h2><p>Fachwerk Plattform GmbH<br>Hafenstraße 12<br>20457 Hamburg</p><p>Handelsregister: HRB 123456, Amtsgericht Hamburg<br>Vertreten durch die Geschäftsführerin Katrin Vogel</p><h2>Kontakt</h2><p>E-Mail: support@fachwerk.test</p><p>USt-IdNr.: DE123456789</p>',
    descriptionEn:
      '<h2>Information pursuant to § 5 DDG</h2><p>Fachwerk Plattform GmbH<br>Hafenstraße 12<br>20457 Hamburg, Germany</p><p>Commercial register: HRB 123456, Hamburg local court<br>Represented by the managing director Katrin Vogel</p><h2>Contact</h2><p>E-mail: support@fachwerk.test</p><p>VAT ID: DE123456789</p>',
    isHeader: false,
    isFooter: true,
    sortOrder: 10,
  },
  {
    slug: 'datenschutzerklaerung',
    fixedKey: 'privacy',
    titleDe: 'Datenschutzerklärung',
    titleEn: 'Privacy policy',
    descriptionDe:
      '<h2>Verantwortlicher</h2><p>Fachwerk Plattform GmbH, Hafenstraße 12, 20457 Hamburg.</p><h2>Welche Daten wir verarbeiten</h2><p>Wir verarbeiten die Daten Ihres Kontos (Name, Firma, E-Mail-Adresse, Telefonnummer) sowie Auftrags- und Abrechnungsdaten, um den Marktplatz zu betreiben (Art. 6 Abs. 1 lit. b DSGVO).</p><h2>Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung und Datenübertragbarkeit. Ihr Konto können Sie jederzeit selbst löschen.</p>',
    descriptionEn:
      '<h2>Controller</h2><p>Fachwerk Plattform GmbH, Hafenstraße 12, 20457 Hamburg, Germany.</p><h2>What data we process</h2><p>We process your account data (name, company, e-mail address, phone number) and job and billing data to run the marketplace (Art. 6(1)(b) GDPR).</p><h2>Your rights</h2><p>You have the right of access, rectification, erasure, restriction of processing and data portability. You can delete your account yourself at any time.</p>',
    isHeader: false,
    isFooter: true,
    sortOrder: 11,
  },
  {
    slug: 'agb',
    fixedKey: 'terms',
    titleDe: 'AGB',
    titleEn: 'Terms and conditions',
    descriptionDe:
      '<h2>§ 1 Geltungsbereich</h2><p>Diese Allgemeinen Geschäftsbedingungen gelten für die Nutzung des Marktplatzes Fachwerk durch Unternehmen (Auftraggeber und Dienstleister).</p><h2>§ 2 Vertragsschluss</h2><p>Verträge über Werk- oder Dienstleistungen kommen ausschließlich zwischen Auftraggeber und Dienstleister zustande. Fachwerk vermittelt.</p><h2>§ 3 Zahlung</h2><p>Rechnungen sind innerhalb der vereinbarten Frist zahlbar. Bei Verzug fallen Zinsen von 10 Prozentpunkten über dem Basiszinssatz sowie eine Pauschale von 40,00 € an.</p>',
    descriptionEn:
      '<h2>§ 1 Scope</h2><p>These terms apply to the use of the Fachwerk marketplace by businesses (clients and service providers).</p><h2>§ 2 Contracts</h2><p>Contracts for work or services are concluded solely between client and service provider. Fachwerk acts as intermediary.</p><h2>§ 3 Payment</h2><p>Invoices are payable within the agreed period. Late payment incurs interest of 10 percentage points above the base rate and a flat fee of €40.00.</p>',
    isHeader: false,
    isFooter: true,
    sortOrder: 12,
  },
];

export type SeedCatalogue = [key: string, nameDe: string, nameEn: string][];

export const SERVICES: SeedCatalogue = [
  ['electrical', 'Elektroinstallation', 'Electrical installation'],
  ['plumbing-heating', 'Sanitär und Heizung', 'Plumbing and heating'],
  ['drywall', 'Trockenbau', 'Drywall construction'],
  ['painting', 'Maler und Lackierer', 'Painting and varnishing'],
  ['welding', 'Schweißtechnik', 'Welding'],
  ['logistics', 'Lager und Logistik', 'Warehouse and logistics'],
];

export const LANGUAGE_CATALOGUE: SeedCatalogue = [
  ['de', 'Deutsch', 'German'],
  ['en', 'Englisch', 'English'],
  ['pl', 'Polnisch', 'Polish'],
  ['ro', 'Rumänisch', 'Romanian'],
  ['tr', 'Türkisch', 'Turkish'],
];

export const SHIFTS: SeedCatalogue = [
  ['early', 'Frühschicht (6–14 Uhr)', 'Early shift (6 am–2 pm)'],
  ['late', 'Spätschicht (14–22 Uhr)', 'Late shift (2 pm–10 pm)'],
  ['night', 'Nachtschicht (22–6 Uhr)', 'Night shift (10 pm–6 am)'],
  ['weekend', 'Wochenendschicht', 'Weekend shift'],
];

export const SKILLS: SeedCatalogue = [
  ['forklift', 'Staplerschein', 'Forklift licence'],
  ['welding-cert', 'Schweißerprüfung nach DIN EN ISO 9606', 'Welder qualification DIN EN ISO 9606'],
  ['electrician', 'Elektrofachkraft', 'Qualified electrician'],
  ['heights', 'Arbeiten in der Höhe', 'Working at heights'],
  ['scc', 'SCC-Zertifikat', 'SCC certificate'],
];

import type { LogoEmblem } from './logo-svg';
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
  metaDescriptionDe?: string;
  metaDescriptionEn?: string;
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
      '<h2>Angaben gemäß § 5 DDG</h2><p>Fachwerk GmbH<br>Hafenstraße 12<br>20457 Hamburg</p><p>Handelsregister: HRB 123456, Amtsgericht Hamburg<br>Vertreten durch die Geschäftsführerin Katrin Vogel</p><h2>Kontakt</h2><p>E-Mail: support@fachwerk.test</p><p>USt-IdNr.: DE123456789</p>',
    descriptionEn:
      '<h2>Information pursuant to § 5 DDG</h2><p>Fachwerk GmbH<br>Hafenstraße 12<br>20457 Hamburg, Germany</p><p>Commercial register: HRB 123456, Hamburg local court<br>Represented by the managing director Katrin Vogel</p><h2>Contact</h2><p>E-mail: support@fachwerk.test</p><p>VAT ID: DE123456789</p>',
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
      '<h2>1. Verantwortlicher</h2><p>Fachwerk GmbH, Hafenstraße 12, 20457 Hamburg, E-Mail: datenschutz@fachwerk.test</p><h2>2. Datenschutzbeauftragter</h2><p>Unseren Datenschutzbeauftragten erreichen Sie unter datenschutz@fachwerk.test.</p><h2>3. Zwecke und Rechtsgrundlagen</h2><p>Wir verarbeiten die Daten Ihres Kontos (Name, Firma, E-Mail-Adresse, Telefonnummer) sowie Auftrags-, Stunden- und Abrechnungsdaten, um den Marktplatz zu betreiben und Verträge zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO), gesetzliche Aufbewahrungspflichten zu erfüllen (Art. 6 Abs. 1 lit. c DSGVO) und die Sicherheit der Plattform zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO).</p><h2>4. Empfänger</h2><p>Daten, die für einen Auftrag nötig sind, sehen die beteiligten Auftraggeber und Dienstleister. Technische Dienstleister (Hosting, E-Mail-Versand) verarbeiten Daten in unserem Auftrag (Art. 28 DSGVO) innerhalb der EU.</p><h2>5. Speicherdauer und Löschung</h2><p>Wenn Sie Ihr Konto löschen, geschieht Folgendes.</p><p>Als Dienstleister: Sofort gelöscht werden Ihre Kontodaten, die persönlichen Daten Ihrer Mitarbeitenden (Name, Geburtsdatum, Staatsangehörigkeit, Pass- oder Ausweisnummer, Dokumente, Lebensläufe) und alle Dateien, die Sie hochgeladen haben. Offene Bewerbungen werden zurückgezogen.</p><p>Als Auftraggeber: Sofort gelöscht werden Ihre Kontodaten und alle Dateien, die Sie hochgeladen haben. Ihre offenen Aufträge werden geschlossen und die offenen Bewerbungen darauf abgelehnt. Hat ein Dienstleister aus einem Ihrer Aufträge noch Arbeit abzurechnen (erfasste, noch nicht berechnete Stunden oder einen noch nicht berechneten Festpreis), bewahren wir getrennt davon Ihren Namen, Ihre Rechnungsanschrift, Ihre Steuernummern und Ihre E-Mail-Adresse auf, damit er Ihnen diese Arbeit in Rechnung stellen kann (Art. 17 Abs. 3 lit. e DSGVO), bis zum Ablauf der Verjährung drei Jahre nach dem Ende des Jahres der Löschung (§ 195 BGB, § 199 BGB); danach werden sie automatisch gelöscht.</p><p>In beiden Fällen: Noch nicht begonnene Aufträge werden storniert, laufende Aufträge beendet. Künftige Termine werden abgesagt (mit Kalenderabsage). Chats werden geschlossen: Die andere Partei kann die bisherigen Nachrichten weiter lesen, aber niemand kann mehr schreiben. Die andere Partei wird jeweils benachrichtigt. Ausgestellte Rechnungen und die Protokolleinträge dazu bewahren wir wegen gesetzlicher Pflichten acht Jahre ab dem Ende des Jahres der Ausstellung auf (§ 147 AO, § 14b UStG); Ihr Konto ist dabei nur noch ein Pseudonym ohne Namen und E-Mail-Adresse. Nach Ablauf der Frist werden sie automatisch gelöscht.</p><h2>6. Cookies und Übersetzungsdienst</h2><p>Technisch notwendige Speicher setzen wir ohne Einwilligung ein. Der Seitenübersetzer eines Drittanbieters wird erst nach Ihrer Einwilligung geladen (Art. 6 Abs. 1 lit. a DSGVO, § 25 TDDDG); Sie können sie jederzeit in der Fußzeile widerrufen.</p><h2>7. Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch (Art. 15–21 DSGVO). Unter „Meine Daten“ in Ihrem Profil laden Sie alles, was wir zu Ihrem Konto speichern, als ZIP-Datei herunter (maschinenlesbare JSON-Dateien und Ihre hochgeladenen Dateien); wir schicken Ihnen einen Link, sobald sie bereitliegt, und Sie können sie nach der Anmeldung 7 Tage lang herunterladen. Ihr Konto können Sie jederzeit selbst löschen.</p><h2>8. Beschwerderecht</h2><p>Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel beim Hamburgischen Beauftragten für Datenschutz und Informationsfreiheit.</p>',
    descriptionEn:
      '<h2>1. Controller</h2><p>Fachwerk GmbH, Hafenstraße 12, 20457 Hamburg, Germany, e-mail: datenschutz@fachwerk.test</p><h2>2. Data protection officer</h2><p>You can reach our data protection officer at datenschutz@fachwerk.test.</p><h2>3. Purposes and legal bases</h2><p>We process your account data (name, company, e-mail address, phone number) and job, hours and billing data to run the marketplace and perform contracts (Art. 6(1)(b) GDPR), to meet statutory retention duties (Art. 6(1)(c) GDPR) and to keep the platform secure (Art. 6(1)(f) GDPR).</p><h2>4. Recipients</h2><p>Data needed for a job is seen by the clients and service providers involved. Technical providers (hosting, e-mail delivery) process data on our behalf (Art. 28 GDPR) within the EU.</p><h2>5. Retention and deletion</h2><p>When you delete your account, this is what happens.</p><p>As a service provider: Deleted at once: your account data, your workers’ personal data (name, date of birth, nationality, passport or ID number, documents, CVs) and every file you uploaded. Open applications are withdrawn.</p><p>As a client: Deleted at once: your account data and every file you uploaded. Your open jobs are closed and the open applications to them rejected. If a service provider still has work of one of your jobs to bill (hours recorded and not yet invoiced, or a fixed price not yet invoiced), we keep your name, billing address, tax numbers and e-mail address apart, so that it can invoice you for that work (Art. 17(3)(e) GDPR), until the claim is time-barred three years after the end of the year of deletion (§ 195 BGB, § 199 BGB); then they are deleted automatically.</p><p>In both cases: Awarded work that has not started is cancelled, running work is ended. Meetings to come are cancelled (with a calendar cancellation). Chats are closed: the other party can still read the messages so far, but nobody can write any more. The other party is notified each time. Issued invoices and their log entries are kept because the law requires it, for eight years from the end of the year they were issued in (§ 147 AO, § 14b UStG); your account is then only a pseudonym without name and e-mail address. When the period ends, they are deleted automatically.</p><h2>6. Cookies and translation service</h2><p>We use technically necessary storage without consent. A third-party page translator is loaded only after your consent (Art. 6(1)(a) GDPR, § 25 TDDDG); you can withdraw it at any time from the footer.</p><h2>7. Your rights</h2><p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection (Art. 15–21 GDPR). Under “My data” on your profile you can download everything we store about your account as a ZIP file (machine-readable JSON and your uploaded files); we e-mail you a link when it is ready, and it can be downloaded after logging in for 7 days. You can delete your account yourself at any time.</p><h2>8. Right to complain</h2><p>You may lodge a complaint with a data protection supervisory authority, for example the Hamburg Commissioner for Data Protection and Freedom of Information.</p>',
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
  {
    slug: 'ueber-uns',
    fixedKey: null,
    titleDe: 'Über uns',
    titleEn: 'About us',
    descriptionDe:
      '<h2>Fachkräfte finden, Aufträge vergeben</h2><p>Fachwerk bringt Unternehmen, die qualifizierte Handwerkerinnen und Handwerker suchen, mit Dienstleistern zusammen, die Teams aus Fachkräften stellen – vom Werkvertrag bis zur Arbeitnehmerüberlassung.</p><h2>Wer wir sind</h2><p>Ein Team aus Hamburg mit Erfahrung in Bauleitung, Personaldienstleistung und Software. Wir kennen die Baustelle und wissen, wie viel Zeit Abstimmung, Stundenzettel und Rechnungen kosten.</p><h2>Unser Versprechen</h2><ul><li>Geprüfte Unternehmen auf beiden Seiten</li><li>Transparente Preise in Euro pro Stunde</li><li>Alles an einem Ort: Termine, Nachrichten, Stunden und Rechnungen</li></ul>',
    descriptionEn:
      '<h2>Find skilled workers, award jobs</h2><p>Fachwerk connects companies looking for qualified tradespeople with service providers who supply teams of skilled workers – from contracts for work to temporary staffing.</p><h2>Who we are</h2><p>A team from Hamburg with experience in site management, staffing services and software. We know the building site and how much time coordination, timesheets and invoices take.</p><h2>Our promise</h2><ul><li>Verified companies on both sides</li><li>Transparent prices in euros per hour</li><li>Everything in one place: meetings, messages, hours and invoices</li></ul>',
    metaDescriptionDe: 'Fachwerk verbindet Auftraggeber mit Dienstleistern für Handwerk und gewerbliche Fachkräfte.',
    metaDescriptionEn: 'Fachwerk connects clients with service providers for skilled trades and blue-collar workers.',
    isHeader: true,
    isFooter: true,
    sortOrder: 2,
  },
];

export type SeedCatalogue = [key: string, nameDe: string, nameEn: string][];

/** Trades; each has its tools and equipment in SERVICE_TOOLS. */
export const SERVICES: SeedCatalogue = [
  ['electrical', 'Elektroinstallation', 'Electrical installation'],
  ['plumbing-heating', 'Sanitär', 'Plumbing'],
  ['hvac', 'Heizung und Klima', 'Heating and air conditioning'],
  ['painting', 'Maler und Lackierer', 'Painting and varnishing'],
  ['drywall', 'Trockenbau', 'Drywall construction'],
  ['scaffolding', 'Gerüstbau', 'Scaffolding'],
  ['welding', 'Schweißen', 'Welding'],
  ['metalwork', 'Metallbau', 'Metalwork'],
  ['logistics', 'Lager und Logistik', 'Warehouse and logistics'],
  ['cleaning', 'Gebäudereinigung', 'Building cleaning'],
  ['tiling', 'Fliesenleger', 'Tiling'],
  ['roofing', 'Dachdecker', 'Roofing'],
  ['carpentry', 'Zimmerei', 'Carpentry'],
  ['landscaping', 'Garten- und Landschaftsbau', 'Gardening and landscaping'],
];

export const SERVICE_TOOLS: Record<string, SeedCatalogue> = {
  electrical: [
    ['multimeter', 'Multimeter', 'Multimeter'],
    ['installation-tester', 'Installationstester nach VDE 0100', 'Installation tester (VDE 0100)'],
    ['crimping-tool', 'Crimpzange', 'Crimping tool'],
    ['cable-drum', 'Kabeltrommel', 'Cable drum'],
  ],
  'plumbing-heating': [
    ['press-tool', 'Pressmaschine', 'Pipe press tool'],
    ['pipe-cutter', 'Rohrabschneider', 'Pipe cutter'],
    ['pipe-camera', 'Rohrkamera', 'Pipe inspection camera'],
  ],
  hvac: [
    ['manifold-gauge', 'Monteurhilfe für Kältemittel', 'Refrigerant manifold gauge'],
    ['vacuum-pump', 'Vakuumpumpe', 'Vacuum pump'],
    ['flue-gas-analyser', 'Abgasmessgerät', 'Flue gas analyser'],
  ],
  painting: [
    ['airless-sprayer', 'Airless-Spritzgerät', 'Airless paint sprayer'],
    ['wall-sander', 'Wandschleifer', 'Drywall sander'],
    ['trestle', 'Malerbock', 'Painter’s trestle'],
  ],
  drywall: [
    ['board-lift', 'Plattenheber', 'Drywall panel lift'],
    ['screw-gun', 'Trockenbauschrauber', 'Drywall screw gun'],
    ['laser-level', 'Kreuzlinienlaser', 'Cross-line laser'],
  ],
  scaffolding: [
    ['frame-scaffold', 'Rahmengerüst', 'Frame scaffold'],
    ['mobile-tower', 'Fahrgerüst', 'Mobile scaffold tower'],
    ['harness', 'Auffanggurt', 'Safety harness'],
  ],
  welding: [
    ['mig-mag', 'MIG/MAG-Schweißgerät', 'MIG/MAG welder'],
    ['tig', 'WIG-Schweißgerät', 'TIG welder'],
    ['welding-helmet', 'Automatik-Schweißhelm', 'Auto-darkening welding helmet'],
  ],
  metalwork: [
    ['angle-grinder', 'Winkelschleifer', 'Angle grinder'],
    ['magnetic-drill', 'Magnetbohrmaschine', 'Magnetic drill'],
    ['band-saw', 'Metallbandsäge', 'Metal band saw'],
  ],
  logistics: [
    ['forklift', 'Gabelstapler', 'Forklift'],
    ['pallet-truck', 'Hubwagen', 'Pallet truck'],
    ['handheld-scanner', 'Handscanner', 'Handheld scanner'],
  ],
  cleaning: [
    ['scrubber-dryer', 'Scheuersaugmaschine', 'Scrubber dryer'],
    ['wet-vac', 'Nass-Trockensauger', 'Wet and dry vacuum'],
    ['water-fed-pole', 'Teleskopstange mit Reinwasser', 'Water-fed pole'],
  ],
  tiling: [
    ['tile-cutter', 'Fliesenschneider', 'Tile cutter'],
    ['wet-saw', 'Nassschneidemaschine', 'Wet tile saw'],
    ['levelling-system', 'Fliesennivelliersystem', 'Tile levelling system'],
  ],
  roofing: [
    ['roof-ladder', 'Dachleiter', 'Roof ladder'],
    ['gas-torch', 'Gasbrenner für Bitumen', 'Bitumen gas torch'],
    ['slate-hammer', 'Schieferhammer', 'Slate hammer'],
  ],
  carpentry: [
    ['circular-saw', 'Handkreissäge', 'Circular saw'],
    ['nail-gun', 'Druckluftnagler', 'Pneumatic nail gun'],
    ['chain-mortiser', 'Kettenstemmer', 'Chain mortiser'],
  ],
  landscaping: [
    ['mini-excavator', 'Minibagger', 'Mini excavator'],
    ['plate-compactor', 'Rüttelplatte', 'Plate compactor'],
    ['hedge-trimmer', 'Heckenschere', 'Hedge trimmer'],
  ],
};

export const LANGUAGE_CATALOGUE: SeedCatalogue = [
  ['de', 'Deutsch', 'German'],
  ['en', 'Englisch', 'English'],
  ['pl', 'Polnisch', 'Polish'],
  ['ro', 'Rumänisch', 'Romanian'],
  ['tr', 'Türkisch', 'Turkish'],
  ['uk', 'Ukrainisch', 'Ukrainian'],
  ['ru', 'Russisch', 'Russian'],
  ['hr', 'Kroatisch', 'Croatian'],
  ['bg', 'Bulgarisch', 'Bulgarian'],
  ['ar', 'Arabisch', 'Arabic'],
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
  ['first-aid', 'Ersthelfer', 'First aider'],
  ['crane', 'Kranführerschein', 'Crane operator licence'],
  ['mewp', 'Hubarbeitsbühnen-Schein (IPAF)', 'Mobile elevating work platform (IPAF)'],
  ['driving-c', 'Führerschein Klasse C/CE', 'Driving licence class C/CE'],
  ['refrigerant', 'Kältemittel-Sachkunde Kategorie I', 'Refrigerant handling category I'],
  ['gas-water', 'Eintragung Gas und Wasser', 'Registered for gas and water'],
  ['asbestos', 'Sachkunde Asbest (TRGS 519)', 'Asbestos competence (TRGS 519)'],
  ['blueprints', 'Bauzeichnungen lesen', 'Reading construction drawings'],
  ['cad', 'CAD-Kenntnisse', 'CAD skills'],
  ['sps', 'SPS-Programmierung', 'PLC programming'],
  ['photovoltaic', 'Photovoltaik-Montage', 'Photovoltaic installation'],
  ['heat-pump', 'Wärmepumpen-Installation', 'Heat pump installation'],
  ['fire-protection', 'Brandschutz-Abschottung', 'Fire stopping'],
  ['scaffold-inspection', 'Befähigte Person Gerüste', 'Competent person for scaffolds'],
  ['site-lead', 'Vorarbeiter-Erfahrung', 'Foreman experience'],
];

export interface SeedFaq {
  key: string;
  audience: 'client' | 'supplier' | 'all';
  questionDe: string;
  questionEn: string;
  answerDe: string;
  answerEn: string;
}

export const FAQS: SeedFaq[] = [
  { key: 'client-post-job', audience: 'client', questionDe: 'Wie veröffentliche ich einen Auftrag?', questionEn: 'How do I post a job?', answerDe: '<p>Melden Sie sich an, öffnen Sie „Aufträge“ und wählen Sie „Auftrag erstellen“. Geben Sie Gewerk, Zeitraum, Stunden, Budget und Ort an.</p>', answerEn: '<p>Log in, open “Jobs” and choose “Post job”. Enter the trade, period, hours, budget and location.</p>' },
  { key: 'client-job-types', audience: 'client', questionDe: 'Was ist der Unterschied zwischen Werkvertrag und Arbeitnehmerüberlassung?', questionEn: 'What is the difference between a contract for work and temporary staffing?', answerDe: '<p>Beim Werkvertrag (Festpreis) schuldet der Dienstleister ein Ergebnis. Bei der Arbeitnehmerüberlassung (Ressource) arbeiten die Fachkräfte nach Ihren Weisungen und werden nach Stunden abgerechnet.</p>', answerEn: '<p>With a contract for work (fixed budget) the provider owes a result. With temporary staffing (resource) the workers follow your instructions and are billed by the hour.</p>' },
  { key: 'client-choose-supplier', audience: 'client', questionDe: 'Wie wähle ich einen Dienstleister aus?', questionEn: 'How do I choose a service provider?', answerDe: '<p>Sie sehen alle Bewerbungen zu Ihrem Auftrag mit Stundensatz, Team und Bewertungen. Vereinbaren Sie einen Termin und vergeben Sie den Auftrag mit einem Klick.</p>', answerEn: '<p>You see every application for your job with hourly rate, team and ratings. Schedule a meeting and award the job with one click.</p>' },
  { key: 'client-invoices', audience: 'client', questionDe: 'Wie erhalte ich Rechnungen?', questionEn: 'How do I receive invoices?', answerDe: '<p>Dienstleister erstellen Rechnungen auf Grundlage der bestätigten Stunden. Sie finden sie unter „Rechnungsverlauf“ als PDF.</p>', answerEn: '<p>Providers create invoices from the confirmed hours. You find them as PDF under “Invoice history”.</p>' },
  { key: 'client-costs', audience: 'client', questionDe: 'Was kostet Fachwerk für Auftraggeber?', questionEn: 'What does Fachwerk cost for clients?', answerDe: '<p>Für Auftraggeber ist Fachwerk kostenlos: Aufträge veröffentlichen, Bewerbungen ansehen und vergeben kostet nichts. Sie zahlen nur die Rechnungen Ihres Dienstleisters. Die Servicegebühr der Plattform trägt der Dienstleister; Fachwerk stellt sie ihm gesondert in Rechnung.</p>', answerEn: '<p>Fachwerk is free for clients: posting jobs, reading applications and awarding them costs nothing. You pay only your service provider’s invoices. The platform’s service fee is paid by the service provider; Fachwerk invoices it to them separately.</p>' },
  { key: 'supplier-costs', audience: 'supplier', questionDe: 'Was kostet Fachwerk für Dienstleister?', questionEn: 'What does Fachwerk cost for service providers?', answerDe: '<p>Registrierung, Suche und Bewerbungen sind kostenlos. Für jede Rechnung, die Sie über Fachwerk an einen Auftraggeber stellen, berechnet Ihnen Fachwerk eine Servicegebühr in Prozent des Nettobetrags, als eigene Rechnung; Sie finden sie unter „Rechnungsverlauf“. Ihr Auftraggeber zahlt keine Gebühr.</p>', answerEn: '<p>Registering, searching and applying are free. For every invoice you issue to a client through Fachwerk, Fachwerk charges you a service fee as a percentage of its net amount, on an invoice of its own; you find it under “Invoice history”. Your client pays no fee.</p>' },
  { key: 'supplier-register', audience: 'supplier', questionDe: 'Wie registriere ich mein Unternehmen als Dienstleister?', questionEn: 'How do I register my company as a service provider?', answerDe: '<p>Wählen Sie „Als Dienstleister registrieren“, geben Sie Firmendaten, Gewerke, Qualifikationen und Verfügbarkeit an. Nach der Prüfung schalten wir Ihr Konto frei.</p>', answerEn: '<p>Choose “Register as service provider” and enter company data, trades, qualifications and availability. We approve your account after a check.</p>' },
  { key: 'supplier-team', audience: 'supplier', questionDe: 'Wie verwalte ich mein Team?', questionEn: 'How do I manage my team?', answerDe: '<p>Unter „Mein Team“ legen Sie Fachkräfte mit Qualifikationen, Sprachen und Schichten an und markieren sie als verfügbar oder beschäftigt.</p>', answerEn: '<p>Under “My team” you add workers with qualifications, languages and shifts and mark them as free or busy.</p>' },
  { key: 'supplier-apply', audience: 'supplier', questionDe: 'Wie bewerbe ich mich auf Aufträge?', questionEn: 'How do I apply for jobs?', answerDe: '<p>Unter „Passende Aufträge“ sehen Sie Aufträge zu Ihren Gewerken. Speichern Sie interessante Aufträge oder bewerben Sie sich direkt mit Stundensatz und Team.</p>', answerEn: '<p>Under “Relevant jobs” you see jobs for your trades. Save interesting jobs or apply directly with hourly rate and team.</p>' },
  { key: 'supplier-hours', audience: 'supplier', questionDe: 'Wie erfasse ich Arbeitsstunden?', questionEn: 'How do I log working hours?', answerDe: '<p>Bei vergebenen Aufträgen erfassen Sie die Stunden pro Tag und Fachkraft. Der Auftraggeber bestätigt sie, danach können Sie die Rechnung erstellen.</p>', answerEn: '<p>For awarded jobs you log hours per day and worker. The client confirms them; then you can create the invoice.</p>' },
  { key: 'supplier-payment', audience: 'supplier', questionDe: 'Wann werde ich bezahlt?', questionEn: 'When do I get paid?', answerDe: '<p>Rechnungen sind innerhalb der vereinbarten Frist zahlbar. Bei Verzug gelten Verzugszinsen von 10 Prozentpunkten über dem Basiszinssatz und eine Pauschale von 40,00 €.</p>', answerEn: '<p>Invoices are payable within the agreed period. Late payment incurs interest of 10 percentage points above the base rate and a flat fee of €40.00.</p>' },
  { key: 'all-delete-account', audience: 'all', questionDe: 'Wie lösche ich mein Konto?', questionEn: 'How do I delete my account?', answerDe: '<p>Im Menü finden Sie „Konto löschen“; Sie bestätigen mit Ihrem Passwort.</p><p>Dann geschieht Folgendes.</p><p>Als Dienstleister: Sofort gelöscht werden Ihre Kontodaten, die persönlichen Daten Ihrer Mitarbeitenden (Name, Geburtsdatum, Staatsangehörigkeit, Pass- oder Ausweisnummer, Dokumente, Lebensläufe) und alle Dateien, die Sie hochgeladen haben. Offene Bewerbungen werden zurückgezogen.</p><p>Als Auftraggeber: Sofort gelöscht werden Ihre Kontodaten und alle Dateien, die Sie hochgeladen haben. Ihre offenen Aufträge werden geschlossen und die offenen Bewerbungen darauf abgelehnt. Hat ein Dienstleister aus einem Ihrer Aufträge noch Arbeit abzurechnen (erfasste, noch nicht berechnete Stunden oder einen noch nicht berechneten Festpreis), bewahren wir getrennt davon Ihren Namen, Ihre Rechnungsanschrift, Ihre Steuernummern und Ihre E-Mail-Adresse auf, damit er Ihnen diese Arbeit in Rechnung stellen kann (Art. 17 Abs. 3 lit. e DSGVO), bis zum Ablauf der Verjährung drei Jahre nach dem Ende des Jahres der Löschung (§ 195 BGB, § 199 BGB); danach werden sie automatisch gelöscht.</p><p>In beiden Fällen: Noch nicht begonnene Aufträge werden storniert, laufende Aufträge beendet. Künftige Termine werden abgesagt (mit Kalenderabsage). Chats werden geschlossen: Die andere Partei kann die bisherigen Nachrichten weiter lesen, aber niemand kann mehr schreiben. Die andere Partei wird jeweils benachrichtigt. Ausgestellte Rechnungen und die Protokolleinträge dazu bewahren wir wegen gesetzlicher Pflichten acht Jahre ab dem Ende des Jahres der Ausstellung auf (§ 147 AO, § 14b UStG); Ihr Konto ist dabei nur noch ein Pseudonym ohne Namen und E-Mail-Adresse. Nach Ablauf der Frist werden sie automatisch gelöscht.</p>', answerEn: '<p>You find “Delete account” in the menu; you confirm with your password.</p><p>Then this is what happens.</p><p>As a service provider: Deleted at once: your account data, your workers’ personal data (name, date of birth, nationality, passport or ID number, documents, CVs) and every file you uploaded. Open applications are withdrawn.</p><p>As a client: Deleted at once: your account data and every file you uploaded. Your open jobs are closed and the open applications to them rejected. If a service provider still has work of one of your jobs to bill (hours recorded and not yet invoiced, or a fixed price not yet invoiced), we keep your name, billing address, tax numbers and e-mail address apart, so that it can invoice you for that work (Art. 17(3)(e) GDPR), until the claim is time-barred three years after the end of the year of deletion (§ 195 BGB, § 199 BGB); then they are deleted automatically.</p><p>In both cases: Awarded work that has not started is cancelled, running work is ended. Meetings to come are cancelled (with a calendar cancellation). Chats are closed: the other party can still read the messages so far, but nobody can write any more. The other party is notified each time. Issued invoices and their log entries are kept because the law requires it, for eight years from the end of the year they were issued in (§ 147 AO, § 14b UStG); your account is then only a pseudonym without name and e-mail address. When the period ends, they are deleted automatically.</p>' },
];

export interface SeedTestimonial {
  key: string;
  authorName: string;
  company: string;
  quoteDe: string;
  quoteEn: string;
  rating: number;
  /** RGB colour of the generated portrait placeholder */
  colour: [number, number, number];
}

export const TESTIMONIALS: SeedTestimonial[] = [
  { key: 'hoffmann', authorName: 'Markus Hoffmann', company: 'Hoffmann Bau GmbH', quoteDe: 'Innerhalb von zwei Tagen hatten wir ein Trockenbau-Team für unser Bürogebäude in Altona.', quoteEn: 'Within two days we had a drywall team for our office building in Altona.', rating: 5, colour: [31, 97, 141] },
  { key: 'krueger', authorName: 'Sabine Krüger', company: 'Krüger Montage & Service GmbH', quoteDe: 'Unsere Monteure sind besser ausgelastet, und die Stundenzettel laufen endlich digital.', quoteEn: 'Our fitters are better utilised, and timesheets are finally digital.', rating: 5, colour: [192, 57, 43] },
  { key: 'yilmaz', authorName: 'Emre Yılmaz', company: 'Yılmaz Elektrotechnik', quoteDe: 'Die Aufträge passen zu unseren Qualifikationen, und die Rechnungen sind in Minuten erstellt.', quoteEn: 'The jobs match our qualifications, and invoices are done in minutes.', rating: 4, colour: [39, 174, 96] },
  { key: 'nowak', authorName: 'Anna Nowak', company: 'Nordlicht Facility Services', quoteDe: 'Für die Grundreinigung nach dem Umbau fanden wir kurzfristig ein zuverlässiges Team.', quoteEn: 'For the deep clean after the refurbishment we found a reliable team at short notice.', rating: 5, colour: [142, 68, 173] },
  { key: 'becker', authorName: 'Thomas Becker', company: 'Becker Logistik KG', quoteDe: 'In der Hochsaison haben wir 15 Staplerfahrer über Fachwerk eingesetzt – ohne Papierkram.', quoteEn: 'In peak season we deployed 15 forklift drivers through Fachwerk – without paperwork.', rating: 4, colour: [211, 84, 0] },
];

export interface SeedLogo {
  key: string;
  name: string;
  link: string | null;
  colour: [number, number, number];
  /** the emblem of its generated SVG logo (logo-svg.ts) */
  emblem: LogoEmblem;
}

export const LOGOS: SeedLogo[] = [
  { key: 'hoffmann-bau', name: 'Hoffmann Bau', link: null, colour: [31, 97, 141], emblem: 'house' },
  { key: 'kruger-montage', name: 'Krüger Montage', link: null, colour: [192, 57, 43], emblem: 'gear' },
  { key: 'nordlicht', name: 'Nordlicht Facility', link: null, colour: [142, 68, 173], emblem: 'star' },
  { key: 'becker-logistik', name: 'Becker Logistik', link: null, colour: [211, 84, 0], emblem: 'truck' },
  { key: 'elbe-metall', name: 'Elbe Metallbau', link: null, colour: [44, 62, 80], emblem: 'wave' },
  { key: 'hansa-dach', name: 'Hansa Dach & Holz', link: null, colour: [22, 160, 133], emblem: 'roof' },
];

export interface SeedSlide {
  key: string;
  titleDe: string;
  titleEn: string;
  subtitleDe: string;
  subtitleEn: string;
  ctaLink: string;
}

export const HOME_SLIDES: SeedSlide[] = [
  { key: 'find-workers', titleDe: 'Fachkräfte für Ihre Baustelle', titleEn: 'Skilled workers for your site', subtitleDe: 'Veröffentlichen Sie Ihren Auftrag und erhalten Sie Angebote geprüfter Dienstleister.', subtitleEn: 'Post your job and receive offers from verified service providers.', ctaLink: '/company' },
  { key: 'find-jobs', titleDe: 'Aufträge für Ihr Team', titleEn: 'Jobs for your team', subtitleDe: 'Zeigen Sie, was Ihr Team kann, und bewerben Sie sich auf passende Aufträge.', subtitleEn: 'Show what your team can do and apply for matching jobs.', ctaLink: '/service-provider' },
  { key: 'one-place', titleDe: 'Alles an einem Ort', titleEn: 'Everything in one place', subtitleDe: 'Termine, Nachrichten, Stunden und Rechnungen – digital und nachvollziehbar.', subtitleEn: 'Meetings, messages, hours and invoices – digital and traceable.', ctaLink: '/get-started' },
];

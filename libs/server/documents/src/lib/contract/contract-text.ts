import type { ContractKind, StaffingTermsRequest } from '@fachwerk/shared/contracts';
import { formatCents, formatIsoDate } from '../invoice/invoice-format';

/**
 * The facts of a contract version (stored with the version as JSON) from which its text is rendered.
 * The text is German, the binding language between the parties; the app's labels around it are
 * translated.
 */
export interface ContractContent {
  kind: ContractKind;
  /** the award's id, the contract's reference */
  reference: string;
  client: { name: string; address: string };
  supplier: { name: string; address: string };
  job: { title: string; description: string; startDate: string; endDate: string | null; place: string };
  /** cents per hour (lending) or the total (work) */
  priceCents: number;
  slots: number;
  lending?: {
    /** § 12 (1) sentence 2 AÜG: the lender's declaration whether it holds the permit */
    permit: { holds: boolean; agency?: string; issuedOn?: string; unlimited?: boolean; validUntil?: string | null };
    /** § 12 (1) sentence 3 AÜG: entered by the client; null until then */
    terms: StaffingTermsRequest | null;
    /**
     * § 1 (1) sentence 6 AÜG: the workers named with reference to this contract; `formerEmployee` the
     * lender's § 8 (3) answer (employed by the hirer within the last six months), absent when not asked
     */
    workers: { fullName: string; formerEmployee?: boolean | null }[];
    /** § 1b AÜG: the exception the client declared for lending into a construction business */
    constructionException?: string | null;
  };
}

const date = (iso: string) => formatIsoDate(iso, 'de');
const money = (cents: number) => formatCents(cents, 'de');

const CONSTRUCTION_EXCEPTION_TEXT: Record<string, string> = {
  notManualWork: 'Die Tätigkeit ist keine Arbeit, die üblicherweise von Arbeitern verrichtet wird (§ 1b Satz 1 AÜG).',
  collectiveAgreement: 'Allgemeinverbindliche Tarifverträge, die Entleiher und Verleiher erfassen, lassen die Überlassung zu (§ 1b Satz 2 Buchst. a AÜG).',
  sameFrameworkAgreements:
    'Der Verleiher ist nachweislich seit mindestens drei Jahren von denselben Rahmen- und Sozialkassentarifverträgen erfasst wie der Entleiher (§ 1b Satz 2 Buchst. b AÜG).',
  eeaConstructionBusiness:
    'Der Verleiher ist ein Betrieb des Baugewerbes mit Sitz in einem anderen Staat des Europäischen Wirtschaftsraums, der seit mindestens drei Jahren überwiegend Tätigkeiten ausübt, die unter den Geltungsbereich derselben Rahmen- und Sozialkassentarifverträge fallen (§ 1b Satz 3 AÜG).',
};

function period(job: ContractContent['job']): string {
  return job.endDate ? `${date(job.startDate)} bis ${date(job.endDate)}` : `ab ${date(job.startDate)} (ohne festes Ende)`;
}

function permitLine(permit: NonNullable<ContractContent['lending']>['permit']): string {
  if (!permit.holds) return 'Der Verleiher erklärt, dass er keine Erlaubnis zur Arbeitnehmerüberlassung nach § 1 AÜG besitzt.';
  const term = permit.unlimited ? 'unbefristet' : `befristet bis ${permit.validUntil ? date(permit.validUntil) : '–'}`;
  return `Der Verleiher erklärt, dass er die Erlaubnis zur Arbeitnehmerüberlassung nach § 1 AÜG besitzt, erteilt von ${permit.agency ?? '–'} am ${permit.issuedOn ? date(permit.issuedOn) : '–'}, ${term}.`;
}

const OPEN = '(noch nicht eingetragen)';

/** § 8 (3) AÜG: the lender's answer whether the worker left the hirer's employment in the last six months. */
function formerEmployeeNote(formerEmployee: boolean | null | undefined): string {
  if (formerEmployee == null) return '';
  return formerEmployee
    ? ' – in den letzten sechs Monaten vor der Überlassung beim Entleiher beschäftigt: ja (§ 8 Abs. 3 AÜG: keine tarifliche Abweichung vom Gleichstellungsgrundsatz)'
    : ' – in den letzten sechs Monaten vor der Überlassung beim Entleiher beschäftigt: nein (§ 8 Abs. 3 AÜG)';
}

function lendingText(c: ContractContent, lending: NonNullable<ContractContent['lending']>): string[] {
  const terms = lending.terms;
  const workers = lending.workers.length
    ? lending.workers.map((w, i) => `${i + 1}. ${w.fullName}${formerEmployeeNote(w.formerEmployee)}`)
    : ['(noch keine Leiharbeitnehmer benannt)'];
  return [
    'ARBEITNEHMERÜBERLASSUNGSVERTRAG',
    `Vertragsnummer: ${c.reference}`,
    '',
    `Verleiher: ${c.supplier.name}, ${c.supplier.address}`,
    `Entleiher: ${c.client.name}, ${c.client.address}`,
    '',
    '§ 1 Gegenstand',
    `Der Verleiher überlässt dem Entleiher Leiharbeitnehmer im Wege der Arbeitnehmerüberlassung nach dem Arbeitnehmerüberlassungsgesetz (§ 1 Abs. 1 Satz 5 AÜG) für den Auftrag „${c.job.title}“. Anzahl der Leiharbeitnehmer: ${c.slots}.`,
    '',
    '§ 2 Erlaubnis (§ 12 Abs. 1 Satz 2 AÜG)',
    permitLine(lending.permit),
    '',
    '§ 3 Tätigkeit und Qualifikation (§ 12 Abs. 1 Satz 3 AÜG, Angaben des Entleihers)',
    `Besondere Merkmale der Tätigkeit: ${terms?.activity || OPEN}`,
    `Erforderliche berufliche Qualifikation: ${terms?.qualification || OPEN}`,
    '',
    '§ 4 Wesentliche Arbeitsbedingungen vergleichbarer Arbeitnehmer des Entleihers einschließlich des Arbeitsentgelts (§ 12 Abs. 1 Satz 3, § 8 Abs. 1 AÜG)',
    `Arbeitsbedingungen: ${terms?.workingConditions || OPEN}`,
    `Arbeitsentgelt eines vergleichbaren Arbeitnehmers: ${terms ? `${money(terms.comparablePay)} brutto je Stunde` : OPEN}`,
    '',
    '§ 5 Zeitraum und Ort',
    `Zeitraum: ${period(c.job)}`,
    `Einsatzort: ${c.job.place}`,
    '',
    '§ 6 Vergütung',
    `Der Entleiher zahlt dem Verleiher ${money(c.priceCents)} netto je geleisteter Arbeitsstunde und Leiharbeitnehmer.`,
    '',
    '§ 7 Namentlich benannte Leiharbeitnehmer (§ 1 Abs. 1 Satz 6 AÜG)',
    'Die folgenden Leiharbeitnehmer werden unter Bezugnahme auf diesen Vertrag überlassen:',
    ...workers,
    '',
    '§ 8 Höchstüberlassungsdauer und Gleichstellung',
    'Ein Leiharbeitnehmer wird demselben Entleiher nicht länger als 18 aufeinander folgende Monate überlassen; Zeiten früherer Überlassungen zählen mit, wenn zwischen ihnen nicht mehr als drei Monate liegen (§ 1 Abs. 1b AÜG). Nach neun Monaten der Überlassung hat der Leiharbeitnehmer Anspruch auf das Arbeitsentgelt eines vergleichbaren Arbeitnehmers des Entleihers (§ 8 Abs. 4 AÜG).',
    ...(lending.constructionException
      ? ['', '§ 9 Baugewerbe (§ 1b AÜG), Erklärung des Entleihers', CONSTRUCTION_EXCEPTION_TEXT[lending.constructionException] ?? lending.constructionException]
      : []),
    '',
    'Textform: Dieser Vertrag wird in Textform geschlossen (§ 12 Abs. 1 Satz 1 AÜG, § 126b BGB). Jede Partei erklärt ihre Annahme in Fachwerk unter Angabe ihres Namens; die Annahme bezieht sich auf den SHA-256-Hashwert dieser Fassung.',
  ];
}

function workText(c: ContractContent): string[] {
  return [
    'WERKVERTRAG (ZUSAMMENFASSUNG)',
    `Vertragsnummer: ${c.reference}`,
    '',
    `Auftragnehmer: ${c.supplier.name}, ${c.supplier.address}`,
    `Auftraggeber: ${c.client.name}, ${c.client.address}`,
    '',
    '§ 1 Leistungsumfang (§ 631 BGB)',
    `Der Auftragnehmer schuldet die Herstellung des folgenden Werks: „${c.job.title}“.`,
    c.job.description,
    '',
    '§ 2 Vergütung',
    `Festpreis: ${money(c.priceCents)} netto.`,
    '',
    '§ 3 Termine und Ort',
    `Ausführung: ${period(c.job)}`,
    `Ort: ${c.job.place}`,
    '',
    '§ 4 Abnahme (§ 640 BGB)',
    'Der Auftragnehmer meldet die Fertigstellung in Fachwerk; der Auftraggeber nimmt das Werk dort ab oder lehnt die Abnahme unter Angabe der Mängel ab.',
    '',
    'Der Auftragnehmer erbringt die Leistung selbstständig und in eigener Verantwortung; seine Beschäftigten unterliegen allein seinem Weisungsrecht.',
    '',
    'Textform: Jede Partei erklärt ihre Annahme in Fachwerk unter Angabe ihres Namens (§ 126b BGB); die Annahme bezieht sich auf den SHA-256-Hashwert dieser Fassung.',
  ];
}

/** The text of a contract version; its SHA-256 identifies the version. Deterministic for equal content. */
export function renderContractText(content: ContractContent): string {
  const lines = content.kind === 'lending' && content.lending ? lendingText(content, content.lending) : workText(content);
  return `${lines.join('\n')}\n`;
}

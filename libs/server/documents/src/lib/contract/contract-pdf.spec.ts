import { jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderContractPdf } from './contract-pdf';
import { renderContractText, type ContractContent } from './contract-text';

jest.setTimeout(60_000);

const lending = (overrides: Partial<NonNullable<ContractContent['lending']>> = {}): ContractContent => ({
  kind: 'lending',
  reference: '3f0c9a52-8a57-4c3e-9d0e-0d8a6a4f1e11',
  client: { name: 'Wohnbau Nord eG', address: 'Deichweg 4, 20457 Hamburg' },
  supplier: { name: 'Krüger Personal GmbH', address: 'Am Hafen 9, 28195 Bremen' },
  job: { title: 'Lagerhelfer Inventur', description: 'Zählen.', startDate: '2027-03-01', endDate: '2027-03-31', place: 'Domkloster 4, 50667 Köln' },
  priceCents: 3200,
  slots: 2,
  lending: {
    permit: { holds: true, agency: 'Bundesagentur für Arbeit, Düsseldorf', issuedOn: '2024-02-01', unlimited: false, validUntil: '2027-01-31' },
    terms: { activity: 'Kommissionieren mit Handscanner', qualification: 'Staplerschein', workingConditions: '38,5 h/Woche, Schichtzulage 10 %', comparablePay: 1850 },
    workers: [{ fullName: 'Jörg Müßig' }, { fullName: 'Ayşe Yılmaz' }],
    ...overrides,
  },
});

describe('renderContractText', () => {
  it('names the Arbeitnehmerüberlassung and every § 12 (1) AÜG item of a lending contract', () => {
    const text = renderContractText(lending());
    expect(text).toContain('ARBEITNEHMERÜBERLASSUNGSVERTRAG');
    expect(text).toContain('im Wege der Arbeitnehmerüberlassung');
    expect(text).toContain('Der Verleiher erklärt, dass er die Erlaubnis zur Arbeitnehmerüberlassung nach § 1 AÜG besitzt, erteilt von Bundesagentur für Arbeit, Düsseldorf am 01.02.2024, befristet bis 31.01.2027.');
    expect(text).toContain('Besondere Merkmale der Tätigkeit: Kommissionieren mit Handscanner');
    expect(text).toContain('Erforderliche berufliche Qualifikation: Staplerschein');
    expect(text).toContain('Arbeitsbedingungen: 38,5 h/Woche, Schichtzulage 10 %');
    expect(text).toContain('Arbeitsentgelt eines vergleichbaren Arbeitnehmers: 18,50\u00a0€ brutto je Stunde');
    expect(text).toContain('Zeitraum: 01.03.2027 bis 31.03.2027');
    expect(text).toContain('Einsatzort: Domkloster 4, 50667 Köln');
    expect(text).toContain('1. Jörg Müßig\n2. Ayşe Yılmaz');
  });

  it('says what is not entered yet, declares a missing permit, and shows a construction exception', () => {
    const text = renderContractText(lending({ terms: null, workers: [], permit: { holds: false }, constructionException: 'sameFrameworkAgreements' }));
    expect(text).toContain('Besondere Merkmale der Tätigkeit: (noch nicht eingetragen)');
    expect(text).toContain('(noch keine Leiharbeitnehmer benannt)');
    expect(text).toContain('dass er keine Erlaubnis zur Arbeitnehmerüberlassung nach § 1 AÜG besitzt');
    expect(text).toContain('§ 1b Satz 2 Buchst. b AÜG');
  });

  it("states the lender's § 8 (3) AÜG answer per named worker when it was asked", () => {
    const text = renderContractText(lending({ workers: [{ fullName: 'Jörg Müßig', formerEmployee: true }, { fullName: 'Ayşe Yılmaz', formerEmployee: false }] }));
    expect(text).toContain('1. Jörg Müßig – in den letzten sechs Monaten vor der Überlassung beim Entleiher beschäftigt: ja (§ 8 Abs. 3 AÜG');
    expect(text).toContain('2. Ayşe Yılmaz – in den letzten sechs Monaten vor der Überlassung beim Entleiher beschäftigt: nein (§ 8 Abs. 3 AÜG)');
  });

  it('summarises a Werkvertrag: scope, price, dates, acceptance', () => {
    const { lending: _none, ...work } = lending();
    const text = renderContractText({ ...work, kind: 'work', priceCents: 1_250_000 });
    expect(text).toContain('WERKVERTRAG');
    expect(text).toContain('„Lagerhelfer Inventur“');
    expect(text).toContain('Festpreis: 12.500,00\u00a0€ netto.');
    expect(text).toContain('Ausführung: 01.03.2027 bis 31.03.2027');
    expect(text).toContain('§ 4 Abnahme (§ 640 BGB)');
    expect(text).not.toContain('Arbeitnehmerüberlassung');
  });

  it('is the same text for the same content and another for a change', () => {
    expect(renderContractText(lending())).toBe(renderContractText(lending()));
    expect(renderContractText(lending({ workers: [{ fullName: 'Jörg Müßig' }] }))).not.toBe(renderContractText(lending()));
  });
});

describe('renderContractPdf', () => {
  it('embeds its fonts and carries the text, the acceptances and the version hash', async () => {
    const text = renderContractText(lending());
    const sha256 = createHash('sha256').update(text, 'utf8').digest('hex');
    const pdf = await renderContractPdf({
      text,
      version: 3,
      sha256,
      acceptances: [{ party: 'client', name: 'Greta Nord', acceptedAt: new Date('2027-02-20T09:15:00Z'), sha256 }],
    });
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fachwerk-contract-pdf-'));
    try {
      const file = path.join(dir, 'contract.pdf');
      fs.writeFileSync(file, pdf);
      const extracted = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
      expect(extracted).toContain('ARBEITNEHMERÜBERLASSUNGSVERTRAG');
      expect(extracted).toContain('Ayşe Yılmaz');
      expect(extracted).toContain('angenommen von Greta Nord am 20.02.2027, 10:15:00');
      expect(extracted.replace(/\s+/g, '')).toContain(sha256);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

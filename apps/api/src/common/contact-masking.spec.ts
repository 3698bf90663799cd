import { MASK, maskBeforeAward, maskContactDetails, maskFileNameBeforeAward } from './contact-masking';

const M = MASK;

/** [text, the text after masking]: every common way of passing an address or a number. */
const MASKED: [string, string][] = [
  // e-mail addresses
  ['Schreiben Sie an max.mustermann@firma.de bitte', `Schreiben Sie an ${M} bitte`],
  ['max(at)firma.de', M],
  ['max (at) firma (dot) de', M],
  ['max [at] firma [dot] de', M],
  ['max{at}firma{punkt}de', M],
  ['Mail: max at firma dot de', `Mail: ${M}`],
  ['max ät firma punkt de', M],
  ['MAX＠FIRMA.DE', M],
  ['info@bau-müller.de.', `${M}.`],
  ['an m.k_92+angebot@mail.example.com senden', `an ${M} senden`],
  // phone numbers
  ['Ruf an: +49 170 1234567.', `Ruf an: ${M}.`],
  ['Tel. 0170/123 45 67 oder 030-1234567', `Tel. ${M} oder ${M}`],
  ['0049 170 1234567', M],
  ['+49 (0) 221 / 98 76 54', M],
  ['01701234567', M],
  ['0 1 7 0 1 2 3 4 5 6 7', M],
  ['0170.123.45.67', M],
  ['0221 – 98 76 54', M],
  ['null eins sieben null eins zwei drei vier fünf sechs', M],
  ['Null Eins Sieben Null - 123 45 67, abends', `${M}, abends`],
  ['zero one seven zero one two three four five six', M],
  ['0170 eins zwei drei vier fünf', M],
  ['plus vier neun eins sieben null 1234567', `plus ${M}`],
  ['1 7 0 1 2 3 4 5 6 7 8', M],
  ['Handy:(0170)1234567!', `Handy:${M}!`],
  // web addresses
  ['Mehr auf www.bau-mueller.de/team', `Mehr auf ${M}`],
  ['https://example.com/kontakt?x=1 dort', `${M} dort`],
  ['bau-mueller (dot) de', M],
  ['Seite: baumueller.de', `Seite: ${M}`],
  // messengers and handles
  ['WhatsApp: 0170 1234567', `${M}`],
  ['Telegram @bauprofi77', M],
  ['Schreib mir auf Insta @max_bau92', `Schreib mir auf ${M}`],
  ['Skype: max.mustermann', M],
  ['Signal max1985', M],
  ['Threema - AB12CD34', M],
  ['mein Handle @flieser2024', `mein Handle ${M}`],
];

/** Texts with numbers that are no contact details: they stay as they are. */
const UNTOUCHED: string[] = [
  'Start am 01.05.2026 um 7 Uhr',
  'Vom 01.05.2026 bis 15.05.2026',
  'Beginn 2026-05-01, Ende 2026-06-30',
  'Preis 5.000,00 € für 12 Mitarbeiter',
  'Angebot: 1.250 EUR netto, 19 % USt',
  'Tagessatz € 480,00',
  'Auftrag 2026 mit 40 Stunden',
  'Baustelle: Domkloster 4, 50667 Köln',
  'PLZ 80331 München und 10115 Berlin',
  'Arbeitszeit 07:30 bis 16:00',
  'Beginn 7.30 Uhr, Pause 12.00 Uhr',
  '120 m² Fliesen, 35 kg Kleber, 3 Tage',
  'Wir brauchen drei bis vier Leute ab 2026',
  'Einsatz in Halle B12, Tor 3',
  'Ein Signal geben, wenn alles fertig ist',
  'Treffen @ Baustelle um 10',
  'Das Team hat 2 Elektriker und 1 Helfer',
  'Schicht von 06:00 bis 14:00, 5 Tage, 8 Stunden',
  'Qualifikation nach DIN 18531 und ISO 9001',
  'Fahrzeit ca. 45 km, ohne Zuschlag',
  'E-Mail und Telefon tauschen wir nach der Vergabe aus',
];

describe('maskContactDetails', () => {
  it('has a table of at least 40 variants', () => {
    expect(MASKED.length + UNTOUCHED.length).toBeGreaterThanOrEqual(40);
  });

  it.each(MASKED)('masks %j', (input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, masked: true });
  });

  it.each(UNTOUCHED)('leaves %j alone', (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, masked: false });
  });

  it('masks nothing once the parties are bound by an award', () => {
    expect(maskBeforeAward('Ruf an: 0170 1234567', true)).toEqual({ text: 'Ruf an: 0170 1234567', masked: false });
    expect(maskBeforeAward('Ruf an: 0170 1234567', false)).toEqual({ text: `Ruf an: ${M}`, masked: true });
  });

  it('masks a file name before its extension', () => {
    expect(maskFileNameBeforeAward('Kontakt 0170 1234567 team@elektro.de.pdf', false)).toBe(`Kontakt ${M} ${M}.pdf`);
    expect(maskFileNameBeforeAward('Angebot 2026-05-01.pdf', false)).toBe('Angebot 2026-05-01.pdf');
    expect(maskFileNameBeforeAward('team@elektro.de.pdf', true)).toBe('team@elektro.de.pdf');
  });
});

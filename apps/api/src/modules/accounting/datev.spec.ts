import iconv from 'iconv-lite';
import { DEFAULT_REVENUE_ACCOUNTS } from '@fachwerk/shared/contracts';
import { DATEV_BOOKING_COLUMNS, datevBuchungsstapel, datevFileName, revenueAccountKey, taxKey, type DatevBatch, type DatevInvoice } from './datev';

/** A booking record as DATEV numbers its fields (1-based positions of format version 13): the rest stays empty. */
const record = (fields: Record<number, string>): string => Array.from({ length: 125 }, (_, i) => fields[i + 1] ?? '').join(';');

const batch: DatevBatch = {
  consultantNumber: 1234567,
  clientNumber: 10001,
  chart: 'SKR03',
  accounts: DEFAULT_REVENUE_ACCOUNTS.SKR03,
  ownAccounts: new Set(),
  from: '2026-11-01',
  to: '2026-11-30',
  createdAt: new Date('2026-12-01T08:30:15.042Z'),
  label: 'Ausgangsrechnungen 2026-11',
};

const mixed: DatevInvoice = {
  number: 'RE-2026-00042',
  kind: 'invoice',
  issueDate: '2026-11-25',
  dueDate: '2026-12-09',
  serviceDate: '2026-11-20',
  clientName: 'Bauherr Süd AG',
  debtorNumber: 10000,
  taxCategory: 'standard',
  vat: [
    { category: 'S', rate: 19, taxableCents: 41026, taxCents: 7795 },
    { category: 'S', rate: 7, taxableCents: 5985, taxCents: 419 },
  ],
};
const reverseCharge: DatevInvoice = {
  number: 'RE-2026-00043',
  kind: 'invoice',
  issueDate: '2026-11-26',
  dueDate: '2026-12-10',
  serviceDate: '2026-11-26',
  clientName: 'Hochbau Nord GmbH',
  debtorNumber: 10001,
  taxCategory: 'reverseCharge',
  vat: [{ category: 'AE', rate: 0, taxableCents: 250000, taxCents: 0, reason: 'Steuerschuldnerschaft des Leistungsempfängers' }],
};
const storno: DatevInvoice = { ...mixed, number: 'RE-2026-00044', kind: 'cancellation', issueDate: '2026-11-30', dueDate: '2026-11-30', cancels: 'RE-2026-00042' };

describe('DATEV Buchungsstapel (EXTF 700, category 21, version 13)', () => {
  it('a fixed set of invoices gives exactly the expected file: header, column names, one booking per tax rate, the Storno on the credit side', () => {
    const expected = [
      '"EXTF";700;21;"Buchungsstapel";13;20261201083015042;;"RE";"Fachwerk";"";1234567;10001;20260101;4;20261101;20261130;"Ausgangsrechnungen 2026-11";"";1;0;0;"EUR";;"";;;"03";;;"";""',
      DATEV_BOOKING_COLUMNS.join(';'),
      // 19 %: 410,26 + 77,95; 7 %: 59,85 + 4,19 — gross per rate on the automatic accounts 8400 / 8300, no tax key
      record({ 1: '488,21', 2: '"S"', 3: '"EUR"', 7: '10000', 8: '8400', 10: '2511', 11: '"RE-2026-00042"', 14: '"Bauherr Süd AG"', 115: '20112026', 117: '09122026' }),
      record({ 1: '64,04', 2: '"S"', 3: '"EUR"', 7: '10000', 8: '8300', 10: '2511', 11: '"RE-2026-00042"', 14: '"Bauherr Süd AG"', 115: '20112026', 117: '09122026' }),
      // § 13b UStG: 8337, no VAT
      record({ 1: '2500,00', 2: '"S"', 3: '"EUR"', 7: '10001', 8: '8337', 10: '2611', 11: '"RE-2026-00043"', 14: '"Hochbau Nord GmbH"', 115: '26112026', 117: '10122026' }),
      // Storno: the same amounts on the credit side (H), its own number in Belegfeld 1, the original in the text
      record({ 1: '488,21', 2: '"H"', 3: '"EUR"', 7: '10000', 8: '8400', 10: '3011', 11: '"RE-2026-00044"', 14: '"Storno RE-2026-00042 Bauherr Süd AG"', 115: '20112026' }),
      record({ 1: '64,04', 2: '"H"', 3: '"EUR"', 7: '10000', 8: '8300', 10: '3011', 11: '"RE-2026-00044"', 14: '"Storno RE-2026-00042 Bauherr Süd AG"', 115: '20112026' }),
      '',
    ].join('\r\n');
    const file = datevBuchungsstapel(batch, [mixed, reverseCharge, storno]);
    expect(file.equals(iconv.encode(expected, 'win1252'))).toBe(true);
    // Windows-1252: "ü" is one byte 0xFC
    expect(file.includes(Buffer.from([0x53, 0xfc, 0x64]))).toBe(true);
  });

  it('names the positions DATEV reads: 125 columns, Leistungsdatum 115, Fälligkeit 117', () => {
    expect(DATEV_BOOKING_COLUMNS).toHaveLength(125);
    expect(DATEV_BOOKING_COLUMNS.indexOf('Leistungsdatum') + 1).toBe(115);
    expect(DATEV_BOOKING_COLUMNS.indexOf('Fälligkeit') + 1).toBe(117);
    expect(DATEV_BOOKING_COLUMNS.indexOf('Buchungs GUID') + 1).toBe(103);
    expect(DATEV_BOOKING_COLUMNS.indexOf('Festschreibung') + 1).toBe(114);
  });

  it('maps each tax treatment to its revenue account in SKR03 and SKR04', () => {
    const cases = [
      [{ category: 'S', rate: 19 }, 'standard', 'standard19', 8400, 4400],
      [{ category: 'S', rate: 7 }, 'standard', 'standard7', 8300, 4300],
      [{ category: 'AE', rate: 0 }, 'reverseCharge', 'reverseCharge', 8337, 4337],
      [{ category: 'E', rate: 0 }, 'exempt', 'exempt', 8100, 4100],
      [{ category: 'E', rate: 0 }, 'smallBusiness', 'smallBusiness', 8195, 4185],
    ] as const;
    for (const [group, category, key, skr03, skr04] of cases) {
      expect(revenueAccountKey(group, category)).toBe(key);
      expect(DEFAULT_REVENUE_ACCOUNTS.SKR03[key]).toBe(skr03);
      expect(DEFAULT_REVENUE_ACCOUNTS.SKR04[key]).toBe(skr04);
    }
  });

  it('the supplier’s own accounts override the defaults and, not being automatic accounts, carry the tax key (3: 19 %, 2: 7 %)', () => {
    expect(taxKey('standard19', false)).toBeNull();
    expect(taxKey('standard19', true)).toBe('3');
    expect(taxKey('standard7', true)).toBe('2');
    expect(taxKey('reverseCharge', true)).toBeNull();
    const own: DatevBatch = { ...batch, chart: 'SKR04', accounts: { ...DEFAULT_REVENUE_ACCOUNTS.SKR04, standard19: 4402 }, ownAccounts: new Set(['standard19']) };
    const lines = iconv.decode(datevBuchungsstapel(own, [mixed]), 'win1252').split('\r\n');
    expect(lines[0]).toContain(';"04";');
    expect(lines[2]!.split(';').slice(6, 9)).toEqual(['10000', '4402', '"3"']);
    expect(lines[3]!.split(';').slice(6, 9)).toEqual(['10000', '4300', '']);
  });

  it('an empty period is a valid file with header and column names only; the file name carries the period', () => {
    expect(iconv.decode(datevBuchungsstapel(batch, []), 'win1252').split('\r\n')).toHaveLength(3);
    expect(datevFileName('2026-11-01', '2026-11-30')).toBe('EXTF_Buchungsstapel_20261101_20261130.csv');
  });
});

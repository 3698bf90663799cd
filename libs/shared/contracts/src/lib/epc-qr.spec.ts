import { epcPayload } from './epc-qr';

const transfer = { name: 'Muster Montage GmbH', iban: 'DE02 1203 0000 0000 2020 51', bic: 'BYLADEM1001', amountCents: 123_456, reference: 'RE-2026-00042' };

describe('EPC QR code (GiroCode, EPC069-12)', () => {
  it('writes the eleven elements in order, LF-separated: BCD, 002, UTF-8, SCT, BIC, name, IBAN, EUR amount, no purpose, no structured reference, the invoice number', () => {
    expect(epcPayload(transfer)).toBe(['BCD', '002', '1', 'SCT', 'BYLADEM1001', 'Muster Montage GmbH', 'DE02120300000000202051', 'EUR1234.56', '', '', 'RE-2026-00042'].join('\n'));
  });

  it('leaves out the BIC (version 002) and writes whole cents with two decimals', () => {
    expect(epcPayload({ ...transfer, bic: null, amountCents: 5 })?.split('\n')).toEqual(['BCD', '002', '1', 'SCT', '', 'Muster Montage GmbH', 'DE02120300000000202051', 'EUR0.05', '', '', 'RE-2026-00042']);
    expect(epcPayload({ ...transfer, amountCents: 99_999_999_999 })).toContain('\nEUR999999999.99\n');
  });

  it('cuts the name to 70 and the reference to 140 characters, flattens line breaks, keeps UTF-8 names within 331 bytes', () => {
    const payload = epcPayload({ ...transfer, name: `Yılmaz & Łódź Bau\n${'Ä'.repeat(80)}`, reference: 'R'.repeat(200) })!;
    const [, , , , , name, , , , , reference] = payload.split('\n');
    expect([...name!]).toHaveLength(70);
    expect(name!.startsWith('Yılmaz & Łódź Bau Ä')).toBe(true);
    expect(reference).toHaveLength(140);
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(331);
  });

  it('asks for nothing without an amount, beyond the maximum, or without a valid IBAN or name', () => {
    expect(epcPayload({ ...transfer, amountCents: 0 })).toBeNull();
    expect(epcPayload({ ...transfer, amountCents: 100_000_000_000 })).toBeNull();
    expect(epcPayload({ ...transfer, amountCents: 12.5 })).toBeNull();
    expect(epcPayload({ ...transfer, iban: 'DE02120300000000202052' })).toBeNull();
    expect(epcPayload({ ...transfer, name: '  ' })).toBeNull();
  });
});

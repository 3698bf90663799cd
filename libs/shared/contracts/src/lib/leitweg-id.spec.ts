import { isLeitwegId, leitwegIdCheckDigits, normaliseLeitwegId, LEITWEG_ID_MAX_LENGTH } from './leitweg-id';
import { checkValue, rules } from './rules';

describe('Leitweg-ID (KoSIT Formatspezifikation, ISO/IEC 7064 MOD 97-10)', () => {
  it('computes the check digits of the specification’s worked example: 04011000-1234512345 → 06', () => {
    expect(leitwegIdCheckDigits('04011000-1234512345')).toBe('06');
  });

  it('maps letters A = 10 … Z = 35 before the division (the KoSIT test id 991-33333TEST → 33)', () => {
    expect(leitwegIdCheckDigits('991-33333TEST')).toBe('33');
    expect(leitwegIdCheckDigits('991-33333test')).toBe('33');
  });

  it('computes a check digit with a leading zero and one without Feinadressierung', () => {
    expect(leitwegIdCheckDigits('04011000')).toBe('45');
    expect(leitwegIdCheckDigits('99114000')).toBe('55');
  });

  it('accepts complete ids whose number is ≡ 1 (mod 97)', () => {
    for (const id of ['04011000-1234512345-06', '991-33333TEST-33', '04011000-45', `04011000-${'A'.repeat(30)}-${leitwegIdCheckDigits(`04011000${'A'.repeat(30)}`)}`]) {
      expect(isLeitwegId(id)).toBe(true);
    }
  });

  it('refuses a wrong check digit, wrong parts and the free text that used to be issued', () => {
    expect(isLeitwegId('04011000-1234512345-07')).toBe(false);
    expect(isLeitwegId('keine-Leitweg-ID!')).toBe(false);
    // Grobadressierung: 2–12 digits
    expect(isLeitwegId('1-12')).toBe(false);
    expect(isLeitwegId(`1234567890123-${leitwegIdCheckDigits('1234567890123')}`)).toBe(false);
    // Feinadressierung: at most 30 characters
    expect(isLeitwegId(`04011000-${'1'.repeat(31)}-${leitwegIdCheckDigits(`04011000${'1'.repeat(31)}`)}`)).toBe(false);
    expect(isLeitwegId('04011000--06')).toBe(false);
    expect(isLeitwegId(401100045)).toBe(false);
  });

  it('stores upper case without surrounding spaces; the longest id fits the limit', () => {
    expect(normaliseLeitwegId(' 991-33333test-33 ')).toBe('991-33333TEST-33');
    expect(LEITWEG_ID_MAX_LENGTH).toBe(46);
  });

  it('is a contracts rule with its own message', () => {
    expect(checkValue('keine-Leitweg-ID!', [rules.leitwegId])).toEqual({ rule: 'leitweg_id', messageKey: 'validation.leitwegId', params: {} });
    expect(checkValue('', [rules.leitwegId])).toBeNull();
  });
});

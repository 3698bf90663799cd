import { isValidIban, normaliseIban } from './iban';

describe('isValidIban', () => {
  it('accepts valid IBANs with or without spaces, in any case', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('de89370400440532013000')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
  });

  it('refuses a wrong checksum, a typo, a short value and non-strings', () => {
    expect(isValidIban('DE88370400440532013000')).toBe(false);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('DE00 1234')).toBe(false);
    expect(isValidIban(12345)).toBe(false);
    expect(isValidIban({ $ne: '' })).toBe(false);
  });

  it('normalises to upper case without spaces', () => {
    expect(normaliseIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
  });
});

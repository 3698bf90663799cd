import { translate } from '@fachwerk/shared/i18n/server';
import { ACCOUNT_RULES, iban, isValidIban, maxNumber, serverFieldErrors, validate } from './validation';

const de = (key: string, params?: Record<string, unknown>) => translate('de', key, params as Record<string, string>);
const en = (key: string, params?: Record<string, unknown>) => translate('en', key, params as Record<string, string>);

describe('registration validation (§5)', () => {
  it('names the field in required, e-mail, length and confirmation messages, in German and English', () => {
    const values = { companyName: '', vat: 'DE 12', firstName: 'Eva', lastName: 'Muster', phoneNumber: '0301234', email: 'eva@', address: 'Berlin', password: 'kurz', password_confirmation: 'anders' };
    const errors = validate(values, ACCOUNT_RULES, de);
    expect(errors).toEqual({
      companyName: 'Das Feld Firmenname ist erforderlich.',
      vat: 'USt-IdNr. darf nur Buchstaben und Zahlen enthalten.',
      email: 'Das Feld E-Mail-Adresse muss eine gültige E-Mail-Adresse enthalten.',
      password: 'Passwort muss mindestens 12 Zeichen lang sein.',
      password_confirmation: 'Passwort bestätigen und Passwort müssen übereinstimmen.',
    });
    expect(validate(values, ACCOUNT_RULES, en)['companyName']).toMatch(/company name/i);
  });

  it('refuses a password built from the form’s name or e-mail and twelve spaces, and accepts the demo password', () => {
    const base = { firstName: 'Eva', lastName: 'Muster', email: 'eva.muster@bau.de', password_confirmation: '' };
    const password = (value: string) => validate({ ...base, password: value }, { password: ACCOUNT_RULES.password }, de)['password'];
    expect(password('EvaMuster!2026')).toBe('Passwort darf nicht aus Ihrer E-Mail-Adresse oder Ihrem Namen gebildet sein.');
    expect(password('eva.muster@bau.de')).toBe('Passwort darf nicht aus Ihrer E-Mail-Adresse oder Ihrem Namen gebildet sein.');
    expect(password(' '.repeat(12))).toBe('Passwort besteht aus zu wenigen verschiedenen Zeichen.');
    expect(password('')).toBe('Das Feld Passwort ist erforderlich.');
    expect(password('Fachwerk!2026')).toBeUndefined();
    expect(validate({ ...base, password: 'EvaMuster!2026' }, { password: ACCOUNT_RULES.password }, en)['password']).toBe(
      'The password must not be built from your email address or your name.',
    );
  });

  it('caps daily hours at 24 with a message naming the field', () => {
    expect(validate({ dailyHours: '25' }, { dailyHours: [maxNumber(24)] }, de)).toEqual({ dailyHours: 'Tägliche Arbeitsstunden darf nicht größer als 24 sein.' });
    expect(validate({ dailyHours: '24' }, { dailyHours: [maxNumber(24)] }, de)).toEqual({});
  });

  it('checks the IBAN checksum and the German length, ignoring spaces', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('de89370400440532013000')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false); // one digit off
    expect(isValidIban('DE89 3704 0044 0532 0130')).toBe(false); // too short for DE
    expect(isValidIban('AT61 1904 3002 3457 3201')).toBe(true);
    expect(validate({ accountNo: 'DE00123' }, { accountNo: [iban] }, de)).toEqual({ accountNo: 'IBAN ist keine gültige IBAN (Prüfsumme falsch).' });
  });

  it('maps server validation errors to their top-level field', () => {
    expect(serverFieldErrors({ errors: { 'contactPerson.0.name': ['Das Feld Name ist erforderlich.'], email: ['x', 'y'] } })).toEqual({
      contactPerson: 'Das Feld Name ist erforderlich.',
      email: 'x',
    });
  });
});

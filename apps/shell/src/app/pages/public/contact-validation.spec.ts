import { translate } from '@fachwerk/shared/i18n/server';
import { EMPTY_INQUIRY, serverFieldErrors, toInquiryRequest, validateInquiry } from './contact-validation';

const de = (key: string, params?: Record<string, unknown>) => translate('de', key, params as Record<string, string | number>);
const en = (key: string, params?: Record<string, unknown>) => translate('en', key, params as Record<string, string | number>);
const valid = { ...EMPTY_INQUIRY, name: 'Jana Schulz', email: 'jana@example.de', subject: 'Frage', message: 'Hallo' };

describe('contact form validation (§5)', () => {
  it('names each missing required field; the message has its own "cannot be empty" text', () => {
    expect(validateInquiry(EMPTY_INQUIRY, de)).toEqual({
      name: 'Das Feld Name ist erforderlich.',
      email: 'Das Feld E-Mail-Adresse ist erforderlich.',
      subject: 'Das Feld Betreff ist erforderlich.',
      message: 'Die Nachricht darf nicht leer sein.',
    });
  });

  it('rejects an invalid e-mail address with the field-named message, in both languages', () => {
    expect(validateInquiry({ ...valid, email: 'jana@beispiel' }, de)).toEqual({
      email: 'Das Feld E-Mail-Adresse muss eine gültige E-Mail-Adresse enthalten.',
    });
    expect(validateInquiry({ ...valid, email: 'not an email' }, en).email).toContain('E-mail address');
  });

  it('accepts a valid form with empty optional fields; whitespace alone counts as empty', () => {
    expect(validateInquiry(valid, de)).toEqual({});
    expect(validateInquiry({ ...valid, name: '   ' }, de)).toEqual({ name: 'Das Feld Name ist erforderlich.' });
  });

  it('refuses what the server refuses: the contracts e-mail and phone rules', () => {
    for (const email of ['a@b..de', 'a@.de', 'a@b.d', 'a b@c.de']) expect(validateInquiry({ ...valid, email }, de).email).toBeDefined();
    for (const phone of ['++49 30 1234', '12', '030 1234 (', '-030 1234']) expect(validateInquiry({ ...valid, phone }, de).phone).toBeDefined();
    expect(validateInquiry({ ...valid, email: 'jana.schulz+web@mail.example.de', phone: '+49 (0)40 123-456' }, de)).toEqual({});
  });

  it('checks maximum lengths and the phone format', () => {
    expect(validateInquiry({ ...valid, subject: 'x'.repeat(201) }, de).subject).toBe('Betreff darf nicht länger als 200 Zeichen sein.');
    expect(validateInquiry({ ...valid, phone: '+49 30 1234-5' }, de)).toEqual({});
    expect(validateInquiry({ ...valid, phone: '030 abc' }, de).phone).toContain('Telefonnummer');
  });

  it('sends trimmed values and leaves out empty optional fields', () => {
    expect(toInquiryRequest({ ...valid, name: ' Jana Schulz ', company: '' })).toEqual({
      name: 'Jana Schulz',
      email: 'jana@example.de',
      subject: 'Frage',
      message: 'Hallo',
    });
  });

  it('maps server validation errors onto the form fields and ignores unknown keys', () => {
    expect(serverFieldErrors({ email: ['Das Feld E-Mail-Adresse muss …'], other: ['x'] })).toEqual({ email: 'Das Feld E-Mail-Adresse muss …' });
  });
});

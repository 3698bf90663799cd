import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './constants';
import { checkPassword, commonPasswordCandidates, newPasswordRules, PASSWORD_POLICY, passwordProblemMessage, personalTokens } from './password';
import { checkValue } from './rules';

const common = new Set(['password', 'password1234', 'qwertzuiop', 'sommer', 'iloveyou']);
const isCommon = (candidate: string) => common.has(candidate);
const max = { email: 'max.mustermann@example.de', firstName: 'Max', lastName: 'Mustermann' };

describe('checkPassword', () => {
  it('accepts the demo password for every demo account', () => {
    for (const email of Object.values(DEMO_ACCOUNTS)) {
      expect(checkPassword(DEMO_PASSWORD, { email, firstName: 'Demo', lastName: 'Admin' }, isCommon)).toBeNull();
    }
  });

  it('needs 12 characters (counted as characters, not UTF-16 units) and at most 128', () => {
    expect(checkPassword('', {}, isCommon)).toBe('required');
    expect(checkPassword('12345678', {}, isCommon)).toBe('tooShort');
    expect(checkPassword('password', {}, isCommon)).toBe('tooShort');
    expect(checkPassword('Kurz!2026ab', {}, isCommon)).toBe('tooShort');
    expect(checkPassword('Lang!2026abc', {}, isCommon)).toBeNull();
    expect(checkPassword('😀😀😀😀😀😀x!Ab3', {}, isCommon)).toBe('tooShort');
    expect(checkPassword('x'.repeat(64) + 'Yz!2'.repeat(17), {}, isCommon)).toBe('tooLong');
  });

  it('refuses twelve spaces and other strings of too few different characters', () => {
    expect(checkPassword(' '.repeat(12), {}, isCommon)).toBe('repetitive');
    expect(checkPassword('aaaaaaaaaaaa', {}, isCommon)).toBe('repetitive');
    expect(checkPassword('abababababab', {}, isCommon)).toBe('repetitive');
    expect(checkPassword('AaAaBbBbCcCc', {}, isCommon)).toBe('repetitive');
  });

  it('refuses list passwords, also in capitals, leet spelling or with digits and symbols around them', () => {
    expect(checkPassword('password1234', {}, isCommon)).toBe('common');
    expect(checkPassword('PASSWORD1234', {}, isCommon)).toBe('common');
    expect(checkPassword('P@ssw0rd!2026', {}, isCommon)).toBe('common');
    expect(checkPassword('2026!Qwertzuiop?', {}, isCommon)).toBe('common');
    expect(checkPassword('!L0veY0u-2026', {}, isCommon)).toBeNull();
    expect(checkPassword('iL0veY0u!2026', {}, isCommon)).toBe('common');
    // a list word inside a longer phrase is fine
    expect(checkPassword('Sommer-Regen-Kiefer-7', {}, isCommon)).toBeNull();
  });

  it('refuses the e-mail address itself and passwords built from its local part or the names', () => {
    expect(checkPassword(max.email, max, isCommon)).toBe('personal');
    expect(checkPassword('MAX.MUSTERMANN@EXAMPLE.DE!', max, isCommon)).toBe('personal');
    expect(checkPassword('Mustermann!2026', max, isCommon)).toBe('personal');
    expect(checkPassword('MaxMustermann1', max, isCommon)).toBe('personal');
    expect(checkPassword('Mu5term4nn#2026', max, isCommon)).toBe('personal');
    expect(checkPassword('nnamretsum2026!', max, isCommon)).toBe('personal');
    expect(checkPassword('Mustermann123456', max, isCommon)).toBe('personal');
    // a personal word with enough of its own around it passes
    expect(checkPassword('Max-baut-Dachstuhl-2026', max, isCommon)).toBeNull();
    // without the context the same password is fine
    expect(checkPassword('Mustermann!2026', {}, isCommon)).toBeNull();
  });

  it('folds umlauts and accents in names', () => {
    const jürgen = { email: 'j.mueller@bau.de', firstName: 'Jürgen', lastName: 'Müller' };
    expect(checkPassword('JurgenMuller2026', jürgen, isCommon)).toBe('personal');
    expect(checkPassword('Jürgen!!2026!!', jürgen, isCommon)).toBe('personal');
    expect(personalTokens(jürgen)).toEqual(expect.arrayContaining(['jurgen', 'muller', 'mueller', 'jurgenmuller']));
  });

  it('without a lookup (the browser) checks everything but the list', () => {
    expect(checkPassword('password1234')).toBeNull();
    expect(checkPassword('Mustermann!2026', max)).toBe('personal');
  });
});

describe('commonPasswordCandidates', () => {
  it('tries the typed, de-leeted and end-stripped spellings', () => {
    expect(commonPasswordCandidates('P@ssw0rd!1')).toEqual(expect.arrayContaining(['p@ssw0rd!1', 'p@ssw0rd', 'password']));
  });
});

describe('passwordProblemMessage', () => {
  it('uses the general length rules with the numbers and the password keys for the rest', () => {
    expect(passwordProblemMessage('tooShort')).toEqual({ key: 'min.string', params: { min: 12 } });
    expect(passwordProblemMessage('common')).toEqual({ key: 'password.common', params: {} });
  });
});

describe('newPasswordRules (the password rule for form resolvers)', () => {
  const check = (password: unknown, values: Record<string, unknown> = {}) => checkValue(password, newPasswordRules(), { ...values, password });

  it('names the same problem as checkPassword, in its order, reading the e-mail and names from the sibling fields', () => {
    expect(check('')).toMatchObject({ rule: 'required', messageKey: 'validation.required' });
    expect(check('kurz')).toMatchObject({ rule: 'min', messageKey: 'validation.min.string', params: { min: PASSWORD_POLICY.minLength } });
    expect(check('aaaaaaaaaaaaaaa')).toMatchObject({ rule: 'password', messageKey: 'validation.password.repetitive' });
    expect(check('Mustermann!2026', { lastName: 'Mustermann' })).toMatchObject({ messageKey: 'validation.password.personal' });
    expect(check('Mustermann!2026', { lastName: 'Schulz' })).toBeNull();
    for (const password of ['', 'kurz', 'aaaaaaaaaaaaaaa', 'Kranfahrer#Nord-77']) {
      const problem = checkPassword(password, {});
      expect(check(password)?.messageKey ?? null).toBe(problem === null ? null : `validation.${passwordProblemMessage(problem).key}`);
    }
  });
});

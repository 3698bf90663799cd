import { RULE_EXAMPLES } from '../testing';
import { checkValue, checkValues, isIban, normaliseIban, normaliseVatId, rules, todayIn, toNumber, type Rule } from './rules';

describe('validation rules', () => {
  describe.each(Object.entries(RULE_EXAMPLES))('%s', (name, { valid, invalid }) => {
    const rule = rules[name as keyof typeof RULE_EXAMPLES] as Rule;
    it.each(valid.map((v) => [v]))('accepts %p', (value) => expect(rule.test(value, {})).toBe(true));
    it.each(invalid.map((v) => [v]))('refuses %p', (value) => expect(rule.test(value, {})).toBe(false));
    it('lets a blank value pass (combine with required)', () => {
      for (const blank of [undefined, null, '', '   ']) expect(rule.test(blank, {})).toBe(true);
    });
  });

  it('required refuses blank values and empty lists, accepted wants true', () => {
    for (const blank of [undefined, null, '', '  ', []]) expect(rules.required.test(blank, {})).toBe(false);
    expect(rules.required.test('x', {})).toBe(true);
    expect(rules.required.test(0, {})).toBe(true);
    expect(rules.accepted.test(true, {})).toBe(true);
    expect(rules.accepted.test('true', {})).toBe(false);
  });

  it('requiredHtml counts rich text without text as nothing entered', () => {
    for (const empty of [undefined, null, '', '<p><br></p>', '<p>&nbsp;</p>', '<h2> </h2><ul><li></li></ul>']) {
      expect(checkValue(empty, [rules.requiredHtml])).toEqual({ rule: 'required', messageKey: 'validation.required', params: {} });
    }
    expect(rules.requiredHtml.test('<p>Wir prüfen jede Fachkraft.</p>', {})).toBe(true);
    expect(rules.requiredHtml.test('Text ohne Markup', {})).toBe(true);
  });

  it('slug and httpUrl carry their own messages', () => {
    expect(checkValue('Über uns', [rules.slug])).toEqual({ rule: 'slug', messageKey: 'validation.slug', params: {} });
    expect(checkValue('ftp://beispiel.de', [rules.httpUrl])).toEqual({ rule: 'url', messageKey: 'validation.url', params: {} });
  });

  it('min and max length count the trimmed characters and carry their limit', () => {
    expect(rules.minLength(3).test('ab', {})).toBe(false);
    expect(rules.minLength(3).test('abc', {})).toBe(true);
    expect(rules.maxLength(3).test(' abc ', {})).toBe(true);
    expect(checkValue('abcd', [rules.maxLength(3)])).toEqual({ rule: 'max', messageKey: 'validation.max.string', params: { max: 3 } });
  });

  it('minimum not above maximum (§5), either side blank passes', () => {
    const minNotAbove = rules.notAbove('budgetMax');
    expect(minNotAbove.test('5.000', { budgetMax: '4.000' })).toBe(false);
    expect(minNotAbove.test('4.000', { budgetMax: '5.000' })).toBe(true);
    expect(minNotAbove.test('5000', { budgetMax: '5000' })).toBe(true);
    expect(minNotAbove.test('5000', { budgetMax: '' })).toBe(true);
    expect(checkValue(10, [minNotAbove], { budgetMax: 5 })).toMatchObject({ messageKey: 'validation.notAbove', params: { other: 'budgetMax' } });
  });

  it('an end date not before the start date, either side blank passes', () => {
    const endNotBefore = rules.notBefore('startDate');
    expect(endNotBefore.test('2026-11-30', { startDate: '2026-12-01' })).toBe(false);
    expect(endNotBefore.test('2026-12-01', { startDate: '2026-12-01' })).toBe(true);
    expect(endNotBefore.test('2027-01-15', { startDate: '2026-12-01' })).toBe(true);
    expect(endNotBefore.test('', { startDate: '2026-12-01' })).toBe(true);
    expect(endNotBefore.test('2026-11-30', { startDate: '' })).toBe(true);
    expect(checkValue('2026-11-30', [endNotBefore], { startDate: '2026-12-01' })).toMatchObject({ rule: 'not_before', messageKey: 'validation.notBefore', params: { other: 'startDate' } });
  });

  it('a date after today on the calendar of the time zone, a blank passes', () => {
    // 23:30 UTC on 25 November is already 26 November in Berlin
    const lateEvening = new Date('2026-11-25T23:30:00Z');
    expect(todayIn('Europe/Berlin', lateEvening)).toBe('2026-11-26');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-25');
    const afterToday = rules.afterToday('Europe/Berlin', () => lateEvening);
    expect(afterToday.test('2026-11-26', {})).toBe(false);
    expect(afterToday.test('2026-11-20', {})).toBe(false);
    expect(afterToday.test('2026-11-27', {})).toBe(true);
    expect(afterToday.test('', {})).toBe(true);
    expect(rules.afterToday('UTC', () => lateEvening).test('2026-11-26', {})).toBe(true);
    expect(checkValue('2026-11-26', [afterToday])).toEqual({ rule: 'after_today', messageKey: 'validation.afterToday', params: {} });
  });

  it('an amount in cents up to a limit, named in euros', () => {
    expect(rules.maxCents(100_000_000).test(100_000_000, {})).toBe(true);
    expect(checkValue(100_000_001, [rules.maxCents(100_000_000)])).toEqual({ rule: 'max_value', messageKey: 'validation.max.numeric', params: { max: 1_000_000 } });
  });

  it('the §5 rules carry the keys of the specification\'s sentences', () => {
    expect(checkValue('anders', [rules.passwordConfirmation], { password: 'Geheim!1' })).toEqual({ rule: 'same', messageKey: 'validation.passwordConfirmation', params: { other: 'password' } });
    expect(rules.passwordConfirmation.test('Geheim!1', { password: 'Geheim!1' })).toBe(true);
    expect(checkValue('6.000', [rules.priceRange('budgetMax')], { budgetMax: '4.000' })).toEqual({ rule: 'not_above', messageKey: 'validation.priceRange', params: { other: 'budgetMax' } });
    expect(rules.priceRange('budgetMax').test('4.000', { budgetMax: '4.000' })).toBe(true);
    expect(checkValue(25, [rules.dailyHours])).toMatchObject({ messageKey: 'validation.dailyHours', params: { max: 24 } });
    expect(checkValue(169, [rules.weeklyHours])).toMatchObject({ messageKey: 'validation.weeklyHours', params: { max: 168 } });
  });

  it('same compares with the named field', () => {
    expect(rules.same('password').test('Geheim!1', { password: 'Geheim!1' })).toBe(true);
    expect(rules.same('password').test('Geheim!2', { password: 'Geheim!1' })).toBe(false);
  });

  it('checks a schema: the first failure per field, passing fields absent', () => {
    const failures = checkValues(
      { email: 'anna', phoneNumber: '+49 40 123456', dailyHours: '30', companyName: '' },
      { email: [rules.required, rules.email], phoneNumber: [rules.phone], dailyHours: [rules.numeric, rules.dailyHours], companyName: [rules.required, rules.maxLength(5)] },
    );
    expect(failures).toEqual({
      email: { rule: 'email', messageKey: 'validation.email', params: {} },
      dailyHours: { rule: 'max_value', messageKey: 'validation.dailyHours', params: { max: 24 } },
      companyName: { rule: 'required', messageKey: 'validation.required', params: {} },
    });
  });

  it('reads numbers the German way and normalises IBAN and VAT id for storage', () => {
    expect(toNumber('5.000,50')).toBe(5000.5);
    expect(toNumber('12,5')).toBe(12.5);
    expect(toNumber('')).toBeNaN();
    expect(normaliseIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(isIban(normaliseIban('de89 3704 0044 0532 0130 00'))).toBe(true);
    expect(normaliseVatId('de 298.765.431')).toBe('DE298765431');
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatHours,
  formatMoney,
  formatNumber,
  formatWeekday,
  localeOf,
  pluralCategory,
} from './format';

// Intl separates with (narrow) no-break spaces; the tests read them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the formatter module', () => {
  it('has one locale per language: German and British English', () => {
    expect(localeOf('de')).toBe('de-DE');
    expect(localeOf('en')).toBe('en-GB');
    expect(localeOf('en-US')).toBe('en-GB');
    expect(localeOf('fr')).toBe('de-DE');
  });

  it('shows a calendar date the same way whether it comes as a wire date or a timestamp of that Berlin day', () => {
    expect(formatDate('2026-11-23', 'de')).toBe('23.11.2026');
    expect(formatDate('2026-11-23', 'en')).toBe('23 Nov 2026');
    // 23:30 UTC on the 22nd is already the 23rd in Berlin
    expect(formatDate('2026-11-22T23:30:00Z', 'de')).toBe('23.11.2026');
    expect(formatDate('2026-11-22T23:30:00Z', 'en')).toBe('23 Nov 2026');
    expect(formatDate(new Date('2026-11-23T10:00:00Z'), 'en')).toBe('23 Nov 2026');
    // summer time: 22:30 UTC on 30 June is 1 July in Berlin
    expect(formatDate('2026-06-30T22:30:00Z', 'de')).toBe('01.07.2026');
  });

  it('shows date and time in Berlin on a 24-hour clock in both languages', () => {
    expect(plain(formatDateTime('2026-11-23T13:05:00Z', 'de'))).toBe('23.11.2026, 14:05');
    expect(plain(formatDateTime('2026-11-23T13:05:00Z', 'en'))).toBe('23 Nov 2026, 14:05');
    expect(plain(formatDateTime('2026-11-23T13:05:00Z', 'de', 'long'))).toContain('23. November 2026');
    expect(plain(formatDateTime('2026-11-23T13:05:00Z', 'en', 'long'))).toContain('23 November 2026');
  });

  it('names the weekday of a date', () => {
    expect(formatWeekday('2026-11-23', 'de')).toBe('Mo');
    expect(formatWeekday('2026-11-23', 'en')).toBe('Mon');
  });

  it('shows money in euros with the language’s separators', () => {
    expect(plain(formatCents(123456, 'de'))).toBe('1.234,56 €');
    expect(formatCents(123456, 'en')).toBe('€1,234.56');
    expect(plain(formatCents(-11900, 'de'))).toBe('-119,00 €');
    expect(plain(formatMoney(500000))).toBe('5.000,00 €');
  });

  it('shows numbers, decimals and hours with the language’s separators', () => {
    expect(formatNumber(1234.5, 'de', 2)).toBe('1.234,50');
    expect(formatNumber(1234.5, 'en', 2)).toBe('1,234.50');
    expect(formatNumber(12, 'de')).toBe('12');
    expect(formatDecimal(7.25, 'de', 3)).toBe('7,25');
    expect(formatDecimal(4, 'en', 1)).toBe('4');
    expect(formatDecimal(4.46, 'de', 1)).toBe('4,5');
    expect(formatHours(480, 'de')).toBe('8,00');
    expect(formatHours(450, 'en')).toBe('7.50');
  });

  it('picks the plural category by the language’s rule', () => {
    expect(pluralCategory(1, 'de')).toBe('one');
    expect(pluralCategory(0, 'de')).toBe('other');
    expect(pluralCategory(2, 'en')).toBe('other');
    expect(pluralCategory(1, 'en')).toBe('one');
  });
});

describe('every screen formats through this module', () => {
  const root = fileURLToPath(new URL('../../../../../../', import.meta.url));
  const sourcesOf = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sourcesOf(file);
      return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [file] : [];
    });
  const webSources = ['libs/web', 'apps/shell/src', 'apps/client/src', 'apps/supplier/src', 'apps/admin/src']
    .flatMap((dir) => sourcesOf(path.join(root, dir)))
    .filter((file) => !file.endsWith(path.join('lib', 'format', 'format.ts')))
    // german-number: the kit's input fields read and write German numbers only (the MoneyField rules)
    .filter((file) => !file.endsWith('german-number.ts'));

  it('has no date, number or plural formatter of its own and no second English locale', () => {
    const offenders = webSources.filter((file) =>
      /new Intl\.(DateTimeFormat|NumberFormat|PluralRules)|toLocale(Date|Time)?String\(|'en-US'/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadWebCatalogue, resources } from './index';
import { ERROR_CODES, ERROR_HTTP_STATUS } from '@fachwerk/shared/contracts';
import { catalogues, flattenKeys, languageFromHeader, translate } from './server';

describe('i18n catalogues', () => {
  it('has exactly the same keys in de and en', () => {
    const de = new Set(flattenKeys(catalogues.de));
    const en = new Set(flattenKeys(catalogues.en));
    expect([...de].filter((k) => !en.has(k))).toEqual([]);
    expect([...en].filter((k) => !de.has(k))).toEqual([]);
  });

  it('has no empty texts', () => {
    for (const lang of ['de', 'en'] as const) {
      const empty = flattenKeys(catalogues[lang]).filter((k) => translate(lang, k).trim() === '');
      expect(empty).toEqual([]);
    }
  });

  it('translates with placeholders and falls back to German, then to the key', () => {
    expect(translate('en', 'common.yes')).toBe('Yes');
    expect(translate('fr', 'common.yes')).toBe('Ja');
    expect(translate('de', 'no.such.key')).toBe('no.such.key');
  });

  it('reads the language from Accept-Language, German by default', () => {
    expect(languageFromHeader(undefined)).toBe('de');
    expect(languageFromHeader('en-US,en;q=0.9')).toBe('en');
    expect(languageFromHeader('fr-FR, en;q=0.5, de;q=0.8')).toBe('de');
    expect(languageFromHeader('fr')).toBe('de');
  });
});

describe('error codes', () => {
  it('has an HTTP error status and a German and an English text for every code, and no text without a code', () => {
    for (const code of ERROR_CODES) expect([code, ERROR_HTTP_STATUS[code] >= 400 && ERROR_HTTP_STATUS[code] < 600]).toEqual([code, true]);
    for (const lang of ['de', 'en'] as const) {
      const texts = catalogues[lang].errors as Record<string, string>;
      expect(Object.keys(texts).sort()).toEqual([...ERROR_CODES].sort());
      for (const code of ERROR_CODES) expect([code, texts[code]?.trim() ? 'text' : 'missing']).toEqual([code, 'text']);
    }
  });

});

describe('catalogue files', () => {
  it('never define the same top-level key twice (the merge is shallow)', async () => {
    const dir = join(process.cwd(), 'libs/shared/i18n/src/locales/de');
    const files = await Promise.all(
      readdirSync(dir)
        // account-fields and server-* hold parts nested under `fields` and `server`, not top-level keys
        .filter((file) => file !== 'account-fields.ts' && !file.startsWith('server-'))
        .map((file) => import(join(dir, file))),
    );
    const keys = files.flatMap((module) =>
      Object.values(module).flatMap((obj) => Object.keys(obj as object)),
    );
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

describe('web entry', () => {
  it('carries no server-only texts and no remote-only feature texts', () => {
    const topLevel = Object.keys(resources.de.translation);
    for (const serverOnly of [
      'errors',
      'fields',
      'mail',
      'server',
      'adminContent',
      'profile',
      'adminAccounts',
      'register',
      'wizard',
      'verify',
      'passwordReset',
      'oauth',
    ])
      expect(topLevel).not.toContain(serverOnly);
    expect(topLevel).toEqual(expect.arrayContaining(['common', 'validation']));
  });
});

describe('languages of the web entry', () => {
  it('bundles German only; English loads on demand with the same keys', async () => {
    expect(Object.keys(resources)).toEqual(['de']);
    const en = await loadWebCatalogue('en');
    expect(flattenKeys(en).sort()).toEqual(flattenKeys(resources.de.translation).sort());
    expect(await loadWebCatalogue('de')).toBe(resources.de.translation);
  });
});

describe('keys the web code uses', () => {
  /** `t('a.b')` calls with a literal key in the web sources (dynamic keys are checked where they are built). */
  function literalKeys(): { file: string; key: string }[] {
    const roots = ['libs/web', 'apps/shell/src', 'apps/client/src', 'apps/supplier/src', 'apps/admin/src'];
    const found: { file: string; key: string }[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.spec\./.test(entry.name))
          for (const match of readFileSync(path, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g))
            found.push({ file: path, key: match[1] });
      }
    };
    for (const root of roots) walk(join(process.cwd(), root));
    return found;
  }

  it('exist in the catalogues (a missing key shows its name to the user, e.g. the home hero alt text)', () => {
    const keys = new Set(flattenKeys(catalogues.de));
    const known = (key: string) =>
      keys.has(key) || keys.has(`${key}_one`) || [...keys].some((k) => k.startsWith(`${key}.`));
    const used = literalKeys();
    expect(used.length).toBeGreaterThan(500);
    expect(used.filter(({ key }) => !known(key)).map(({ file, key }) => `${file.slice(process.cwd().length + 1)}: ${key}`)).toEqual([]);
  });
});

describe('the §5 sentences of the specification', () => {
  // The rule objects carry the keys (contracts rules.ts); the English texts are the specification's, as written.
  it.each([
    ['validation.passwordConfirmation', {}, 'Password and Confirm password must be the same.', 'Passwort bestätigen und Passwort müssen übereinstimmen.'],
    ['validation.dailyHours', { field: 'Tägliche Arbeitsstunden', max: 24 }, 'Daily working hours cannot be greater than 24.', 'Tägliche Arbeitsstunden darf nicht größer als 24 sein.'],
    ['validation.weeklyHours', { field: 'Stunden pro Woche', max: 168 }, 'Weekly hours cannot be greater than 168.', 'Stunden pro Woche darf nicht größer als 168 sein.'],
    ['validation.priceRange', {}, 'Minimum price cannot be greater than maximum price.', 'Mindestpreis darf nicht größer als Höchstpreis sein.'],
  ])('%s', (key, params, en, de) => {
    expect(translate('en', key, params)).toBe(en);
    expect(translate('de', key, params)).toBe(de);
  });
});

describe('wording users see', () => {
  const texts = (lang: 'de' | 'en') => flattenKeys(catalogues[lang]).map((key) => ({ key, text: translate(lang, key) }));

  /**
   * Texts with a count that read right for 1 and for many without plural forms (a number in
   * brackets, "ungelesen", "von 5"). Every other count goes through i18next's plural rules
   * (`_one`/`_other`): "1 Bewertungen" was shown on the dashboard.
   */
  const COUNT_WITHOUT_PLURAL = new Set([
    'header.notifications',
    'adminAccounts.count',
    'jobsAdmin.jobs.tab',
    'jobsAdmin.feedback.stars',
    'notificationsWeb.unreadCount',
    'chatWeb.list.unread',
    'chatWeb.composer.counter',
    'home.moreTools',
    'team.list.all',
    'team.list.free',
    'team.list.busy',
    'hoursWeb.breakMinutes',
    'awardsWeb.nameWorkers.chosen',
    'errors.WORKERS_REQUIRED',
  ]);

  it.each(['de', 'en'] as const)('%s: a count is said through plural forms unless it reads right for 1 and many', (lang) => {
    const counted = texts(lang).filter(({ key, text }) => text.includes('{{count}}') && !/_(zero|one|two|few|many|other)$/.test(key));
    expect(counted.map(({ key }) => key).filter((key) => !COUNT_WITHOUT_PLURAL.has(key))).toEqual([]);
  });

  it('says 1 and many right, in the browser (i18next) and on the server (translate)', () => {
    expect(translate('de', 'jobsCommon.rating', { average: '4,5', count: 1 })).toBe('4,5 von 5 (1 Bewertung)');
    expect(translate('de', 'jobsCommon.rating', { average: '4,5', count: 2 })).toBe('4,5 von 5 (2 Bewertungen)');
    expect(translate('de', 'server.workLogs.approved', { count: 1 })).toBe('1 Eintrag wurde freigegeben.');
    expect(translate('en', 'server.workLogs.approved', { count: 3 })).toBe('3 entries were approved.');
    expect(translate('en', 'server.workLogs.approved', { count: 0 })).toBe('0 entries were approved.');
  });

  it.each(['de', 'en'] as const)('%s: a paragraph is cited only with its law, never a bare "§ 9" of the specification', (lang) => {
    const LAW = String.raw`(?:[A-ZÄÖÜ][A-Za-zÄÖÜäöü]*G|AO|BGB|HGB|DSGVO|UStDV|GoBD)`;
    const cited = new RegExp(String.raw`${LAW}\s+§\s*\d+\w*|§\s*\d+\w*(?:\s*\(\d+\w*\)|\s+(?:Abs\.|Satz|Nr\.)\s*\d+\w*)*\s+${LAW}`, 'g');
    const bare = texts(lang)
      .map(({ key, text }) => ({ key, rest: text.replace(cited, '') }))
      .filter(({ rest }) => rest.includes('§'))
      .map(({ key }) => key);
    expect(bare).toEqual([]);
  });

  it.each(['de', 'en'] as const)('%s: a partial invoice has one name (the PDF, the exports and the web read it from here)', (lang) => {
    expect(texts(lang).filter(({ text }) => /Abschlagsrechnung|down-payment invoice/i.test(text))).toEqual([]);
    expect(translate(lang, 'invoicesWeb.kind.partial')).toBe(lang === 'de' ? 'Teilrechnung' : 'Partial invoice');
  });
});

import { readdirSync } from 'node:fs';
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

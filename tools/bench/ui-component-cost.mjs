/**
 * What each interactive web/ui component costs in JavaScript (gzip -9 KB): esbuild bundles the
 * component alone (minified, production; React, i18next and the router external, as the apps share
 * them) and beside StarRating and the DatePicker (what a page that already has react-aria pays more).
 * The figures go into the components' doc comments. Run: `node tools/bench/ui-component-cost.mjs`.
 * An estimate of the component's share of a webpack chunk, not a budget check (that is js-budget.mjs).
 */
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LIB = path.join(ROOT, 'libs/web/ui/src/lib');
const COMPONENTS = {
  StatusBadge: 'display/StatusBadge',
  Select: 'forms/TextField',
  StarRating: 'forms/StarRating',
  Drawer: 'layout/DrawerPanel',
  DatePicker: 'forms/DatePicker',
  Calendar: 'forms/Calendar',
  Tabs: 'display/Tabs',
  ComboBox: 'forms/ComboBoxField',
};
const DEFAULT_EXPORT = new Set(['Drawer', 'Calendar', 'ComboBox']);

const exportOf = (name) =>
  DEFAULT_EXPORT.has(name)
    ? `export { default as ${name} } from '${path.join(LIB, COMPONENTS[name])}';`
    : `export { ${name} } from '${path.join(LIB, COMPONENTS[name])}';`;

async function gzipKb(names) {
  const result = await build({
    stdin: { contents: names.map(exportOf).join('\n'), resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'error',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    // shared by the apps, or a lazy chunk of its own (the DatePicker's calendar)
    external: [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react-i18next',
      'i18next',
      'react-router-dom',
      './Calendar',
    ],
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length / 1024;
}

const rows = [];
for (const name of Object.keys(COMPONENTS)) {
  const alone = await gzipKb([name]);
  const beside = async (other) =>
    name === other ? '-' : ((await gzipKb([other, name])) - (await gzipKb([other]))).toFixed(1);
  rows.push({
    component: name,
    'alone KB': alone.toFixed(1),
    '+ beside StarRating': await beside('StarRating'),
    '+ beside DatePicker': await beside('DatePicker'),
  });
}
console.table(rows);

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../schema';
import { accountDataSections } from '../repositories/account-export/account-data';
import { SEALED_FIELDS } from '../repositories/sealed-fields';
import type { DbOrTx } from '../client';
import { DATA_CLASSES, DATA_CLASSIFICATION, classOf, columnsOfClass } from './data-classification';

/** table → its columns' SQL names, read from the drizzle schema (what the migrations create). */
const schemaColumns = new Map<string, string[]>(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      return [config.name, config.columns.map((c) => c.name)];
    }),
);

// jest runs from the workspace root (nx run … from the repository)
const DOC = readFileSync(path.resolve(process.cwd(), 'docs/security/data-classification.md'), 'utf8');

describe('data classification (ASVS V14.1.1, V14.1.2)', () => {
  it('reads the whole schema (sanity: the tables the product is built on are there)', () => {
    expect(schemaColumns.size).toBeGreaterThanOrEqual(50);
    expect(schemaColumns.get('users')).toContain('password_hash');
  });

  it('classifies every column of every table', () => {
    const unclassified = [...schemaColumns].flatMap(([table, columns]) =>
      columns.filter((column) => classOf(table, column) === undefined).map((column) => `${table}.${column}`),
    );
    expect(unclassified).toEqual([]);
  });

  it('names no table or column that the schema does not have, and each column once', () => {
    const stale: string[] = [];
    const twice: string[] = [];
    for (const [table, entry] of Object.entries(DATA_CLASSIFICATION)) {
      const columns = schemaColumns.get(table);
      const named = DATA_CLASSES.flatMap((c) => entry[c] ?? []);
      for (const column of named) if (!columns?.includes(column)) stale.push(`${table}.${column}`);
      twice.push(...named.filter((column, i) => named.indexOf(column) !== i).map((column) => `${table}.${column}`));
    }
    expect(stale).toEqual([]);
    expect(twice).toEqual([]);
  });

  it('classes every field sealed at rest as sensitive or secret', () => {
    for (const field of Object.values(SEALED_FIELDS)) {
      const [table, column] = field.split('.');
      expect([field, classOf(table, column)]).toEqual([field, expect.stringMatching(/^(sensitive|secret)$/)]);
    }
  });

  it('leaves every secret column out of the account export (a holder of the ZIP cannot act as the account)', () => {
    const sections = accountDataSections({} as DbOrTx);
    const exported = sections.flatMap((s) => (schemaColumns.get(s.table) ?? []).filter((c) => !s.omitted.includes(c)).map((c) => `${s.table}.${c}`));
    const secrets = new Set(columnsOfClass('secret'));
    expect(exported.filter((c) => secrets.has(c))).toEqual([]);
  });

  it('the document lists exactly the sensitive and the secret columns, and every class with its protection', () => {
    const listed = (heading: string) => {
      const part = DOC.split(/^## /m).find((s) => s.startsWith(heading)) ?? '';
      return [...part.matchAll(/^\| `([a-z_]+\.[a-z_]+)` \|/gm)].map((m) => m[1]).sort();
    };
    expect(listed('Sensitive columns')).toEqual(columnsOfClass('sensitive'));
    expect(listed('Secret columns')).toEqual(columnsOfClass('secret'));
    for (const c of DATA_CLASSES) expect(DOC).toMatch(new RegExp(`^\\| \`${c}\` \\|`, 'm'));
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '@fachwerk/server/core';
import { createTestDatabase, type TestDatabase } from '@fachwerk/server/db';
import { seedDemoData } from './seed';

/**
 * The backup scripts of the Kubernetes CronJob (deploy/k8s/base/backup/) against the real
 * PostgreSQL: a seeded database is dumped with backup.sh, restored with restore.sh into a fresh
 * database, and every table has the same number of rows afterwards (and the same migration state).
 */
const SCRIPTS = path.join(process.cwd(), 'deploy/k8s/base/backup');

async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`);
      counts[name] = Number(rows[0]?.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

describe('backup and restore (deploy/k8s/base/backup)', () => {
  let source: TestDatabase;
  let target: TestDatabase | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'fw-backup-'));

  beforeAll(async () => {
    source = await createTestDatabase('backup_src');
    await seedDemoData(source.url, path.join(dir, 'files'), { totpEncryptionKey: loadConfig({ NODE_ENV: 'test' }).totpEncryptionKey });
  });

  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('dumps a seeded database and restores it into a fresh one with the same row count in every table', async () => {
    const backups = path.join(dir, 'backups');
    const dumpPath = execFileSync('sh', [path.join(SCRIPTS, 'backup.sh')], {
      env: { ...process.env, DATABASE_URL: source.url, BACKUP_DIR: backups },
      encoding: 'utf8',
    }).trim();
    expect(path.dirname(dumpPath)).toBe(backups);
    expect(statSync(dumpPath).size).toBeGreaterThan(0);
    // no half-written archive is left beside it
    expect(readdirSync(backups)).toEqual([path.basename(dumpPath)]);

    // an empty database, as restore.sh expects (createTestDatabase migrates, so drop its objects)
    target = await createTestDatabase('backup_dst');
    const client = new Client({ connectionString: target.url });
    await client.connect();
    try {
      const schemas = await client.query<{ nspname: string }>(
        `SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'`,
      );
      for (const { nspname } of schemas.rows) await client.query(`DROP SCHEMA "${nspname}" CASCADE`);
      await client.query('CREATE SCHEMA public');
    } finally {
      await client.end();
    }

    execFileSync('sh', [path.join(SCRIPTS, 'restore.sh'), dumpPath, target.url], { encoding: 'utf8' });

    const before = await rowCounts(source.url);
    const after = await rowCounts(target.url);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(Object.values(before).reduce((a, b) => a + b, 0)).toBeGreaterThan(100);
    expect(after).toEqual(before);
  });

  it('restores all or nothing: a damaged dump leaves the target database untouched', async () => {
    const empty = await createTestDatabase('backup_bad');
    try {
      const broken = path.join(dir, 'broken.dump');
      execFileSync('sh', ['-c', `head -c 4000 "$(ls ${path.join(dir, 'backups')}/*.dump)" > ${broken}`]);
      const before = await rowCounts(empty.url);
      expect(() =>
        execFileSync('sh', [path.join(SCRIPTS, 'restore.sh'), broken, empty.url], { stdio: 'pipe' }),
      ).toThrow();
      expect(await rowCounts(empty.url)).toEqual(before);
    } finally {
      await empty.drop();
    }
  });
});

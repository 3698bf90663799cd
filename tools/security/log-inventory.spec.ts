import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTIONS } from '@fachwerk/shared/contracts';

/**
 * ASVS 5.0 V16.1.1: docs/security/logging.md is the inventory of what is logged. It must name every
 * logger context of the api and the server libraries, every worker file that writes log lines, and
 * every audit action; a new one without its line in the inventory fails here.
 */
const ROOT = process.cwd();
const DOC = readFileSync(path.join(ROOT, 'docs/security/logging.md'), 'utf8');

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return files(rel);
    return /\.ts$/.test(entry.name) && !/\.(spec|int-spec)\.ts$/.test(entry.name) && !rel.includes('/testing/') ? [rel] : [];
  });
}

const source = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('logging inventory (ASVS V16.1.1)', () => {
  it('names every logger context of the api and the server libraries', () => {
    const contexts = [...new Set([...files('apps/api/src'), ...files('libs/server')].flatMap((file) =>
      [...source(file).matchAll(/new Logger\((?:(\w+)\.name|'(\w+)')\)/g)].map((m) => m[1] ?? m[2]!),
    ))].filter((context) => context !== 'Context');
    expect(contexts.length).toBeGreaterThan(5);
    expect(contexts.filter((context) => !DOC.includes(`| \`${context}\` |`))).toEqual([]);
  });

  it('names every worker file that writes log lines', () => {
    const logging = files('apps/worker/src').filter((file) => /\b(?:log|logger)\.(?:info|warn|error|fatal)\(/.test(source(file)));
    expect(logging.length).toBeGreaterThan(5);
    expect(logging.filter((file) => !DOC.includes(`\`${file}\``))).toEqual([]);
  });

  it('names every audit action', () => {
    expect(AUDIT_ACTIONS.filter((action) => !DOC.includes(`\`${action}\``))).toEqual([]);
  });
});

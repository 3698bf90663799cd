import path from 'node:path';
import { migrationsFolder } from './migrate';
import { normaliseEmail } from './repositories/users.repository';

describe('migrationsFolder', () => {
  const saved = process.env['MIGRATIONS_DIR'];
  afterEach(() => {
    if (saved === undefined) delete process.env['MIGRATIONS_DIR'];
    else process.env['MIGRATIONS_DIR'] = saved;
  });

  it('resolves the committed migrations from the working directory', () => {
    delete process.env['MIGRATIONS_DIR'];
    expect(migrationsFolder()).toBe(path.resolve(process.cwd(), 'libs/server/db/migrations'));
  });

  it('honours MIGRATIONS_DIR', () => {
    process.env['MIGRATIONS_DIR'] = '/opt/fachwerk/migrations';
    expect(migrationsFolder()).toBe('/opt/fachwerk/migrations');
  });
});

describe('normaliseEmail', () => {
  it('compares e-mail addresses case-insensitively and without surrounding spaces', () => {
    expect(normaliseEmail('  Client@Fachwerk.TEST ')).toBe('client@fachwerk.test');
  });
});

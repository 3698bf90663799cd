import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProcessGroup, ensureDotEnvSecrets, envPort, isPortOpen, loadDotEnv, waitForPort } from './services.mjs';

/** Running (a zombie waiting for a reaper counts as gone). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('services', () => {
  it('reads .env without overriding variables already set', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fw-env-')), '.env');
    writeFileSync(
      file,
      '# comment\nAPI_PORT=3999\nMAIL_FROM="Fachwerk <a@b.test>"\nREDIS_PREFIX=from-file\n',
    );
    const env: Record<string, string | undefined> = { REDIS_PREFIX: 'from-shell' };
    expect(loadDotEnv(file, env)).toBe(true);
    expect(env).toEqual({ API_PORT: '3999', MAIL_FROM: 'Fachwerk <a@b.test>', REDIS_PREFIX: 'from-shell' });
    expect(loadDotEnv(path.join(tmpdir(), 'no-such-dir', '.env'), env)).toBe(false);
  });

  it('writes random JWT secrets and the TOTP key to .env on the first run and reuses them afterwards', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fw-env-')), '.env');
    const first: Record<string, string | undefined> = {};
    expect(ensureDotEnvSecrets(file, first)).toEqual(['JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET', 'TOTP_ENCRYPTION_KEY', 'ENCRYPTION_KEY']);
    expect(first['ENCRYPTION_KEY']).toMatch(/^[0-9a-f]{64}$/);
    expect(first['TOTP_ENCRYPTION_KEY']).toMatch(/^[0-9a-f]{64}$/);
    expect(first['JWT_ACCESS_SECRET']).toMatch(/^[0-9a-f]{64}$/);
    expect(first['JWT_REFRESH_SECRET']).toMatch(/^[0-9a-f]{64}$/);
    expect(first['JWT_ACCESS_SECRET']).not.toBe(first['JWT_REFRESH_SECRET']);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // A later run reads .env and keeps the same secrets.
    const later: Record<string, string | undefined> = {};
    loadDotEnv(file, later);
    expect(ensureDotEnvSecrets(file, later)).toEqual([]);
    expect(later).toEqual(first);
    expect(readFileSync(file, 'utf8').match(/JWT_/g)).toHaveLength(2);
  });

  it('keeps other .env lines and secrets set in the environment; replaces a placeholder', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fw-env-')), '.env');
    writeFileSync(file, 'API_PORT=3999\nJWT_ACCESS_SECRET=dev-access-secret-change-me-0123456789\n');
    const own = 'x'.repeat(40);
    const env: Record<string, string | undefined> = { JWT_REFRESH_SECRET: own, TOTP_ENCRYPTION_KEY: own, ENCRYPTION_KEY: own };
    loadDotEnv(file, env);
    expect(ensureDotEnvSecrets(file, env)).toEqual(['JWT_ACCESS_SECRET']);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('API_PORT=3999\n');
    expect(text).not.toContain('change-me');
    expect(text).not.toContain('JWT_REFRESH_SECRET');
    expect(env['JWT_REFRESH_SECRET']).toBe(own);
    expect(text).toContain(`JWT_ACCESS_SECRET=${env['JWT_ACCESS_SECRET']}\n`);
  });

  it('names the variable of a malformed port', () => {
    expect(envPort('MAILDEV_WEB_PORT', 1080, {})).toBe(1080);
    expect(() => envPort('MAILDEV_WEB_PORT', 1080, { MAILDEV_WEB_PORT: '10 80' })).toThrow(
      /MAILDEV_WEB_PORT/,
    );
  });

  it('sees whether a port is open and gives up waiting after the time-out', async () => {
    const server = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as net.AddressInfo;
    expect(await isPortOpen(port)).toBe(true);
    await new Promise((resolve) => server.close(resolve));
    expect(await isPortOpen(port)).toBe(false);
    await expect(waitForPort(port, { timeoutMs: 600, name: 'ghost' })).rejects.toThrow(
      /ghost did not listen/,
    );
  });

  it('stops the processes it started, their children included, and nothing else', async () => {
    const bystander = new ProcessGroup();
    const other = bystander.spawn('bystander', 'sleep', ['30'], { quiet: true });
    const group = new ProcessGroup();
    const child = group.spawn('tree', 'sh', ['-c', 'sleep 30 & echo $!; wait'], {
      logFile: path.join(mkdtempSync(path.join(tmpdir(), 'fw-log-')), 'tree.log'),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const grandchild = Number(execSync(`pgrep -P ${child.pid}`).toString().trim().split('\n')[0]);
    expect(alive(grandchild)).toBe(true);

    await group.stop(2000);
    await settle();
    expect(alive(child.pid!)).toBe(false);
    expect(alive(grandchild)).toBe(false);
    expect(alive(other.pid!)).toBe(true);
    await bystander.stop(2000);
    await settle();
    expect(alive(other.pid!)).toBe(false);
  });
});

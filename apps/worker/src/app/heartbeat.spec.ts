import { mkdtempSync, statSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHeartbeat } from './heartbeat';

describe('startHeartbeat', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fw-heartbeat-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the file at once and keeps touching it', async () => {
    const file = path.join(dir, 'beat');
    const stop = startHeartbeat(file, 20);
    expect(existsSync(file)).toBe(true);
    const first = statSync(file).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 80));
    stop();
    expect(statSync(file).mtimeMs).toBeGreaterThan(first);
  });

  it('stops touching the file once stopped', async () => {
    const file = path.join(dir, 'stopped');
    startHeartbeat(file, 10)();
    const stamp = statSync(file).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statSync(file).mtimeMs).toBe(stamp);
  });

  it('writes nothing when no file is configured', () => {
    expect(() => startHeartbeat(undefined)()).not.toThrow();
  });
});

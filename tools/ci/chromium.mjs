/** Debian Chromium for Playwright (no browser download): installed with apt when absent and root. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { log } from '../dev/services.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return 'present';
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    throw new Error(`${CHROMIUM_PATH} missing: apt-get install -y chromium (as root)`);
  }
  log('installing chromium with apt');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const ok = spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env }).status === 0;
  if (!ok || !existsSync(CHROMIUM_PATH)) throw new Error('apt-get install chromium failed');
  return 'installed';
}

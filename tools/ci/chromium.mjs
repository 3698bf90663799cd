/**
 * Debian Chromium for Playwright (no browser download): installed with apt when absent and root.
 * Launch options live in chromium.json, read by the e2e config and the bench alike.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { log } from '../dev/services.mjs';

const options = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || options.executablePath;
/** Playwright `launchOptions`. */
export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: CHROMIUM_PATH, args: options.args };

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

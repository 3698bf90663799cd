import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SHELL_URL } from './src/support/e2e-env';

/**
 * Journeys against the built apps in Debian Chromium. The global setup serves api, worker, shell and
 * remotes on e2e-only ports; the `setup` project logs each seeded role in once (storage state).
 */
/** Debian Chromium, launch options shared with the bench (tools/ci/chromium.json). */
const chromiumJson = JSON.parse(readFileSync(path.join(process.cwd(), 'tools/ci/chromium.json'), 'utf8')) as {
  executablePath: string;
  args: string[];
};
const chromium = {
  executablePath: process.env['CHROMIUM_PATH'] ?? chromiumJson.executablePath,
  args: chromiumJson.args,
};

export default defineConfig({
  testDir: './src',
  outputDir: '../../tmp/e2e/test-results',
  globalSetup: './src/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: '../../tmp/e2e/report', open: 'never' }]],
  use: {
    baseURL: SHELL_URL,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // The shell's service worker would answer requests that page.route() then never sees (remote
    // failures, API stubs): journeys run without it; pwa.e2e.ts allows it and tests it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'setup',
      testMatch: /.*\.setup\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'chromium',
      testMatch: /.*\.e2e\.ts/,
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
});

import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { REPO_ROOT } from './support/paths';

/**
 * Browser journeys against the production build (see support/global-setup.ts), in Debian's
 * Chromium. One server serves every journey; journeys create what they change, so they do not
 * depend on one another.
 */
export default defineConfig({
  testDir: './journeys',
  outputDir: `${REPO_ROOT}/test-results/playwright`,
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

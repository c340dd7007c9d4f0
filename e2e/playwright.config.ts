import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { REPO_ROOT } from './support/paths';

/**
 * In CI the journeys share the machine's two cores with the backend's suites (.ci/run's two
 * lanes), which slows every step several times over: their waits stretch by this much there.
 */
const SLOWDOWN = process.env.CI ? 2 : 1;

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
  timeout: 90_000 * SLOWDOWN,
  expect: { timeout: 15_000 * SLOWDOWN },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    actionTimeout: 15_000 * SLOWDOWN,
    navigationTimeout: 30_000 * SLOWDOWN,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

#!/usr/bin/env node
// `node bench/phone.mjs`: how long a reader on a slow phone waits for a review's text (product.md
// §14), on the demo content served by the production build on a fresh embedded database. Chromium
// through Playwright with the DevTools protocol's throttling: 400 ms latency, 400 kbit/s each way,
// the CPU slowed 4 times; a cold cache each run. Prints, per run and as the median: time to the
// first contentful paint, until the review's text is in the page, and until the scripts took the
// page over. Not a test; never run in CI. Figures go to bench/RESULTS.md by hand.
//
//   CHROME_PATH  the browser to drive; default /usr/bin/chromium (Debian's package)
//   PHONE_RUNS   runs; default 5
// The functions given to page.addInitScript and page.evaluate run in the browser.
/* global document, window, MutationObserver */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { ensureBuilt, ROOT } from './lib/paths.mjs';
import { startApp } from './lib/processes.mjs';

const THROTTLE = { latency: 400, throughput: (400 * 1024) / 8, cpuRate: 4 };
const runs = Math.max(1, Number.parseInt(process.env.PHONE_RUNS ?? '5', 10) || 5);
const TEXT = '.writeup__content';

ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'reviews-phone-'));
const seeded = spawnSync(process.execPath, ['backend/dist/demo/seed.js'], {
  cwd: ROOT,
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (seeded.status !== 0) throw new Error('Demo seeding failed');
const app = await startApp({ DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});

/** One cold page load of `path` on the throttled phone: its times in ms from navigation start. */
async function measure(path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latency,
    downloadThroughput: THROTTLE.throughput,
    uploadThroughput: THROTTLE.throughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuRate });
  // The moment the review's text is first in the document, seen from inside the page.
  await page.addInitScript((selector) => {
    const seen = () => {
      const text = document.querySelector(selector);
      if (text && text.textContent.trim()) {
        window.__textAt = performance.now();
        return true;
      }
      return false;
    };
    new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, {
      childList: true,
      subtree: true,
    });
  }, TEXT);
  await page.goto(`${app.baseUrl}${path}`, { waitUntil: 'load', timeout: 120_000 });
  await page.locator(TEXT).waitFor({ timeout: 120_000 });
  // Taken over: the member-or-visitor controls appear once the scripts run.
  await page
    .getByRole('link', { name: 'Login', includeHidden: true })
    .waitFor({ state: 'attached', timeout: 120_000 });
  const times = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    text: window.__textAt ?? NaN,
    takenOver: performance.now(),
  }));
  await context.close();
  return times;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const response = await fetch(
    `${app.baseUrl}/api/writeup/listings?page=1&sort=high&filter=${encodeURIComponent(JSON.stringify({ type: 'movie' }))}`,
  );
  const { writeups } = await response.json();
  const path = `/review/${writeups[0].slug}`;
  const results = [];
  for (let run = 0; run < runs; run++) {
    const times = await measure(path);
    results.push(times);
    console.log(
      `${path} run ${run + 1}: first contentful paint ${times.firstContentfulPaint.toFixed(0)} ms, ` +
        `review text in the page ${times.text.toFixed(0)} ms, taken over by the scripts by ${times.takenOver.toFixed(0)} ms`,
    );
  }
  console.log(
    `Median of ${runs}: first contentful paint ${median(results.map((r) => r.firstContentfulPaint)).toFixed(0)} ms, ` +
      `review text ${median(results.map((r) => r.text)).toFixed(0)} ms, taken over ${median(results.map((r) => r.takenOver)).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

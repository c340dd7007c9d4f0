#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse scores (performance, accessibility, best practices, SEO) of
// the home page, a listing and a review on the demo content, served by the production build on a
// fresh embedded database; mobile (Lighthouse's default) and desktop. Writes bench/RESULTS.md.
//
// Each page is measured LIGHTHOUSE_RUNS times (default 3) and the median run is reported, as
// Lighthouse advises: one run's performance score varies by several points with the machine's load.
//
//   CHROME_PATH      the browser to drive; default /usr/bin/chromium (Debian's package)
//   LIGHTHOUSE_RUNS  runs per page and form factor; default 3
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

import { ensureBuilt, ROOT } from './lib/paths.mjs';
import { freePort, startApp } from './lib/processes.mjs';
import { machine, machineLines, markdownTable, writeSection } from './lib/report.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOOD_SCORE = 95;
const MAX_ATTEMPTS = 3;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10) || 3);

/** Fills `dataDir` with the demo site, as `npm run demo` does. */
function seedDemo(dataDir) {
  const result = spawnSync(process.execPath, ['backend/dist/demo/seed.js'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('Demo seeding failed');
}

async function reviewPath(baseUrl) {
  const filter = encodeURIComponent(JSON.stringify({ type: 'movie' }));
  const response = await fetch(`${baseUrl}/api/writeup/listings?page=1&sort=high&filter=${filter}`);
  const { writeups } = await response.json();
  if (!writeups?.length) throw new Error('The demo site has no published movie review');
  return `/review/${writeups[0].slug}`;
}

/** Headless Chromium with its DevTools port open; Lighthouse connects to it for every page. */
async function startChromium(profileDir) {
  const port = await freePort();
  const chrome = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profileDir}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { chrome, port };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  chrome.kill('SIGKILL');
  throw new Error(`${chromePath} did not open its DevTools port`);
}

/** The audits that cost a category points: scored below 0.9 and weighted in that category. */
function losses(lhr, category) {
  const audits = lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]);
  const failed = audits
    .filter((audit) => audit.errorMessage)
    .map((audit) => `${audit.title}: ${audit.errorMessage}`);
  const low = audits
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  return [
    ...(lhr.runtimeError ? [lhr.runtimeError.message] : []),
    ...failed,
    ...low,
    ...shiftedElements(lhr),
  ];
}

/** The elements that moved most, so a layout shift can be traced to its component. */
function shiftedElements(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items
    .slice(0, 3)
    .map(
      (item) =>
        `shifted: \`${item.node?.selector ?? item.node?.nodeLabel ?? 'unknown'}\` (${item.score.toFixed(3)})`,
    );
}

/**
 * One Lighthouse run of a page. A run Lighthouse could not complete (a runtime error such as "the
 * page did not paint any content", seen on a loaded host) has no metrics to take a median of: it
 * is taken again, up to MAX_ATTEMPTS times, and the error named.
 */
async function measure(url, config) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(
      url,
      { port: chromium.port, onlyCategories: CATEGORIES, logLevel: 'error', output: 'json' },
      config,
    );
    if (!lhr.runtimeError || attempt === MAX_ATTEMPTS) return lhr;
    console.log(`${url}: ${lhr.runtimeError.code} (${lhr.runtimeError.message}), measured again`);
  }
}

ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'reviews-lighthouse-'));
const profileDir = mkdtempSync(join(tmpdir(), 'reviews-chromium-'));
let app;
let chromium;
const rows = [];
const notes = [];
try {
  seedDemo(dataDir);
  app = await startApp({ DATA_DIR: dataDir });
  chromium = await startChromium(profileDir);
  const pages = [
    ['Home', '/'],
    ['Listing', '/movie/new'],
    ['Review', await reviewPath(app.baseUrl)],
  ];
  for (const [formFactor, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ]) {
    for (const [name, path] of pages) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await measure(`${app.baseUrl}${path}`, config));
      const lhr = computeMedianRun(results);
      // A score Lighthouse could not compute (an audit failed) is null: shown as n/a, never as 0.
      const scores = CATEGORIES.map((category) => {
        const score = lhr.categories[category].score;
        return score === null ? null : Math.round(score * 100);
      });
      rows.push([`${name} (\`${path}\`)`, formFactor, ...scores.map((score) => score ?? 'n/a')]);
      console.log(`${name} ${formFactor}: ${scores.map((score) => score ?? 'n/a').join(' / ')}`);
      CATEGORIES.forEach((category, i) => {
        if (scores[i] === null || scores[i] < GOOD_SCORE) {
          notes.push(
            `- ${name}, ${formFactor}, ${category} ${scores[i] ?? 'n/a'}: ${losses(lhr, category).join('; ')}`,
          );
        }
      });
    }
  }
} finally {
  chromium?.chrome.kill('SIGKILL');
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true, maxRetries: 3 });
}

const table = markdownTable(
  ['Page', 'Form factor', 'Performance', 'Accessibility', 'Best practices', 'SEO'],
  rows,
);
console.log(`\n${table}\n${notes.join('\n')}`);
await writeSection(
  'lighthouse',
  [
    '## Latest `npm run lighthouse`',
    '',
    ...machineLines(machine()),
    `- Lighthouse 13.5.0 with ${chromePath} (headless), median of ${runs} runs per page, against the production build on a fresh embedded ` +
      "database filled with the demo content. Mobile is Lighthouse's default (simulated slow 4G and a " +
      'mid-range phone CPU); desktop uses its desktop preset.',
    '',
    table,
    '',
    notes.length
      ? `Below ${GOOD_SCORE}, and the audits that cost the points:\n\n${notes.join('\n')}`
      : `Every score is ${GOOD_SCORE} or more.`,
  ].join('\n'),
);
console.log('Written to bench/RESULTS.md');

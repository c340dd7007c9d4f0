#!/usr/bin/env node
// `npm run bench`: seeds PostgreSQL with a large site, starts the production server on it and
// measures the main reads and one write with autocannon, each against a bare `http` server
// answering the same bytes (the ceiling). Prints the figures and writes them to bench/RESULTS.md.
//
//   BENCH_DATABASE_URL  database to (re)create; default postgres://postgres@127.0.0.1:5432/bench
//   --reuse             keep the database of the previous run (no drop, no seed)
//   --only=<text>       measure only the requests whose name contains <text>; RESULTS.md untouched
import { loadavg } from 'node:os';

import { ensureBuilt } from './lib/paths.mjs';

const TARGET = { ratio: 0.3, p99: 50 };

const args = process.argv.slice(2);
const reuse = args.includes('--reuse');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .toLowerCase();
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';

ensureBuilt();
// Imported after the build: the seed uses the shared rules from libs/dist.
const { recreateDatabase, migrate, serverVersion, withClient } = await import('./lib/postgres.mjs');
const { seedSite, SITE_SIZE } = await import('./lib/seed.mjs');
const { startApp, startCeiling } = await import('./lib/processes.mjs');
const { benchmarkRequests, chooseTargets, fetchAnswer, signIn } = await import('./lib/endpoints.mjs');
const { measure, LOAD } = await import('./lib/load.mjs');
const { machine, machineLines, markdownTable, writeSection } = await import('./lib/report.mjs');

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

let counts;
if (!reuse) {
  const started = Date.now();
  await recreateDatabase(databaseUrl);
  migrate(databaseUrl);
  counts = await withClient(databaseUrl, (client) => seedSite(client));
  console.log(`Seeded in ${seconds(started)}:`, counts);
}
const targets = await withClient(databaseUrl, (client) => chooseTargets(client));

// Other work on the machine takes CPU from the app and the ceiling alike: recorded with the figures.
const loadAtStart = loadavg()
  .map((value) => value.toFixed(2))
  .join(' / ');
const app = await startApp({
  DATABASE_URL: databaseUrl,
  RATE_LIMIT_PER_MINUTE: '1000000',
  LOG_LEVEL: 'warn',
});
let ceiling;
const results = [];
try {
  const cookie = await signIn(app.baseUrl);
  const requests = benchmarkRequests(targets, cookie).filter(
    (request) => !only || request.name.toLowerCase().includes(only),
  );
  const responses = {};
  for (const request of requests) {
    responses[`${request.method ?? 'GET'} ${request.path}`] = await fetchAnswer(app.baseUrl, request);
  }
  ceiling = await startCeiling(responses);

  for (const request of requests) {
    const measured = await measure(app.baseUrl, request);
    const bare = await measure(ceiling.baseUrl, request);
    const bytes = Buffer.byteLength(responses[`${request.method ?? 'GET'} ${request.path}`].body);
    const result = {
      request,
      bytes,
      measured,
      bare,
      ratio: measured.requestsPerSecond / bare.requestsPerSecond,
    };
    results.push(result);
    console.log(
      `${request.name}: ${measured.requestsPerSecond.toFixed(0)} req/s, p50 ${measured.p50} ms, ` +
        `p99 ${measured.p99} ms, ${(result.ratio * 100).toFixed(1)}% of ${bare.requestsPerSecond.toFixed(0)} req/s` +
        (measured.failures ? `, ${measured.failures} FAILED` : ''),
    );
  }
} finally {
  await ceiling?.stop();
  await app.stop();
}

const meetsTarget = ({ measured, ratio, request }) =>
  request.write
    ? 'n/a (write)'
    : request.reference
      ? 'n/a (reference)'
      : ratio >= TARGET.ratio && measured.p99 < TARGET.p99
        ? 'yes'
        : 'no';
const table = markdownTable(
  [
    'Endpoint',
    'Body',
    'req/s',
    'p50 ms',
    'p99 ms',
    'Ceiling req/s',
    'Ceiling p99 ms',
    'Ratio',
    'Target met',
    'Errors',
  ],
  results.map((result) => [
    result.request.name,
    `${(result.bytes / 1024).toFixed(1)} KB`,
    result.measured.requestsPerSecond.toFixed(0),
    result.measured.p50,
    result.measured.p99,
    result.bare.requestsPerSecond.toFixed(0),
    result.bare.p99,
    `${(result.ratio * 100).toFixed(1)}%`,
    meetsTarget(result),
    result.measured.failures,
  ]),
);
console.log(`\n${table}\n`);

if (only) {
  console.log('Partial run (--only): bench/RESULTS.md left as it was.');
} else {
  const info = machine({
    postgres: await serverVersion(databaseUrl),
    'Load average at start (1 / 5 / 15 min)': loadAtStart,
  });
  const site = counts
    ? `${counts.users} users; ${counts.writeups} writeups (${counts.published} published, ${counts.scheduled} scheduled, ` +
      `${counts.drafts} drafts); ${counts.comments} comments; ${counts.announcements} announcements`
    : `database reused from an earlier run (seeded as ${SITE_SIZE.writeups} writeups, ${SITE_SIZE.users} users, ` +
      `${SITE_SIZE.comments} comments, ${SITE_SIZE.announcements} announcements, plus earlier runs' posted comments)`;
  await writeSection(
    'bench',
    [
      '## Latest `npm run bench`',
      '',
      ...machineLines(info),
      `- Site: ${site}`,
      `- Load: autocannon, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up then ${LOAD.seconds} s per endpoint, ` +
        'against the production server (`node backend/dist/main.js`, LOG_LEVEL=warn) and then against a bare ' +
        'Node `http` server answering the same bytes (the ceiling). Load generator, app and PostgreSQL share the machine.',
      `- Target for public reads: at least ${TARGET.ratio * 100}% of the ceiling's req/s and p99 under ${TARGET.p99} ms.`,
      '',
      table,
    ].join('\n'),
  );
  console.log('Written to bench/RESULTS.md');
}

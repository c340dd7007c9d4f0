#!/usr/bin/env node
// `npm run bench`: seeds PostgreSQL with a large site, starts the production server on it and
// measures, each against a bare `http` server answering the same bytes (the ceiling):
//   1. mixed traffic shaped like a real site's (bench/lib/traffic.mjs) in three phases: visitors;
//      visitors and members; with comment writes;
//   2. CPU per request on the miss path (bench/lib/miss-path.mjs);
//   3. one URL per endpoint, repeated (the single-URL table).
// Prints the figures and writes them to bench/RESULTS.md (and bench/last-run-<size>.json, from
// which the 10k / 100k comparison is built). Never run in CI.
//
//   BENCH_DATABASE_URL  database to (re)create; default postgres://postgres@127.0.0.1:5432/bench
//   --size=large        seed 100,000 writeups and 1,000,000 comments (default: 10,000 / 100,000)
//   --reuse             keep the database of the previous run (no drop, no seed)
//   --target=<url>      measure a server already running on BENCH_DATABASE_URL (e.g. Varnish in
//                       front of the app: http://127.0.0.1:6081) instead of starting one; implies
//                       --reuse and skips the CPU figures
//   --varnish           the reference deployment: Varnish (deploy/varnish) in front of two app
//                       instances on the bench database; the mixed phases only, RESULTS.md untouched
//   --warm=<seconds>    before each mixed phase, drive a warm-up sequence (the same popular
//                       writeups, other visits) for that long: a shared cache's steady state
//   --profile           run the app under `node --cpu-prof` and summarise where its CPU went
//   --only=<text>       measure only the phases and requests whose name contains <text>;
//                       RESULTS.md untouched
//   --mixed-only        the mixed phases and the miss path, not the single-URL table; RESULTS.md
//                       untouched (bench/last-run-<size>.json is written)
import { loadavg } from 'node:os';
import { mkdtempSync, readdirSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

import { ensureBuilt, ROOT } from './lib/paths.mjs';

const TARGET = { ratio: 0.3, p99: 50 };
/** Issue 15's targets for the mixed phases, by phase. */
const PHASE_TARGETS = [0.25, 0.15, 0.1];
const MEMBER_SESSIONS = 16;

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const target = option('target')?.replace(/\/$/, '');
const varnish = args.includes('--varnish');
const reuse = args.includes('--reuse') || target !== undefined;
const profile = args.includes('--profile');
const only = option('only')?.toLowerCase();
const mixedOnly = args.includes('--mixed-only') || varnish;
const warmSeconds = Number(option('warm') ?? 0);
const size = option('size') ?? 'standard';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const matches = (name) => !only || name.toLowerCase().includes(only);

ensureBuilt();
// Imported after the build: the seed and the traffic use the shared rules from libs/dist.
const { recreateDatabase, migrate, serverVersion, untilStoredHtmlFilled, withClient } =
  await import('./lib/postgres.mjs');
const { seedSite, SITE_SIZES, BENCH_MEMBER } = await import('./lib/seed.mjs');
const { startApp, startCeiling } = await import('./lib/processes.mjs');
const { startDeployment } = await import('./lib/varnish.mjs');
const { benchmarkRequests, chooseTargets, fetchAnswer, signIn } = await import('./lib/endpoints.mjs');
const { measure, LOAD } = await import('./lib/load.mjs');
const { machine, machineLines, markdownTable, writeSection } = await import('./lib/report.mjs');
const { loadCatalog, PAGE_VIEWS_PER_LOAD, PHASES } = await import('./lib/traffic.mjs');
const { runPhase } = await import('./lib/mixed.mjs');
const { measureMissPath, missPathRequests } = await import('./lib/miss-path.mjs');
const { summariseProfile } = await import('./lib/profile-summary.mjs');

if (!SITE_SIZES[size]) throw new Error(`--size must be one of ${Object.keys(SITE_SIZES).join(', ')}`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const percent = (ratio) => `${(ratio * 100).toFixed(1)}%`;
const ms = (value) => value.toFixed(2);

let counts;
if (!reuse) {
  const started = Date.now();
  await recreateDatabase(databaseUrl);
  migrate(databaseUrl);
  counts = await withClient(databaseUrl, (client) => seedSite(client, { size }));
  console.log(`Seeded in ${seconds(started)}:`, counts);
}
const targets = await withClient(databaseUrl, (client) => chooseTargets(client));
const catalog = await withClient(databaseUrl, (client) => loadCatalog(client));

// Other work on the machine takes CPU from the app and the ceiling alike: recorded with the figures.
const loadAtStart = loadavg()
  .map((value) => value.toFixed(2))
  .join(' / ');
const profileDir = profile ? mkdtempSync(join(tmpdir(), 'reviews-bench-profile-')) : undefined;
const appEnv = { DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'warn' };
const app = target
  ? { baseUrl: target, stop: async () => {} }
  : varnish
    ? await startDeployment(appEnv)
    : await startApp(appEnv, {
        nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
      });
const phases = [];
const results = [];
let missPath = [];
let ceiling;
try {
  if (!target) await untilStoredHtmlFilled(databaseUrl);
  const memberCookies = [];
  for (const username of catalog.members.slice(0, MEMBER_SESSIONS)) {
    memberCookies.push(await signIn(app.baseUrl, `${username}@bench.local`));
  }
  const cookie = await signIn(app.baseUrl, BENCH_MEMBER.email);

  const asked = new Set();
  for (const [index, phase] of PHASES.entries()) {
    if (!matches(phase.name)) continue;
    const result = await runPhase(app.baseUrl, catalog, memberCookies, phase, {
      warmSeconds,
      cacheCounters: app.cacheCounters,
    });
    result.target = PHASE_TARGETS[index];
    for (const path of result.askedPaths) asked.add(path);
    phases.push(result);
    console.log(
      `Mixed, ${phase.name}: ${result.measured.requestsPerSecond.toFixed(0)} req/s, p50 ${result.measured.p50} ms, ` +
        `p99 ${result.measured.p99} ms, ${percent(result.ratio)} of ${result.bare.requestsPerSecond.toFixed(0)} req/s; ` +
        `${result.shape.requests} requests (${result.shape.distinct} distinct), ${percent(result.shape.signedIn)} signed in, ` +
        `${percent(result.shape.writes)} writes` +
        (result.measured.failures
          ? `, ${result.measured.failures} FAILED: ${JSON.stringify(result.measured.failedPaths)}`
          : ''),
    );
    if (result.cache) {
      const { cache } = result;
      console.log(
        `    cache: ${percent(cache.hitRatio)} hits (${cache.cache_hit}, ${cache.cache_hit_grace} in grace), ` +
          `${cache.cache_miss} misses, ${cache.cache_hitmiss} hit-for-miss, ${cache.s_pass} passes, ${cache.n_lru_nuked} evicted`,
      );
    }
    for (const row of result.measured.byKind.slice(0, 12)) {
      console.log(
        `    ${(row.totalMs / 1000).toFixed(1).padStart(7)} s  ${String(row.requests).padStart(6)} x ${row.meanMs.toFixed(1).padStart(6)} ms  ${row.kind}`,
      );
    }
  }

  if (app.pid && matches('miss path')) {
    // The same app serving pages unrendered, for the writeup page's shell (issue 34 item 7).
    const shellApp = await startApp({ ...appEnv, SERVER_RENDERING: '0' });
    try {
      missPath = await withClient(databaseUrl, (client) =>
        measureMissPath({ main: app, shell: shellApp }, client, missPathRequests(catalog, cookie, asked)),
      );
    } finally {
      await shellApp.stop();
    }
    for (const row of missPath) {
      console.log(
        `Miss path, ${row.name}: Node ${ms(row.nodeMsPerRequest)} ms, PostgreSQL ${ms(row.databaseMsPerRequest)} ms ` +
          `CPU per request over ${row.requests} requests${row.failures ? `, ${row.failures} FAILED` : ''}`,
      );
    }
  }

  const requests = benchmarkRequests(targets, cookie).filter(
    (request) => !mixedOnly && matches(request.name),
  );
  const responses = {};
  for (const request of requests) {
    responses[`${request.method ?? 'GET'} ${request.path}`] = await fetchAnswer(app.baseUrl, request);
  }
  if (requests.length) ceiling = await startCeiling({ responses });

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
        `p99 ${measured.p99} ms, ${percent(result.ratio)} of ${bare.requestsPerSecond.toFixed(0)} req/s` +
        (measured.failures ? `, ${measured.failures} FAILED` : ''),
    );
  }
} finally {
  await ceiling?.stop();
  await app.stop();
}

let profileSummary;
if (profileDir) {
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (file) {
    profileSummary = summariseProfile(join(profileDir, file));
    console.log(`\nProfile: ${join(profileDir, file)} (${profileSummary.samples} samples)`);
    console.log('Self time by package or file:');
    for (const row of profileSummary.byOwner) console.log(`  ${percent(row.share).padStart(6)}  ${row.name}`);
    console.log('Functions with the most self time:');
    for (const row of profileSummary.byFunction)
      console.log(`  ${percent(row.share).padStart(6)}  ${row.name}`);
  } else {
    console.log(`No profile was written to ${profileDir} (the app did not exit cleanly).`);
  }
}

/** The columns of a measurement beside the bare server's ceiling, and their cells. */
const CEILING_COLUMNS = ['req/s', 'p50 ms', 'p99 ms', 'Ceiling req/s', 'Ceiling p99 ms'];
const againstCeiling = ({ measured, bare }) => [
  measured.requestsPerSecond.toFixed(0),
  measured.p50,
  measured.p99,
  bare.requestsPerSecond.toFixed(0),
  bare.p99,
];

const phaseTable = markdownTable(
  [
    'Traffic (32 connections)',
    'Signed in',
    'Writes',
    'Distinct URLs',
    'Mean body',
    ...CEILING_COLUMNS,
    'Share of ceiling',
    'Target met',
    'Errors',
  ],
  phases.map((result) => [
    result.phase.name,
    percent(result.shape.signedIn),
    percent(result.shape.writes),
    `${result.shape.distinct} of ${result.shape.requests}`,
    `${(result.meanBytes / 1024).toFixed(1)} KB`,
    ...againstCeiling(result),
    percent(result.ratio),
    result.ratio >= result.target && result.measured.p99 < TARGET.p99
      ? `yes (>= ${result.target * 100}%)`
      : `no (>= ${result.target * 100}%)`,
    result.measured.failures,
  ]),
);
const missTable = markdownTable(
  ['Request (4 connections)', 'Requests', 'Node CPU / request', 'PostgreSQL CPU / request', 'Errors'],
  missPath.map((row) => [
    row.name,
    row.requests,
    `${ms(row.nodeMsPerRequest)} ms`,
    `${ms(row.databaseMsPerRequest)} ms`,
    row.failures,
  ]),
);
const meetsTarget = ({ measured, ratio, request }) =>
  request.write
    ? 'n/a (write)'
    : request.reference
      ? 'n/a (reference)'
      : ratio >= TARGET.ratio && measured.p99 < TARGET.p99
        ? 'yes'
        : 'no';
const table = markdownTable(
  ['Endpoint', 'Body', ...CEILING_COLUMNS, 'Ratio', 'Target met', 'Errors'],
  results.map((result) => [
    result.request.name,
    `${(result.bytes / 1024).toFixed(1)} KB`,
    ...againstCeiling(result),
    `${(result.ratio * 100).toFixed(1)}%`,
    meetsTarget(result),
    result.measured.failures,
  ]),
);
console.log(`\n${phaseTable}\n\n${missTable}\n\n${table}\n`);

/** Each phase at the standard size against the large one, from the last run of each. */
function growthTable() {
  const runs = ['standard', 'large'].map((name) => {
    const file = join(ROOT, 'bench', `last-run-${name}.json`);
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  });
  if (!runs[0] || !runs[1]) return undefined;
  const [small, large] = runs;
  const missPath = markdownTable(
    ['Miss path (CPU per request)', 'Node 10k', 'Node 100k', 'PostgreSQL 10k', 'PostgreSQL 100k'],
    small.missPath.map((row) => {
      // Names may carry counts that differ between sizes: match without them.
      const stem = (name) => name.replace(/\s*\(\d+ distinct\)$/, '');
      const other = large.missPath.find((candidate) => stem(candidate.name) === stem(row.name));
      return [
        stem(row.name),
        `${row.nodeMsPerRequest} ms`,
        other ? `${other.nodeMsPerRequest} ms` : '',
        `${row.databaseMsPerRequest} ms`,
        other ? `${other.databaseMsPerRequest} ms` : '',
      ];
    }),
  );
  const phases = markdownTable(
    [
      'Traffic',
      'req/s 10k',
      'req/s 100k',
      'p99 ms 10k',
      'p99 ms 100k',
      'Share 10k',
      'Share 100k',
      'Within 1.5x',
    ],
    small.phases.map((phase) => {
      const other = large.phases.find((candidate) => candidate.name === phase.name);
      if (!other) return [phase.name, '', '', '', '', '', '', ''];
      const within = other.requestsPerSecond * 1.5 >= phase.requestsPerSecond && other.p99 <= phase.p99 * 1.5;
      return [
        phase.name,
        phase.requestsPerSecond.toFixed(0),
        other.requestsPerSecond.toFixed(0),
        phase.p99,
        other.p99,
        percent(phase.ratio),
        percent(other.ratio),
        within ? 'yes' : 'no',
      ];
    }),
  );
  return [`10k: run of ${small.date}; 100k: run of ${large.date}.`, '', phases, '', missPath].join('\n');
}

const info = machine({
  postgres: await serverVersion(databaseUrl),
  'Load average at start (1 / 5 / 15 min)': loadAtStart,
});
const planned = SITE_SIZES[size];
const site = counts
  ? `${counts.users} users; ${counts.writeups} writeups (${counts.published} published, ${counts.scheduled} scheduled, ` +
    `${counts.drafts} drafts); ${counts.comments} comments; ${counts.announcements} announcements`
  : `database reused from an earlier run (seeded as ${planned.writeups} writeups, ${planned.users} users, ` +
    `${planned.comments} comments, ${planned.announcements} announcements, plus earlier runs' posted comments)`;
// The mixed phases of a whole run (also --mixed-only) are kept per size for the growth table.
if (!only && !target && !varnish && !warmSeconds) {
  writeFileSync(
    join(ROOT, 'bench', `last-run-${size}.json`),
    `${JSON.stringify(
      {
        date: info.date,
        site,
        phases: phases.map((result) => ({
          name: result.phase.name,
          requestsPerSecond: Math.round(result.measured.requestsPerSecond),
          p99: result.measured.p99,
          ratio: Number(result.ratio.toFixed(4)),
          errors: result.measured.failures,
        })),
        missPath: missPath.map((row) => ({
          name: row.name,
          nodeMsPerRequest: Number(ms(row.nodeMsPerRequest)),
          databaseMsPerRequest: Number(ms(row.databaseMsPerRequest)),
        })),
      },
      null,
      2,
    )}\n`,
  );
}
const growth = growthTable();
if (growth) console.log(`${growth}\n`);
if (only || target || varnish || warmSeconds || mixedOnly) {
  console.log(
    'Partial run (--only, --mixed-only, --target, --varnish or --warm): bench/RESULTS.md left as it was.',
  );
} else {
  await writeSection(
    'bench',
    [
      '## Latest `npm run bench`',
      '',
      ...machineLines(info),
      `- Site (\`--size=${size}\`): ${site}`,
      `- Mixed traffic: ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up then ${LOAD.seconds} s per phase, ` +
        'every connection taking the next request of one seeded sequence of page visits (bench/lib/traffic.mjs): ' +
        `one page view in ${PAGE_VIEWS_PER_LOAD} a page load (the HTML of the page, carrying its declared reads, a member's ` +
        'GET /api/me/page, then the reads the page makes below those), the others navigations inside the reader site ' +
        "(the page's reads and a member's GET /api/me/state); writeups by Zipf popularity over all published " +
        'ones, listing pages across sorts and page numbers, searches as typed, profiles, leaderboard, stats. Members ' +
        `use ${MEMBER_SESSIONS} real sessions. The ceiling answers bodies of the sizes the app gave to the same requests in the same order.`,
      `- Single URL: autocannon, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up then ${LOAD.seconds} s per endpoint, ` +
        'against the production server (`node backend/dist/main.js`, LOG_LEVEL=warn) and then against a bare ' +
        'Node `http` server answering the same bytes (the ceiling). Load generator, app and PostgreSQL share the machine.',
      `- Targets: mixed phases ${PHASE_TARGETS.map((value) => `${value * 100}%`).join(' / ')} of the ceiling with p99 under ${TARGET.p99} ms; ` +
        `single-URL public reads at least ${TARGET.ratio * 100}% (issue 15 asks 40%) and p99 under ${TARGET.p99} ms.`,
      '',
      '### Mixed traffic',
      '',
      phaseTable,
      '',
      ...(growth ? ['### 10k against 100k writeups (last run of each size)', '', growth, ''] : []),
      '### CPU per request on the miss path',
      '',
      missTable,
      '',
      '### One URL per endpoint',
      '',
      table,
    ].join('\n'),
  );
  console.log('Written to bench/RESULTS.md');
}

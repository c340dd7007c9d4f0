#!/usr/bin/env node
// `npm run bench:newsletter`: one issue of the newsletter (product.md §18) to 100,000 confirmed
// subscribers, through the outbox, as the built app queues it. Seeds its own PostgreSQL database
// (BENCH_NEWSLETTER_URL, default postgres://postgres@127.0.0.1:5432/bench_newsletter), migrated by
// the app's own migrator, with a writeup published in the past week and the subscribers; then runs
// the issue with NewsletterIssuesService.sendAll on the next Monday, while a second connection
// samples pg_stat_activity every 50 ms for the oldest open transaction of the app. Prints the
// time, the app's CPU, the mails queued and the longest transaction seen. Goal: every batch its own
// short transaction, none held open across the run.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

import { ROOT } from './lib/paths.mjs';
import { freshDatabase, seedStep, withClient } from './lib/postgres.mjs';

const URL_ = process.env.BENCH_NEWSLETTER_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_newsletter';
const SUBSCRIBERS = Number(process.env.BENCH_NEWSLETTER_SUBSCRIBERS ?? 100_000);
const DAY_MS = 24 * 60 * 60_000;

/** The next Monday at 06:00 UTC (an issue is due on Mondays): the run's "now". */
function nextMonday() {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 6));
  const ahead = (8 - day.getUTCDay()) % 7 || 7;
  return new Date(day.getTime() + ahead * DAY_MS);
}

async function seed(client, monday) {
  const published = new Date(monday.getTime() - 2 * DAY_MS).toISOString();
  await client.query(
    `insert into users (username, email, type) values ('critic', 'critic@bench.local', 'admin')`,
  );
  await client.query(
    `insert into writeups (type, title, admin_id, draft, visible_after, updated, rating)
     values ('movie', 'Bench of the Week', (select id from users where username = 'critic'), false, $1, $1, 80)`,
    [published],
  );
  await seedStep(
    client,
    'subscribers',
    `insert into newsletter_subscribers (email, confirmed)
     select 'reader' || i || '@bench.local', now() - interval '30 days' from generate_series(1, ${SUBSCRIBERS}) i`,
  );
  await client.query('analyze');
}

/** The oldest open transaction of other sessions on this database, sampled until stopped (ms). */
function sampleTransactions(url) {
  let longest = 0;
  let running = true;
  const done = withClient(url, async (client) => {
    while (running) {
      const { rows } = await client.query(
        `select coalesce(max(extract(epoch from clock_timestamp() - xact_start) * 1000), 0) as ms
         from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`,
      );
      longest = Math.max(longest, Number(rows[0].ms));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  return async () => {
    running = false;
    await done;
    return longest;
  };
}

async function main() {
  await freshDatabase(URL_);
  const monday = nextMonday();
  await withClient(URL_, (client) => seed(client, monday));

  const require = createRequire(`${ROOT}/backend/package.json`);
  require('reflect-metadata');
  const { NestFactory } = require('@nestjs/core');
  const { AppModule } = require(`${ROOT}/backend/dist/app.module.js`);
  const { loadConfig } = require(`${ROOT}/backend/dist/config/app-config.js`);
  const { NewsletterIssuesService } = require(`${ROOT}/backend/dist/newsletter/newsletter-issues.service.js`);
  // ROLE=web: no scheduled work of its own beside the run measured here.
  const config = loadConfig({ ...process.env, DATABASE_URL: URL_, ROLE: 'web', LOG_LEVEL: 'warn' });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: ['error', 'warn'],
  });
  try {
    const stopSampling = sampleTransactions(URL_);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const queued = await app.get(NewsletterIssuesService).sendAll(monday);
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const longestMs = await stopSampling();
    const outbox = await withClient(URL_, async (client) => {
      const { rows } = await client.query(`select count(*)::int as n from outbox`);
      return rows[0].n;
    });
    console.log(`\nissue of ${monday.toISOString().slice(0, 10)} to ${SUBSCRIBERS} subscribers:`);
    console.log(`  queued ${queued} mails (outbox rows: ${outbox}) in ${(wallMs / 1000).toFixed(1)} s`);
    console.log(
      `  ${Math.round(queued / (wallMs / 1000))} mails/s; app CPU ${((used.user + used.system) / 1e6).toFixed(1)} s`,
    );
    console.log(`  longest open transaction seen: ${longestMs.toFixed(0)} ms`);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

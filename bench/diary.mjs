#!/usr/bin/env node
// `npm run bench:diary`: the two paged reads of product.md §15 at scale. Seeds its own PostgreSQL
// database (BENCH_DIARY_URL, default postgres://postgres@127.0.0.1:5432/bench_diary), migrated by
// the app's own migrator, with 500 writeups, 2,000 members, one writeup logged 10,000 times (with a
// review each) and one member with 5,000 entries, beside 40,000 other entries; then prints EXPLAIN
// ANALYZE of the diary's and the reviews' reads (count and page, first and last page) as the
// repository (backend/src/diary/diary.repository.ts) makes them. Goal: each under 50 ms.
import { performance } from 'node:perf_hooks';

import { freshDatabase, secondsSince, seedStep, withClient } from './lib/postgres.mjs';

const URL_ = process.env.BENCH_DIARY_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_diary';
const WRITEUPS = 500;
const MEMBERS = 2_000;
const WRITEUP_LOGS = 10_000;
const MEMBER_ENTRIES = 5_000;
const OTHER_ENTRIES = 40_000;
const PAGE_SIZE = 20;
const GOAL_MS = 50;

async function seed(client) {
  const step = (label, sql) => seedStep(client, label, sql);
  await step(
    'author',
    `insert into users (username, email, type) values ('critic', 'critic@bench.local', 'admin')`,
  );
  await step(
    'members',
    `insert into users (username, email) select 'member' || i, 'member' || i || '@bench.local' from generate_series(1, ${MEMBERS}) i`,
  );
  await step(
    'writeups',
    `insert into writeups (type, title, admin_id, draft, visible_after, updated, rating)
     select case when i % 3 = 0 then 'series' else 'movie' end, 'Bench film ' || i,
       (select id from users where username = 'critic'), false, now() - interval '400 days', now() - interval '400 days', 70
     from generate_series(1, ${WRITEUPS}) i`,
  );
  await client.query(`create temp table w as select row_number() over (order by id) as n, id from writeups`);
  await client.query(
    `create temp table m as select row_number() over (order by id) as n, id from users where type = 'user'`,
  );
  await client.query('create index on w (n)');
  await client.query('create index on m (n)');
  await step(
    'the popular writeup: 10,000 logs with reviews',
    `insert into log_entries (writeup_id, user_id, watched_on, rewatch, score, review, likes, created)
     select (select id from w where n = 1), m.id, current_date - (i % 3000), i % 7 = 0, 10 * (1 + i % 10),
       'A review number ' || i, (i * 7919) % 500, now() - (i || ' minutes')::interval
     from generate_series(1, ${WRITEUP_LOGS}) i join m on m.n = (i % ${MEMBERS}) + 1`,
  );
  await step(
    'the busy member: 5,000 entries',
    `insert into log_entries (writeup_id, user_id, watched_on, rewatch, review, created)
     select w.id, (select id from m where n = 1), current_date - (i % 7000), i % 5 = 0,
       case when i % 2 = 0 then 'Diary note ' || i end, now() - (i || ' minutes')::interval
     from generate_series(1, ${MEMBER_ENTRIES}) i join w on w.n = (i % ${WRITEUPS}) + 1`,
  );
  await step(
    'other entries',
    `insert into log_entries (writeup_id, user_id, watched_on, review, created)
     select w.id, m.id, current_date - (i % 2000), case when i % 3 = 0 then 'Other ' || i end, now() - (i || ' seconds')::interval
     from generate_series(1, ${OTHER_ENTRIES}) i
     join w on w.n = (i % ${WRITEUPS}) + 1 join m on m.n = (i % ${MEMBERS}) + 1`,
  );
  await client.query('analyze');
}

const PUBLISHED = `w.draft = false and w.card_date <= now()`;
const DIARY_WHERE = `e.user_id = $1 and e.hidden = false
  and exists (select 1 from writeups w where w.id = e.writeup_id and ${PUBLISHED})`;
const REVIEWS_WHERE = `e.writeup_id = $1 and e.review is not null and e.hidden = false`;
/** A page's ids from log_entries alone, in index order, then their records (as pageOf does). */
const page = (where, order, offset = 0) => `select e.*, w.id, w.title, w.slug, u.username, mb.username
  from log_entries e join writeups w on w.id = e.writeup_id join users u on u.id = w.admin_id
  join users mb on mb.id = e.user_id
  join (select e.id from log_entries e where ${where} order by ${order} offset ${offset} limit ${PAGE_SIZE}) page on page.id = e.id
  order by ${order}`;
const DIARY_ORDER = 'e.watched_on desc, e.created desc, e.id desc';
const POPULAR = 'e.likes desc, e.created desc, e.id desc';
const RECENT = 'e.created desc, e.id desc';

function queries(memberEntries, writeupLogs) {
  const lastDiary = (Math.ceil(memberEntries / PAGE_SIZE) - 1) * PAGE_SIZE;
  const lastReviews = (Math.ceil(writeupLogs / PAGE_SIZE) - 1) * PAGE_SIZE;
  return {
    'diary: count': ['member', `select count(*) from log_entries e where ${DIARY_WHERE}`],
    'diary: page 1': ['member', page(DIARY_WHERE, DIARY_ORDER)],
    [`diary: last page (offset ${lastDiary})`]: ['member', page(DIARY_WHERE, DIARY_ORDER, lastDiary)],
    'diary of one year: count': [
      'member',
      `select count(*) from log_entries e where ${DIARY_WHERE} and e.watched_on between date_trunc('year', now())::date and (date_trunc('year', now()) + interval '1 year - 1 day')::date`,
    ],
    'reviews: count': ['writeup', `select count(*) from log_entries e where ${REVIEWS_WHERE}`],
    'reviews popular: page 1': ['writeup', page(REVIEWS_WHERE, POPULAR)],
    [`reviews popular: last page (offset ${lastReviews})`]: [
      'writeup',
      page(REVIEWS_WHERE, POPULAR, lastReviews),
    ],
    'reviews recent: page 1': ['writeup', page(REVIEWS_WHERE, RECENT)],
    [`reviews recent: last page (offset ${lastReviews})`]: [
      'writeup',
      page(REVIEWS_WHERE, RECENT, lastReviews),
    ],
  };
}

async function explain(client) {
  // The seed's busy member and popular writeup (its temporary tables live for this session).
  const member = (await client.query('select id from m where n = 1')).rows[0].id;
  const writeup = (await client.query('select id from w where n = 1')).rows[0].id;
  const counts = (
    await client.query(
      `select (select count(*) from log_entries where user_id = $1)::int as member, (select count(*) from log_entries where writeup_id = $2 and review is not null)::int as writeup`,
      [member, writeup],
    )
  ).rows[0];
  console.log(`\nthe busy member: ${counts.member} entries; the popular writeup: ${counts.writeup} reviews`);
  const results = {};
  for (const [label, [subject, sql]] of Object.entries(queries(counts.member, counts.writeup))) {
    const param = subject === 'member' ? member : writeup;
    await client.query(`explain analyze ${sql}`, [param]); // warm
    const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, [param]);
    const plan = rows.map((row) => row['QUERY PLAN']);
    const ms = Number(
      /Execution Time: ([\d.]+)/.exec(plan.find((line) => line.startsWith('Execution Time')))[1],
    );
    results[label] = ms;
    console.log(`\n${label}: ${ms.toFixed(2)} ms ${ms < GOAL_MS ? '(under 50 ms)' : '(OVER 50 ms)'}`);
    for (const line of plan.slice(0, 40)) console.log(`    ${line}`);
  }
  return results;
}

await freshDatabase(URL_);
const results = await withClient(URL_, async (client) => {
  const started = performance.now();
  await seed(client);
  console.log(`seeded in ${secondsSince(started)} s`);
  return explain(client);
});
const over = Object.entries(results).filter(([, ms]) => ms >= GOAL_MS);
console.log(
  over.length === 0
    ? '\nEvery read under 50 ms.'
    : `\nOver 50 ms: ${over.map(([label]) => label).join(', ')}`,
);

#!/usr/bin/env node
// `npm run bench:film-life`: the feed and notifications of product.md §13 at scale. Seeds its own
// PostgreSQL database (BENCH_SOCIAL_URL, default postgres://postgres@127.0.0.1:5432/bench_social)
// with 20,000 members each following 100 people, their comments and ratings, 2,000 writeups by 50
// authors and the notification entries that fan-out on write leaves; then prints EXPLAIN ANALYZE
// of the feed's and the notifications' queries for one member, the times of the three calls over
// HTTP on the built server, and one publication over HTTP by an author all 20,000 members follow:
// how soon the save answers, and how soon the fan-out job has told every follower.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { ROOT } from './lib/paths.mjs';
import { freshDatabase, secondsSince, seedStep, withClient } from './lib/postgres.mjs';

const URL_ = process.env.BENCH_SOCIAL_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_social';
const MEMBERS = 20_000;
const FOLLOWS_EACH = 100;
const AUTHORS = 50;
const WRITEUPS = 2_000;
const COMMENTS_EACH = 10;
const RATINGS_EACH = 10;
const PORT = Number(process.env.BENCH_SOCIAL_PORT ?? 3197);
const RUNS = 40;

async function seed(client) {
  const step = (label, sql) => seedStep(client, label, sql);
  await step(
    'authors',
    `insert into users (username, email, type, created)
     select 'author' || i, 'author' || i || '@bench.local', 'admin', now() - interval '3 years'
     from generate_series(1, ${AUTHORS}) i`,
  );
  await step(
    'members',
    `insert into users (username, email, created)
     select 'member' || i, 'member' || i || '@bench.local', now() - interval '3 years'
     from generate_series(1, ${MEMBERS}) i`,
  );
  await client.query(`create temp table m as
    select row_number() over (order by id) as n, id from users where type = 'user'`);
  await client.query('create index on m (n)');
  await client.query(`create temp table a as
    select row_number() over (order by id) as n, id from users where type = 'admin'`);
  await client.query('create index on a (n)');
  // Each member follows 95 members and 5 authors; author 1 is followed by everyone (a star).
  await step(
    'follows of members',
    `insert into follows (follower_id, followee_id, created)
     select m1.id, m2.id, now() - random() * interval '365 days'
     from m m1 cross join generate_series(1, ${FOLLOWS_EACH - 5}) k
     join m m2 on m2.n = ((m1.n + k * 199) % ${MEMBERS}) + 1`,
  );
  await step(
    'follows of authors',
    `insert into follows (follower_id, followee_id, created)
     select m.id, a.id, now() - random() * interval '365 days'
     from m cross join generate_series(0, 4) k join a on a.n = ((m.n + k * 7) % ${AUTHORS}) + 1
     on conflict do nothing`,
  );
  await step(
    'the star author',
    `insert into follows (follower_id, followee_id) select m.id, a.id from m, a where a.n = 1 on conflict do nothing`,
  );
  await step(
    'writeups',
    `insert into writeups (type, title, admin_id, draft, visible_after, updated, rating)
     select case when i % 10 = 0 then 'article' when i % 3 = 0 then 'series' else 'movie' end,
       'Bench film ' || i, a.id, false, now() - random() * interval '730 days', now() - interval '800 days',
       (i * 37) % 101
     from generate_series(1, ${WRITEUPS}) i join a on a.n = (i % ${AUTHORS}) + 1`,
  );
  await client.query(`create temp table w as
    select row_number() over (order by id) as n, id, type from writeups`);
  await client.query('create index on w (n)');
  await step(
    'comments',
    `insert into comments (writeup_id, user_id, content, created)
     select w.id, m.id, 'A bench comment about this one.', now() - random() * interval '700 days'
     from m cross join generate_series(1, ${COMMENTS_EACH}) k
     join w on w.n = ((m.n * 7 + k * 131) % ${WRITEUPS}) + 1`,
  );
  await step(
    'ratings',
    `insert into ratings (writeup_id, user_id, score, created, updated)
     select w.id, m.id, 10 * (1 + (m.n + k) % 10), t, t
     from m cross join generate_series(1, ${RATINGS_EACH}) k
     join w on w.n = ((m.n * 11 + k * 173) % ${WRITEUPS}) + 1 and w.type <> 'article'
     cross join lateral (select now() - random() * interval '700 days' as t) d
     on conflict do nothing`,
  );
  // What fan-out on write leaves behind: a follow entry per follow, a published entry per
  // follower of each author's five newest writeups, three in ten unread.
  await step(
    'follow notifications',
    `insert into notification_events (kind, recipient_id, actor_id, created, read)
     select 'follow', followee_id, follower_id, created, random() < 0.7 from follows`,
  );
  await step(
    'published notifications',
    `insert into notification_events (kind, recipient_id, actor_id, writeup_id, created, read)
     select 'published', f.follower_id, x.admin_id, x.id, x.card_date, random() < 0.7
     from (select id, admin_id, card_date, row_number() over (partition by admin_id order by card_date desc) r
           from writeups) x
     join follows f on f.followee_id = x.admin_id where x.r <= 5`,
  );
  await step('analyze', 'analyze');
}

/** The repositories' queries (feed.repository.ts, notifications.repository.ts), written out. */
const FOLLOWED = 'select followee_id from follows where follower_id = $1';
const QUERIES = {
  'feed: published': `select admin_id, id, card_date from writeups
    where admin_id in (${FOLLOWED}) and draft = false and card_date <= now()
    order by card_date desc limit 20`,
  'feed: rated': `select r.user_id, r.writeup_id, r.updated, r.score from ratings r join writeups w on w.id = r.writeup_id
    where r.user_id in (${FOLLOWED}) and w.draft = false and w.card_date <= now() and w.type <> 'article'
    order by r.updated desc limit 20`,
  'feed: commented': `select c.user_id, c.writeup_id, c.created, c.id, c.content, c.spoiler
    from comments c join writeups w on w.id = c.writeup_id
    where c.user_id in (${FOLLOWED}) and c.hidden = false and w.draft = false and w.card_date <= now()
    order by c.created desc limit 20`,
  'feed: count (commented, the largest source)': `select count(*) from comments c join writeups w on w.id = c.writeup_id
    where c.user_id in (${FOLLOWED}) and c.hidden = false and w.draft = false and w.card_date <= now()`,
  'notifications: page': `select e.*, a.username, w.title, c.content from notification_events e
    join users a on a.id = e.actor_id left join writeups w on w.id = e.writeup_id
    left join comments c on c.id = e.comment_id
    where e.recipient_id = $1 and e.created <= now()
      and (e.writeup_id is null or (w.draft = false and w.card_date <= now()))
      and (e.comment_id is null or c.hidden = false)
    order by e.created desc, e.id desc limit 20`,
  'notifications: unread count': `select count(*) from notification_events e
    left join writeups w on w.id = e.writeup_id left join comments c on c.id = e.comment_id
    where e.recipient_id = $1 and e.created <= now() and e.read = false
      and (e.writeup_id is null or (w.draft = false and w.card_date <= now()))
      and (e.comment_id is null or c.hidden = false)`,
};

async function explain(client, memberId) {
  const results = {};
  for (const [label, sql] of Object.entries(QUERIES)) {
    await client.query(`explain analyze ${sql}`, [memberId]); // warm
    const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, [memberId]);
    const plan = rows.map((row) => row['QUERY PLAN']);
    const time = plan.find((line) => line.startsWith('Execution Time'));
    results[label] = time;
    console.log(`\n${label}: ${time}`);
    for (const line of plan.slice(0, 14)) console.log(`    ${line}`);
  }
  return results;
}

async function waitForHealth(base) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start');
}

/** Registers an account over HTTP: its session cookie and id. */
async function register(base, email) {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password', type: 'email' }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, id: (await res.json())._id };
}

/**
 * product.md §19: a new author followed by all 20,000 members publishes over HTTP. The save answers
 * at once; the fan-out job (on the same server, ROLE=all) then writes the 20,000 notifications a
 * batch of 1,000 at a time: the time until the last one is stored, read from the database.
 */
async function publicationFanOut(base, client) {
  const author = await register(base, 'bench-author@bench.local');
  await client.query(`update users set type = 'admin' where id = $1`, [author.id]);
  await client.query('insert into follows (follower_id, followee_id) select id, $1 from m', [author.id]);
  const call = async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: author.cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const { _id } = await call('POST', '/api/writeup', { type: 'movie' });
  const fields = {
    _id,
    title: 'Fan-out for twenty thousand',
    content: 'A thoughtful piece about **{{title}}** with enough words to count.',
    image: '/demo-images/banner.svg',
    poster: '/demo-images/poster.svg',
    releaseYear: 2020,
    director: 'Jane Director',
    mpaa: 'PG-13',
    genre: ['Drama'],
    rating: 70,
    runtime: 110,
    publishNow: true,
  };
  const started = performance.now();
  await call('PATCH', '/api/writeup/', fields);
  const answeredMs = performance.now() - started;
  const told = async () =>
    Number(
      (await client.query('select count(*) from notification_events where writeup_id = $1', [_id])).rows[0]
        .count,
    );
  const atAnswer = await told();
  let entries = atAnswer;
  while (entries < MEMBERS && performance.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    entries = await told();
  }
  const doneMs = performance.now() - started;
  console.log(
    `\npublication fan-out: the save answered in ${answeredMs.toFixed(0)} ms (${atAnswer} followers told then); ` +
      `${entries} of ${MEMBERS} told ${(doneMs / 1000).toFixed(1)} s after the save began`,
  );
  return { answeredMs, atAnswer, entries, doneMs };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function overHttp(client) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-social-'));
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: URL_,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SESSION_SECRET: 'bench-session-secret-of-enough-length',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      WEB_PUBLIC_DIR: join(dataDir, 'none'),
      WEB_ADMIN_DIR: join(dataDir, 'none'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitForHealth(base);
    const { cookie, id } = await register(base, 'bench-reader@bench.local');
    const me = { _id: id };
    // The reader follows 100 people like everyone else, and has their notifications.
    await client.query(
      `insert into follows (follower_id, followee_id)
       select $1, id from (select id from m where n % 200 = 0 union all select id from a where n <= 5) f`,
      [me._id],
    );
    await client.query(
      `insert into notification_events (kind, recipient_id, actor_id, created, read)
       select 'follow', $1, id, now() - n * interval '1 hour', n % 3 = 0 from m where n <= 150`,
      [me._id],
    );
    await client.query('analyze follows; analyze notification_events');
    const timings = {};
    for (const path of [
      '/api/me/feed?page=1',
      '/api/me/feed?page=10',
      '/api/notifications?page=1',
      '/api/notifications/unread-count',
    ]) {
      const times = [];
      for (let run = 0; run < RUNS + 5; run++) {
        const started = performance.now();
        const res = await fetch(`${base}${path}`, { headers: { cookie } });
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        await res.arrayBuffer();
        if (run >= 5) times.push(performance.now() - started);
      }
      times.sort((x, y) => x - y);
      timings[path] = { median: percentile(times, 50), p95: percentile(times, 95) };
      console.log(
        `${path}: median ${timings[path].median.toFixed(1)} ms, p95 ${timings[path].p95.toFixed(1)} ms`,
      );
    }
    const fanOut = await publicationFanOut(base, client);
    return { memberId: me._id, timings, fanOut };
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const started = performance.now();
await freshDatabase(URL_);
await withClient(URL_, async (client) => {
  console.log('Seeding:');
  await seed(client);
  const { rows } = await client.query(`select
    (select count(*) from users) as users, (select count(*) from follows) as follows,
    (select count(*) from comments) as comments, (select count(*) from ratings) as ratings,
    (select count(*) from notification_events) as notifications`);
  console.log(`Seeded in ${secondsSince(started)} s:`, rows[0]);
  const member = (await client.query('select id from m where n = 4242')).rows[0].id;
  console.log(`\nEXPLAIN ANALYZE for one member (member4242-ish, ${FOLLOWS_EACH} follows):`);
  await explain(client, member);
  console.log(
    `\nOver HTTP (${RUNS} sequential calls each, one signed-in reader following 100 people; then a publication):`,
  );
  await overHttp(client);
});

import { type ChildProcess } from 'node:child_process';

import { count, eq, sql } from 'drizzle-orm';
import { Client } from 'pg';

import { notificationEvents, outbox } from '../src/database/schema';
import { JobQueue } from '../src/jobs/job-queue';
import { FOLLOWER_BATCH } from '../src/notifications/follower-fan-out';
import { NOTIFY_FOLLOWERS } from '../src/writeups/publishing/follower-notices';
import { closeOpenApps, createTestApp, type TestApp } from './support/app';
import { createUser, createWriteup, loginAs, type TestUser } from './support/factories';
import { eventually, jobsSettled } from './support/jobs';
import { startServerProcess } from './support/worker-process';

// product.md §19: background work as jobs of a queue in the database (pg-boss): each job runs once
// whatever the number of workers, is retried with backoff, survives a worker that dies mid-job;
// ROLE=web sends jobs and never works them; a publication's followers are told by a job.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
jest.setTimeout(240_000);
// Each test counts the jobs its own workers ran: the workers of earlier tests stop first.
afterEach(closeOpenApps);

interface JobRow {
  state: string;
  retry_count: number;
  output: { notified?: number; batches?: number } | null;
  created_on: string;
  started_on: string | null;
}

/** The fan-out jobs of these writeups (the file's tests share one database), oldest first. */
async function jobsOf(testApp: TestApp, writeups: Array<{ _id: string }>): Promise<JobRow[]> {
  const ids = writeups.map((writeup) => writeup._id);
  const result = await testApp.db.execute(sql`
    select state, retry_count, output, created_on::text, started_on::text from pgboss.job
    where name = ${NOTIFY_FOLLOWERS} and data->>'writeupId' in ${ids} order by created_on`);
  return (result as unknown as { rows: JobRow[] }).rows;
}

/** `followers` new members following `author`, written in two statements. */
async function followersOf(testApp: TestApp, author: TestUser, followers: number): Promise<void> {
  const prefix = `f${Math.random().toString(36).slice(2, 8)}`;
  await testApp.db.execute(sql`
    insert into users (username, email)
    select ${prefix} || '-' || i, ${prefix} || '-' || i || '@example.com' from generate_series(1, ${followers}) i`);
  await testApp.db.execute(sql`
    insert into follows (follower_id, followee_id)
    select id, ${author.id} from users where username like ${`${prefix}-%`}`);
}

async function toldOf(testApp: TestApp, writeupId: string): Promise<{ entries: number; followers: number }> {
  const [row] = await testApp.db
    .select({
      entries: count(),
      followers: sql<number>`count(distinct ${notificationEvents.recipientId})::int`,
    })
    .from(notificationEvents)
    .where(eq(notificationEvents.writeupId, writeupId));
  return row;
}

/** A metric's value in a /metrics answer (0 when the series is absent). */
function metric(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/**
 * A follower of the second batch of `writeupId`'s fan-out, being told by another transaction
 * (left open): that batch waits for it. Roll the client back to let it go.
 */
async function holdSecondBatch(testApp: TestApp, author: TestUser, writeupId: string): Promise<Client> {
  const blocker = new Client({ connectionString: testApp.config.databaseUrl! });
  await blocker.connect();
  const { rows } = await blocker.query<{ id: string }>(
    'select follower_id as id from follows where followee_id = $1 order by follower_id offset $2 limit 1',
    [author.id, FOLLOWER_BATCH + 500],
  );
  await blocker.query('begin');
  await blocker.query(
    `insert into notification_events (kind, recipient_id, actor_id, writeup_id) values ('published', $1, $2, $3)`,
    [rows[0].id, author.id, writeupId],
  );
  return blocker;
}

const runs = (queue: string, outcome: string) => `job_runs_total{queue="${queue}",outcome="${outcome}"}`;

async function metricsOf(testApp: TestApp): Promise<string> {
  return (await testApp.http().get('/metrics').expect(200)).text;
}

/**
 * A web instance (with `env`) whose author of 3 batches of followers has published a film, its
 * fan-out's second batch held by `blocker`: the job cannot finish until the blocker lets go.
 */
async function fanOutHeldMidway(env: Record<string, string>) {
  const web = await createTestApp({ env: { ...env, ROLE: 'web' } });
  const author = await createUser(web, { type: 'admin' });
  const followers = 3 * FOLLOWER_BATCH;
  await followersOf(web, author, followers);
  const film = await createWriteup(web, { author });
  const blocker = await holdSecondBatch(web, author, film._id);
  return { web, followers, film, blocker };
}

/** A fresh worker takes the job over and completes it, on its first retry, telling every follower once. */
async function expectNextWorkerCompletesOnce(
  env: Record<string, string>,
  { web, followers, film }: Awaited<ReturnType<typeof fanOutHeldMidway>>,
): Promise<void> {
  const worker = await createTestApp({ env: { ...env, ROLE: 'worker' } });
  const [job] = await eventually(
    () => jobsOf(web, [film]),
    ([one]) => one.state === 'completed',
    120_000,
  );
  expect(job).toMatchObject({ state: 'completed', retry_count: 1 });
  expect(await toldOf(web, film._id)).toEqual({ entries: followers, followers });
  expect(metric(await metricsOf(worker), runs(NOTIFY_FOLLOWERS, 'completed'))).toBe(1);
}

describe('the publication fan-out job', () => {
  it('answers the publish at once; a worker then tells every follower once, a batch of 1,000 at a time', async () => {
    const web = await createTestApp({ env: { ROLE: 'web' } });
    const author = await loginAs(web, 'admin');
    const followers = 2 * FOLLOWER_BATCH + 500;
    await followersOf(web, author.user, followers);

    const film = await createWriteup(web, { author: author.user, title: 'Out for everyone' });
    // The save has answered: nobody is told yet, the job waits for a worker (web works none).
    expect(await toldOf(web, film._id)).toEqual({ entries: 0, followers: 0 });
    expect(await jobsOf(web, [film])).toEqual([expect.objectContaining({ state: 'created' })]);

    const worker = await createTestApp({ env: { ROLE: 'worker' } });
    await jobsSettled(worker, NOTIFY_FOLLOWERS);
    expect(await toldOf(web, film._id)).toEqual({ entries: followers, followers });
    expect(await jobsOf(web, [film])).toEqual([
      expect.objectContaining({
        state: 'completed',
        retry_count: 0,
        output: { notified: followers, batches: 3 },
      }),
    ]);
  });
});

describe('workers', () => {
  // A failed test must not leave the constraint that refuses notifications to the next ones.
  let afterRefusal: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await afterRefusal?.();
    afterRefusal = undefined;
  });

  it('two workers racing for the same jobs run each once', async () => {
    const web = await createTestApp({ env: { ROLE: 'web' } });
    const author = await createUser(web, { type: 'admin' });
    await followersOf(web, author, 3);
    const films = [];
    for (let i = 0; i < 12; i++) films.push(await createWriteup(web, { author }));

    const [first, second] = [
      await createTestApp({ env: { ROLE: 'worker' } }),
      await createTestApp({ env: { ROLE: 'worker' } }),
    ];
    await jobsSettled(first, NOTIFY_FOLLOWERS);
    for (const film of films) expect(await toldOf(web, film._id)).toEqual({ entries: 3, followers: 3 });
    const jobs = await jobsOf(web, films);
    expect(jobs).toHaveLength(films.length);
    expect(jobs.every((job) => job.state === 'completed' && job.retry_count === 0)).toBe(true);
    const completed = [await metricsOf(first), await metricsOf(second)].map((text) =>
      metric(text, runs(NOTIFY_FOLLOWERS, 'completed')),
    );
    expect(completed[0] + completed[1]).toBe(films.length);
  });

  it('retries a failing job with backoff, and completes it once the failure is gone', async () => {
    const web = await createTestApp({ env: { ROLE: 'web' } });
    const author = await createUser(web, { type: 'admin' });
    await followersOf(web, author, 2);
    // The notifications refuse every publication entry until the constraint goes.
    await web.db.execute(
      sql.raw(`alter table notification_events add constraint refused check (kind <> 'published') not valid`),
    );
    const film = await createWriteup(web, { author });
    const worker = await createTestApp({ env: { ROLE: 'worker' } });
    const refusing = () =>
      web.db.execute(sql.raw('alter table notification_events drop constraint if exists refused'));
    afterRefusal = refusing;
    const [failed] = await eventually(
      () => jobsOf(web, [film]),
      ([job]) => job?.state === 'retry',
    );
    expect(failed).toMatchObject({ state: 'retry', retry_count: 0 });
    await refusing();

    await jobsSettled(worker, NOTIFY_FOLLOWERS);
    const [job] = await jobsOf(web, [film]);
    expect(job).toMatchObject({ state: 'completed', retry_count: 1, output: { notified: 2, batches: 1 } });
    // The retry waited for its backoff: at least the first delay (5 s) after the job was sent.
    expect(Date.parse(job.started_on!) - Date.parse(job.created_on)).toBeGreaterThanOrEqual(5_000);
    expect(await toldOf(web, film._id)).toEqual({ entries: 2, followers: 2 });
    const text = await metricsOf(worker);
    expect(metric(text, runs(NOTIFY_FOLLOWERS, 'failed'))).toBe(1);
    expect(metric(text, runs(NOTIFY_FOLLOWERS, 'completed'))).toBe(1);
  });

  it('ROLE=web never runs a job: it queues them and a worker runs them all', async () => {
    const web = await createTestApp({ env: { ROLE: 'web' } });
    const author = await createUser(web, { type: 'admin' });
    await followersOf(web, author, 1);
    const films = [];
    for (let i = 0; i < 5; i++) films.push(await createWriteup(web, { author }));
    // A web instance's schedule queues nothing either.
    await web.app.get(JobQueue).tick(NOTIFY_FOLLOWERS, 60);
    expect(await jobsOf(web, films)).toEqual(films.map(() => expect.objectContaining({ state: 'created' })));

    const worker = await createTestApp({ env: { ROLE: 'worker' } });
    await jobsSettled(worker, NOTIFY_FOLLOWERS);
    for (const film of films) expect(await toldOf(web, film._id)).toEqual({ entries: 1, followers: 1 });
    expect(metric(await metricsOf(worker), runs(NOTIFY_FOLLOWERS, 'completed'))).toBe(films.length);
    expect(await metricsOf(web)).not.toContain('job_runs_total{');
  });
});

// Two processes on one database, or a transaction held beside the app's, need a server's: the
// PostgreSQL pass of CI runs these (the embedded database lives inside one process and serves
// one connection).
if (onPostgres) {
  describe('a worker killed in the middle of a job', () => {
    let child: ChildProcess | undefined;
    afterEach(() => child?.kill('SIGKILL'));

    it('is taken over by another worker, which completes the job once', async () => {
      const env = { JOB_EXPIRE_SECONDS: '10' };
      const held = await fanOutHeldMidway(env);
      const { web, film, blocker } = held;

      const server = startServerProcess({ ...env, ROLE: 'worker', DATABASE_URL: web.config.databaseUrl! });
      child = server.child;
      const midJob = await eventually(
        async () => ({ jobs: await jobsOf(web, [film]), told: await toldOf(web, film._id) }),
        ({ jobs, told }) => jobs[0]?.state === 'active' && told.entries === FOLLOWER_BATCH,
        120_000,
      );
      expect({ state: midJob.jobs[0].state, told: midJob.told.entries }).toEqual({
        state: 'active',
        told: FOLLOWER_BATCH,
      });
      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));
      await blocker.query('rollback');
      await blocker.end();

      await expectNextWorkerCompletesOnce(env, held);
    });
  });

  describe('a worker stopped while a job outlives its stop timeout', () => {
    it('stops without an unhandled error; the job fails over to the next worker, which completes it once', async () => {
      const env = { JOB_EXPIRE_SECONDS: '60' };
      const held = await fanOutHeldMidway(env);
      const { web, film, blocker } = held;

      // Its statements may wait for the held batch past the stop timeout.
      const stopping = await createTestApp({
        env: { ...env, ROLE: 'worker', DATABASE_STATEMENT_TIMEOUT_MS: '60000' },
      });
      await eventually(
        () => toldOf(web, film._id),
        (told) => told.entries === FOLLOWER_BATCH,
        120_000,
      );
      // The stop gives the job 10 s, then marks it failed and closes the database; the job, let go
      // after that, finds its database closed as it goes on and as it tries to say it failed.
      const stopped = stopping.close();
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      await blocker.query('rollback');
      await blocker.end();
      await stopped;

      await expectNextWorkerCompletesOnce(env, held);
    });
  });
}

describe('/metrics', () => {
  it('reports jobs by queue and state, the runs of this instance, and the outbox', async () => {
    const testApp = await createTestApp();
    await testApp.db.insert(outbox).values([
      {
        recipient: 'a@example.com',
        subject: 'Waiting',
        text: '',
        html: '',
        link: '',
        nextAttempt: new Date(Date.now() + 3_600_000),
        created: new Date(Date.now() - 120_000),
      },
      {
        recipient: 'b@example.com',
        subject: 'Failing',
        text: '',
        html: '',
        link: '',
        nextAttempt: new Date(Date.now() + 3_600_000),
        lastError: 'refused',
        attempts: 1,
      },
    ]);
    const author = await createUser(testApp, { type: 'admin' });
    await createWriteup(testApp, { author });
    await jobsSettled(testApp, NOTIFY_FOLLOWERS);

    const text = await metricsOf(testApp);
    expect(metric(text, runs(NOTIFY_FOLLOWERS, 'completed'))).toBe(1);
    expect(text).toContain(`job_duration_seconds_count{queue="${NOTIFY_FOLLOWERS}"} 1`);
    for (const state of ['queued', 'active', 'failed']) {
      expect(text).toContain(`job_queue_jobs{queue="${NOTIFY_FOLLOWERS}",state="${state}"} 0`);
    }
    expect(metric(text, 'mail_outbox_pending')).toBe(2);
    expect(metric(text, 'mail_outbox_failing')).toBe(1);
    expect(metric(text, 'mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(120);
  });
});

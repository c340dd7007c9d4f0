import { eq } from 'drizzle-orm';
import { Client } from 'pg';

import { DATABASE_CONNECTION } from '../src/database/database.tokens';
import type { DatabaseConnection } from '../src/database/database';
import { follows, notificationEvents } from '../src/database/schema';
import { RECENT_WRITE_COOKIE } from '../src/database/read-routing';
import { NOTIFY_FOLLOWERS } from '../src/writeups/publishing/follower-notices';
import { createTestApp, type TestApp } from './support/app';
import { createUser, createWriteup, loginAs } from './support/factories';
import { jobsSettled } from './support/jobs';
import { Cluster, PgBouncer } from './support/postgres-parts';
import { withAdminClient, withDatabase } from './support/template-database';

/**
 * product.md §19 "Database": the server behind Debian's PgBouncer in transaction mode (migrations
 * included, two instances at once), and DATABASE_READ_URL on a real streaming replica. Every part
 * is real and started here on free ports; a missing binary fails the test.
 */

const SLOW = 240_000;
/** The shared server of the machine (CI starts one), for the PgBouncer half. */
const POSTGRES_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function scalar<T>(url: string, query: string): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: T }>(query);
    return rows[0].value;
  } finally {
    await client.end();
  }
}

function appsOn(env: Record<string, string>): Promise<TestApp> {
  return createTestApp({ ownDatabase: true, env });
}

describe('behind PgBouncer in transaction mode', () => {
  let bouncer: PgBouncer;
  const name = `reviews_bouncer_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    const server = new URL(POSTGRES_SERVER);
    bouncer = await PgBouncer.start({ host: server.hostname, port: Number(server.port || 5432) }, 3);
    await withAdminClient(POSTGRES_SERVER, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  }, SLOW);

  afterAll(async () => {
    await bouncer?.stop();
    await withAdminClient(POSTGRES_SERVER, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    );
  });

  it(
    'two instances migrate a new database at once through it, then serve reads and writes',
    async () => {
      const env = { DATABASE_URL: bouncer.url(name), DATABASE_POOL_MAX: '4' };
      const [first, second] = await Promise.all([appsOn(env), appsOn(env)]);

      // Each migration applied once, by one of them.
      const direct = withDatabase(POSTGRES_SERVER, name);
      const applied = await scalar<string>(
        direct,
        'select count(*) - count(distinct hash) as value from drizzle.__drizzle_migrations',
      );
      expect(Number(applied)).toBe(0);
      // No advisory lock is left behind on any server connection PgBouncer keeps.
      expect(
        Number(
          await scalar<string>(direct, "select count(*) as value from pg_locks where locktype = 'advisory'"),
        ),
      ).toBe(0);

      // Prepared reads (unnamed statements), sessions and writes, through both instances, many at once.
      const author = await createUser(first, { type: 'admin' });
      const writeup = await createWriteup(first, { author, title: 'Arrival' });
      const member = await loginAs(second, 'user');
      await member.post(`/api/comment/${writeup._id}`).send({ content: 'Through the bouncer.' }).expect(201);
      const reads = await Promise.all(
        Array.from({ length: 24 }, (_, index) =>
          (index % 2 ? first : second).http().get(`/api/comment/${writeup._id}`),
        ),
      );
      for (const res of reads) {
        expect(res.status).toBe(200);
        expect((res.body as Array<{ content: string }>).map((comment) => comment.content)).toEqual([
          'Through the bouncer.',
        ]);
      }
      await member.get('/api/whoami').expect(200);
      expect(bouncer.log()).not.toMatch(
        /unsupported startup parameter|prepared statement .* does not exist/i,
      );

      // A third instance starting later finds nothing to migrate and serves at once.
      const third = await appsOn(env);
      await third.http().get(`/api/comment/${writeup._id}`).expect(200);
    },
    SLOW,
  );

  it(
    'runs the job queue through it: jobs sent by one instance are worked by another, once',
    async () => {
      // Short expiry: the workers' maintenance (pg-boss's locked transactions) runs every 2 s too.
      const env = { DATABASE_URL: bouncer.url(name), DATABASE_POOL_MAX: '4', JOB_EXPIRE_SECONDS: '8' };
      const [web, worker] = [await appsOn({ ...env, ROLE: 'web' }), await appsOn({ ...env, ROLE: 'worker' })];
      const author = await createUser(web, { type: 'admin' });
      const fans = [await createUser(web), await createUser(web)];
      await web.db.insert(follows).values(fans.map((fan) => ({ followerId: fan.id, followeeId: author.id })));
      const writeup = await createWriteup(web, { author, title: 'Heard through the bouncer' });
      await jobsSettled(worker, NOTIFY_FOLLOWERS);
      const told = await web.db
        .select({ recipientId: notificationEvents.recipientId })
        .from(notificationEvents)
        .where(eq(notificationEvents.writeupId, writeup._id));
      expect(told.map((row) => row.recipientId).sort()).toEqual(fans.map((fan) => fan.id).sort());
      // Let a maintenance round pass through PgBouncer as well.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(bouncer.log()).not.toMatch(/prepared statement .* does not exist|unsupported/i);
      // None left behind: a transaction's own (pg-boss's maintenance) comes and goes with it; a
      // session's would stay, on a connection PgBouncer hands to others.
      const advisoryLocks = async () =>
        Number(
          await scalar<string>(
            withDatabase(POSTGRES_SERVER, name),
            "select count(*) as value from pg_locks where locktype = 'advisory'",
          ),
        );
      let held = await advisoryLocks();
      for (let looks = 1; held > 0 && looks < 20; looks++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        held = await advisoryLocks();
      }
      expect(held).toBe(0);
    },
    SLOW,
  );

  it(
    'cancels a statement over DATABASE_STATEMENT_TIMEOUT_MS',
    async () => {
      // On the server itself: behind PgBouncer the role's setting does it (docs/operations.md).
      const app = await appsOn({
        DATABASE_URL: withDatabase(POSTGRES_SERVER, name),
        DATABASE_STATEMENT_TIMEOUT_MS: '300',
      });
      const connection = app.app.get<DatabaseConnection>(DATABASE_CONNECTION);
      const failed = await connection.db.execute('select pg_sleep(3)').then(
        () => undefined,
        (error: unknown) => error as Error & { cause?: Error },
      );
      expect(failed?.cause?.message).toMatch(/canceling statement due to statement timeout/);
    },
    SLOW,
  );
});

describe('DATABASE_READ_URL: a streaming replica', () => {
  let primary: Cluster;
  let replica: Cluster;
  let app: TestApp;
  let routing: NonNullable<DatabaseConnection['readRouting']>;

  beforeAll(async () => {
    primary = await Cluster.primary();
    await withAdminClient(primary.url(), (admin) => admin.query('CREATE DATABASE reviews'));
    replica = await Cluster.replicaOf(primary);
    app = await appsOn({ DATABASE_URL: primary.url('reviews'), DATABASE_READ_URL: replica.url('reviews') });
    const readRouting = app.app.get<DatabaseConnection>(DATABASE_CONNECTION).readRouting;
    if (!readRouting) throw new Error('DATABASE_READ_URL set, but reads are not routed');
    routing = readRouting;
  }, SLOW);

  afterAll(async () => {
    await app?.close();
    replica?.destroy();
    primary?.destroy();
  });

  it('is a standby fed by the primary', async () => {
    expect(await scalar<boolean>(replica.url('reviews'), 'select pg_is_in_recovery() as value')).toBe(true);
    expect(
      Number(
        await scalar<string>(
          primary.url(),
          "select count(*) as value from pg_stat_replication where state = 'streaming'",
        ),
      ),
    ).toBe(1);
  });

  it(
    'answers public reads from the replica, and the writer’s own reads from the primary',
    async () => {
      const author = await createUser(app, { type: 'admin' });
      const writeup = await createWriteup(app, { author, title: 'Arrival' });
      const member = await loginAs(app, 'user');
      // Replay paused: the replica sees nothing written from now on.
      await waitForReplay(writeup._id);
      await scalar(replica.url('reviews'), 'select pg_wal_replay_pause() as value');
      try {
        const before = { ...routing.answered };
        const posted = await member
          .post(`/api/comment/${writeup._id}`)
          .send({ content: 'Mine.' })
          .expect(201);
        const marker = posted.headers['set-cookie'] as unknown as string[];
        expect(marker.some((cookie) => cookie.startsWith(`${RECENT_WRITE_COOKIE}=1;`))).toBe(true);

        // The writer reads their comment (primary); a reader without the marker gets the replica's view.
        const own = await member.get(`/api/comment/${writeup._id}`).expect(200);
        expect((own.body as Array<{ content: string }>).map((comment) => comment.content)).toEqual(['Mine.']);
        const anonymous = await app.http().get(`/api/comment/${writeup._id}`).expect(200);
        expect(anonymous.body).toEqual([]);
        expect(routing.answered.replica).toBeGreaterThan(before.replica);
      } finally {
        await scalar(replica.url('reviews'), 'select pg_wal_replay_resume() as value');
      }
      await waitFor(async () => {
        const res = await app.http().get(`/api/comment/${writeup._id}`);
        return (res.body as unknown[]).length === 1;
      });
    },
    SLOW,
  );

  it(
    'reads from the primary while the replica is down, and from the replica again once it is back',
    async () => {
      const author = await createUser(app, { type: 'admin' });
      const writeup = await createWriteup(app, { author, title: 'Solaris' });
      await waitForReplay(writeup._id);
      replica.stop();
      try {
        const before = { ...routing.answered };
        for (let index = 0; index < 5; index++) {
          await app.http().get(`/api/comment/${writeup._id}`).expect(200);
        }
        expect(routing.answered.fallback + routing.answered.primary).toBeGreaterThan(
          before.fallback + before.primary,
        );
        const metrics = await app.http().get('/metrics').expect(200);
        const fallback = /^db_reads_total\{answered_by="fallback"\} (\d+)/m.exec(metrics.text);
        expect(Number(fallback?.[1])).toBeGreaterThan(0);
      } finally {
        await replica.start();
      }
      // After REPLICA_RETRY_MS the replica is tried again.
      await waitFor(async () => {
        const before = routing.answered.replica;
        await app.http().get(`/api/comment/${writeup._id}`).expect(200);
        return routing.answered.replica > before;
      }, 30_000);
    },
    SLOW,
  );

  /** Until the replica has replayed the writeup's row. */
  async function waitForReplay(writeupId: string): Promise<void> {
    await waitFor(async () =>
      Boolean(
        await scalar<boolean>(
          replica.url('reviews'),
          `select exists(select 1 from writeups where id = '${writeupId.replaceAll("'", '')}') as value`,
        ),
      ),
    );
  }
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

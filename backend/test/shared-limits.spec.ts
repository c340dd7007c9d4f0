import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';

import {
  type DatabaseConnection,
  PGLITE_EXTENSIONS,
  pgliteConnection,
  postgresConnection,
} from '../src/database/database';
import { createTestApp, type TestApp } from './support/app';
import { testDatabase } from './support/database';
import { withAdminClient, withDatabase } from './support/template-database';

// What several instances of the site share beyond sessions: the write limit, and one migration
// run when they start together.

const LIMIT = 3;

describe('write limit across instances', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = { RATE_LIMIT_PER_MINUTE: String(LIMIT) };
    first = await createTestApp({ env });
    second = await createTestApp({ env });
  });

  const attempt = (instance: TestApp) =>
    instance
      .http()
      .post('/api/login')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ emailOrUsername: 'nobody@example.com', password: 'not-the-password', type: 'email' });

  it('counts sign-in attempts on every instance against one limit', async () => {
    await attempt(first).expect(401);
    await attempt(second).expect(401);
    await attempt(first).expect(401);

    const refused = await attempt(second).expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests; please wait a minute and try again',
    });
    await attempt(first).expect(429);
  });

  it('still serves reads to a limited client', async () => {
    await first.http().get('/api/whoami').expect(200);
    await second.http().get('/api/health').expect(200);
  });
});

describe('instances starting together on a new database', () => {
  it('apply every migration once and both start', async () => {
    const database = await testDatabase();
    const connections: DatabaseConnection[] = [];
    let cleanup = async () => {};
    if (database.kind === 'postgres') {
      const serverUrl = process.env.TEST_DATABASE_URL as string;
      const name = `${database.name}_fresh`;
      await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
      const url = withDatabase(serverUrl, name);
      connections.push(postgresConnection(url), postgresConnection(url), postgresConnection(url));
      cleanup = () =>
        withAdminClient(serverUrl, async (admin) => {
          await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        });
    } else {
      // One embedded database is one process's: its instances start one after the other.
      const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
      connections.push(pgliteConnection(client, false), pgliteConnection(client, false));
      cleanup = () => client.close();
    }
    try {
      if (database.kind === 'postgres') await Promise.all(connections.map((c) => c.migrate()));
      else for (const connection of connections) await connection.migrate();

      const result: unknown = await connections[0].db.execute(
        sql`select hash, count(*)::int as count from drizzle.__drizzle_migrations group by hash`,
      );
      const { rows } = result as { rows: { hash: string; count: number }[] };
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.every((row) => row.count === 1)).toBe(true);
    } finally {
      for (const connection of connections) await connection.close();
      await cleanup();
    }
  });
});

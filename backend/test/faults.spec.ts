import { type AddressInfo, createServer, type Server, type Socket, connect } from 'node:net';

import { createTestApp, type TestApp } from './support/app';
import { stopTestDatabase, testDatabase } from './support/database';
import { createUser } from './support/factories';

const DATABASE_DOWN = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The database is unavailable; try again shortly',
};
const HEALTH_DOWN = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The database is not answering',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP proxy in front of the database that the test can cut (refuse and drop) and restore. */
class TcpProxy {
  port = 0;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const [socket, other] of [
        [client, upstream],
        [upstream, client],
      ]) {
        this.sockets.add(socket);
        socket.on('error', () => socket.destroy());
        socket.on('close', () => {
          this.sockets.delete(socket);
          other.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** New connections are refused and open ones dropped, as when the database host goes away. */
  async cut(): Promise<void> {
    const server = this.server as Server;
    this.server = undefined;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  restore(): Promise<void> {
    return this.start();
  }
}

interface Answer {
  status: number;
  body: unknown;
}

/** Readers and a signed-in member hitting the app until stopped; every answer is kept. */
function traffic(testApp: TestApp, cookie: string): { stop: () => Promise<Answer[]> } {
  const answers: Answer[] = [];
  let running = true;
  const requests = [
    () => testApp.http().get('/api/writeup/listings'),
    () =>
      testApp
        .http()
        .get('/api/writeup/')
        .query({ filter: JSON.stringify({ slug: 'heat' }) }),
    () => testApp.http().get('/api/whoami').set('Cookie', cookie),
  ];
  const loops = requests.map(async (send) => {
    while (running) {
      const res = await send();
      answers.push({ status: res.status, body: res.body });
      await sleep(5);
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

async function waitUntilHealthy(testApp: TestApp, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await testApp.http().get('/api/health');
    if (res.status === 200) return;
    if (Date.now() > deadline) throw new Error(`still ${res.status} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** An admin signed in by cookie, and a published movie "Heat" with rating 80. */
async function seed(testApp: TestApp): Promise<{ cookie: string; writeupId: string }> {
  const admin = await createUser(testApp, { type: 'admin' });
  const login = await testApp
    .http()
    .post('/api/login')
    .send({ emailOrUsername: admin.email, password: admin.password, type: 'email' })
    .expect(200);
  const cookie = ([] as string[])
    .concat(login.headers['set-cookie'] ?? [])
    .find((setCookie) => setCookie.startsWith('sid='))!
    .split(';')[0];
  const created = await testApp
    .http()
    .post('/api/writeup/')
    .set('Cookie', cookie)
    .send({ type: 'movie' })
    .expect(201);
  await testApp
    .http()
    .patch('/api/writeup/')
    .set('Cookie', cookie)
    .send({
      _id: created.body._id,
      title: 'Heat',
      releaseYear: 1995,
      content: 'Two professionals, one city.',
      image: '/demo-images/banner.svg',
      poster: '/demo-images/poster.svg',
      director: 'Michael Mann',
      mpaa: 'R',
      genre: ['Crime'],
      rating: 80,
      runtime: 170,
      publishNow: true,
    })
    .expect(200);
  return { cookie, writeupId: created.body._id as string };
}

async function storedHeat(testApp: TestApp): Promise<Record<string, unknown>> {
  const res = await testApp
    .http()
    .get('/api/writeup/')
    .query({ filter: JSON.stringify({ slug: 'heat' }) });
  expect(res.status).toBe(200);
  return res.body as Record<string, unknown>;
}

if (process.env.TEST_DATABASE_URL) {
  describe('PostgreSQL connection cut under traffic', () => {
    let proxy: TcpProxy;
    let testApp: TestApp;
    let cookie: string;
    let writeupId: string;

    beforeAll(async () => {
      const database = await testDatabase();
      const url = new URL(database.kind === 'postgres' ? database.url : '');
      proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      await proxy.start();
      url.host = `127.0.0.1:${proxy.port}`;
      testApp = await createTestApp({ env: { DATABASE_URL: url.toString() } });
      ({ cookie, writeupId } = await seed(testApp));
    });

    afterAll(async () => {
      await testApp.close();
      await proxy.cut();
    });

    it('answers 503 in the error shape while cut, then serves again by itself once restored', async () => {
      const load = traffic(testApp, cookie);
      await sleep(300);
      await proxy.cut();
      await sleep(300);

      const health = await testApp.http().get('/api/health').expect(503);
      expect(health.body).toEqual(HEALTH_DOWN);
      const read = await testApp.http().get('/api/writeup/listings').expect(503);
      expect(read.body).toEqual(DATABASE_DOWN);
      const signedIn = await testApp.http().get('/api/whoami').set('Cookie', cookie).expect(503);
      expect(signedIn.body).toEqual(DATABASE_DOWN);
      const save = await testApp
        .http()
        .patch('/api/writeup/')
        .set('Cookie', cookie)
        .send({ _id: writeupId, rating: 10, content: 'Rewritten during the outage.' })
        .expect(503);
      expect(save.body).toEqual(DATABASE_DOWN);
      const metrics = await testApp.http().get('/metrics').expect(200);
      expect(metrics.text).toContain('db_pool_connections_total');

      await proxy.restore();
      await waitUntilHealthy(testApp, 15_000);
      await sleep(200);
      const answers = await load.stop();

      expect(answers.length).toBeGreaterThan(10);
      for (const answer of answers) {
        if (answer.status !== 200) expect(answer).toEqual({ status: 503, body: DATABASE_DOWN });
      }
      expect(answers.some((answer) => answer.status === 503)).toBe(true);
      expect(answers.at(-1)?.status).toBe(200);
    });

    it('kept nothing of the save refused during the outage, and saves again afterwards', async () => {
      expect(await storedHeat(testApp)).toMatchObject({
        rating: 80,
        content: 'Two professionals, one city.',
      });
      await testApp
        .http()
        .patch('/api/writeup/')
        .set('Cookie', cookie)
        .send({ _id: writeupId, rating: 85 })
        .expect(200);
      expect(await storedHeat(testApp)).toMatchObject({ rating: 85 });
    });

    it('survives a second cut that drops connections mid-query', async () => {
      const load = traffic(testApp, cookie);
      await sleep(200);
      await proxy.cut();
      await proxy.restore();
      await waitUntilHealthy(testApp, 15_000);
      const answers = await load.stop();
      for (const answer of answers) {
        if (answer.status !== 200) expect(answer).toEqual({ status: 503, body: DATABASE_DOWN });
      }
      await testApp.http().get('/api/writeup/listings').expect(200);
    });
  });
} else {
  describe('embedded database closed under traffic', () => {
    let testApp: TestApp;
    let cookie: string;

    beforeAll(async () => {
      testApp = await createTestApp();
      ({ cookie } = await seed(testApp));
    });

    it('answers 503 in the error shape to reads, signed-in requests and health, and keeps running', async () => {
      const load = traffic(testApp, cookie);
      await sleep(200);
      await stopTestDatabase();
      await sleep(100);
      const answers = await load.stop();

      const read = await testApp.http().get('/api/writeup/listings').expect(503);
      expect(read.body).toEqual(DATABASE_DOWN);
      const signedIn = await testApp.http().get('/api/whoami').set('Cookie', cookie).expect(503);
      expect(signedIn.body).toEqual(DATABASE_DOWN);
      const health = await testApp.http().get('/api/health').expect(503);
      expect(health.body).toEqual(HEALTH_DOWN);
      await testApp.http().get('/metrics').expect(200);

      for (const answer of answers) {
        if (answer.status !== 200) expect(answer).toEqual({ status: 503, body: DATABASE_DOWN });
      }
      expect(answers.some((answer) => answer.status === 503)).toBe(true);
    });
  });
}

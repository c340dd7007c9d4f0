import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { Logger } from '@nestjs/common';

import { GracefulShutdown } from '../src/health/graceful-shutdown';
import { createTestApp, type TestApp } from './support/app';
import { createUser } from './support/factories';
import { freePort, Varnish } from './support/varnish';

// The reference deployment losing an instance (docs/operations.md "Redeploys and crashes"): the
// real Varnish with deploy/varnish/default.vcl, its probes and its retries, in front of three
// app instances on one database. A signed-in member's reads pass through the cache to an
// instance every time, so each one shows whether an instance answered it. Each test stops a
// different instance; the first one keeps serving. varnishd must be installed.

/** How soon the deployment's probe (default.vcl `instance_ready`) takes an instance out of rotation. */
const SICK_WITHIN_MS = 2_000;

let varnish: Varnish;
const instances: TestApp[] = [];
/**
 * Requests each instance received, without the probes, each dated when the test sent it: the
 * instances share the test's event loop, which a busy machine (or varnishadm, run synchronously)
 * can hold long enough that a read sent before the probe failed is seen arriving after it.
 */
const received: number[][] = [];
/** When each read (by its `X-Read` header) was sent. */
const sentAt = new Map<string, number>();
let reads = 0;
/** GET /api/health requests each instance received. */
const healthChecks: number[] = [];
let cookie: string;

/** A member's GET of their own session through Varnish: the app, not the cache, answers it. */
async function readThroughVarnish(): Promise<number> {
  const read = String((reads += 1));
  sentAt.set(read, Date.now());
  const res = await fetch(`${varnish.url}/api/whoami`, { headers: { Cookie: cookie, 'X-Read': read } });
  const text = await res.text();
  if (res.status !== 200) return res.status;
  expect((JSON.parse(text) as { username?: string } | null)?.username).toBeTruthy();
  return 200;
}

/**
 * Reads through Varnish, two at a time, until `during` has run and `settleMs` more have passed;
 * returns every answer's status.
 */
async function steadyReads(during: () => Promise<void>, settleMs: number): Promise<number[]> {
  const statuses: number[] = [];
  let done = false;
  const reader = async () => {
    while (!done) statuses.push(await readThroughVarnish());
  };
  const readers = [reader(), reader()];
  try {
    await during();
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    // Enough reads to have met every instance, however slowly a busy machine answers them.
    while (statuses.length <= 20) await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    done = true;
    await Promise.all(readers);
  }
  return statuses;
}

/** Milliseconds until Varnish's probe counts instance `index` sick. */
async function untilSick(index: number, startedAt: number): Promise<number> {
  while (varnish.backendHealth()[index]) {
    if (Date.now() - startedAt > 10_000) throw new Error(`app${index} is still healthy after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - startedAt;
}

const requestsSince = (index: number, since: number) => received[index].filter((at) => at >= since).length;

beforeAll(async () => {
  varnish = new Varnish(await freePort(), await freePort());
  const backends = [];
  for (let index = 0; index < 3; index++) {
    const instance = await createTestApp();
    await instance.app.listen(0, '127.0.0.1');
    const server = instance.app.getHttpServer() as Server;
    received[index] = [];
    healthChecks[index] = 0;
    server.on('request', (req: IncomingMessage) => {
      const read = req.headers['x-read'];
      if (req.url !== '/api/health/ready') received[index].push(sentAt.get(String(read)) ?? Date.now());
      if (req.url === '/api/health') healthChecks[index] += 1;
    });
    instances.push(instance);
    backends.push({ host: '127.0.0.1', port: (server.address() as AddressInfo).port });
  }
  await varnish.start(backends);

  const member = await createUser(instances[0]);
  const res = await fetch(`${varnish.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: member.email, password: member.password, type: 'email' }),
  });
  expect(res.status).toBe(200);
  // The session's cookie (sign-in also sets the readable signed-in marker).
  cookie = (res.headers.getSetCookie().find((set) => set.startsWith('sid=')) ?? '').split(';')[0];
}, 180_000);

afterAll(async () => {
  await varnish?.stop();
});

describe('an instance that crashes', () => {
  it('loses no read (each is retried on another instance) and is out of rotation within 2 s', async () => {
    const crashed = 2;
    const server = instances[crashed].app.getHttpServer() as Server;
    let crashedAt = 0;
    let sickAfter = 0;

    const statuses = await steadyReads(async () => {
      while (requestsSince(crashed, 0) < 3) await new Promise((resolve) => setTimeout(resolve, 20));
      crashedAt = Date.now();
      server.close();
      // Requests in progress are cut too, as when the process dies.
      server.closeAllConnections();
      sickAfter = await untilSick(crashed, crashedAt);
    }, 500);

    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(sickAfter).toBeLessThanOrEqual(SICK_WITHIN_MS + 500);
  });
});

describe('an instance that drains', () => {
  it('is out of rotation while it still serves, and no read fails', async () => {
    const draining = 1;
    const exits: number[] = [];
    const drainDelayMs = SICK_WITHIN_MS + 1_000;
    const shutdown = new GracefulShutdown(instances[draining].app, {
      timeoutMs: 20_000,
      drainDelayMs,
      logger: new Logger('Shutdown'),
      exit: (code) => exits.push(code),
    });
    let drainedAt = 0;
    let sickAfter = 0;
    const healthStatuses: number[] = [];
    let healthChecksBefore = 0;

    const statuses = await steadyReads(async () => {
      while (requestsSince(draining, 0) < 3) await new Promise((resolve) => setTimeout(resolve, 20));
      drainedAt = Date.now();
      healthChecksBefore = healthChecks[draining];
      const stopped = shutdown.shutdown('SIGTERM');
      // Before its probe fails, a read the draining instance answers 503 goes to another one.
      while (healthChecks[draining] - healthChecksBefore < 2 && Date.now() - drainedAt < 1_000) {
        healthStatuses.push((await fetch(`${varnish.url}/api/health`)).status);
      }
      sickAfter = await untilSick(draining, drainedAt);
      await stopped;
    }, 500);

    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(healthChecks[draining] - healthChecksBefore).toBeGreaterThan(0);
    expect(healthStatuses.filter((status) => status !== 200)).toEqual([]);
    // Out of rotation before it closed, and no read reached it once its probe failed.
    expect(sickAfter).toBeLessThan(drainDelayMs);
    expect(requestsSince(draining, drainedAt + sickAfter + 100)).toBe(0);
    expect(exits).toEqual([0]);
  });
});

import { type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { Logger } from '@nestjs/common';

import { GracefulShutdown } from '../src/health/graceful-shutdown';
import { createTestApp, type TestApp } from './support/app';
import { createUser, createWriteup, type TestUser } from './support/factories';

/** One GET on a new connection (no keep-alive agent): its status, or the connection error's code. */
async function get(port: number, path: string): Promise<number | string> {
  const answer = await getWithBody(port, path);
  return typeof answer === 'string' ? answer : answer.status;
}

/** One GET on a new connection: its status and JSON body, or the connection error's code. */
function getWithBody(port: number, path: string): Promise<{ status: number; body: unknown } | string> {
  return new Promise((resolve) => {
    request({ host: '127.0.0.1', port, path, agent: false }, (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode as number, body: JSON.parse(text) }));
    })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
      .end();
  });
}

/**
 * A sign-in whose body is sent in two halves: the server has the request (it is in flight)
 * but cannot answer until `finish()` sends the rest. Resolves with the status.
 */
function slowSignIn(port: number, user: TestUser): { response: Promise<number>; finish: () => void } {
  const body = JSON.stringify({ emailOrUsername: user.email, password: user.password, type: 'email' });
  const half = Math.floor(body.length / 2);
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/login',
    agent: false,
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  });
  const response = new Promise<number>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode as number));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, half));
  return { response, finish: () => req.end(body.slice(half)) };
}

describe('SIGTERM under load', () => {
  let testApp: TestApp;
  let port: number;
  let member: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    member = await createUser(testApp);
    const author = await createUser(testApp, { type: 'admin' });
    for (let i = 0; i < 12; i++) await createWriteup(testApp, { author });
    await testApp.app.listen(0, '127.0.0.1');
    port = ((testApp.app.getHttpServer() as Server).address() as AddressInfo).port;
  });

  it('finishes the requests in flight, refuses new connections, and exits 0', async () => {
    const server = testApp.app.getHttpServer() as Server;
    let received = 0;
    server.on('request', () => (received += 1));
    const signIn = slowSignIn(port, member);
    const load = Array.from({ length: 40 }, () => get(port, '/api/writeup/listings?sort=high'));
    while (received < load.length + 1) await new Promise((resolve) => setTimeout(resolve, 2));

    const exits: number[] = [];
    const shutdown = new GracefulShutdown(testApp.app, {
      timeoutMs: 20_000,
      drainDelayMs: 0,
      logger: new Logger('Shutdown'),
      exit: (code) => exits.push(code),
    });
    const stopped = shutdown.shutdown('SIGTERM');

    expect(await get(port, '/api/health')).toBe('ECONNREFUSED');
    signIn.finish();
    expect(await signIn.response).toBe(200);
    expect(await Promise.all(load)).toEqual(load.map(() => 200));
    await stopped;
    expect(exits).toEqual([0]);
  });
});

describe('SIGTERM with a drain delay', () => {
  it('answers "draining" on the health checks while it still serves, then refuses connections', async () => {
    const testApp = await createTestApp();
    await testApp.app.listen(0, '127.0.0.1');
    const port = ((testApp.app.getHttpServer() as Server).address() as AddressInfo).port;
    expect(await getWithBody(port, '/api/health/ready')).toEqual({ status: 200, body: { status: 'ok' } });

    const exits: number[] = [];
    const shutdown = new GracefulShutdown(testApp.app, {
      timeoutMs: 20_000,
      drainDelayMs: 1_500,
      logger: new Logger('Shutdown'),
      exit: (code) => exits.push(code),
    });
    const startedAt = Date.now();
    const stopped = shutdown.shutdown('SIGTERM');

    const draining = {
      status: 503,
      body: {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Draining: this instance is shutting down',
      },
    };
    expect(await getWithBody(port, '/api/health')).toEqual(draining);
    expect(await getWithBody(port, '/api/health/ready')).toEqual(draining);
    expect(await get(port, '/api/writeup/listings?sort=high')).toBe(200);

    await stopped;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_500);
    expect(await get(port, '/api/health/ready')).toBe('ECONNREFUSED');
    expect(exits).toEqual([0]);
  });
});

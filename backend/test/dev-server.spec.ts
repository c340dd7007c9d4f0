import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

import { eq } from 'drizzle-orm';

import { comments } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { createUser, createWriteup, DEFAULT_PASSWORD } from './support/factories';

/**
 * `npm run dev`: web-public's real Vite dev server (its vite.config.ts) in front of the app,
 * as a browser uses it: pages and API on the dev server's origin.
 */
let testApp: TestApp;
let vite: ChildProcess;
let devOrigin: string;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen(0, '127.0.0.1');
  const { port } = testApp.app.getHttpServer().address() as AddressInfo;
  vite = spawn(process.execPath, [join(__dirname, 'support/vite-dev-server.mjs')], {
    env: { ...process.env, DEV_API_URL: `http://127.0.0.1:${port}` },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    vite.once('exit', (code) => reject(new Error(`The Vite dev server exited (${code})`)));
    createInterface({ input: vite.stdout as NodeJS.ReadableStream }).on('line', (text) => {
      if (text.startsWith('{')) resolve(text);
    });
  });
  devOrigin = new URL((JSON.parse(line) as { url: string }).url).origin;
});

afterAll(async () => {
  const exited = new Promise((resolve) => vite.once('exit', resolve));
  vite.stdin?.end();
  await exited;
});

/** A browser on a page of the dev server: its cookies, and its Origin on what it sends. */
class DevBrowser {
  private cookie = '';

  constructor(private readonly origin = devOrigin) {}

  async send(method: string, path: string, body?: unknown): Promise<Response> {
    const res = await fetch(`${devOrigin}${path}`, {
      method,
      headers: {
        origin: this.origin,
        cookie: this.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = res.headers.getSetCookie().find((line) => line.startsWith('sid='));
    if (session) this.cookie = session.split(';', 1)[0];
    return res;
  }
}

describe('npm run dev: the reader site from the Vite dev server', () => {
  it('serves the page from the dev server', async () => {
    const res = await fetch(`${devOrigin}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/@vite/client');
  });

  it('signs in and writes a comment through its proxy', async () => {
    const author = await createUser(testApp, { type: 'admin' });
    const writeup = await createWriteup(testApp, { author, title: 'Arrival' });
    const member = await createUser(testApp);
    const browser = new DevBrowser();

    const login = await browser.send('POST', '/api/login', {
      emailOrUsername: member.email,
      password: DEFAULT_PASSWORD,
      type: 'email',
    });
    expect(login.status).toBe(200);
    expect(await (await browser.send('GET', '/api/whoami')).json()).toMatchObject({ _id: member.id });

    const posted = await browser.send('POST', `/api/comment/${writeup._id}`, { content: 'Seen it twice.' });
    expect(posted.status).toBe(201);
    const stored = await testApp.db.select().from(comments).where(eq(comments.writeupId, writeup._id));
    expect(stored).toEqual([expect.objectContaining({ userId: member.id, content: 'Seen it twice.' })]);
  });

  it('still refuses a write from a page of another site', async () => {
    const member = await createUser(testApp);
    const browser = new DevBrowser('http://evil.example');
    const res = await browser.send('POST', '/api/login', {
      emailOrUsername: member.email,
      password: DEFAULT_PASSWORD,
      type: 'email',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Cross-origin request refused',
    });
  });
});

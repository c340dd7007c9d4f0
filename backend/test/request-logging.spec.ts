import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createTestApp, type TestApp } from './support/app';
import { loginAs } from './support/factories';
import { testImages } from './support/test-images';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CLIENT_ID = 'chosen-by-the-client';

interface RequestLine {
  msg: string;
  req: { id: string; method: string; url: string; remoteAddress: string; route: string; userId?: string };
  res: { statusCode: number };
}

let testApp: TestApp;
const lines: string[] = [];

function webFixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'reviews-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>public</title><body>public</body>');
  writeFileSync(join(root, 'assets/index-abc123.js'), 'console.log("public")');
  return root;
}

beforeAll(async () => {
  testApp = await createTestApp({
    env: { LOG_LEVEL: 'info', WEB_PUBLIC_DIR: webFixture() },
    logs: { write: (line: string) => void lines.push(line) },
  });
});

function linesOf(url: string): RequestLine[] {
  return lines
    .map((line) => JSON.parse(line) as Partial<RequestLine>)
    .filter((line): line is RequestLine => line.req?.url === url && line.res !== undefined);
}

/**
 * The request lines of one path. The request logger writes a line when the answer has ended, which
 * may come after the client has read it: wait for the first, then a moment for any second.
 */
async function requestLines(url: string): Promise<RequestLine[]> {
  for (let waited = 0; linesOf(url).length === 0 && waited < 10_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  return linesOf(url);
}

describe('the request log', () => {
  it.each([
    ['a page', '/movie/new', 'page:movie'],
    ['an asset', '/assets/index-abc123.js', 'asset'],
    ['an API route', '/api/writeup/listings', '/api/writeup/listings'],
    ['an API error', '/api/no-such-route', 'unmatched'],
  ])('logs %s once with a request id the server made', async (_name, path, route) => {
    const res = await testApp.http().get(path).set('X-Request-Id', CLIENT_ID);
    expect(res.status).toBeLessThan(500);

    const logged = await requestLines(path);
    expect(logged).toEqual([
      expect.objectContaining({
        req: { id: expect.stringMatching(UUID), method: 'GET', url: path, remoteAddress: '127.0.0.1', route },
        res: { statusCode: res.status },
      }),
    ]);
  });

  it('names the client as the trusted proxy reports it, and the signed-in user', async () => {
    const member = await loginAs(testApp, 'user');
    await member.get('/api/whoami').set('X-Forwarded-For', '203.0.113.9').expect(200);
    const [line] = await requestLines('/api/whoami');
    expect(line.req).toMatchObject({
      remoteAddress: '203.0.113.9',
      route: '/api/whoami',
      userId: member.user.id,
    });
    await testApp.http().get('/api/writeup/listings').set('X-Forwarded-For', '198.51.100.2').expect(200);
    const anonymous = (await requestLines('/api/writeup/listings')).at(-1);
    expect(anonymous?.req.remoteAddress).toBe('198.51.100.2');
    expect(anonymous?.req.userId).toBeUndefined();
  });

  it('logs a media file once with a request id the server made', async () => {
    const admin = await loginAs(testApp, 'admin');
    const upload = await admin
      .post('/api/media')
      .field('purpose', 'poster')
      .attach('file', await testImages.webp(), { filename: 'poster.webp' })
      .expect(201);
    const url = upload.body.url as string;

    await testApp.http().get(url).set('X-Request-Id', CLIENT_ID).expect(200);

    expect(await requestLines(url)).toEqual([
      expect.objectContaining({
        req: {
          id: expect.stringMatching(UUID),
          method: 'GET',
          url,
          remoteAddress: '127.0.0.1',
          route: 'media',
        },
        res: { statusCode: 200 },
      }),
    ]);
  });

  it('names the path without its query string', async () => {
    await testApp.http().get('/api/search?search=secret-term').expect(200);
    expect(await requestLines('/api/search')).toHaveLength(1);
    expect(lines.join('')).not.toContain('secret-term');
  });
});

describe('X-Request-Id', () => {
  it.each([
    ['a public API read', '/api/writeup/listings'],
    ['a page', '/movie/new'],
    ['an asset', '/assets/index-abc123.js'],
  ])('is left off %s, whatever the client sent', async (_name, path) => {
    const res = await testApp.http().get(path).set('X-Request-Id', CLIENT_ID).expect(200);
    expect(res.headers['cache-control']).toMatch(/^public\b/);
    expect(res.headers['x-request-id']).toBeUndefined();
  });

  it("carries the server's id, not the client's, on a private answer", async () => {
    const member = await loginAs(testApp, 'user');
    const res = await member.get('/api/whoami').set('X-Request-Id', CLIENT_ID).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-request-id']).toMatch(UUID);

    const logged = await requestLines('/api/whoami');
    expect(logged.map((line) => line.req.id)).toContain(res.headers['x-request-id']);
  });

  it("carries the server's id on an error", async () => {
    const res = await testApp.http().get('/api/no-such-route').set('X-Request-Id', CLIENT_ID).expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});

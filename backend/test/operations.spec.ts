import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import type { Role } from '@reviews/libs/constants';
import { eq } from 'drizzle-orm';

import { users } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { loginAs } from './support/factories';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { SITE_NAME: 'Film Club', CONTACT_EMAIL: 'hello@film.club', FAVORITES_NAME: 'crew' },
  });
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const res = await testApp.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('sets no session cookie and carries a request id', async () => {
    const res = await testApp.http().get('/api/health').expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/\S+/);
  });
});

describe('GET /api/activate/:timestamp', () => {
  it('answers ok', async () => {
    const res = await testApp.http().get(`/api/activate/${Date.now()}`).expect(200);
    expect(res.body).toEqual({ ok: true });
  });
});

describe('GET /api/config', () => {
  it('answers the site configuration', async () => {
    const res = await testApp.http().get('/api/config').expect(200);
    expect(res.body).toEqual({
      siteName: 'Film Club',
      contactEmail: 'hello@film.club',
      favoritesName: 'crew',
      publicUrl: 'http://localhost:3000',
      mediaUrl: null,
    });
  });
});

describe('errors', () => {
  it('answers 404 JSON for an unknown /api path', async () => {
    const res = await testApp.http().get('/api/no-such-thing').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found' });
  });

  it('answers 404 JSON for an unknown /api path with another method', async () => {
    const res = await testApp.http().delete('/api/no-such-thing/1').expect(404);
    expect(res.body.statusCode).toBe(404);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await testApp
      .http()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON',
    });
  });

  it('answers 413 for a body over 1 MB', async () => {
    const res = await testApp
      .http()
      .post('/api/login')
      .send({ email: 'a@example.com', password: 'x'.repeat(1_100_000) })
      .expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The request body is too large (at most 1 MB)',
    });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await testApp
      .http()
      .post('/api/login')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('email=a@example.com&password=password1')
      .expect(415);
    expect(res.body.error).toBe('Unsupported Media Type');
  });

  it('answers 400 naming an unknown body field', async () => {
    const res = await testApp
      .http()
      .post('/api/register')
      .send({ email: 'new@example.com', password: 'long-enough', type: 'email', admin: true })
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'property admin should not exist',
    });
  });
});

describe('security headers', () => {
  it('sends a content security policy the frontends can live with', async () => {
    const res = await testApp.http().get('/api/health');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('serving the frontends', () => {
  let web: TestApp;

  function fixture(files: Record<string, string | Buffer>): string {
    const root = mkdtempSync(join(tmpdir(), 'reviews-web-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), content);
    }
    return root;
  }

  beforeAll(async () => {
    web = await createTestApp({
      env: {
        WEB_PUBLIC_DIR: fixture({
          'index.html': '<!doctype html><title>public</title><body>public</body>',
          'assets/index-abc123.js': 'console.log("public")',
          // Each compressed file says which it is, so the decoded answer shows which file was sent.
          'assets/app-abc123.js': `${'/* plain */'.repeat(200)}`,
          'assets/app-abc123.js.br': brotliCompressSync(`${'/* brotli */'.repeat(200)}`),
          'assets/app-abc123.js.gz': gzipSync(`${'/* gzip */'.repeat(200)}`),
          'robots.txt': 'User-agent: *',
        }),
        WEB_ADMIN_DIR: fixture({
          'index.html': '<!doctype html><title>admin</title>',
          'admin-assets/index-def456.js': 'console.log("admin")',
        }),
      },
    });
  });

  it.each(['/', '/movie/new', '/collection/must-watch/new'])(
    'serves the reader site for %s',
    async (path) => {
      const res = await web.http().get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
      expect(res.text).toContain('<body>public</body>');
      expect(res.headers['set-cookie']).toBeUndefined();
    },
  );

  it.each(['/review/dune', '/profile/some.user'])(
    'serves the reader site with 404 for %s, which names nothing, kept briefly by shared caches',
    async (path) => {
      const res = await web.http().get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<body>public</body>');
      const sharedAge = Number(/s-maxage=(\d+)/.exec(res.headers['cache-control'])?.[1]);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
      expect(sharedAge).toBeLessThanOrEqual(60);
    },
  );

  const CONSOLE_PAGES = ['/post', '/post/review', '/edit/123', '/preview/123', '/root'];

  /** Spec §2 route gating: who gets the console at each of its pages. */
  const CONSOLE_ROLES: Record<string, Role[]> = {
    '/post': ['admin', 'root'],
    '/post/review': ['admin', 'root'],
    '/edit/123': ['admin', 'root'],
    '/preview/123': ['admin', 'root'],
    '/root': ['root'],
  };

  it.each(CONSOLE_PAGES)('serves a visitor the reader site, not the console, at %s', async (path) => {
    const res = await web.http().get(path).expect(200);
    expect(res.text).toContain('<body>public</body>');
    expect(res.text).not.toContain('<title>admin</title>');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each<Role>(['user', 'admin', 'root'])(
    'serves the console at its pages only to whom they are for, here a signed-in %s',
    async (role) => {
      const agent = await loginAs(web, role);
      for (const path of CONSOLE_PAGES) {
        // Whoever may not open a page, or a preview of a writeup that does not exist, gets the
        // reader site's not-found page.
        const opens = CONSOLE_ROLES[path].includes(role) && path !== '/preview/123';
        const res = await agent.get(path).expect(opens ? 200 : 404);
        const expected = opens ? '<title>admin</title>' : '<body>public</body>';
        expect({ path, served: res.text }).toEqual({ path, served: expect.stringContaining(expected) });
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    },
  );

  it('serves the reader site at a console page to a suspended admin whose session is still alive', async () => {
    const admin = await loginAs(web, 'admin');
    // Suspended behind the API's back, which would also have ended the session.
    await web.db.update(users).set({ suspended: true }).where(eq(users.id, admin.user.id));
    const res = await admin.get('/post/review').expect(200);
    expect(res.text).toContain('<body>public</body>');
    expect(res.text).not.toContain('<title>admin</title>');
  });

  it.each(['/post/other', '/edit/', '/edit/1/2', '/preview', '/root/users', '/rooted'])(
    'serves the reader site (its not-found page) for %s, even to root',
    async (path) => {
      const agent = await loginAs(web, 'root');
      const res = await agent.get(path).expect(404);
      expect(res.text).toContain('<body>public</body>');
      // A reader page, the same for everyone (product.md §7).
      expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    },
  );

  it('serves hashed assets of both frontends as immutable', async () => {
    const pub = await web.http().get('/assets/index-abc123.js').expect(200);
    expect(pub.text).toBe('console.log("public")');
    expect(pub.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const admin = await web.http().get('/admin-assets/index-def456.js').expect(200);
    expect(admin.text).toBe('console.log("admin")');
    expect(admin.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br', 'br, gzip', 'brotli'],
    ['gzip', 'gzip, deflate', 'gzip'],
  ])('sends the %s file built beside an asset to a client accepting %s', async (encoding, accepted, kind) => {
    const res = await web.http().get('/assets/app-abc123.js').set('Accept-Encoding', accepted).expect(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe(`/* ${kind} */`.repeat(200));
  });

  it('sends the plain asset to a client accepting no encoding', async () => {
    const res = await web.http().get('/assets/app-abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toBe('/* plain */'.repeat(200));
  });

  it('serves other files as they are', async () => {
    const res = await web.http().get('/robots.txt').expect(200);
    expect(res.text).toBe('User-agent: *');
  });

  it('answers 404 for a missing hashed asset rather than the page', async () => {
    await web.http().get('/assets/missing-000.js').expect(404);
  });

  it('answers 404 JSON, not the page, for an unknown /api path', async () => {
    const res = await web.http().get('/api/writeup/nothing/here').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('serves a placeholder page when a frontend is not built', async () => {
    const res = await testApp.http().get('/about').expect(200);
    expect(res.text).toContain('The frontend is not built yet');
    expect(res.text).toContain('Film Club');
  });
});

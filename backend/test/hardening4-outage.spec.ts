import { createTestApp, type TestApp } from './support/app';
import { stopTestDatabase } from './support/database';
import { createWriteup, loginAs } from './support/factories';

const DATABASE_DOWN = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The database is unavailable; try again shortly',
};
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** A concrete address for a route pattern: ids and names filled in with something plausible. */
function addressOf(url: string): string {
  return url
    .replace(/:id|:writeupId|:revisionId|:commentId/g, SOME_ID)
    .replace(/:username/g, 'someone')
    .replace(/:timestamp/g, '1700000000000')
    .replace(/:[A-Za-z]+/g, 'x')
    .replace(/\*$/, 'x');
}

describe('5. an outage is never cached', () => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    const admin = await loginAs(testApp, 'admin');
    await createWriteup(testApp, { author: admin.user, title: 'Heat' });
    const login = await testApp
      .http()
      .post('/api/login')
      .send({ emailOrUsername: admin.user.email, password: admin.user.password, type: 'email' })
      .expect(200);
    cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('sid='))!
      .split(';')[0];
    // The in-process caches hold nothing of what is asked below.
    await stopTestDatabase();
  });

  it('API reads answer 503 with Retry-After in the error shape, never 500, and nothing is shared', async () => {
    const reads = testApp.routes.filter(
      ({ method, url }) => method === 'GET' && url.startsWith('/api/') && !url.startsWith('/api/docs'),
    );
    expect(reads.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const { url } of reads) {
      for (const signedIn of [false, true]) {
        const address = addressOf(url);
        const req = testApp.http().get(address);
        const res = await (signedIn ? req.set('Cookie', cookie) : req);
        const where = `${signedIn ? 'member' : 'visitor'} ${address}: ${res.status} ${res.headers['cache-control']}`;
        if (res.status >= 500 && res.status !== 503) failures.push(where);
        if (res.status === 503) {
          if (
            JSON.stringify(res.body) !== JSON.stringify(DATABASE_DOWN) &&
            !address.startsWith('/api/health')
          )
            failures.push(`${where} ${JSON.stringify(res.body)}`);
          if (!/^\d+$/.test(String(res.headers['retry-after'])))
            failures.push(`${where} without Retry-After`);
        }
        if (res.status >= 500 && /public|s-maxage/.test(String(res.headers['cache-control'])))
          failures.push(`${where} shared`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a page whose head could not be read goes out private, never for the shared cache', async () => {
    for (const path of ['/review/heat', '/profile/someone', '/roundup/someone']) {
      const res = await testApp.http().get(path);
      expect({ path, cacheControl: res.headers['cache-control'] }).toEqual({
        path,
        cacheControl: 'private, no-store',
      });
      expect(res.headers['surrogate-key']).toBeUndefined();
    }
  });
});

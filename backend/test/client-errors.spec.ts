import { HYDRATION_ERRORS } from '@reviews/libs/constants';

import { ClientErrorsService } from '../src/client-errors/client-errors.service';
import { createTestApp, type TestApp } from './support/app';

/** product.md §14: a page whose scripts could not take over its server HTML is reported and logged. */

interface Line {
  level: number;
  msg?: string;
}

let testApp: TestApp;
const lines: string[] = [];
const warnings = () =>
  lines
    .map((line) => JSON.parse(line) as Line)
    .filter((line) => line.level === 40 && /hydration error/i.test(line.msg ?? ''))
    .map((line) => line.msg);

let clientSequence = 0;
/** Each test its own client address, so the per-client limit of one does not reach another. */
function newClient(): string {
  clientSequence += 1;
  return `198.51.100.${clientSequence}`;
}

const report = (body: object, client = newClient()) =>
  testApp.http().post('/api/hydration-error').set('X-Forwarded-For', client).send(body);

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 100));
}

beforeAll(async () => {
  testApp = await createTestApp({
    env: { LOG_LEVEL: 'warn' },
    logs: { write: (line: string) => void lines.push(line) },
  });
});

afterAll(() => testApp?.close());

beforeEach(() => {
  lines.length = 0;
});

describe('POST /api/hydration-error', () => {
  it('logs the page and the message as a warning, on one line, and answers 204', async () => {
    const res = await report({
      path: '/review/alien?page=2',
      message: 'Hydration failed because\nthe server rendered text did not match',
    }).expect(204);
    expect(res.text).toBe('');
    await settle();
    expect(warnings()).toEqual([
      'Hydration error on /review/alien?page=2: Hydration failed because the server rendered text did not match',
    ]);
  });

  it('takes reports from visitors without a session or cookie', async () => {
    const res = await report({ path: '/', message: 'Minified React error #418' }).expect(204);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['no message', { path: '/' }],
    ['an empty message', { path: '/', message: '' }],
    ['a message too long', { path: '/', message: 'x'.repeat(HYDRATION_ERRORS.messageMax + 1) }],
    ['a path that is no page path', { path: 'https://elsewhere.example/', message: 'mismatch' }],
    ['another site by a protocol-relative path', { path: '//elsewhere.example/', message: 'mismatch' }],
    ['a path too long', { path: `/${'a'.repeat(HYDRATION_ERRORS.pathMax)}`, message: 'mismatch' }],
    ['an unknown field', { path: '/', message: 'mismatch', stack: 'at App' }],
    ['a path that is not text', { path: ['/'], message: 'mismatch' }],
  ])('answers 400 for %s and logs nothing', async (_, body) => {
    const res = await report(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(typeof res.body.message).toBe('string');
    await settle();
    expect(warnings()).toEqual([]);
  });

  it('refuses a report sent by a page of another site (403)', async () => {
    await report({ path: '/', message: 'mismatch' }).set('Origin', 'https://elsewhere.example').expect(403);
    await settle();
    expect(warnings()).toEqual([]);
  });

  it(`answers 429 after ${HYDRATION_ERRORS.perClientPerMinute} reports a minute from one client`, async () => {
    const client = newClient();
    for (let i = 0; i < HYDRATION_ERRORS.perClientPerMinute; i += 1) {
      await report({ path: `/page-${i}`, message: 'mismatch' }, client).expect(204);
    }
    const res = await report({ path: '/one-more', message: 'mismatch' }, client).expect(429);
    expect(res.body.statusCode).toBe(429);
    await settle();
    expect(warnings()).toHaveLength(HYDRATION_ERRORS.perClientPerMinute);
    // Another client is still heard.
    await report({ path: '/elsewhere', message: 'mismatch' }).expect(204);
  });

  it('is not a page: GET answers 404', async () => {
    await testApp.http().get('/api/hydration-error').expect(404);
  });
});

describe('the log of hydration errors', () => {
  it(`keeps to ${HYDRATION_ERRORS.loggedPerMinute} lines a minute per instance, then says how many it left out`, async () => {
    const service = testApp.app.get(ClientErrorsService);
    const start = Date.now() + 120_000;
    for (let i = 0; i < HYDRATION_ERRORS.loggedPerMinute + 5; i += 1) {
      service.report({ path: `/flood-${i}`, message: 'mismatch' }, start);
    }
    service.report({ path: '/next-minute', message: 'mismatch' }, start + 60_000);
    await settle();
    const logged = warnings();
    expect(logged).toHaveLength(HYDRATION_ERRORS.loggedPerMinute + 2);
    expect(logged.at(-2)).toBe('5 more hydration errors were not logged');
    expect(logged.at(-1)).toBe('Hydration error on /next-minute: mismatch');
  });
});

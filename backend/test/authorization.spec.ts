import { randomUUID } from 'node:crypto';

import type { Role } from '@reviews/libs/constants';
import type TestAgent from 'supertest/lib/agent';

import { createTestApp, type TestApp } from './support/app';
import { createUser, loginAs } from './support/factories';

type Caller = 'visitor' | Role;
const CALLERS: Caller[] = ['visitor', 'user', 'admin', 'root'];

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

async function agentFor(caller: Caller): Promise<TestAgent> {
  return caller === 'visitor' ? testApp.http() : loginAs(testApp, caller);
}

interface Call {
  name: string;
  send: (agent: TestAgent) => Promise<{ status: number }>;
  expected: Record<Caller, number>;
}

const everyone = (status: number): Record<Caller, number> => ({
  visitor: status,
  user: status,
  admin: status,
  root: status,
});

const freshEmail = () => `matrix-${randomUUID().slice(0, 8)}@example.com`;

/** Every call of the accounts area, and who may make it (401 signed out, 403 without the role). */
const CALLS: Call[] = [
  { name: 'GET /api/whoami', send: (a) => a.get('/api/whoami'), expected: everyone(200) },
  {
    name: 'POST /api/register',
    send: (a) =>
      a.post('/api/register').send({ email: freshEmail(), password: 'popcorn-time', type: 'email' }),
    expected: everyone(201),
  },
  {
    name: 'POST /api/login (wrong password)',
    send: (a) =>
      a
        .post('/api/login')
        .send({ emailOrUsername: 'nobody@example.com', password: 'wrong-one', type: 'email' }),
    expected: everyone(401),
  },
  { name: 'GET /api/logout', send: (a) => a.get('/api/logout'), expected: everyone(200) },
  { name: 'POST /api/logout', send: (a) => a.post('/api/logout'), expected: everyone(200) },
  { name: 'GET /api/auth/providers', send: (a) => a.get('/api/auth/providers'), expected: everyone(200) },
  {
    name: 'GET /api/user/:username',
    send: async (a) => a.get(`/api/user/${(await createUser(testApp)).username}`),
    expected: everyone(200),
  },
  {
    name: 'PUT /api/user/',
    send: (a) =>
      a.put('/api/user/').send({
        username: `matrix_${randomUUID().slice(0, 8)}`,
        watching: 'Andor',
        favoriteMovie: 'Heat',
        favoriteShow: 'Lost',
        bio: 'Hello',
        picture: '',
      }),
    expected: { visitor: 401, user: 200, admin: 200, root: 200 },
  },
  {
    name: 'DELETE /api/user/',
    send: (a) => a.delete('/api/user/'),
    expected: { visitor: 401, user: 200, admin: 200, root: 403 },
  },
  {
    name: 'GET /api/user/all',
    send: (a) => a.get('/api/user/all'),
    expected: { visitor: 401, user: 403, admin: 403, root: 200 },
  },
  {
    name: 'PATCH /api/user/:id (username)',
    send: async (a) => a.patch(`/api/user/${(await createUser(testApp)).id}`).send({ change: 'username' }),
    expected: { visitor: 401, user: 403, admin: 403, root: 200 },
  },
  {
    name: 'PATCH /api/user/:id (admin)',
    send: async (a) => a.patch(`/api/user/${(await createUser(testApp)).id}`).send({ change: 'admin' }),
    expected: { visitor: 401, user: 403, admin: 403, root: 200 },
  },
];

describe.each(CALLS)('$name', ({ send, expected }) => {
  it.each(CALLERS)('as %s', async (caller) => {
    const res = await send(await agentFor(caller));
    expect(res.status).toBe(expected[caller]);
  });
});

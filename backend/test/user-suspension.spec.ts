import { eq } from 'drizzle-orm';

import { comments, sessions, users } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { postComment } from './support/community-fixtures';
import { createUser, createWriteup, loginAs, type SignedInAgent } from './support/factories';

let testApp: TestApp;
let root: SignedInAgent;
let published: string;

beforeAll(async () => {
  testApp = await createTestApp();
  root = await loginAs(testApp, 'root');
  published = (await createWriteup(testApp, { author: root.user, title: 'Open thread' }))._id;
});

async function storedUser(id: string) {
  const [row] = await testApp.db.select().from(users).where(eq(users.id, id));
  return row;
}

const sessionsOf = (userId: string) => testApp.db.select().from(sessions).where(eq(sessions.userId, userId));

const suspend = (id: string) => root.patch(`/api/user/${id}`).send({ change: 'suspend' });

const signIn = (email: string | null, password: string) =>
  testApp.http().post('/api/login').send({ emailOrUsername: email, password, type: 'email' });

describe('PATCH /api/user/:id {change: "suspend"}', () => {
  it('suspends a member: their sessions end, they cannot sign in or write, their content stays', async () => {
    const member = await loginAs(testApp, 'user');
    const comment = await postComment(member, published, 'Still here afterwards');
    expect(await sessionsOf(member.user.id)).toHaveLength(1);

    const res = await suspend(member.user.id).expect(200);
    expect(res.body).toMatchObject({ _id: member.user.id, suspended: true });
    expect((await storedUser(member.user.id)).suspended).toBe(true);
    expect(await sessionsOf(member.user.id)).toEqual([]);

    // The old cookie signs nobody in any more: writes are refused and nothing is stored.
    expect((await member.get('/api/whoami').expect(200)).body).toBeNull();
    await member.post(`/api/comment/${published}`).send({ content: 'Sneaky' }).expect(401);
    const stored = await testApp.db.select().from(comments).where(eq(comments.userId, member.user.id));
    expect(stored.map((row) => row.content)).toEqual(['Still here afterwards']);

    const login = await signIn(member.user.email, member.user.password).expect(403);
    expect(login.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'This account is suspended' });
    expect(await sessionsOf(member.user.id)).toEqual([]);

    const visible = await testApp.http().get(`/api/comment/${published}`).expect(200);
    expect(visible.body.map((entry: { _id: string }) => entry._id)).toContain(comment._id);
  });

  it('answers a suspended account the same whether or not the password is right', async () => {
    const member = await createUser(testApp);
    await suspend(member.id).expect(200);
    const wrong = await signIn(member.email, 'not-the-password').expect(403);
    const right = await signIn(member.email, member.password).expect(403);
    expect(wrong.body).toEqual(right.body);
    expect(wrong.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'This account is suspended' });
    expect(await sessionsOf(member.id)).toEqual([]);
  });

  it('restores a suspended member, who can sign in again', async () => {
    const member = await createUser(testApp);
    await suspend(member.id).expect(200);
    const res = await suspend(member.id).expect(200);
    expect(res.body.suspended).toBeUndefined();
    expect((await storedUser(member.id)).suspended).toBe(false);
    await signIn(member.email, member.password).expect(200);
  });

  it('suspends an admin, who can no longer save writeups', async () => {
    const admin = await loginAs(testApp, 'admin');
    const { body } = await admin.post('/api/writeup/').send({ type: 'movie' }).expect(201);
    await suspend(admin.user.id).expect(200);
    await admin.patch('/api/writeup/').send({ _id: body._id, title: 'After suspension' }).expect(401);
  });

  it('shows the suspension to root only', async () => {
    const member = await createUser(testApp);
    await suspend(member.id).expect(200);
    const list = await root.get('/api/user/all').expect(200);
    expect(list.body.users.find((user: { _id: string }) => user._id === member.id)).toMatchObject({
      suspended: true,
    });
    const profile = await testApp.http().get(`/api/user/${member.username}`).expect(200);
    expect(profile.body.suspended).toBeUndefined();
  });

  it('answers 403 for a root account and suspends nothing', async () => {
    const otherRoot = await createUser(testApp, { type: 'root' });
    const res = await suspend(otherRoot.id).expect(403);
    expect(res.body.message).toBe('Root accounts cannot be changed');
    expect((await storedUser(otherRoot.id)).suspended).toBe(false);
  });

  it('answers 403 to an admin and a member, 401 to a visitor; nothing changes', async () => {
    const target = await createUser(testApp);
    for (const role of ['admin', 'user'] as const) {
      await (
        await loginAs(testApp, role)
      )
        .patch(`/api/user/${target.id}`)
        .send({ change: 'suspend' })
        .expect(403);
    }
    await testApp.http().patch(`/api/user/${target.id}`).send({ change: 'suspend' }).expect(401);
    expect((await storedUser(target.id)).suspended).toBe(false);
  });

  it('answers 404 for an unknown user', async () => {
    await suspend('00000000-0000-4000-8000-000000000000').expect(404);
  });
});

import { randomUUID } from 'node:crypto';

import type { Role } from '@reviews/libs/constants';
import type TestAgent from 'supertest/lib/agent';

import type { UserRow } from '../../src/database/schema';
import { UsersService } from '../../src/users/users.service';
import type { TestApp } from './app';

export const DEFAULT_PASSWORD = 'correct-horse-battery';

export interface UserOverrides {
  email?: string;
  password?: string;
  type?: Role;
  username?: string;
}

/** A stored user plus the password it signs in with. */
export type TestUser = UserRow & { password: string };

/** Creates an e-mail account through the real UsersService (generated username unless given). */
export async function createUser(testApp: TestApp, overrides: UserOverrides = {}): Promise<TestUser> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const row = await testApp.app.get(UsersService).createEmailAccount({
    email: overrides.email ?? `user-${randomUUID().slice(0, 8)}@example.com`,
    password,
    type: overrides.type ?? 'user',
    username: overrides.username,
  });
  return { ...row, password };
}

export type SignedInAgent = TestAgent & { user: TestUser };

/** A supertest agent carrying the session cookie of a new user of that role (or of the given user). */
export async function loginAs(testApp: TestApp, who: Role | TestUser): Promise<SignedInAgent> {
  const user = typeof who === 'string' ? await createUser(testApp, { type: who }) : who;
  const agent = testApp.http();
  await agent
    .post('/api/login')
    .send({ emailOrUsername: user.email, password: user.password, type: 'email' })
    .expect(200);
  return Object.assign(agent, { user });
}

import { randomUUID } from 'node:crypto';

import type { Role, WriteupType } from '@reviews/libs/constants';
import type { Writeup } from '@reviews/libs/contract';
import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';

import { type UserRow, writeups } from '../../src/database/schema';
import { EmailAccountsService } from '../../src/users/email-accounts.service';
import type { SaveWriteupDto } from '../../src/writeups/dto/save-writeup.request';
import { WriteupEditorService } from '../../src/writeups/editing/writeup-editor.service';
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

/** Creates an e-mail account through the real EmailAccountsService (generated username unless given). */
export async function createUser(testApp: TestApp, overrides: UserOverrides = {}): Promise<TestUser> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const row = await testApp.app.get(EmailAccountsService).createEmailAccount({
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

export interface WriteupOverrides extends Partial<Omit<SaveWriteupDto, '_id' | 'publishNow'>> {
  author: UserRow;
  type?: WriteupType;
  /** Default true; false leaves a draft. */
  published?: boolean;
  /** Publishes on this date instead of now (stored directly, like an older writeup). */
  publishedAt?: Date;
  /** Schedules the writeup for this future date instead of publishing it. */
  scheduledFor?: Date;
}

let writeupSequence = 0;

/** Complete writeup fields of a type, so that publishing succeeds unless overridden. */
function writeupDefaults(type: WriteupType): Omit<SaveWriteupDto, '_id'> {
  writeupSequence += 1;
  const common = {
    title: `${type === 'article' ? 'Essay' : 'Feature'} number ${writeupSequence}`,
    content: 'A thoughtful piece about **{{title}}** with enough words to count.',
    image: '/demo-images/banner.svg',
  };
  if (type === 'article') return { ...common, headline: 'Why it matters', tags: ['essays'] };
  return {
    ...common,
    releaseYear: 2020,
    poster: '/demo-images/poster.svg',
    director: 'Jane Director',
    mpaa: 'PG-13',
    genre: ['Drama'],
    rating: 70,
    ...(type === 'movie' ? { runtime: 110 } : { season: 1 }),
  };
}

/**
 * Creates a writeup through the real WriteupEditorService: a draft, then saved with realistic
 * defaults and published (default), scheduled (`scheduledFor`) or left a draft (`published: false`).
 */
export async function createWriteup(testApp: TestApp, overrides: WriteupOverrides): Promise<Writeup> {
  const { author, type = 'movie', published = true, publishedAt, scheduledFor, ...fields } = overrides;
  const editor = testApp.app.get(WriteupEditorService);
  const { _id } = await editor.create(author, type);
  const body = { ...writeupDefaults(type), ...fields, _id } as SaveWriteupDto;
  if (scheduledFor) {
    return editor.save(author, { ...body, draft: false, visibleAfter: scheduledFor.toISOString() });
  }
  const saved = await editor.save(author, { ...body, publishNow: published });
  if (!published || !publishedAt) return saved;
  await testApp.db
    .update(writeups)
    .set({ visibleAfter: publishedAt, updated: publishedAt })
    .where(eq(writeups.id, _id));
  return { ...saved, visibleAfter: publishedAt.toISOString(), updated: publishedAt.toISOString() };
}

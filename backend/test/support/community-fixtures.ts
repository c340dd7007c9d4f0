import type { Comment } from '@reviews/libs/contract';
import type TestAgent from 'supertest/lib/agent';

import type { TestApp } from './app';
import { loginAs, type SignedInAgent } from './factories';

/** One caller of each kind: a visitor and signed-in user, admin and root. */
export interface Callers {
  visitor: TestAgent;
  user: SignedInAgent;
  admin: SignedInAgent;
  root: SignedInAgent;
}

export async function callers(testApp: TestApp): Promise<Callers> {
  return {
    visitor: testApp.http(),
    user: await loginAs(testApp, 'user'),
    admin: await loginAs(testApp, 'admin'),
    root: await loginAs(testApp, 'root'),
  };
}

/** Posts a comment through the API and answers it. */
export async function postComment(agent: TestAgent, writeupId: string, content: string): Promise<Comment> {
  const res = await agent.post(`/api/comment/${writeupId}`).send({ content }).expect(201);
  return res.body as Comment;
}

/** A date `days` from now (negative: in the past). */
export function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000);
}

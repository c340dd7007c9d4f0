import { eq } from 'drizzle-orm';

import { type WriteupRow, writeupRevisions, writeups } from '../../src/database/schema';
import type { TestApp } from './app';
import { loginAs, type SignedInAgent } from './factories';

/** The callers the editor's rules tell apart: an author (an admin), another admin, root, a member. */
export interface Editors {
  author: SignedInAgent;
  otherAdmin: SignedInAgent;
  root: SignedInAgent;
  member: SignedInAgent;
}

export async function editors(testApp: TestApp): Promise<Editors> {
  const [author, otherAdmin, root, member] = await Promise.all([
    loginAs(testApp, 'admin'),
    loginAs(testApp, 'admin'),
    loginAs(testApp, 'root'),
    loginAs(testApp, 'user'),
  ]);
  return { author, otherAdmin, root, member };
}

/** A writeup's row as stored, to assert what a call changed (or did not). */
export async function storedWriteup(testApp: TestApp, id: string): Promise<WriteupRow> {
  const [row] = await testApp.db.select().from(writeups).where(eq(writeups.id, id));
  return row;
}

/** How many revisions of a writeup are stored. */
export async function revisionCount(testApp: TestApp, writeupId: string): Promise<number> {
  const rows = await testApp.db
    .select()
    .from(writeupRevisions)
    .where(eq(writeupRevisions.writeupId, writeupId));
  return rows.length;
}

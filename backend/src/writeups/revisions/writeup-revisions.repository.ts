import { Injectable } from '@nestjs/common';
import { LIMITS } from '@reviews/libs/constants';
import type { RevisionFields } from '@reviews/libs/contract';
import { and, desc, eq, lt, notInArray, or } from 'drizzle-orm';

import type { Database, Transaction } from '../../database/database';
import { InjectDatabase } from '../../database/database.tokens';
import { users, type WriteupRevisionRow, writeupRevisions } from '../../database/schema';

export interface RevisionWithAuthor {
  revision: WriteupRevisionRow;
  author: { id: string; username: string } | null;
}

const AUTHOR = { id: users.id, username: users.username };

/** The revisions a writeup's saves leave behind. */
@Injectable()
export class WriteupRevisionsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /**
   * Keeps a save's fields in the save's own transaction, then lets go of the oldest revisions
   * beyond LIMITS.revisionsKept, so autosaving a long piece does not grow storage without bound.
   */
  async record(
    tx: Transaction,
    values: Pick<WriteupRevisionRow, 'writeupId' | 'userId' | 'created' | 'kind' | 'state'> & {
      fields: RevisionFields;
    },
  ): Promise<void> {
    await tx.insert(writeupRevisions).values(values);
    const kept = tx
      .select({ id: writeupRevisions.id })
      .from(writeupRevisions)
      .where(eq(writeupRevisions.writeupId, values.writeupId))
      .orderBy(desc(writeupRevisions.created), desc(writeupRevisions.id))
      .limit(LIMITS.revisionsKept);
    await tx
      .delete(writeupRevisions)
      .where(and(eq(writeupRevisions.writeupId, values.writeupId), notInArray(writeupRevisions.id, kept)));
  }

  /** A writeup's revisions, newest first. */
  listForWriteup(writeupId: string): Promise<RevisionWithAuthor[]> {
    return this.db
      .select({ revision: writeupRevisions, author: AUTHOR })
      .from(writeupRevisions)
      .leftJoin(users, eq(users.id, writeupRevisions.userId))
      .where(eq(writeupRevisions.writeupId, writeupId))
      .orderBy(desc(writeupRevisions.created), desc(writeupRevisions.id));
  }

  /** One revision of that writeup (none for a revision of another writeup). */
  async findOne(writeupId: string, revisionId: string): Promise<RevisionWithAuthor | undefined> {
    const [row] = await this.db
      .select({ revision: writeupRevisions, author: AUTHOR })
      .from(writeupRevisions)
      .leftJoin(users, eq(users.id, writeupRevisions.userId))
      .where(and(eq(writeupRevisions.writeupId, writeupId), eq(writeupRevisions.id, revisionId)))
      .limit(1);
    return row;
  }

  /** The revision of the same writeup saved just before `revision` (listing order), if one is kept. */
  async findPrevious(revision: WriteupRevisionRow): Promise<RevisionWithAuthor | undefined> {
    const [row] = await this.db
      .select({ revision: writeupRevisions, author: AUTHOR })
      .from(writeupRevisions)
      .leftJoin(users, eq(users.id, writeupRevisions.userId))
      .where(
        and(
          eq(writeupRevisions.writeupId, revision.writeupId),
          or(
            lt(writeupRevisions.created, revision.created),
            and(eq(writeupRevisions.created, revision.created), lt(writeupRevisions.id, revision.id)),
          ),
        ),
      )
      .orderBy(desc(writeupRevisions.created), desc(writeupRevisions.id))
      .limit(1);
    return row;
  }
}

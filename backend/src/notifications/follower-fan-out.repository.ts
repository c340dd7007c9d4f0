import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { writeups } from '../database/schema';
import {
  movePublication,
  type PublicationBatch,
  recordPublicationBatch,
  withdrawPublication,
} from './queries/notification-writes';

/** The queries of the publication fan-out job (follower-fan-out.ts). */
@Injectable()
export class FollowerFanOutRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /** What the fan-out job needs of a writeup: its author, whether a draft, its public date. */
  async publicationOf(id: string): Promise<{ adminId: string; draft: boolean; cardDate: Date } | undefined> {
    const [row] = await this.db
      .select({ adminId: writeups.adminId, draft: writeups.draft, cardDate: writeups.cardDate })
      .from(writeups)
      .where(eq(writeups.id, id));
    return row;
  }

  /** Followers not yet told of the writeup (entries dated after `now`) will not be: a draft again. */
  withdrawFollowerNotices(writeupId: string, now: Date): Promise<void> {
    return withdrawPublication(this.db, writeupId, now);
  }

  /** Followers not yet told of the writeup are told at `at` instead (a rescheduling). */
  moveFollowerNotices(writeupId: string, at: Date, now: Date): Promise<void> {
    return movePublication(this.db, writeupId, at, now);
  }

  /** Tells the next `limit` followers after `after` of the writeup, public from `at` (product.md §13). */
  noticeFollowers(
    publication: { writeupId: string; authorId: string; at: Date },
    after: string | null,
    limit: number,
  ): Promise<PublicationBatch> {
    return recordPublicationBatch(this.db, publication, after, limit);
  }
}

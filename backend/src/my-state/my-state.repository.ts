import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';

import { reportedCommentIds, wroteHiddenComment } from '../comments/queries';
import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { PreparedStatements } from '../database/prepared-statements';
import { prepareOneRow } from '../database/scalar-subqueries';
import { likedLogIds } from '../diary/queries';
import { followedUsernames } from '../follows/queries';
import { likedListIds } from '../lists/queries';
import { likedCommentIdsOnThread, likedWriteupIds } from '../likes/queries';
import { scoresOf } from '../ratings/queries';
import type { EntryDates } from '../watchlist';
import { entriesAmong, entryDates } from '../watchlist/queries';

/** What a page shows as one member's, as one read answers it. */
export interface MyStateRow {
  likedWriteups: string[];
  likedComments: string[];
  ratings: Record<string, number>;
  watchlist: Record<string, EntryDates>;
  reported: string[];
  wroteHidden: boolean;
  following: string[];
  likedLogs: string[];
  likedLists: string[];
}

/**
 * GET /api/me/state in one statement: each part is the query fragment its single call reads
 * (GET /api/me/likes, /ratings, /watchlist, /reports, /follows), so the rules stay theirs, and the
 * page's state costs one round trip to the database instead of seven.
 */
@Injectable()
export class MyStateRepository {
  private readonly prepared = new PreparedStatements();

  constructor(@InjectDatabase() private readonly db: Database) {}

  async read(
    userId: string,
    writeupIds: string[],
    threadId: string | undefined,
    usernames: string[],
    logIds: string[] = [],
    listIds: string[] = [],
  ): Promise<MyStateRow> {
    const query = this.prepared.get('state', () => {
      const user = sql.placeholder('userId');
      const writeups = sql.placeholder('writeupIds');
      const thread = sql.placeholder('threadId');
      return prepareOneRow(this.db, {
        likedWriteups: likedWriteupIds(user, writeups),
        likedComments: likedCommentIdsOnThread(user, thread),
        ratings: scoresOf(user, writeups),
        watchlist: entriesAmong(user, writeups),
        reported: reportedCommentIds(user, thread),
        wroteHidden: wroteHiddenComment(user, thread),
        following: followedUsernames(user, sql.placeholder('names')),
        likedLogs: likedLogIds(user, sql.placeholder('logIds')),
        likedLists: likedListIds(user, sql.placeholder('listIds')),
      });
    });
    const [row] = await query.execute({
      userId,
      writeupIds,
      threadId: threadId ?? null,
      names: usernames.map((name) => name.toLowerCase()),
      logIds,
      listIds,
    });
    return { ...row, watchlist: entryDates(row.watchlist) };
  }
}

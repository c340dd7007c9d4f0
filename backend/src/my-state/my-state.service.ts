import { Injectable } from '@nestjs/common';
import type { MyStateResponse } from '@reviews/libs/contract';

import { CommentsService } from '../comments/comments.service';
import type { UserRow } from '../database/schema';
import { watchlistStates } from '../watchlist/watchlist.service';
import { MyStateRepository } from './my-state.repository';

/**
 * GET /api/me/state: each part as its single call answers it (GET /api/me/likes, /ratings,
 * /watchlist, /comments, /reports, /follows), read in one statement (my-state.repository.ts).
 * My hidden comments need their full rows: they are read only when there are some.
 */
@Injectable()
export class MyStateService {
  constructor(
    private readonly state: MyStateRepository,
    private readonly comments: CommentsService,
  ) {}

  async of(
    user: UserRow,
    writeupIds: string[],
    threadId: string | undefined,
    usernames: string[],
  ): Promise<MyStateResponse> {
    const row = await this.state.read(user.id, writeupIds, threadId, usernames);
    const hidden =
      threadId !== undefined && row.wroteHidden
        ? await this.comments.ownHiddenIfVisible(threadId, user)
        : undefined;
    return {
      likes: { writeups: row.likedWriteups, comments: row.likedComments },
      ratings: { ratings: row.ratings },
      watchlist: watchlistStates(row.watchlist),
      comments: hidden ?? { comments: [] },
      reports: { comments: row.reported },
      follows: { following: row.following },
    };
  }
}

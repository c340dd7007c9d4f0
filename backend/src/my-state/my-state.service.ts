import { Injectable } from '@nestjs/common';
import type { MyStateResponse } from '@reviews/libs/contract';

import { CommentModerationService } from '../comments/comment-moderation.service';
import { CommentsService } from '../comments/comments.service';
import type { UserRow } from '../database/schema';
import { FollowsService } from '../follows/follows.service';
import { LikesService } from '../likes/likes.service';
import { RatingsService } from '../ratings/ratings.service';
import { WatchlistService } from '../watchlist/watchlist.service';

/**
 * GET /api/me/state: each part is built by the service of its own single call, so the rules and
 * queries are those of GET /api/me/likes, /ratings, /watchlist, /comments, /reports and /follows.
 */
@Injectable()
export class MyStateService {
  constructor(
    private readonly likes: LikesService,
    private readonly ratings: RatingsService,
    private readonly watchlist: WatchlistService,
    private readonly comments: CommentsService,
    private readonly moderation: CommentModerationService,
    private readonly follows: FollowsService,
  ) {}

  async of(
    user: UserRow,
    writeupIds: string[],
    threadId: string | undefined,
    usernames: string[],
  ): Promise<MyStateResponse> {
    const [likes, ratings, watchlist, comments, reports, follows] = await Promise.all([
      this.likes.mineOnThread(user, writeupIds, threadId),
      this.ratings.mine(user, writeupIds),
      this.watchlist.mine(user, writeupIds),
      threadId === undefined ? undefined : this.comments.ownHiddenIfVisible(threadId, user),
      threadId === undefined ? { comments: [] } : this.moderation.reportedBy(user, threadId),
      this.follows.mine(user, usernames),
    ]);
    return { likes, ratings, watchlist, comments: comments ?? { comments: [] }, reports, follows };
  }
}

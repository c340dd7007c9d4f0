import { Injectable } from '@nestjs/common';
import type { MyPageResponse, MyStateResponse } from '@reviews/libs/contract';

import { CommentsService } from '../comments';
import type { UserRow } from '../database/schema';
import { NotificationsService } from '../notifications';
import { toUserResponse } from '../users';
import { watchlistStates } from '../watchlist';
import { MyStateRepository } from './my-state.repository';

/** What a page asks its personal state about (GET /api/me/state's query, parsed). */
export interface MyStateAsk {
  writeups: string[];
  thread?: string;
  users: string[];
  /** Diary entries (product.md §15): `likes.logs` is answered when asked. */
  logs?: string[];
  /** Lists (product.md §16): `likes.lists` is answered when asked. */
  lists?: string[];
}

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
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * GET /api/me/page: a page load's one personal call, the user as whoami answers, the unread
   * count as its call answers and the page's state as GET /api/me/state; the session was read
   * once, the two reads run side by side.
   */
  async page(user: UserRow, ask: MyStateAsk): Promise<MyPageResponse> {
    const [unread, state] = await Promise.all([this.notifications.unreadCount(user), this.of(user, ask)]);
    return { user: toUserResponse(user, user), unread, state };
  }

  async of(user: UserRow, ask: MyStateAsk): Promise<MyStateResponse> {
    const { writeups, thread, users, logs, lists } = ask;
    const row = await this.state.read(user.id, writeups, thread, users, logs, lists);
    const hidden =
      thread !== undefined && row.wroteHidden
        ? await this.comments.ownHiddenIfVisible(thread, user)
        : undefined;
    return {
      likes: {
        writeups: row.likedWriteups,
        comments: row.likedComments,
        ...(logs === undefined ? {} : { logs: row.likedLogs }),
        ...(lists === undefined ? {} : { lists: row.likedLists }),
      },
      ratings: { ratings: row.ratings },
      watchlist: watchlistStates(row.watchlist),
      comments: hidden ?? { comments: [] },
      reports: { comments: row.reported },
      follows: { following: row.following },
    };
  }
}

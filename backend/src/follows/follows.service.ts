import { BadRequestException, Injectable } from '@nestjs/common';
import { PAGE_SIZES } from '@reviews/libs/constants';
import type { FollowResponse, FollowUsersResponse, MyFollowsResponse } from '@reviews/libs/contract';
import { normalisePageParam, pageWindow } from '@reviews/libs/rules';

import type { UserRow } from '../database/schema';
import { userNotFound, userAvatar, UsersRepository } from '../users';
import { type FollowListRow, FollowsRepository } from './follows.repository';

const OWN = 'You cannot follow yourself';

type Direction = 'followers' | 'following';

/**
 * product.md §13: members follow members and authors. A follow purges nothing: profiles carry
 * counts that may lag (LIKE_COUNT_LAG_S), and whom I follow comes from `GET /api/me/follows`.
 */
@Injectable()
export class FollowsService {
  constructor(
    private readonly follows: FollowsRepository,
    private readonly users: UsersRepository,
  ) {}

  async follow(username: string, user: UserRow, following: boolean): Promise<FollowResponse> {
    const target = await this.member(username);
    if (target.id === user.id) throw new BadRequestException(OWN);
    await this.follows.setFollow(user.id, target.id, following);
    return { following };
  }

  /** A page of the member's followers, or of the members they follow; newest follow first. */
  async list(username: string, direction: Direction, rawPage: unknown): Promise<FollowUsersResponse> {
    const target = await this.member(username);
    const total =
      direction === 'followers'
        ? await this.follows.countFollowers(target.id)
        : await this.follows.countFollowing(target.id);
    const window = pageWindow(normalisePageParam(rawPage), total, PAGE_SIZES.follows);
    const rows = await this.follows[direction](target.id, window.offset, window.pageSize);
    const { page, totalPages, totalMatched, pageSize } = window;
    return { users: rows.map(toUserRef), page, totalPages, totalMatched, pageSize };
  }

  async mine(user: UserRow, usernames: string[]): Promise<MyFollowsResponse> {
    return { following: await this.follows.followedAmong(user.id, usernames) };
  }

  private async member(username: string): Promise<UserRow> {
    const row = await this.users.findByUsername(username);
    if (!row) throw userNotFound();
    return row;
  }
}

function toUserRef(row: FollowListRow) {
  return { _id: row.id, username: row.username, avatar: userAvatar(row) };
}

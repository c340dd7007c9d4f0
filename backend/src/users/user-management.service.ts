import { ForbiddenException, Injectable } from '@nestjs/common';
import { PAGE_SIZES } from '@reviews/libs/constants';
import type { User, UsersResponse } from '@reviews/libs/contract';
import { canChangeUser, normalisePageParam, pageWindow } from '@reviews/libs/rules';

import { isUniqueViolation } from '../database/database-errors';
import { USER_UNIQUE_KEYS, type UserRow } from '../database/schema';
import type { PurgeKeys } from '../http-cache/purge-keys';
import type { ChangeUserDto } from './dto/change-user.request';
import { userNotFound } from './user-errors';
import { toUserResponse } from './user.mapper';
import { currentAccountKeys } from './users.cache-keys';
import { UsernamesService } from './usernames.service';
import { UsersRepository } from './users.repository';

/** Root's user management: the list of accounts, and role, suspension and username changes. */
@Injectable()
export class UserManagementService {
  constructor(
    private readonly users: UsersRepository,
    private readonly usernames: UsernamesService,
  ) {}

  /** One page of all accounts, newest first, with their e-mails (for root). */
  async listUsers(pageParam: unknown, viewer: UserRow): Promise<UsersResponse> {
    const { offset, ...paging } = pageWindow(
      normalisePageParam(pageParam),
      await this.users.countAll(),
      PAGE_SIZES.users,
    );
    const rows = await this.users.listPage(offset, paging.pageSize);
    return { users: rows.map((row) => toUserResponse(row, viewer)), ...paging };
  }

  /**
   * A new generated username, user <-> admin, or suspended <-> active (suspending ends the
   * account's sessions). Root accounts are refused.
   */
  async changeUser(id: string, { change }: ChangeUserDto, viewer: UserRow, purge: PurgeKeys): Promise<User> {
    const target = await this.users.findById(id);
    if (!target) throw userNotFound();
    if (!canChangeUser(viewer, target)) throw new ForbiddenException('Root accounts cannot be changed');
    const changed =
      change === 'admin'
        ? await this.users.setType(target.id, target.type === 'admin' ? 'user' : 'admin')
        : change === 'suspend'
          ? await this.users.setSuspended(target.id, !target.suspended)
          : await this.randomiseUsername(target.id);
    purge.add(await currentAccountKeys(this.users, target, changed.username));
    return toUserResponse(changed, viewer);
  }

  private async randomiseUsername(id: string): Promise<UserRow> {
    for (;;) {
      try {
        return await this.users.setUsername(id, await this.usernames.unique());
      } catch (error) {
        // Someone took the same generated name a moment ago: draw another.
        if (!isUniqueViolation(error, USER_UNIQUE_KEYS.username)) throw error;
      }
    }
  }
}

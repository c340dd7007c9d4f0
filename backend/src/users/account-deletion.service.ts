import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { canDeleteOwnAccount } from '@reviews/libs/rules';

import type { UserRow } from '../database/schema';
import { UsersRepository } from './users.repository';

/** A member deleting their own account. */
@Injectable()
export class AccountDeletionService {
  constructor(private readonly users: UsersRepository) {}

  /**
   * Deletes the user's own account with their sessions and comments; their writeups and
   * announcements pass to the oldest root account. Root accounts cannot be deleted.
   */
  async deleteAccount(user: UserRow): Promise<void> {
    if (!canDeleteOwnAccount(user)) throw new ForbiddenException('The root account cannot be deleted');
    let heirId: string | null = null;
    if (await this.users.hasAuthoredContent(user.id)) {
      const root = await this.users.findOldestRoot();
      if (!root) {
        throw new ConflictException('Your writeups need a new owner, but this site has no root account yet');
      }
      heirId = root.id;
    }
    await this.users.deleteAccount(user.id, heirId);
  }
}

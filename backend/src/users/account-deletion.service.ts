import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { canDeleteOwnAccount } from '@reviews/libs/rules';

import type { UserRow } from '../database/schema';
import type { PurgeKeys } from '../http-cache/purge-keys';
import { SurrogateKeys } from '../http-cache/surrogate-keys';
import { accountKeys } from './users.cache-keys';
import { UsersRepository } from './users.repository';

/** A member deleting their own account. */
@Injectable()
export class AccountDeletionService {
  constructor(private readonly users: UsersRepository) {}

  /**
   * Deletes the user's own account with their sessions and comments; their writeups and
   * announcements pass to the oldest root account. Root accounts cannot be deleted.
   */
  async deleteAccount(user: UserRow, purge: PurgeKeys): Promise<void> {
    if (!canDeleteOwnAccount(user)) throw new ForbiddenException('The root account cannot be deleted');
    let heirId: string | null = null;
    const authored = await this.users.hasAuthoredContent(user.id);
    if (authored) {
      const root = await this.users.findOldestRoot();
      if (!root) {
        throw new ConflictException('Your writeups need a new owner, but this site has no root account yet');
      }
      heirId = root.id;
    }
    await this.users.deleteAccount(user.id, heirId);
    // Its comments go too (comment lists carry their authors' keys), with the counts.
    purge.add([
      ...accountKeys({ id: user.id, username: user.username, authored }),
      SurrogateKeys.stats,
      SurrogateKeys.roundups,
    ]);
  }
}

import { Injectable } from '@nestjs/common';
import type { User } from '@reviews/libs/contract';

import type { UserRow } from '../database/schema';
import { WriteupDiscoveryService } from '../writeups';
import { userNotFound, toUserResponse, UsersRepository } from '../users';

/** Public profiles: the account (users/) with the writeups its favourites name (writeups/). */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly users: UsersRepository,
    private readonly discovery: WriteupDiscoveryService,
  ) {}

  /**
   * A public profile with its follow counts and whether its watchlist is public (product.md §13)
   * and its favourites' writeups; 404 for an unknown username (any case).
   */
  async profile(username: string, viewer: UserRow | undefined): Promise<User> {
    const row = await this.users.findByUsername(username);
    if (!row) throw userNotFound();
    return {
      ...toUserResponse(row, viewer),
      ...(await this.users.followCounts(row.id)),
      watchlistPublic: row.watchlistPublic,
      favoriteLinks: await this.discovery.favoriteLinks(row),
    };
  }
}

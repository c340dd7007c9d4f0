import { Injectable } from '@nestjs/common';
import type { PreferencesRequest, PreferencesResponse } from '@reviews/libs/contract';
import { eq } from 'drizzle-orm';

import type { Database } from '../database/database';
import { InjectDatabase } from '../database/database.tokens';
import { users } from '../database/schema';

/** A member's preferences (product.md §13), on their account row. */
@Injectable()
export class PreferencesRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /** Saves the given preferences; both as stored after. */
  async update(userId: string, changes: PreferencesRequest): Promise<PreferencesResponse> {
    const columns = { watchlistPublic: users.watchlistPublic, emailDigest: users.emailDigest };
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const [row] =
      Object.keys(given).length === 0
        ? await this.db.select(columns).from(users).where(eq(users.id, userId))
        : await this.db.update(users).set(given).where(eq(users.id, userId)).returning(columns);
    return row;
  }
}

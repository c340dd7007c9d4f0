import { Injectable } from '@nestjs/common';
import type { PreferencesResponse } from '@reviews/libs/contract';

import type { UserRow } from '../database/schema';
import type { PurgeKeys } from '../http-cache/purge-keys';
import { SurrogateKeys } from '../http-cache/surrogate-keys';
import type { PreferencesDto } from './dto/preferences.request';
import { PreferencesRepository } from './preferences.repository';

/** PUT /api/user/preferences (product.md §13). */
@Injectable()
export class PreferencesService {
  constructor(private readonly preferences: PreferencesRepository) {}

  async update(user: UserRow, changes: PreferencesDto, purge: PurgeKeys): Promise<PreferencesResponse> {
    const saved = await this.preferences.update(user.id, {
      watchlistPublic: changes.watchlistPublic,
      emailDigest: changes.emailDigest,
    });
    // Made private, the shared copy of the public watchlist goes; either way the profile, which
    // says whether it is public.
    if (saved.watchlistPublic !== user.watchlistPublic) {
      purge.add([SurrogateKeys.watchlist(user.username), SurrogateKeys.username(user.username)]);
    }
    return saved;
  }
}

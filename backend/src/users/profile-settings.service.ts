import { ConflictException, Injectable } from '@nestjs/common';
import type { User } from '@reviews/libs/contract';

import { isUniqueViolation } from '../database/database-errors';
import { USER_UNIQUE_KEYS, type UserRow } from '../database/schema';
import type { PurgeKeys } from '../http-cache/purge-keys';
import type { UpdateProfileDto } from './dto/update-profile.request';
import { toUserResponse } from './user.mapper';
import { currentAccountKeys } from './users.cache-keys';
import { UsersRepository } from './users.repository';

/** Names the API's own paths use (GET /api/user/all): nobody may take them. */
const RESERVED_USERNAMES = new Set(['all']);

/** A member's own settings: profile fields, username and picture. */
@Injectable()
export class ProfileSettingsService {
  constructor(private readonly users: UsersRepository) {}

  /** Saves the user's settings; 409 when another account has the username, whatever its case. */
  async updateProfile(user: UserRow, profile: UpdateProfileDto, purge: PurgeKeys): Promise<User> {
    const owner = await this.users.findByUsername(profile.username);
    if ((owner && owner.id !== user.id) || RESERVED_USERNAMES.has(profile.username.toLowerCase())) {
      throw this.usernameTaken();
    }
    try {
      const saved = await this.users.updateProfile(user.id, profile);
      purge.add(await currentAccountKeys(this.users, user, saved.username));
      return toUserResponse(saved, user);
    } catch (error) {
      if (isUniqueViolation(error, USER_UNIQUE_KEYS.username)) throw this.usernameTaken();
      throw error;
    }
  }

  /** Saves the user's picture alone; empty removes it. */
  async updateAvatar(user: UserRow, picture: string, purge: PurgeKeys): Promise<User> {
    const saved = await this.users.updatePicture(user.id, picture);
    purge.add(await currentAccountKeys(this.users, user));
    return toUserResponse(saved, user);
  }

  private usernameTaken(): ConflictException {
    return new ConflictException('Username is already taken');
  }
}

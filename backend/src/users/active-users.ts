import { Injectable } from '@nestjs/common';

import type { SignedInUsers } from '../common/signed-in-users';
import type { UserRow } from '../database/schema';
import { activeUser } from './suspension';
import { UsersRepository } from './users.repository';

/** Who a session acts as: its user, unless the account is suspended. */
@Injectable()
export class ActiveUsers implements SignedInUsers {
  constructor(private readonly users: UsersRepository) {}

  async find(userId: string): Promise<UserRow | undefined> {
    return activeUser(await this.users.findById(userId));
  }
}

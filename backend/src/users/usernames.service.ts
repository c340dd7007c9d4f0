import { Injectable } from '@nestjs/common';

import { generateUsername } from './username-generator';
import { UsersRepository } from './users.repository';

/** Generated usernames: for new accounts and root's username reset. */
@Injectable()
export class UsernamesService {
  constructor(private readonly users: UsersRepository) {}

  /** A generated username nobody has yet. */
  async unique(): Promise<string> {
    for (;;) {
      const candidate = generateUsername();
      if (!(await this.users.usernameExists(candidate))) return candidate;
    }
  }
}

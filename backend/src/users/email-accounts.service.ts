import { ConflictException, Injectable } from '@nestjs/common';
import type { Role } from '@reviews/libs/constants';

import { isUniqueViolation } from '../database/database-errors';
import { USER_UNIQUE_KEYS, type UserRow } from '../database/schema';
import { hashPassword } from './password';
import { UsernamesService } from './usernames.service';
import { UsersRepository } from './users.repository';

export interface NewEmailAccount {
  email: string;
  password: string;
  type?: Role;
  username?: string;
  /** Only for addresses vouched for elsewhere (ROOT_EMAIL, set by the operator). */
  emailVerified?: boolean;
}

/** E-mail and password accounts: sign-up and the account a sign-in names. */
@Injectable()
export class EmailAccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly usernames: UsernamesService,
  ) {}

  findByEmailOrUsername(login: string): Promise<UserRow | undefined> {
    return this.users.findByEmailOrUsername(login.trim());
  }

  /** Creates an e-mail and password account; 409 when the e-mail is taken. */
  async createEmailAccount(account: NewEmailAccount): Promise<UserRow> {
    const email = account.email.trim();
    if (await this.users.findByEmail(email)) throw this.emailTaken();
    const passwordHash = await hashPassword(account.password);
    // Two sign-ups can race past the checks above; the unique indexes decide, and a clash
    // on the generated username is simply retried with another one.
    for (;;) {
      try {
        return await this.users.insert({
          email,
          passwordHash,
          username: account.username ?? (await this.usernames.unique()),
          type: account.type ?? 'user',
          loginType: 'email',
          emailVerified: account.emailVerified ?? false,
        });
      } catch (error) {
        if (isUniqueViolation(error, USER_UNIQUE_KEYS.email)) throw this.emailTaken();
        if (account.username !== undefined || !isUniqueViolation(error, USER_UNIQUE_KEYS.username))
          throw error;
      }
    }
  }

  private emailTaken(): ConflictException {
    return new ConflictException('An account with that e-mail already exists');
  }
}

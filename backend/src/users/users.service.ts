import { ConflictException, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Role } from '@reviews/libs/constants';

import { AppConfig } from '../config/app-config';
import type { UserRow } from '../database/schema';
import { hashPassword } from './password';
import { generateUsername } from './username-generator';
import { UsersRepository } from './users.repository';

export interface NewEmailAccount {
  email: string;
  password: string;
  type?: Role;
  username?: string;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION) return name === undefined || name === constraint;
  }
  return false;
}

@Injectable()
export class UsersService implements OnApplicationBootstrap {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly config: AppConfig,
  ) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.users.findById(id);
  }

  findByEmailOrUsername(login: string): Promise<UserRow | undefined> {
    return this.users.findByEmailOrUsername(login.trim());
  }

  /** A generated username nobody has yet. */
  async uniqueUsername(): Promise<string> {
    for (;;) {
      const candidate = generateUsername();
      if (!(await this.users.usernameExists(candidate))) return candidate;
    }
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
          username: account.username ?? (await this.uniqueUsername()),
          type: account.type ?? 'user',
          loginType: 'email',
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_lower_key')) throw this.emailTaken();
        if (account.username !== undefined || !isUniqueViolation(error, 'users_username_lower_key'))
          throw error;
      }
    }
  }

  /** ROOT_EMAIL / ROOT_PASSWORD: the root account exists after start (its password set only on creation). */
  async onApplicationBootstrap(): Promise<void> {
    const { rootEmail, rootPassword } = this.config;
    if (rootEmail === null || rootPassword === null) return;
    const existing = await this.users.findByEmail(rootEmail);
    if (!existing) {
      try {
        await this.createEmailAccount({ email: rootEmail, password: rootPassword, type: 'root' });
        this.logger.log(`Created the root account ${rootEmail}`);
      } catch (error) {
        // Another instance starting at the same moment created it first.
        if (!(error instanceof ConflictException)) throw error;
      }
    } else if (existing.type !== 'root') {
      await this.users.setType(existing.id, 'root');
      this.logger.log(`Made ${rootEmail} the root account`);
    }
  }

  private emailTaken(): ConflictException {
    return new ConflictException('An account with that e-mail already exists');
  }
}

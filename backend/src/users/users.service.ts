import {
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { PAGE_SIZES, type Role } from '@reviews/libs/constants';
import type { User, UsersResponse } from '@reviews/libs/contract';
import { canChangeUser, canDeleteOwnAccount, normalisePageParam, pageWindow } from '@reviews/libs/rules';

import { AppConfig } from '../config/app-config';
import { isUniqueViolation } from '../database/database-errors';
import type { UserRow } from '../database/schema';
import type { PurgeKeys } from '../http-cache/purge-keys';
import { SurrogateKeys } from '../http-cache/surrogate-keys';
import type { ChangeUserDto } from './dto/change-user.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import { hashPassword } from './password';
import { toUserResponse } from './user-response';
import { accountKeys } from './users.cache-keys';
import { generateUsername } from './username-generator';
import { UsersRepository } from './users.repository';

export interface NewEmailAccount {
  email: string;
  password: string;
  type?: Role;
  username?: string;
  /** Only for addresses vouched for elsewhere (ROOT_EMAIL, set by the operator). */
  emailVerified?: boolean;
}

export const USER_NOT_FOUND = 'User not found';
const USERNAME_KEY = 'users_username_lower_key';
/** Names the API's own paths use (GET /api/user/all): nobody may take them. */
const RESERVED_USERNAMES = new Set(['all']);

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

  /** A public profile; 404 for an unknown username (any case). */
  async profile(username: string, viewer: UserRow | undefined): Promise<User> {
    const row = await this.users.findByUsername(username);
    if (!row) throw this.userNotFound();
    return toUserResponse(row, viewer);
  }

  /** Saves the user's settings; 409 when another account has the username, whatever its case. */
  async updateProfile(user: UserRow, profile: UpdateProfileDto, purge: PurgeKeys): Promise<User> {
    const owner = await this.users.findByUsername(profile.username);
    if ((owner && owner.id !== user.id) || RESERVED_USERNAMES.has(profile.username.toLowerCase())) {
      throw this.usernameTaken();
    }
    try {
      const saved = await this.users.updateProfile(user.id, profile);
      purge.add(await this.accountKeys(user, saved.username));
      return toUserResponse(saved, user);
    } catch (error) {
      if (isUniqueViolation(error, USERNAME_KEY)) throw this.usernameTaken();
      throw error;
    }
  }

  /** Saves the user's picture alone; empty removes it. */
  async updateAvatar(user: UserRow, picture: string, purge: PurgeKeys): Promise<User> {
    const saved = await this.users.updatePicture(user.id, picture);
    purge.add(await this.accountKeys(user));
    return toUserResponse(saved, user);
  }

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

  /** One page of all accounts, newest first, with their e-mails (for root). */
  async listUsers(pageParam: unknown, viewer: UserRow): Promise<UsersResponse> {
    const { offset, ...paging } = pageWindow(
      normalisePageParam(pageParam),
      await this.users.countAll(),
      PAGE_SIZES.users,
    );
    const rows = await this.users.listPage(offset, paging.pageSize);
    return { users: rows.map((row) => toUserResponse(row, viewer)), ...paging };
  }

  /**
   * Root's user management: a new generated username, user <-> admin, or suspended <-> active
   * (suspending ends the account's sessions). Root accounts are refused.
   */
  async changeUser(id: string, { change }: ChangeUserDto, viewer: UserRow, purge: PurgeKeys): Promise<User> {
    const target = await this.users.findById(id);
    if (!target) throw this.userNotFound();
    if (!canChangeUser(viewer, target)) throw new ForbiddenException('Root accounts cannot be changed');
    const changed =
      change === 'admin'
        ? await this.users.setType(target.id, target.type === 'admin' ? 'user' : 'admin')
        : change === 'suspend'
          ? await this.users.setSuspended(target.id, !target.suspended)
          : await this.randomiseUsername(target.id);
    purge.add(await this.accountKeys(target, changed.username));
    return toUserResponse(changed, viewer);
  }

  /** The keys of what an account shows publicly, as it was before a write (and its new name). */
  private async accountKeys(user: UserRow, newUsername?: string): Promise<string[]> {
    const authored = await this.users.hasAuthoredContent(user.id);
    return accountKeys({ id: user.id, username: user.username, authored }, newUsername);
  }

  private async randomiseUsername(id: string): Promise<UserRow> {
    for (;;) {
      try {
        return await this.users.setUsername(id, await this.uniqueUsername());
      } catch (error) {
        // Someone took the same generated name a moment ago: draw another.
        if (!isUniqueViolation(error, USERNAME_KEY)) throw error;
      }
    }
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
          emailVerified: account.emailVerified ?? false,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_lower_key')) throw this.emailTaken();
        if (account.username !== undefined || !isUniqueViolation(error, USERNAME_KEY)) throw error;
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
        await this.createEmailAccount({
          email: rootEmail,
          password: rootPassword,
          type: 'root',
          emailVerified: true,
        });
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

  private userNotFound(): NotFoundException {
    return new NotFoundException(USER_NOT_FOUND);
  }

  private usernameTaken(): ConflictException {
    return new ConflictException('Username is already taken');
  }

  private emailTaken(): ConflictException {
    return new ConflictException('An account with that e-mail already exists');
  }
}

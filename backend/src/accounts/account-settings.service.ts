import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import type { User } from '@reviews/libs/contract';

import type { UserRow } from '../database/schema';
import { hashPassword, verifyPassword, toUserResponse, UsersRepository } from '../users';
import { AccountsRepository } from './accounts.repository';
import type { ChangeEmailDto, ChangePasswordDto } from './dto/account.request';
import { EMAIL_TAKEN, EmailVerificationService } from './email-verification.service';

const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** The Password and E-mail sections of settings. */
@Injectable()
export class AccountSettingsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly users: UsersRepository,
    private readonly verification: EmailVerificationService,
  ) {}

  /** A new password; every other session of the user ends. */
  async changePassword(user: UserRow, body: ChangePasswordDto, sessionId: string): Promise<User> {
    await this.checkCurrentPassword(user, body.currentPassword);
    const saved = await this.accounts.changePassword(
      user.id,
      await hashPassword(body.newPassword),
      sessionId,
    );
    return toUserResponse(saved, saved);
  }

  /** Sends a link to the new address; the account's address changes when it is confirmed. */
  async changeEmail(user: UserRow, body: ChangeEmailDto): Promise<void> {
    await this.checkCurrentPassword(user, body.currentPassword);
    const owner = await this.users.findByEmail(body.email);
    if (owner && owner.id !== user.id) throw new ConflictException(EMAIL_TAKEN);
    if (owner && user.emailVerified) throw new BadRequestException('That is already your e-mail address');
    await this.verification.sendForNewAddress(user, owner?.email ?? body.email);
  }

  /** Accounts that sign in only through the identity provider have no password to give. */
  private async checkCurrentPassword(user: UserRow, currentPassword: string | undefined): Promise<void> {
    if (user.passwordHash === null) return;
    if (!(await verifyPassword(user.passwordHash, currentPassword ?? ''))) {
      throw new BadRequestException(WRONG_CURRENT_PASSWORD);
    }
  }
}

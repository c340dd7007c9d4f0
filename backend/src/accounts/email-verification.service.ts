import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { FORM_MESSAGES } from '@reviews/libs/constants';

import type { UserRow } from '../database/schema';
import { isUniqueViolation } from '../database/database-errors';
import { hashAccountToken } from './account-tokens';
import { AccountLinksService, tooManyLinks } from './account-links.service';
import { AccountsRepository } from './accounts.repository';

export const EMAIL_TAKEN = 'An account with that e-mail already exists';

/** Verified addresses (product.md §8): a link confirms the address, or a new one in its place. */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly links: AccountLinksService,
  ) {}

  /** After sign-up: a link to the new account's address. */
  async sendAfterSignUp(user: UserRow): Promise<void> {
    if (user.email) await this.links.send(user, 'verify-email', user.email);
  }

  /** "Send again": a new link for the current address (the earlier ones stay valid). */
  async resend(user: UserRow): Promise<void> {
    if (!user.email) throw new BadRequestException('Your account has no e-mail address');
    if (user.emailVerified) throw new BadRequestException('Your e-mail address is already verified');
    await this.sendOrRefuse(user, user.email);
  }

  /** A link to `email`; the account takes that address only when the link is confirmed. */
  async sendForNewAddress(user: UserRow, email: string): Promise<void> {
    await this.accounts.voidTokens(user.id, 'verify-email', new Date());
    await this.sendOrRefuse(user, email);
  }

  private async sendOrRefuse(user: UserRow, email: string): Promise<void> {
    if (!(await this.links.send(user, 'verify-email', email))) {
      throw tooManyLinks();
    }
  }

  /** Marks the address verified (or switches to the new one); 400 for a bad link, 409 when taken. */
  async confirm(token: string): Promise<void> {
    const found = await this.accounts.findLiveToken('verify-email', hashAccountToken(token), new Date());
    if (!found) throw new BadRequestException(FORM_MESSAGES.invalidVerifyLink);
    const changesAddress = found.user.email?.toLowerCase() !== found.token.email.toLowerCase();
    let confirmed: boolean;
    try {
      confirmed = await this.accounts.confirmEmail(found.token, changesAddress);
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_key')) throw new ConflictException(EMAIL_TAKEN);
      throw error;
    }
    if (!confirmed) throw new BadRequestException(FORM_MESSAGES.invalidVerifyLink);
  }
}

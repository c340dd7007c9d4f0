import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { ACCOUNT_LINKS, FORM_MESSAGES } from '@reviews/libs/constants';

import { AppConfig } from '../config/app-config';
import { USER_UNIQUE_KEYS, type UserRow } from '../database/schema';
import { isUniqueViolation } from '../database/database-errors';
import { MailOutbox } from '../mail/mail-outbox.service';
import { emailChangedMail } from './account-emails';
import { hashAccountToken } from './account-tokens';
import { AccountLinksService, askAgainLater } from './account-links.service';
import { AccountsRepository } from './accounts.repository';

export const EMAIL_TAKEN = 'An account with that e-mail already exists';

/** Verified addresses (product.md §8): a link confirms the address, or a new one in its place. */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly links: AccountLinksService,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
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

  /** The owner may ask again ACCOUNT_LINKS.ownerResendSeconds after the last link mail. */
  private static readonly OWNER_INTERVAL_MS = ACCOUNT_LINKS.ownerResendSeconds * 1000;

  /**
   * A link to `email`; the account takes that address only when the link is confirmed. The
   * current address is told, with a link that cancels the change. An earlier pending change dies.
   */
  async sendForNewAddress(user: UserRow, email: string): Promise<void> {
    const now = new Date();
    await this.accounts.voidTokens(user.id, 'verify-email', now);
    await this.accounts.voidTokens(user.id, 'cancel-email-change', now);
    await this.sendOrRefuse(user, email);
    if (user.email && user.email.toLowerCase() !== email.toLowerCase()) {
      await this.links.sendCancelLink(user, user.email, email);
    }
  }

  /** The signed-in owner's own request: a link, or 429 saying when they may ask again. */
  private async sendOrRefuse(user: UserRow, email: string): Promise<void> {
    const sent = await this.links.send(
      user,
      'verify-email',
      email,
      EmailVerificationService.OWNER_INTERVAL_MS,
    );
    if (!sent.sent) throw askAgainLater(sent.retryAfterSeconds);
  }

  /**
   * Marks the address verified (or switches to the new one, telling the old address); 400 for a
   * bad link, 409 when taken.
   */
  async confirm(token: string): Promise<void> {
    const found = await this.accounts.findLiveToken('verify-email', hashAccountToken(token), new Date());
    if (!found) throw new BadRequestException(FORM_MESSAGES.invalidVerifyLink);
    const oldEmail = found.user.email;
    const changesAddress = oldEmail?.toLowerCase() !== found.token.email.toLowerCase();
    let confirmed: boolean;
    try {
      confirmed = await this.accounts.confirmEmail(found.token, changesAddress);
    } catch (error) {
      if (isUniqueViolation(error, USER_UNIQUE_KEYS.email)) throw new ConflictException(EMAIL_TAKEN);
      throw error;
    }
    if (!confirmed) throw new BadRequestException(FORM_MESSAGES.invalidVerifyLink);
    if (changesAddress && oldEmail) {
      await this.outbox.queue(emailChangedMail(this.config, oldEmail, found.token.email));
    }
  }

  /** The link sent to the old address: the pending change dies; 400 for a bad link. */
  async cancelChange(token: string): Promise<void> {
    const found = await this.accounts.findLiveToken(
      'cancel-email-change',
      hashAccountToken(token),
      new Date(),
    );
    if (!found || !(await this.accounts.cancelEmailChange(found.token))) {
      throw new BadRequestException(FORM_MESSAGES.invalidCancelLink);
    }
  }
}

import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ACCOUNT_LINKS } from '@reviews/libs/constants';

import { TooManyRequestsLater } from '../common/retry-later.exception';
import { AppConfig } from '../config/app-config';
import type { AccountTokenPurpose, UserRow } from '../database/schema';
import { MailOutbox } from '../mail/mail-outbox.service';
import { cancelEmailChangeMail, passwordResetMail, verifyEmailMail } from './account-emails';
import { newAccountToken } from './account-tokens';
import { AccountsRepository, type NewAccountToken } from './accounts.repository';

const MINUTE_MS = 60_000;

/** The 429 for a request that would send an address a second link within the interval. */
export function tooManyLinks(): HttpException {
  return new HttpException(
    'We sent this address a link a moment ago; please check its inbox or try again later',
    HttpStatus.TOO_MANY_REQUESTS,
  );
}

/** The owner's "send again" too soon: when they may ask again (product.md §8). */
export function askAgainLater(retryAfterSeconds: number): TooManyRequestsLater {
  return new TooManyRequestsLater(
    `We sent this address a link a moment ago; you can ask for another in ${retryAfterSeconds} seconds`,
    retryAfterSeconds,
  );
}

/** Whether a link was sent, or else in how many seconds one may be. */
export type LinkSent = { sent: true } | { sent: false; retryAfterSeconds: number };

const MAILS = { 'password-reset': passwordResetMail, 'verify-email': verifyEmailMail };

/** Creates link tokens and queues the e-mails that carry them. */
@Injectable()
export class AccountLinksService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  /**
   * A reset or verification link to `email`, unless one went to that address less than
   * `intervalMs` ago (ACCOUNT_LINKS.mailIntervalMinutes unless the owner asks), whoever asked:
   * nothing is sent then, and the answer says when one may be.
   */
  async send(
    user: UserRow,
    purpose: keyof typeof MAILS,
    email: string,
    intervalMs = ACCOUNT_LINKS.mailIntervalMinutes * MINUTE_MS,
  ): Promise<LinkSent> {
    const now = Date.now();
    const { token, row } = this.newToken(user, purpose, email, now);
    const added = await this.accounts.addTokenUnlessRecent(row, new Date(now - intervalMs));
    if ('lastSent' in added) {
      const left = added.lastSent.getTime() + intervalMs - now;
      return { sent: false, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
    }
    await this.outbox.queue(MAILS[purpose](this.config, email, token));
    return { sent: true };
  }

  /**
   * Tells the account's current address that a change to `newEmail` was asked for, with a link
   * that cancels it. It goes with the confirmation link to the new address, and within its
   * interval, so it has no interval of its own.
   */
  async sendCancelLink(user: UserRow, currentEmail: string, newEmail: string): Promise<void> {
    const { token, row } = this.newToken(user, 'cancel-email-change', currentEmail, Date.now());
    await this.accounts.addToken(row);
    await this.outbox.queue(cancelEmailChangeMail(this.config, currentEmail, newEmail, token));
  }

  private newToken(
    user: UserRow,
    purpose: AccountTokenPurpose,
    email: string,
    now: number,
  ): { token: string; row: NewAccountToken } {
    const { token, hash } = newAccountToken();
    return {
      token,
      row: {
        userId: user.id,
        purpose,
        email,
        tokenHash: hash,
        expires: new Date(now + ACCOUNT_LINKS.lifetimeMinutes * MINUTE_MS),
      },
    };
  }
}

import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ACCOUNT_LINKS } from '@reviews/libs/constants';

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
   * ACCOUNT_LINKS.mailIntervalMinutes ago, whoever asked: false, and nothing sent, then.
   */
  async send(user: UserRow, purpose: keyof typeof MAILS, email: string): Promise<boolean> {
    const now = Date.now();
    const { token, row } = this.newToken(user, purpose, email, now);
    const since = new Date(now - ACCOUNT_LINKS.mailIntervalMinutes * MINUTE_MS);
    if (!(await this.accounts.addTokenUnlessRecent(row, since))) return false;
    await this.outbox.queue(MAILS[purpose](this.config, email, token));
    return true;
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

import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ACCOUNT_LINKS } from '@reviews/libs/constants';

import { AppConfig } from '../config/app-config';
import type { AccountTokenPurpose, UserRow } from '../database/schema';
import { MailOutbox } from '../mail/mail-outbox.service';
import { passwordResetMail, verifyEmailMail } from './account-emails';
import { newAccountToken } from './account-tokens';
import { AccountsRepository } from './accounts.repository';

const HOUR_MS = 60 * 60_000;

/** The 429 for a request that would send an address more links than the limit allows. */
export function tooManyLinks(): HttpException {
  return new HttpException(
    'We sent this address a link a moment ago; please check its inbox or try again later',
    HttpStatus.TOO_MANY_REQUESTS,
  );
}

const MAILS = { 'password-reset': passwordResetMail, 'verify-email': verifyEmailMail };

/** Creates a link token and queues the e-mail that carries it, within the per-address limit. */
@Injectable()
export class AccountLinksService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  /** False, and nothing sent, when this account already got its share of these e-mails this hour. */
  async send(user: UserRow, purpose: AccountTokenPurpose, email: string): Promise<boolean> {
    const now = Date.now();
    const recent = await this.accounts.countTokensSince(user.id, purpose, new Date(now - HOUR_MS));
    if (recent >= ACCOUNT_LINKS.perAddressPerHour) return false;
    const { token, hash } = newAccountToken();
    await this.accounts.addToken({
      userId: user.id,
      purpose,
      email,
      tokenHash: hash,
      expires: new Date(now + ACCOUNT_LINKS.lifetimeMinutes * 60_000),
    });
    await this.outbox.queue(MAILS[purpose](this.config, email, token));
    return true;
  }
}

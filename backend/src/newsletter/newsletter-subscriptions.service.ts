import { BadRequestException, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { NEWSLETTER } from '@reviews/libs/constants';
import type { NewsletterStatsResponse } from '@reviews/libs/contract';

import { newAccountToken, hashAccountToken } from '../accounts';
import { AppConfig } from '../config/app-config';
import { MailOutbox } from '../mail/mail-outbox.service';
import { signedUnsubscribeToken, unsubscribeTokenId } from '../mail/unsubscribe-token';
import { confirmMail } from './newsletter-mail';
import { NewsletterRepository } from './newsletter.repository';

export const INVALID_CONFIRM_LINK = 'This confirmation link is invalid or has expired';
export const INVALID_NEWSLETTER_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid';

const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** product.md §18: subscribing (double opt-in), confirming and unsubscribing. */
@Injectable()
export class NewsletterSubscriptionsService implements OnModuleDestroy {
  private readonly logger = new Logger('Newsletter');
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly subscribers: NewsletterRepository,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  /**
   * Answers at once, the same way for every address: whether a link goes out (a new or still
   * unconfirmed address, not mailed within the interval) is decided after the answer, so neither
   * its content nor its timing tells who subscribed.
   */
  subscribe(email: string): void {
    const work = this.sendLink(email.toLowerCase())
      .catch((error: unknown) => this.logger.warn(`Newsletter subscription failed: ${String(error)}`))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  private async sendLink(email: string): Promise<void> {
    const now = new Date();
    const { token, hash } = newAccountToken();
    const resendAfter = new Date(now.getTime() - NEWSLETTER.confirmIntervalMinutes * MINUTE_MS);
    if (await this.subscribers.savePending(email, hash, now, resendAfter)) {
      await this.outbox.queue(confirmMail(this.config, email, token));
    }
  }

  async confirm(token: string): Promise<void> {
    const now = new Date();
    const sentAfter = new Date(now.getTime() - NEWSLETTER.confirmLifetimeDays * DAY_MS);
    if (!(await this.subscribers.confirm(hashAccountToken(token), now, sentAfter))) {
      throw new BadRequestException(INVALID_CONFIRM_LINK);
    }
  }

  /** The token of a subscriber's unsubscribe link (signed: it works signed out, for them only). */
  unsubscribeToken(subscriberId: string): string {
    return signedUnsubscribeToken(this.config.unsubscribeSecret, UNSUBSCRIBE_PURPOSE, subscriberId);
  }

  /** Idempotent: a link followed twice (a mail program and then its reader) answers the same. */
  async unsubscribe(token: string | undefined): Promise<void> {
    const id = token && unsubscribeTokenId(this.config.unsubscribeSecret, UNSUBSCRIBE_PURPOSE, token);
    if (!id) throw new BadRequestException(INVALID_NEWSLETTER_UNSUBSCRIBE_LINK);
    await this.subscribers.remove(id);
  }

  stats(): Promise<NewsletterStatsResponse> {
    return this.subscribers.counts();
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.inFlight);
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { NEWSLETTER } from '@reviews/libs/constants';

import { AppConfig } from '../config/app-config';
import type { NewsletterIssueRow } from '../database/schema';
import { JobQueue } from '../jobs/job-queue';
import { issueContent, type IssueKind, issueMail } from './newsletter-mail';
import { NewsletterSubscriptionsService } from './newsletter-subscriptions.service';
import { NewsletterRepository } from './newsletter.repository';

const DAY_MS = 24 * 60 * 60_000;
const NEWSLETTER_ISSUES = 'newsletter-issues';
/** While one instance sends an issue, others leave it alone this long (renewed every batch). */
const LEASE_MS = 5 * 60_000;
const MONTHS = [
  ...['January', 'February', 'March', 'April', 'May', 'June', 'July'],
  ...['August', 'September', 'October', 'November', 'December'],
];

interface DueIssue {
  key: string;
  kind: IssueKind;
  /** The period covered: [from, to). */
  from: Date;
  to: Date;
  /** How the issue names its period. */
  period: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The issues due on `now`'s UTC day: the weekly one on Mondays, the monthly one on the 1st. */
export function dueIssues(now: Date): DueIssue[] {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const due: DueIssue[] = [];
  if (today.getUTCDay() === 1) {
    const from = new Date(today.getTime() - 7 * DAY_MS);
    const lastDay = new Date(today.getTime() - DAY_MS);
    due.push({ key: `weekly-${isoDay(today)}`, kind: 'weekly', from, to: today, period: isoDay(lastDay) });
  }
  if (today.getUTCDate() === 1) {
    const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    const month = `${from.getUTCFullYear()}-${String(from.getUTCMonth() + 1).padStart(2, '0')}`;
    const period = `${MONTHS[from.getUTCMonth()]} ${from.getUTCFullYear()}`;
    due.push({ key: `monthly-${month}`, kind: 'monthly', from, to: today, period });
  }
  return due;
}

/**
 * The newsletter's issues (product.md §18), checked hourly: each issue is claimed in the
 * database by the instance that creates it, so it goes out once whatever the number of
 * instances, and is queued in the outbox a batch at a time, each batch its own short
 * transaction, so 100,000 subscribers hold no transaction open. An issue whose sender stopped
 * is carried on by the next check once its lease ran out. No writeups in the period: no issue.
 */
@Injectable()
export class NewsletterIssuesService {
  private readonly logger = new Logger('Newsletter');

  constructor(
    private readonly issues: NewsletterRepository,
    private readonly subscriptions: NewsletterSubscriptionsService,
    private readonly config: AppConfig,
    private readonly jobs: JobQueue,
  ) {
    jobs.define({ name: NEWSLETTER_ISSUES, work: () => this.sendAll(new Date()), pollSeconds: 10 });
  }

  /** Hourly, as a job (product.md §19). */
  @Cron(CronExpression.EVERY_HOUR)
  schedule(): Promise<void> {
    return this.jobs.tick(NEWSLETTER_ISSUES, 3600);
  }

  /** Claims and sends the issues due at `now`, and carries on stalled ones: mails queued. */
  async sendAll(now: Date): Promise<number> {
    let queued = 0;
    for (const due of dueIssues(now)) {
      const writeups = await this.issues.publishedBetween(due.from, due.to);
      const content = issueContent(this.config, due.kind, due.period, writeups);
      const leaseUntil = new Date(now.getTime() + LEASE_MS);
      if (!(await this.issues.claim({ key: due.key, ...content, leaseUntil, finished: null }))) continue;
      if (writeups.length === 0) {
        await this.issues.finish(due.key, now);
        continue;
      }
      queued += await this.send((await this.issues.issue(due.key))!);
    }
    for (const stalled of await this.issues.takeOverStalled(now, new Date(now.getTime() + LEASE_MS))) {
      queued += await this.send(stalled);
    }
    if (queued > 0) this.logger.log(`Queued ${queued} newsletter e-mails`);
    return queued;
  }

  private async send(issue: NewsletterIssueRow): Promise<number> {
    let cursor = issue.cursor;
    let queued = 0;
    for (;;) {
      const recipients = await this.issues.recipientsAfter(cursor, NEWSLETTER.batchSize);
      if (recipients.length === 0) break;
      const mails = recipients.map((recipient) =>
        issueMail(this.config, issue, recipient.email, this.subscriptions.unsubscribeToken(recipient.id)),
      );
      const last = recipients[recipients.length - 1].id;
      const leaseUntil = new Date(Date.now() + LEASE_MS);
      // Another instance took the issue over (this one was too slow): it sends the rest.
      if (!(await this.issues.queueBatch(issue.key, cursor, last, mails, leaseUntil))) return queued;
      queued += mails.length;
      cursor = last;
      if (recipients.length < NEWSLETTER.batchSize) break;
    }
    await this.issues.finish(issue.key, new Date());
    return queued;
  }
}

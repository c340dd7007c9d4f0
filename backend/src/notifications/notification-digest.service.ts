import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';

import { AppConfig } from '../config/app-config';
import { JobQueue } from '../jobs/job-queue';
import { MailOutbox } from '../mail/mail-outbox.service';
import { digestMail } from './digest-mail';
import { unsubscribeToken } from './digest-token';
import { type DigestRecipient, DigestRepository } from './digest.repository';
import { NotificationsRepository } from './notifications.repository';
import { toNotificationResponse } from './notification.mapper';

const BATCH = 200;
/** The unread notifications a digest lists; the rest are counted. */
const LISTED = 10;
const NOTIFICATION_DIGEST = 'notification-digest';

/**
 * The daily e-mail digest (product.md §13): once a (UTC) day, to members with `emailDigest`
 * 'daily' and unread notifications, through the outbox. Checked hourly, so a digest goes out
 * within the hour after a member's first unread notification of the day. Safe on several
 * instances at once: each digest is claimed in the database before it is queued.
 */
@Injectable()
export class NotificationDigestService {
  private readonly logger = new Logger(NotificationDigestService.name);

  constructor(
    private readonly digests: DigestRepository,
    private readonly notifications: NotificationsRepository,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly jobs: JobQueue,
  ) {
    jobs.define({ name: NOTIFICATION_DIGEST, work: () => this.sendAll(new Date()), pollSeconds: 10 });
  }

  /** Hourly, as a job (product.md §19). */
  @Cron(CronExpression.EVERY_HOUR)
  schedule(): Promise<void> {
    return this.jobs.tick(NOTIFICATION_DIGEST, 3600);
  }

  /** Queues every digest due at `now`; how many. */
  async sendAll(now: Date): Promise<number> {
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    let sent = 0;
    let after: string | null = null;
    for (;;) {
      const due = await this.digests.due(now, dayStart, after, BATCH);
      for (const recipient of due) {
        if (await this.digests.claim(recipient.id, now, dayStart)) {
          await this.send(recipient, now);
          sent += 1;
        }
      }
      if (due.length < BATCH) break;
      after = due[due.length - 1].id;
    }
    if (sent > 0) this.logger.log(`Queued ${sent} notification digests`);
    return sent;
  }

  private async send(recipient: DigestRecipient, now: Date): Promise<void> {
    const unread = await this.notifications.countShown(recipient.id, now, true);
    const records = await this.notifications.unreadPage(recipient.id, now, LISTED);
    const likers = await this.notifications.likers(
      records.filter((record) => record.event.kind === 'like').map((record) => record.event.id),
    );
    const latest = records.map((record) => toNotificationResponse(record, likers.get(record.event.id)));
    const token = unsubscribeToken(this.config.unsubscribeSecret, recipient.id);
    await this.outbox.queue(digestMail(this.config, recipient.email, unread, latest, token));
  }
}

import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ACCOUNT_LINKS } from '@reviews/libs/constants';
import { createTransport } from 'nodemailer';

import { AppConfig } from '../config/app-config';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../config/private-files';
import type { OutgoingMail } from './outgoing-mail';

/** How long a mail server may take before the attempt counts as failed (and is retried). */
const SMTP_TIMEOUT_MS = 15_000;

/** An .eml file holds a working link this long; then it is deleted. */
const EML_LIFETIME_MS = ACCOUNT_LINKS.lifetimeMinutes * 60_000;

/**
 * Delivers one e-mail: over SMTP_URL, or without it into DATA_DIR/outbox/*.eml (readable by
 * this account only, deleted once its link has expired), so the embedded default works with
 * no mail server.
 */
@Injectable()
export class MailTransport implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport;
  private readonly outboxDir: string;

  constructor(private readonly config: AppConfig) {
    this.outboxDir = join(config.dataDir, 'outbox');
    this.transport = config.smtpUrl
      ? createTransport(
          {
            url: config.smtpUrl,
            connectionTimeout: SMTP_TIMEOUT_MS,
            greetingTimeout: SMTP_TIMEOUT_MS,
            socketTimeout: SMTP_TIMEOUT_MS,
          },
          { from: config.mailFrom },
        )
      : createTransport({ streamTransport: true, buffer: true }, { from: config.mailFrom });
  }

  onApplicationBootstrap(): void {
    if (this.config.production && !this.config.smtpUrl) {
      this.logger.warn(
        `NODE_ENV is production but SMTP_URL is not set: e-mails (password resets, address confirmations) only go to ${this.outboxDir}, nobody receives them`,
      );
    }
  }

  /** Rejects when the mail server refused or could not be reached. */
  async send(mail: OutgoingMail, id: string): Promise<void> {
    const message = {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    };
    // A link in the logs is a working key to an account for whoever reads them: only on request.
    const link = this.config.mailLogLinks && mail.link ? `; its link: ${mail.link}` : '';
    if (this.config.smtpUrl) {
      await this.transport.sendMail(message);
      if (link) this.logger.log(`E-mail "${mail.subject}" to ${mail.to} sent${link}`);
      return;
    }
    const info = (await this.transport.sendMail(message)) as { message: Buffer };
    await mkdir(this.outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const file = join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
    await writeFile(file, info.message, { mode: PRIVATE_FILE_MODE });
    this.logger.log(`No SMTP_URL: e-mail "${mail.subject}" to ${mail.to} written to ${file}${link}`);
  }

  /** Deletes the .eml files whose links have expired. */
  @Cron(CronExpression.EVERY_5_MINUTES)
  async removeExpiredFiles(): Promise<void> {
    const before = Date.now() - EML_LIFETIME_MS;
    let names: string[];
    try {
      names = await readdir(this.outboxDir);
    } catch {
      return;
    }
    for (const name of names.filter((candidate) => candidate.endsWith('.eml'))) {
      const file = join(this.outboxDir, name);
      try {
        if ((await stat(file)).mtimeMs < before) await rm(file, { force: true });
      } catch (error) {
        this.logger.warn(`Could not remove the expired e-mail ${file}: ${String(error)}`);
      }
    }
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}

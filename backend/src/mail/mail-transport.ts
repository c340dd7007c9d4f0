import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport } from 'nodemailer';

import { AppConfig } from '../config/app-config';
import type { OutgoingMail } from './outgoing-mail';

/** How long a mail server may take before the attempt counts as failed (and is retried). */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * Delivers one e-mail: over SMTP_URL, or without it into DATA_DIR/outbox/*.eml with its link
 * logged, so the embedded default works with no mail server.
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
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

  /** Rejects when the mail server refused or could not be reached. */
  async send(mail: OutgoingMail, id: string): Promise<void> {
    const message = { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
    if (this.config.smtpUrl) {
      await this.transport.sendMail(message);
      return;
    }
    const info = (await this.transport.sendMail(message)) as { message: Buffer };
    await mkdir(this.outboxDir, { recursive: true });
    const file = join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
    await writeFile(file, info.message);
    this.logger.log(
      `No SMTP_URL: e-mail "${mail.subject}" to ${mail.to} written to ${file}; its link: ${mail.link}`,
    );
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}

import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

/** One e-mail as the SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text/plain body. */
  text: string;
  /** The decoded text/html body. */
  html: string;
  raw: string;
}

function decodeBody(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return body;
}

/** The decoded body of the message's part of this content type (nodemailer's MIME layout). */
function part(raw: string, contentType: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const found = parts.find((candidate) => new RegExp(`content-type:\\s*${contentType}`, 'i').test(candidate));
  if (!found) return '';
  const separator = /\r?\n\r?\n/.exec(found.replace(/^\r?\n/, ''));
  const trimmed = found.replace(/^\r?\n/, '');
  if (!separator) return '';
  return decodeBody(
    trimmed.slice(0, separator.index),
    trimmed.slice(separator.index + separator[0].length).trim(),
  );
}

function header(raw: string, name: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1].trim() ?? '';
}

/** A header of the mail as received (folded lines joined), or '' when it has none. */
export function headerOf(mail: ReceivedMail, name: string): string {
  return header(mail.raw, name);
}

/** The links of a mail's plain-text body. */
export function linksIn(mail: ReceivedMail): string[] {
  return mail.text.match(/https?:\/\/\S+/g) ?? [];
}

/**
 * A real SMTP server in this process (the `smtp-server` package) keeping what it receives.
 * `stop()` and `start()` again on the same port stand for a mail server that goes away.
 */
export class SmtpInbox {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: header(raw, 'Subject'),
            text: part(raw, 'text/plain'),
            html: part(raw, 'text/html'),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The mails sent to this address so far. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
  }

  /** Waits until `count` mails to the address have arrived (the app sends in the background). */
  async waitFor(address: string, count = 1, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(address).length < count) {
      if (Date.now() > deadline) {
        throw new Error(`Expected ${count} e-mail(s) to ${address}, got ${this.to(address).length}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.to(address);
  }

  /** The link of the latest mail to the address, once it has arrived. */
  async latestLink(address: string, count = 1): Promise<string> {
    const mails = await this.waitFor(address, count);
    return linksIn(mails[mails.length - 1])[0];
  }
}

/** The token of a link like `{PUBLIC_URL}/reset-password?token=…`. */
export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') as string;
}

import { Inject, Injectable, type LoggerService } from '@nestjs/common';
import type { Level, Logger } from 'pino';

/** The pino logger every log line of the app goes through (logging.module.ts). */
export const PINO_LOGGER = Symbol('PINO_LOGGER');

const STACK_LINE = /\n\s+at /;

/**
 * Nest's logger (`new Logger(context)` anywhere, set by configureApp) writing through pino:
 * `{ context, msg }`, an Error as `err`. No per-request context: binding one needs an
 * AsyncLocalStorage, whose hooks cost every promise of every request (issue 24).
 */
@Injectable()
export class AppLogger implements LoggerService {
  constructor(@Inject(PINO_LOGGER) private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    // Nest calls error(message, stack?, context?); a Logger without context passes no context.
    const first = rest[0];
    const isStack = typeof first === 'string' && (rest.length > 1 || STACK_LINE.test(first));
    this.write('error', message, isStack ? rest.slice(1) : rest, isStack ? first : undefined);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[], stack?: string): void {
    if (!this.logger.isLevelEnabled(level)) return;
    // Nest's Logger appends its context as the last argument.
    const last = rest.at(-1);
    const context = typeof last === 'string' ? last : undefined;
    if (message instanceof Error) {
      this.logger[level]({ context, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ context, ...message });
    } else {
      this.logger[level]({ context, ...(stack ? { stack } : {}) }, String(message));
    }
  }
}

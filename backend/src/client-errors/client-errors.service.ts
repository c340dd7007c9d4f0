import { Injectable, Logger } from '@nestjs/common';
import { HYDRATION_ERRORS } from '@reviews/libs/constants';
import type { HydrationErrorReport } from '@reviews/libs/contract';

const MINUTE_MS = 60_000;

/** Control characters (a line break included) never reach the log from a report. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ');

/**
 * product.md §14: a page whose scripts could not take over its server HTML is a bug; browsers
 * report it here and it goes to the server log as a warning. Each instance logs at most
 * HYDRATION_ERRORS.loggedPerMinute a minute (many clients at once cannot flood the log), and
 * says how many it left out.
 */
@Injectable()
export class ClientErrorsService {
  private readonly logger = new Logger('HydrationError');
  private windowStart = 0;
  private logged = 0;
  private leftOut = 0;

  report({ path, message }: HydrationErrorReport, now = Date.now()): void {
    if (now - this.windowStart >= MINUTE_MS) {
      if (this.leftOut > 0) this.logger.warn(`${this.leftOut} more hydration errors were not logged`);
      this.windowStart = now;
      this.logged = 0;
      this.leftOut = 0;
    }
    if (this.logged >= HYDRATION_ERRORS.loggedPerMinute) {
      this.leftOut++;
      return;
    }
    this.logged++;
    this.logger.warn(`Hydration error on ${oneLine(path)}: ${oneLine(message)}`);
  }
}

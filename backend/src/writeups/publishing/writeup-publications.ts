import { Injectable } from '@nestjs/common';

import type { PublicationSchedule } from '../../http-cache/publication-schedule';
import { writeupChangeKeys } from '../writeups.cache-keys';
import { WriteupsRepository } from '../editing/writeups.repository';

/** Scheduled writeups, as the publication clock (http-cache) needs to know them. */
@Injectable()
export class WriteupPublications implements PublicationSchedule {
  constructor(private readonly writeups: WriteupsRepository) {}

  nextPublication(now: Date): Promise<Date | null> {
    return this.writeups.nextPublication(now);
  }

  async keysPublishedBetween(after: Date, until: Date): Promise<string[]> {
    return (await this.writeups.publishedBetween(after, until)).flatMap(writeupChangeKeys);
  }
}

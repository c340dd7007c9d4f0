/**
 * What the publication clock needs to know of scheduled writeups, provided by the writeups
 * feature (globally, under PUBLICATION_SCHEDULE), so that http-cache reads no feature's tables.
 */
export interface PublicationSchedule {
  /** When the next scheduled writeup becomes published, if one is scheduled after `now`. */
  nextPublication(now: Date): Promise<Date | null>;
  /**
   * The surrogate keys of the writeups whose scheduled time fell in (after, until]: saved before
   * that time, so no write announced their publication.
   */
  keysPublishedBetween(after: Date, until: Date): Promise<string[]>;
}

export const PUBLICATION_SCHEDULE = Symbol('PUBLICATION_SCHEDULE');

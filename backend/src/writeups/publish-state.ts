import { BadRequestException } from '@nestjs/common';
import { scheduleProblem } from '@reviews/libs/rules';

import type { SaveWriteupDto } from './dto/save-writeup.dto';
import type { WriteupRecord } from './writeup-response';

/** What a save makes of a writeup (product.md §5 "Writing"). */
export interface PublishState {
  draft: boolean;
  visibleAfter: Date | null;
  /** Published or scheduled after the save: the required fields must be filled. */
  public: boolean;
}

/**
 * - an already published writeup stays published at its date;
 * - `publishNow` publishes now;
 * - `draft: false` (else the stored state) without publishNow schedules at `visibleAfter`,
 *   which must be in the future and at most a year ahead;
 * - anything else is a draft save that keeps the planned date.
 */
export function nextPublishState(stored: WriteupRecord, body: SaveWriteupDto, now: Date): PublishState {
  if (!stored.draft && stored.cardDate.getTime() <= now.getTime()) {
    return { draft: false, visibleAfter: stored.cardDate, public: true };
  }
  if (body.publishNow === true) return { draft: false, visibleAfter: now, public: true };

  const visibleAfter =
    body.visibleAfter === undefined ? (stored.visibleAfter?.toISOString() ?? null) : body.visibleAfter;
  if ((body.draft ?? stored.draft) === false) {
    const problem = scheduleProblem(visibleAfter ?? '', now);
    if (problem !== null) throw new BadRequestException(problem);
    return { draft: false, visibleAfter: new Date(visibleAfter as string), public: true };
  }
  return { draft: true, visibleAfter: visibleAfter === null ? null : new Date(visibleAfter), public: false };
}

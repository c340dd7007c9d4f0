import type { Writeup } from '../contract/index.js';
import { scheduleProblem } from './schedule.js';

type Dated = Pick<Writeup, 'visibleAfter' | 'updated'>;
type Stateful = Dated & Pick<Writeup, 'draft'>;

/** Spec §4: the date a writeup is shown and sorted by: visibleAfter when set, else updated. */
export function cardDate(writeup: Dated): string {
  return writeup.visibleAfter ?? writeup.updated;
}

/** product.md §5: not a draft, and its card date is in the future. */
export function isScheduled(writeup: Stateful, now: Date = new Date()): boolean {
  return !writeup.draft && Date.parse(cardDate(writeup)) > now.getTime();
}

/** product.md §5: not a draft, and its card date has come. */
export function isPublished(writeup: Stateful, now: Date = new Date()): boolean {
  return isPublishedAt({ draft: writeup.draft, cardDate: new Date(cardDate(writeup)) }, now);
}

/** isPublished of a stored writeup, whose card date is a date already (the server's rows). */
export function isPublishedAt(writeup: { draft: boolean; cardDate: Date }, now: Date = new Date()): boolean {
  return !writeup.draft && writeup.cardDate.getTime() <= now.getTime();
}

/** The state fields of a save (product.md §5 PATCH /api/writeup/); absent ones keep the stored state. */
export interface PublishRequest {
  draft?: boolean | null;
  publishNow?: boolean | null;
  visibleAfter?: string | null;
}

/** What a save makes of a writeup, or why it cannot (a schedule date out of bounds). */
export type PublishOutcome =
  | {
      draft: boolean;
      visibleAfter: string | null;
      /** Published or scheduled after the save: the required fields must be filled. */
      public: boolean;
    }
  | { problem: string };

/**
 * product.md §5 "Writing", the one publish state machine (the server applies it, the editor
 * asks it what an action needs):
 * - an already published writeup stays published at its date;
 * - `publishNow` publishes now;
 * - `draft: false` (else the stored state) without publishNow schedules at `visibleAfter`,
 *   which must be in the future and at most a year ahead;
 * - anything else is a draft save that keeps the planned date.
 */
export function nextPublishState(
  stored: Stateful,
  request: PublishRequest,
  now: Date = new Date(),
): PublishOutcome {
  if (isPublished(stored, now)) return { draft: false, visibleAfter: cardDate(stored), public: true };
  if (request.publishNow === true) return { draft: false, visibleAfter: now.toISOString(), public: true };

  const visibleAfter = request.visibleAfter === undefined ? stored.visibleAfter : request.visibleAfter;
  if ((request.draft ?? stored.draft) === false) {
    const problem = scheduleProblem(visibleAfter ?? '', now);
    return problem === null ? { draft: false, visibleAfter, public: true } : { problem };
  }
  return { draft: true, visibleAfter, public: false };
}

/**
 * What the editor offers (spec §2): a draft and a scheduled writeup can be saved, scheduled or
 * published; once visibleAfter has passed (a published writeup, or a draft whose planned date
 * went by) only submit is offered.
 */
export type EditorState = 'draft' | 'scheduled' | 'published';

export function editorState(writeup: Stateful, now: Date = new Date()): EditorState {
  const visibleAfterPassed =
    writeup.visibleAfter !== null && Date.parse(writeup.visibleAfter) <= now.getTime();
  if (visibleAfterPassed || isPublished(writeup, now)) return 'published';
  return isScheduled(writeup, now) ? 'scheduled' : 'draft';
}

/** The four ways the editor sends a writeup. */
export type SaveIntent = 'save' | 'schedule' | 'publish' | 'submit';

/** The state fields the editor sends for an intent; `visibleAfter` only when it changes. */
export function intentFields(
  intent: SaveIntent,
  writeup: Stateful,
  scheduleAt?: string,
): { draft: boolean; publishNow: boolean; visibleAfter?: string | null } {
  switch (intent) {
    case 'save':
      // A scheduled writeup keeps its date; anything else stays a draft.
      return { draft: writeup.draft, publishNow: false };
    case 'schedule':
      return { draft: false, publishNow: false, visibleAfter: scheduleAt };
    case 'publish':
      return { draft: false, publishNow: true };
    case 'submit':
      // Already public: keep its date. A draft whose date has passed goes out now.
      return writeup.draft ? { draft: false, publishNow: true } : { draft: false, publishNow: false };
  }
}

/**
 * Whether an intent needs the publish-required fields (product.md §5): whenever the save asks for
 * a public writeup, published or scheduled, including a schedule whose date the server refuses.
 */
export function needsRequiredFields(intent: SaveIntent, writeup: Stateful, now: Date = new Date()): boolean {
  const outcome = nextPublishState(writeup, intentFields(intent, writeup), now);
  return 'problem' in outcome || outcome.public;
}

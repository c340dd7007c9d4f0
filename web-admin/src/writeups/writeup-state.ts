import { isPublished, isScheduled } from '@reviews/libs/rules';
import type { Writeup } from '@reviews/libs/contract';

/**
 * What the editor offers (spec §2): a draft and a scheduled writeup can be saved, scheduled or
 * published; once visibleAfter has passed (a published writeup) only submit is offered.
 */
export type EditorState = 'draft' | 'scheduled' | 'published';

type Stateful = Pick<Writeup, 'draft' | 'visibleAfter' | 'updated'>;

export function editorState(writeup: Stateful, now: Date = new Date()): EditorState {
  const visibleAfterPassed =
    writeup.visibleAfter !== null && Date.parse(writeup.visibleAfter) <= now.getTime();
  if (visibleAfterPassed || isPublished(writeup, now)) return 'published';
  return isScheduled(writeup, now) ? 'scheduled' : 'draft';
}

/** The four ways the editor sends a writeup (product.md §5 PATCH /api/writeup/). */
export type SaveIntent = 'save' | 'schedule' | 'publish' | 'submit';

/** The state fields of the PATCH body for an intent; `visibleAfter` only when it changes. */
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

/** Whether an intent needs the publish-required fields (product.md §5: all but a draft save). */
export function needsRequiredFields(intent: SaveIntent, writeup: Stateful): boolean {
  return intent !== 'save' || !writeup.draft;
}

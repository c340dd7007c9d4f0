import { reportHydrationError as reportHydrationErrorOp } from '@reviews/libs/api';
import { HYDRATION_ERRORS } from '@reviews/libs/constants';

import { call } from './api';

/** One report a page load: the first mismatch tells where; the others follow from it. */
let reported = false;

/**
 * product.md §14: a page that does not take over the server's HTML cleanly is a bug. Its errors
 * go to the console (where the journeys fail on them) and, once a page load, to the server's log
 * (POST /api/hydration-error), where production's are seen.
 */
export function reportHydrationError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error('Hydration error:', message);
  if (reported) return;
  reported = true;
  const { pathname, search } = window.location;
  const body = {
    path: `${pathname}${search}`.slice(0, HYDRATION_ERRORS.pathMax),
    message: (message || 'Unknown hydration error').slice(0, HYDRATION_ERRORS.messageMax),
  };
  // Nothing to tell the reader whether it arrived; a failed report is not worth a second error.
  void call(reportHydrationErrorOp, { body }).catch(() => undefined);
}

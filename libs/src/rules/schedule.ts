import { LIMITS } from '../constants.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOON = 12;

function noon(year: number, month: number, day: number): Date {
  return new Date(year, month, day, NOON, 0, 0, 0);
}

/**
 * Spec §5 schedule date picker, in the viewer's local time: from today 12:00 to one year from
 * today 12:00, starting at tomorrow 12:00.
 */
export function scheduleBounds(now: Date = new Date()): { min: Date; max: Date; initial: Date } {
  const [year, month, day] = [now.getFullYear(), now.getMonth(), now.getDate()];
  return {
    min: noon(year, month, day),
    max: noon(year + 1, month, day),
    initial: noon(year, month, day + 1),
  };
}

/**
 * Spec §5 and product.md §5: a schedule must be a valid date in the future and at most a year
 * ahead. Answers the problem as a sentence, or null when the date is fine.
 */
export function scheduleProblem(visibleAfter: string, now: Date = new Date()): string | null {
  const time = Date.parse(visibleAfter);
  if (Number.isNaN(time)) return 'The schedule date is not a valid date';
  if (time <= now.getTime()) return 'The schedule date must be in the future';
  if (time > now.getTime() + LIMITS.scheduleMaxDays * DAY_MS)
    return 'The schedule date must be at most one year ahead';
  return null;
}

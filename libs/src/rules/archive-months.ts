import { ARCHIVE_START } from '../constants.js';

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** A calendar month; `month` runs 1-12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** The key of the month (UTC) of a date, as used in roundup URLs: `march-2023`. */
export function monthKey(date: Date): string {
  return `${MONTH_NAMES[date.getUTCMonth()]}-${date.getUTCFullYear()}`;
}

export function currentMonthKey(now: Date = new Date()): string {
  return monthKey(now);
}

/** `march-2023` -> `{ year: 2023, month: 3 }`; anything else (case aside) -> null. */
export function parseMonthKey(key: string): YearMonth | null {
  const match = /^([a-z]+)-(\d{4})$/.exec(key.trim().toLowerCase());
  if (!match) return null;
  const index = (MONTH_NAMES as readonly string[]).indexOf(match[1]);
  return index === -1 ? null : { year: Number(match[2]), month: index + 1 };
}

/** Spec §9: every month from January 2021 to the current month (UTC), newest first. */
export function archiveMonths(now: Date = new Date()): string[] {
  const keys: string[] = [];
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth() + 1;
  while (year > ARCHIVE_START.year || (year === ARCHIVE_START.year && month >= ARCHIVE_START.month)) {
    keys.push(`${MONTH_NAMES[month - 1]}-${year}`);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return keys;
}

/** The half-open UTC window [first day 00:00, first day of the next month) of a month key. */
export function monthWindow(key: string): { start: string; end: string } | null {
  const parsed = parseMonthKey(key);
  if (!parsed) return null;
  return {
    start: new Date(Date.UTC(parsed.year, parsed.month - 1, 1)).toISOString(),
    end: new Date(Date.UTC(parsed.year, parsed.month, 1)).toISOString(),
  };
}

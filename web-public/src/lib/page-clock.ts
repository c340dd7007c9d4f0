import { formatDate as formatRuleDate, formatDateTime as formatRuleDateTime } from '@reviews/libs/rules';

/**
 * product.md §14: the dates a reader sees do not change when the scripts take over a page the
 * server rendered, in any time zone and across a change of year. So dates show in UTC (the
 * server's and every browser's alike), and the year is left out or shown against the time the
 * page was rendered (written into the page, PAGE_CLOCK_ID), not against each reader's clock.
 */
export const PAGE_CLOCK_ID = 'page-clock';
const TIME_ZONE = 'UTC';

let pageNow: Date | null = null;

/** Sets the page's time (the server, per render). */
export function setPageClock(now: string): void {
  pageNow = new Date(now);
}

function clock(): Date {
  if (pageNow) return pageNow;
  const written =
    typeof document === 'undefined' ? null : document.getElementById(PAGE_CLOCK_ID)?.textContent;
  const parsed = written ? new Date(JSON.parse(written) as string) : null;
  pageNow = parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date();
  return pageNow;
}

/** Spec §9 date (`Mar 5`, `Mar 5, 2023`), the same on the server and in every browser. */
export function formatDate(value: string | Date): string {
  return formatRuleDate(value, clock(), TIME_ZONE);
}

/** As formatDate, with the time (UTC). */
export function formatDateTime(value: string | Date): string {
  return formatRuleDateTime(value, clock(), TIME_ZONE);
}

import { expect, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1366, height: 900 };

interface Parts {
  /** Each box whose parts must not overlap nor leave it: a list row, a card. */
  container: string;
  /** The parts that carry text or a control, inside each box. */
  parts: string;
  /** A part that must keep at least this width (a title squeezed to a column of letters). */
  minWidth?: { part: string; px: number };
}

/**
 * What paints over what, from the element boxes the browser laid out (not a screenshot): two
 * parts of one box whose rectangles overlap, a part running out of its box or off the screen,
 * and a part squeezed below its least width.
 */
export async function overprints(page: Page, { container, parts, minWidth }: Parts): Promise<string[]> {
  return page.evaluate(
    ({ container, parts, minWidth }) => {
      const problems: string[] = [];
      const screenWidth = document.documentElement.clientWidth;
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
      };
      const named = (element: Element) =>
        (element.textContent || element.getAttribute('aria-label') || element.className).trim().slice(0, 40);
      document.querySelectorAll(container).forEach((box, index) => {
        if (!shown(box)) return;
        const outer = box.getBoundingClientRect();
        const items = [...box.querySelectorAll(parts)].filter(shown);
        for (const item of items) {
          const r = item.getBoundingClientRect();
          if (r.left < outer.left - 1 || r.right > outer.right + 1) {
            problems.push(
              `${container} ${index}: "${named(item)}" leaves its box by ${Math.round(Math.max(outer.left - r.left, r.right - outer.right))} px`,
            );
          }
          if (r.right > screenWidth + 1)
            problems.push(`${container} ${index}: "${named(item)}" runs off the screen`);
          if (minWidth && item.matches(minWidth.part) && r.width < minWidth.px) {
            problems.push(`${container} ${index}: "${named(item)}" squeezed to ${Math.round(r.width)} px`);
          }
        }
        items.forEach((a, i) => {
          for (const b of items.slice(i + 1)) {
            if (a.contains(b) || b.contains(a)) continue;
            const ra = a.getBoundingClientRect();
            const rb = b.getBoundingClientRect();
            const width = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
            const height = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
            if (width > 1 && height > 1) {
              problems.push(`${container} ${index}: "${named(a)}" and "${named(b)}" overlap`);
            }
          }
        });
      });
      return problems;
    },
    { container, parts, minWidth },
  );
}

/**
 * Fails (softly) when any part of the boxes paints over another or leaves its box, once the
 * layout has settled (a resize or a transition may still be moving it when the check starts).
 */
export async function expectNoOverprint(page: Page, screen: string, parts: Parts): Promise<void> {
  await expect.poll(() => page.locator(parts.container).count(), `${screen}: its boxes`).toBeGreaterThan(0);
  await expect
    .configure({ soft: true })
    .poll(() => overprints(page, parts), { message: `text painted over text on ${screen}`, timeout: 5_000 })
    .toEqual([]);
}

/** The rows of a writeup list: thumbnail, title, year and scores, author, date, and its buttons. */
export const LIST_ROWS: Parts = {
  container: '.writeup-list > li',
  parts:
    '.writeup-row__thumb, .writeup-row__rank, .writeup-row__title, .writeup-row__meta > *, .writeup-row__author, .writeup-date, .watchlist-button__toggle',
  minWidth: { part: '.writeup-row__title', px: 120 },
};

/** The cards of a grid: byline, title, year and scores, and their buttons. */
export const CARDS: Parts = {
  container: '.writeup-card__body',
  parts:
    '.writeup-card__byline > *, .writeup-card__title, .writeup-card__meta > *, .watchlist-button__toggle',
};

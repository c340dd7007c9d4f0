import type { Page } from '@playwright/test';

export interface LayoutShifts {
  total: number;
  /** What moved, as `tag.class`, so a failure names it. */
  moved: string[];
}

/** Counts every layout shift of the page from its first paint on (PerformanceObserver, buffered). */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0, moved: [] as string[] };
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        shifts.total += entry.value;
        for (const { node } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          shifts.moved.push(element ? `${element.tagName.toLowerCase()}.${element.className}` : '?');
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shifts once the page has its data, images and fonts (and whatever `ready` waits
 * for, such as the session's controls in the header).
 */
export async function layoutShiftsOf(
  page: Page,
  path: string,
  ready?: (page: Page) => Promise<void>,
): Promise<LayoutShifts> {
  await page.goto(path);
  await ready?.(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Two frames: a shift of the last render is reported before the next.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShifts }).layoutShifts);
}

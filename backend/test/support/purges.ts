import { CachePurger } from '../../src/http-cache/cache-purger';
import type { TestApp } from './app';

/**
 * Waits until every purge the app sent has been answered, the repeat each write makes
 * REPURGE_DELAY_MS later included: a count of purges taken then is not moved by earlier writes.
 */
export async function purgesSettled(testApp: TestApp): Promise<void> {
  const purger = testApp.app.get(CachePurger);
  while (purger.pending > 0) await new Promise((resolve) => setTimeout(resolve, 20));
}

import type { User } from '@reviews/libs/contract';
import { type InlineAnswer, INLINE_READS_ID } from '@reviews/libs/page-reads';
import { getsOwnPublicReads } from '@reviews/libs/rules';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

import { useUserStore } from '../stores/user-store';

/** The answers the server wrote into the page (a page served by Vite's dev server has none). */
function inlineAnswers(): InlineAnswer[] {
  const text = document.getElementById(INLINE_READS_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as InlineAnswer[]) : [];
  } catch {
    return [];
  }
}

const seeded = new WeakMap<QueryClient, QueryKey[]>();

/**
 * Starts the query cache with the answers the server read to build the page, under their reads'
 * keys, so the page's first queries find them instead of asking again. They are a visitor's
 * answers (the page's HTML is the same for everyone, product.md §7): staff, who get public reads
 * of their own, start without them.
 */
export function seedInlineAnswers(client: QueryClient): QueryClient {
  if (getsOwnPublicReads(useUserStore.getState().user)) return client;
  const keys: QueryKey[] = [];
  for (const { key, data } of inlineAnswers()) {
    // As old as the page: the query refreshes it once it is as stale as any other answer.
    client.setQueryData(key, data, { updatedAt: performance.timeOrigin });
    keys.push(key);
  }
  seeded.set(client, keys);
  return client;
}

/** Asks again for what was seeded from the page once the session turns out to be staff's. */
export function refreshInlineAnswersFor(client: QueryClient, user: User | null): void {
  if (!getsOwnPublicReads(user)) return;
  for (const queryKey of seeded.get(client) ?? []) void client.invalidateQueries({ queryKey, exact: true });
  seeded.delete(client);
}

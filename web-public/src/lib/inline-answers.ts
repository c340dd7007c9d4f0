import { ApiRequestError } from '@reviews/libs/api';
import type { ApiError, User } from '@reviews/libs/contract';
import { type InlineAnswer, INLINE_READS_ID } from '@reviews/libs/page-reads';
import { getsOwnPublicReads } from '@reviews/libs/rules';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The answers the server wrote into the page (a page served by Vite's dev server has none). */
function inlineAnswers(): InlineAnswer[] {
  if (typeof document === 'undefined') return [];
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
 * answers (the page's HTML is the same for everyone, product.md §7), the ones the server rendered
 * the page from: everyone starts from them, so the page takes over the server's HTML without a
 * mismatch (product.md §14); staff, who get public reads of their own, ask again once their
 * session is known (refreshInlineAnswersFor).
 */
export function seedInlineAnswers(client: QueryClient): QueryClient {
  const keys: QueryKey[] = [];
  for (const answer of inlineAnswers()) {
    // As old as the page: the query refreshes it once it is as stale as any other answer.
    seedAnswer(client, answer, performance.timeOrigin);
    keys.push(answer.key);
  }
  seeded.set(client, keys);
  return client;
}

/**
 * Files one of the page's answers under its read's key: its data, or for a read that named
 * nothing the 404 the API answered, kept (not asked again on mount) so the page shows what the
 * server rendered, its not-found content.
 */
export function seedAnswer(
  client: QueryClient,
  { key, data, notFound }: InlineAnswer,
  updatedAt: number,
): void {
  if (!notFound) {
    client.setQueryData(key, data, { updatedAt });
    return;
  }
  client.setQueryDefaults(key, { retryOnMount: false });
  const error = new ApiRequestError({ ok: false, status: 404, error: data as ApiError });
  client.getQueryCache().build(client, { queryKey: key }).setState({
    status: 'error',
    error,
    errorUpdatedAt: updatedAt,
    fetchFailureCount: 1,
    fetchFailureReason: error,
  });
}

/** Asks again for what was seeded from the page once the session turns out to be staff's. */
export function refreshInlineAnswersFor(client: QueryClient, user: User | null): void {
  if (!getsOwnPublicReads(user)) return;
  for (const queryKey of seeded.get(client) ?? []) void client.invalidateQueries({ queryKey, exact: true });
  seeded.delete(client);
}

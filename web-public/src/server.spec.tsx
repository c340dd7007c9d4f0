import { type ApiRead, type InlineAnswer } from '@reviews/libs/page-reads';
import { matchPage, readsOf, thenReadsOf } from '@reviews/libs/site-map';

import { renderPage } from './server';
import { SITE_CONFIG } from './test/api-stub';
import { aWriteup, withHtml } from './test/fixtures';

const PAGED = { page: 1, totalPages: 1, totalMatched: 0, pageSize: 20 };

/** What the API answers a visitor for each read of a writeup's page. */
const ANSWERS: Record<string, unknown> = {
  listComments: [
    withHtml({
      _id: 'c1',
      content: 'Loved the **sandworms**.',
      user: { _id: 'u1', username: 'popcorn', avatar: null },
      created: '2024-03-06T12:00:00.000Z',
      replyTo: null,
      likes: 0,
      spoiler: false,
    }),
  ],
  getWriteupLists: { lists: [], page: 1, totalPages: 1 },
  getWriteupReviews: { ...PAGED, entries: [] },
  getWriteupRatings: { histogram: [0, 0, 0, 0, 0, 0, 0, 0, 0, 3], count: 3, mean: 5 },
};

/**
 * The server makes the reads a page declares (site map: `reads`, then `thenReads`) before it
 * renders it: rendered from their answers, the page must ask for nothing more, or the server
 * renders it a second time (product.md §14's cost of a page miss).
 */
describe("a writeup page's declared reads", () => {
  it.each([
    ['a review with audience ratings', aWriteup({ audienceCount: 3, audienceScore: 100 })],
    ['a review nobody rated', aWriteup()],
    ['an article', aWriteup({ type: 'article', slug: 'on-dune' })],
  ])('are all that %s renders from', async (_, writeup) => {
    const path = `/${writeup.type === 'article' ? 'article' : 'review'}/${writeup.slug}`;
    const match = matchPage(path);
    const [first] = readsOf(match, new URLSearchParams(), SITE_CONFIG.favoritesName);
    const then = thenReadsOf(match, [writeup]);
    const answer = (read: ApiRead): InlineAnswer => ({ key: read.key, data: ANSWERS[read.operationId] });
    const { html, pending } = await renderPage({
      url: path,
      answers: [{ key: first.key, data: writeup }, ...then.map(answer)],
      siteConfig: SITE_CONFIG,
      now: '2026-01-01T00:00:00.000Z',
    });
    expect(html).toContain('A great film.');
    expect(html).toContain('Loved the <strong>sandworms</strong>.');
    expect(pending).toEqual([]);
  });
});

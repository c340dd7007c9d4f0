import { screen } from '@testing-library/react';

import { reads } from '@reviews/libs/page-reads';

import { callsTo, stubApi } from '../../test/api-stub';
import { aWriteup } from '../../test/fixtures';
import { inlinePageReads, renderApp, renderPageLoad, resetStores } from '../../test/render-app';

beforeEach(resetStores);

describe('404 page', () => {
  it('apologises, links to login and shows a random writeup as a grid card', async () => {
    stubApi({ 'GET /api/writeup/random': aWriteup({ title: 'Alien', slug: 'alien' }) });
    renderApp('/no/such/page');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.textContent ===
          'Oops! The droids you’re looking could not be found. Try logging in first, or check out this random review!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'logging in' })).toHaveAttribute('href', '/login');
    // The random review arrives after the page, below the rest.
    expect(await screen.findByRole('link', { name: 'Alien' })).toHaveAttribute('href', '/review/alien');
    expect(document.title).toBe('404 - Reel Talk');
  });

  it('shows at once, without asking again, when the page came with its read named nothing', async () => {
    // As the server writes a 404 read into the page it rendered not found (product.md §14).
    const body = { statusCode: 404, error: 'Not Found', message: 'Writeup not found' };
    inlinePageReads([
      { key: reads.writeup({ slug: 'nope', includeRank: true }).key, data: body, notFound: true },
    ]);
    const api = stubApi({ 'GET /api/writeup/random': aWriteup({ title: 'Alien', slug: 'alien' }) });
    await renderPageLoad('/review/nope');
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Alien' })).toBeInTheDocument();
    expect(callsTo(api, 'GET /api/writeup')).toEqual([]);
  });

  it('sends a stray /api address home', async () => {
    stubApi({
      'GET /api/writeup/listings': { writeups: [], page: 1, totalPages: 1, totalMatched: 0, pageSize: 20 },
    });
    const { router } = renderApp('/api/unknown');
    expect(await screen.findByRole('heading', { name: /Welcome to/ })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
  });
});

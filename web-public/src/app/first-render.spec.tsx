import { apiReadUrl } from '@reviews/libs/page-reads';
import { pageReads } from '@reviews/libs/site-map';
import { screen, waitFor } from '@testing-library/react';

import { SITE_CONFIG, stubApi } from '../test/api-stub';
import { aWriteup, listing } from '../test/fixtures';
import { renderApp, resetStores } from '../test/render-app';

beforeEach(resetStores);

/** The address of each request the page made, as the browser would match it against a preload. */
function requested(api: jest.Mock): string[] {
  return api.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });
}

/*
 * The server preloads `pageReads` of each page (backend/src/web/first-render.ts); a preload is
 * only used when the page then requests exactly that address.
 */
describe('the reads the server preloads are the ones each page makes', () => {
  it.each([
    '/',
    '/movie/new',
    '/series/high?page=2',
    '/articles/alphabetical?query=the%20end',
    '/collection/must-watch/old',
    '/review/dune',
    '/article/on-endings',
    '/leaderboard?type=movie&user=critic',
    '/stats',
  ])('%s', async (address) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom has no canvas for the charts
    const api = stubApi({
      'GET /api/writeup/listings': listing([aWriteup()]),
      'GET /api/writeup/leaderboard': listing([aWriteup()]),
      'GET /api/writeup/': aWriteup(),
      'GET /api/comment/w1': [],
      'GET /api/getSiteStats': null,
    });
    const url = new URL(address, 'http://localhost');
    const expected = pageReads(url.pathname, url.searchParams, SITE_CONFIG.favoritesName).map(apiReadUrl);
    expect(expected.length).toBeGreaterThan(0);
    renderApp(address);
    await waitFor(() => expect(requested(api)).toEqual(expect.arrayContaining(expected)));
  });
});

describe('site settings written into the page', () => {
  afterEach(() => document.getElementById('site-config')?.remove());

  it('are used without asking the server', async () => {
    const inline = document.createElement('script');
    inline.type = 'application/json';
    inline.id = 'site-config';
    inline.textContent = JSON.stringify({ ...SITE_CONFIG, siteName: 'Inline Club' });
    document.head.append(inline);
    const api = stubApi({ 'GET /api/writeup/listings': listing([]) });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Inline Club' })).toBeInTheDocument();
    expect(requested(api)).not.toContain('/api/config');
  });
});

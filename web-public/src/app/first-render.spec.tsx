import type { Writeup } from '@reviews/libs/contract';
import { apiReadUrl } from '@reviews/libs/page-reads';
import { pageReads } from '@reviews/libs/site-map';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { callsTo, SITE_CONFIG, stubApi } from '../test/api-stub';
import { aUser, aWriteup, listing } from '../test/fixtures';
import { renderApp, resetStores } from '../test/render-app';
import { useUserStore } from '../stores/user-store';
import { AppRoutes } from './app';
import { AppProviders } from './providers';

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

describe('a writeup written into the page', () => {
  afterEach(() => document.getElementById('page-reads')?.remove());

  /** As the server writes it (backend/src/web/first-render.ts): the read's query key and the answer. */
  function inlineWriteup(writeup: Writeup): void {
    const inline = document.createElement('script');
    inline.type = 'application/json';
    inline.id = 'page-reads';
    const key = ['getWriteup', { query: { filter: { slug: 'dune', includeRank: true } } }];
    inline.textContent = JSON.stringify([{ key, data: writeup }]);
    document.head.append(inline);
  }

  /** The app as the browser starts it, with its own query client (App without its BrowserRouter). */
  function startApp(path: string): void {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
  }

  it('shows without asking the server for it', async () => {
    inlineWriteup(aWriteup({ title: 'Inline Dune', rank: 2 }));
    const api = stubApi({ 'GET /api/comment/w1': [] });
    startApp('/review/dune');
    expect(await screen.findByRole('heading', { name: 'Inline Dune', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('#2 on the leaderboard')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, 'GET /api/comment/w1')).toHaveLength(1));
    expect(callsTo(api, 'GET /api/writeup/')).toEqual([]);
  });

  it('is not shown to staff, who get answers of their own', async () => {
    const admin = aUser({ type: 'admin' });
    useUserStore.setState({ user: admin });
    inlineWriteup(aWriteup({ title: 'Inline Dune' }));
    const api = stubApi({
      'GET /api/whoami': admin,
      'GET /api/writeup/': aWriteup({ title: 'Staff Dune', notes: 'Only for staff' }),
      'GET /api/comment/w1': [],
    });
    startApp('/review/dune');
    expect(await screen.findByRole('heading', { name: 'Staff Dune', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Inline Dune')).not.toBeInTheDocument();
    expect(callsTo(api, 'GET /api/writeup/')).toHaveLength(1);
  });

  it('is asked for again once the session turns out to be staff', async () => {
    const admin = aUser({ type: 'admin' });
    inlineWriteup(aWriteup({ title: 'Inline Dune' }));
    stubApi({
      'GET /api/whoami': admin,
      'GET /api/writeup/': aWriteup({ title: 'Staff Dune', notes: 'Only for staff' }),
      'GET /api/comment/w1': [],
    });
    startApp('/review/dune');
    expect(await screen.findByRole('heading', { name: 'Staff Dune', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Admin notes' })).toBeInTheDocument();
  });
});

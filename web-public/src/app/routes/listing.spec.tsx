import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { callsTo, stubApi } from '../../test/api-stub';
import { aWriteup, listing } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

beforeEach(resetStores);

describe('movie listing', () => {
  it('lists writeups as rows with thumbnail, title, year, score, author and date', async () => {
    stubApi({
      'GET /api/writeup/listings': listing([
        aWriteup(),
        aWriteup({
          _id: 'w2',
          type: 'series',
          title: 'Severance',
          season: 2,
          slug: 'severance-season-2',
          releaseYear: null,
          poster: '',
          rating: 55,
        }),
      ]),
    });
    renderApp('/movie/new');
    const dune = await screen.findByRole('link', { name: /Dune/ });
    expect(dune).toHaveAttribute('href', '/review/dune');
    expect(within(dune).getByText('2021')).toBeInTheDocument();
    expect(within(dune).getByLabelText('Score 88 out of 100')).toHaveClass('score--green');
    expect(within(dune).getByText('critic')).toBeInTheDocument();
    const severance = screen.getByRole('link', { name: /Severance \(Season 2\)/ });
    expect(within(severance).getByText('YYYY')).toBeInTheDocument();
    expect(severance.querySelector('img')).toHaveAttribute('src', '/images/missing-portrait.webp');
    expect(document.title).toBe('Movies - Reel Talk');
  });

  it('asks for the type, sort, query and page of the address', async () => {
    const api = stubApi({ 'GET /api/writeup/listings': listing([aWriteup()], { page: 2, totalPages: 3 }) });
    renderApp('/movie/high?query=dune&page=2');
    await screen.findByRole('link', { name: /Dune/ });
    const [url] = callsTo(api, 'GET /api/writeup/listings');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ type: 'movie' });
    expect(url.searchParams.get('sort')).toBe('high');
    expect(url.searchParams.get('search')).toBe('dune');
    expect(url.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('searchbox', { name: 'Search Movies' })).toHaveValue('dune');
  });

  it('turns a non-numeric page into 1 and corrects an out-of-range page to the served one', async () => {
    const api = stubApi({
      'GET /api/writeup/listings': (url: URL) =>
        listing([aWriteup()], { page: Math.min(Number(url.searchParams.get('page')), 3), totalPages: 3 }),
    });
    const first = renderApp('/movie/new?page=abc');
    await screen.findByRole('link', { name: /Dune/ });
    expect(callsTo(api, 'GET /api/writeup/listings')[0].searchParams.get('page')).toBe('1');
    first.unmount();

    const { router } = renderApp('/movie/new?page=99');
    await screen.findByRole('link', { name: /Dune/ });
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Page' })).toHaveValue(3));
    expect(router.location.search).toBe('?page=3');
  });

  it("says 'No results found for query' when nothing matches", async () => {
    stubApi({ 'GET /api/writeup/listings': listing([]) });
    renderApp('/articles/new?query=zzz');
    expect(await screen.findByText('No results found for query')).toBeInTheDocument();
  });

  it('changes the sort in the path and offers only article sorts on articles', async () => {
    stubApi({ 'GET /api/writeup/listings': listing([aWriteup({ type: 'article', headline: '' })]) });
    const { router } = renderApp('/articles/new');
    expect(await screen.findByText('Unknown headline')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(select).queryByRole('option', { name: 'High Score' })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'alphabetical');
    expect(router.location.pathname).toBe('/articles/alphabetical');
  });
});

describe('collections', () => {
  it('shows eleven collection cards linking to their newest-first listing', async () => {
    stubApi();
    renderApp('/collections');
    await screen.findByRole('heading', { name: 'Collections', level: 1 });
    const links = screen.getAllByRole('link');
    const collectionLinks = links.filter((link) =>
      link.getAttribute('href')?.match(/^\/collection\/[^/]+\/new$/),
    );
    // Eleven cards plus the two footer shortcuts.
    expect(collectionLinks).toHaveLength(13);
    expect(screen.getByRole('link', { name: /Staff Favorites/ })).toHaveAttribute(
      'href',
      '/collection/staff-favorites/new',
    );
  });

  it('redirects /collection/{slug} to /new and filters by the collection keyword', async () => {
    const api = stubApi({ 'GET /api/writeup/listings': listing([aWriteup()]) });
    const { router } = renderApp('/collection/best-of-the-2020s');
    expect(await screen.findByRole('heading', { name: 'Best of the 2020s' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/collection/best-of-the-2020s/new');
    await screen.findByRole('link', { name: /Dune/ });
    const [url] = callsTo(api, 'GET /api/writeup/listings');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ collections: 'best-of-2020s' });
  });
});

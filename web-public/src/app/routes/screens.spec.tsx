import { screen, within } from '@testing-library/react';

import { callsTo, reply, stubApi } from '../../test/api-stub';
import { aCard, aUser, aWriteup } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

beforeEach(resetStores);

describe('stats', () => {
  it('shows the figures with derived averages and TV counts', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom has no canvas for the charts
    stubApi({
      'GET /api/getSiteStats': {
        totalReviews: 10,
        totalWords: 950,
        movieReviews: 6,
        movieWords: 600,
        averageRating: 71.6,
        bestRated: { rating: 97, slug: 'alien', title: 'Alien', type: 'movie', season: null },
        worstRated: null,
        bestRatedTie: {
          writeups: [{ rating: 97, slug: 'alien', title: 'Alien', type: 'movie', season: null }],
          total: 1,
        },
        worstRatedTie: { writeups: [], total: 0 },
        totalComments: 1_234_567,
        totalArticles: 2,
        articleWords: 3_000,
        totalAnnouncements: 3,
        reviewsPerMonth: [{ month: '2024-03', count: 4 }],
        ratingHistogram: [{ min: 90, max: 100, count: 2 }],
      },
    });
    renderApp('/stats');
    const figure = async (label: string) => (await screen.findByText(label)).nextElementSibling;
    expect(await figure('Average words per review')).toHaveTextContent('95');
    expect(await figure('TV reviews')).toHaveTextContent('4');
    expect(await figure('Words in TV reviews')).toHaveTextContent('350');
    expect(await figure('Average words per TV review')).toHaveTextContent('88');
    expect(await figure('Comments')).toHaveTextContent('1M');
    expect(screen.getByRole('link', { name: 'Alien' })).toHaveAttribute('href', '/review/alien');
    expect(await screen.findByText('Reviews per month')).toBeInTheDocument();
  });
});

describe('search results', () => {
  it('lists writeups and users in pages of 10', async () => {
    const api = stubApi({
      'GET /api/search/all': {
        results: [
          { ...aCard(), collection: 'writeups' },
          { ...aUser({ username: 'dunefan' }), collection: 'users' },
        ],
        page: 1,
        totalPages: 2,
        totalMatched: 12,
        pageSize: 10,
      },
    });
    renderApp('/search?query=dune');
    expect(await screen.findByRole('link', { name: /Dune/ })).toHaveAttribute('href', '/review/dune');
    expect(screen.getByRole('link', { name: /dunefan/ })).toHaveAttribute('href', '/profile/dunefan');
    expect(screen.getByText('12 results')).toBeInTheDocument();
    expect(callsTo(api, 'GET /api/search/all')[0].searchParams.get('search')).toBe('dune');
  });

  it("says 'No results were found for query' when nothing matches", async () => {
    stubApi({
      'GET /api/search/all': { results: [], page: 1, totalPages: 1, totalMatched: 0, pageSize: 10 },
    });
    renderApp('/search?query=zzzz');
    expect(await screen.findByText('No results were found for query')).toBeInTheDocument();
  });
});

describe('profile', () => {
  it('shows the avatar letter, bio as markdown, favourites and writeups', async () => {
    stubApi({
      'GET /api/user/critic': aUser({ username: 'critic', type: 'admin' }),
      'GET /api/writeup/user/critic': { writeups: [aCard()] },
    });
    renderApp('/user/critic');
    expect(await screen.findByRole('heading', { name: 'critic', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'critic' })[0]).toHaveTextContent('C');
    expect(screen.getByText('films').tagName).toBe('STRONG');
    expect(screen.getByText('Severance')).toBeInTheDocument();
    const writeups = await screen.findByRole('heading', { name: 'Writeups' });
    expect(
      within(writeups.parentElement as HTMLElement).getByRole('link', { name: /Dune/ }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown user', async () => {
    stubApi({
      'GET /api/user/ghost': reply(404, { statusCode: 404, error: 'Not Found', message: 'User not found' }),
      'GET /api/writeup/user/ghost': reply(404, {
        statusCode: 404,
        error: 'Not Found',
        message: 'User not found',
      }),
      'GET /api/writeup/random': aWriteup(),
    });
    renderApp('/profile/ghost');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  });
});

describe('home', () => {
  it('shows the hero, the latest announcement and recently reviewed writeups', async () => {
    const api = stubApi({
      'GET /api/announcement': {
        announcements: [
          {
            _id: 'n1',
            title: 'Site relaunch',
            content: 'New look!',
            admin: aUser(),
            created: '2024-01-01T00:00:00Z',
          },
        ],
        page: 1,
        totalPages: 1,
        totalMatched: 1,
        pageSize: 1,
      },
      'GET /api/writeup/listings': (url: URL) => ({
        writeups: url.searchParams.get('excludeArticle') === 'true' ? [aCard()] : [],
        page: 1,
        totalPages: 1,
        totalMatched: 1,
        pageSize: 20,
      }),
    });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Get casted' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: "See what's new" })).toHaveAttribute('href', '#recent');
    expect(await screen.findByRole('link', { name: /Site relaunch/ })).toHaveAttribute(
      'href',
      '/announcements',
    );
    expect(screen.getByRole('link', { name: 'Recently Reviewed' })).toHaveAttribute(
      'href',
      '/movie/new?page=1',
    );
    expect(await screen.findByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/review/dune');
    const recent = callsTo(api, 'GET /api/writeup/listings').find((url) =>
      url.searchParams.has('excludeArticle'),
    );
    expect(recent?.searchParams.get('excludeArticle')).toBe('true');
    expect(recent?.searchParams.get('page')).toBe('1');
  });
});

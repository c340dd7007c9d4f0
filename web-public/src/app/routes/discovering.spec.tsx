import type { RatedWriteupRef, SiteStats } from '@reviews/libs/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { callsTo, stubApi } from '../../test/api-stub';
import { aCard, listing, aWriteup } from '../../test/fixtures';
import { renderApp, resetStores } from '../../test/render-app';

// Issue 29: what a reader finds beyond the first grid (home rows, suggestions, ties, stats).

beforeEach(resetStores);

describe('home rows', () => {
  const review = aCard({ _id: 'r1', title: 'Dune', slug: 'dune' });
  const articles = Array.from({ length: 7 }, (_, i) =>
    aWriteup({
      _id: `a${i}`,
      type: 'article',
      title: `Essay ${i}`,
      slug: `essay-${i}`,
      headline: `Idea ${i}`,
    }),
  );

  function stubHome(discussed: unknown[]) {
    return stubApi({
      'GET /api/writeup/listings': (url: URL) =>
        url.searchParams.get('excludeArticle') === 'true' ? listing([aWriteup()]) : listing(articles),
      'GET /api/writeup/discussed': { writeups: discussed },
    });
  }

  it('follows Recently Reviewed with the latest articles and the most discussed of the week', async () => {
    const api = stubHome([
      { ...review, comments: 12 },
      { ...aCard({ _id: 'r2', title: 'Heat', slug: 'heat' }), comments: 1 },
    ]);
    renderApp('/');
    const main = await screen.findByRole('main');
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Recently Reviewed', 'Latest articles', 'Most discussed this week']);

    const latest = screen.getByRole('region', { name: 'Latest articles' });
    expect(within(latest).getByRole('link', { name: 'Latest articles' })).toHaveAttribute(
      'href',
      '/articles/new?page=1',
    );
    expect(await within(latest).findByRole('link', { name: /Essay 0/ })).toHaveAttribute(
      'href',
      '/article/essay-0',
    );
    expect(within(latest).getAllByRole('listitem')).toHaveLength(5);

    const discussed = screen.getByRole('region', { name: 'Most discussed this week' });
    expect(await within(discussed).findByRole('link', { name: /Dune.*12 comments/ })).toHaveAttribute(
      'href',
      '/review/dune',
    );
    expect(within(discussed).getByRole('link', { name: /Heat.*1 comment\b/ })).toBeInTheDocument();
    const [asked] = callsTo(api, 'GET /api/writeup/discussed');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ days: '7', limit: '8' });
  });

  it('says so when nothing was discussed this week', async () => {
    stubHome([]);
    renderApp('/');
    expect(await screen.findByText('No comments this week yet.')).toBeInTheDocument();
  });
});

describe('search suggestions', () => {
  it('show a poster thumbnail, the year and the score of each writeup', async () => {
    stubApi({
      'GET /api/writeup/listings': listing([]),
      'GET /api/search': {
        writeups: [aCard({ title: 'The Batman', slug: 'the-batman', releaseYear: 2022, rating: 81 })],
        users: [],
        totalMatched: 1,
      },
    });
    renderApp('/');
    await screen.findByRole('link', { name: 'About' });
    await userEvent.keyboard('/');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search' }), 'the');
    const movies = await screen.findByRole('group', { name: 'Movies' });
    const option = within(movies).getByRole('option');
    expect(option).toHaveTextContent('The Batman');
    expect(option).toHaveTextContent('2022');
    expect(within(option).getByLabelText('Score 81 out of 100')).toBeInTheDocument();
    const thumb = option.querySelector('img');
    expect(thumb).toHaveAttribute('width', '40');
    expect(thumb).toHaveAttribute('height', '60');
    expect(thumb).toHaveAttribute('src', 'https://img.example.com/dune.jpg');
  });
});

describe('leaderboard', () => {
  it('marks shared ranks with "="', async () => {
    stubApi({
      'GET /api/writeup/leaderboard': listing([
        aWriteup({ _id: 'a', title: 'Alien', slug: 'alien', rank: 1, tied: true }),
        aWriteup({ _id: 'b', title: 'Aliens', slug: 'aliens', rank: 1, tied: true }),
        aWriteup({ _id: 'c', title: 'Heat', slug: 'heat', rank: 3, tied: false }),
      ]),
    });
    renderApp('/leaderboard');
    const ranks = await screen.findAllByLabelText(/^Rank /);
    expect(ranks.map((rank) => [rank.textContent, rank.getAttribute('aria-label')])).toEqual([
      ['=1', 'Rank 1, tied'],
      ['=1', 'Rank 1, tied'],
      ['3', 'Rank 3'],
    ]);
  });
});

describe('stats', () => {
  const ref = (title: string, rating: number, season: number | null = null): RatedWriteupRef => ({
    rating,
    title,
    slug: title.toLowerCase(),
    type: season === null ? 'movie' : 'series',
    season,
  });
  const stats: SiteStats = {
    totalReviews: 10,
    totalWords: 950,
    movieReviews: 6,
    movieWords: 600,
    averageRating: 71.6,
    bestRated: ref('Severance', 100, 2),
    worstRated: ref('Cats', 5),
    bestRatedTie: { writeups: [ref('Severance', 100, 2), ref('Alien', 100)], total: 3 },
    worstRatedTie: { writeups: [ref('Cats', 5)], total: 1 },
    totalComments: 4,
    totalArticles: 2,
    articleWords: 300,
    totalAnnouncements: 1,
    reviewsPerMonth: [
      { month: '2024-03', count: 4 },
      { month: '2024-04', count: 0 },
    ],
    ratingHistogram: [{ min: 90, max: 100, count: 2 }],
  };

  it('names every review tied for best rated with its season, and how many more', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom has no canvas for the charts
    stubApi({ 'GET /api/getSiteStats': stats });
    renderApp('/stats');
    const best = (await screen.findByText('Best rated')).closest('.figure') as HTMLElement;
    expect(best).toHaveTextContent('(tied: 3 reviews)');
    expect(within(best).getByRole('link', { name: 'Severance (Season 2)' })).toHaveAttribute(
      'href',
      '/review/severance',
    );
    expect(within(best).getByRole('link', { name: 'Alien' })).toBeInTheDocument();
    expect(best).toHaveTextContent('and 1 more');
    const worst = screen.getByText('Worst rated').closest('.figure') as HTMLElement;
    expect(worst).not.toHaveTextContent('tied');
    expect(within(worst).getByRole('link', { name: 'Cats' })).toBeInTheDocument();
  });

  it('draws the monthly counts as bars, with no curve between months', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'GET /api/getSiteStats': stats });
    renderApp('/stats');
    expect(await screen.findByRole('img', { name: 'Bar chart of reviews per month' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Line chart/ })).not.toBeInTheDocument();
  });
});

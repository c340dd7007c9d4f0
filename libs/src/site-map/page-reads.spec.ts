import { apiReadUrl } from '../page-reads.js';
import { matchPage, pageReads, thenReadsOf } from './match.js';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

function urlsFor(address: string, favoritesName = 'staff'): string[] {
  const url = new URL(address, 'http://localhost');
  return pageReads(url.pathname, url.searchParams, favoritesName).map(apiReadUrl);
}

describe('pageReads', () => {
  it.each<[string, string, string[]]>([
    [
      'the home page: recent reviews and the latest announcement',
      '/',
      ['/api/writeup/listings?sort=new&page=1&excludeArticle=true', '/api/announcement?limit=1'],
    ],
    [
      'a listing with its sort',
      '/movie/high',
      [`/api/writeup/listings?filter=${json({ type: 'movie' })}&sort=high&page=1`],
    ],
    [
      'a listing with a search and a page',
      '/series/new?query=the%20bear&page=3',
      [`/api/writeup/listings?filter=${json({ type: 'series' })}&sort=new&search=the+bear&page=3`],
    ],
    [
      'articles, whose listing is of type article',
      '/articles/old?page=abc',
      [`/api/writeup/listings?filter=${json({ type: 'article' })}&sort=old&page=1`],
    ],
    [
      'a collection by its slug and sort',
      '/collection/must-watch/high?page=2',
      [`/api/writeup/listings?filter=${json({ collections: 'must-watch' })}&sort=high&page=2`],
    ],
    [
      'a review with its rank',
      '/review/the-thing',
      [`/api/writeup?filter=${json({ slug: 'the-thing', includeRank: true })}`],
    ],
    [
      'an article, looked up as an article, with a decoded slug',
      '/article/caf%C3%A9',
      [`/api/writeup?filter=${json({ slug: 'café', type: 'article', includeRank: true })}`],
    ],
    [
      'the leaderboard with its type, user and page',
      '/leaderboard?type=series&user=pete&page=2',
      ['/api/writeup/leaderboard?type=series&username=pete&page=2'],
    ],
    [
      "the audience's leaderboard",
      '/leaderboard?by=audience&type=movie',
      ['/api/writeup/leaderboard?type=movie&page=1&by=audience'],
    ],
    [
      'the leaderboard with an unknown board shows the critics',
      '/leaderboard?by=fans',
      ['/api/writeup/leaderboard?type=all&page=1'],
    ],
    [
      'the leaderboard with an unknown type shows all',
      '/leaderboard?type=books',
      ['/api/writeup/leaderboard?type=all&page=1'],
    ],
    ['stats', '/stats', ['/api/getSiteStats']],
  ])('%s', (_name, address, expected) => {
    expect(urlsFor(address)).toEqual(expected);
  });

  it.each([
    ['a listing without a sort (not a page)', '/movie'],
    ['a listing sort that redirects', '/articles/high'],
    ['an unknown collection', '/collection/nothing/new'],
    ['a collection without its sort (redirects)', '/collection/must-watch'],
    ['a path too deep', '/review/dune/comments'],
    ['malformed percent-encoding', '/review/%E0%A4%A'],
    ['a page that fetches nothing early', '/about'],
    ['an unknown page', '/nowhere'],
  ])('%s: none', (_name, address) => {
    expect(urlsFor(address)).toEqual([]);
  });

  it('finds collections by the configured favourites name', () => {
    const [read] = pageReads('/collection/critics-favorites/new', new URLSearchParams(), 'Critics');
    expect(read?.query?.filter).toEqual({ collections: 'criticsfavorite' });
    expect(pageReads('/collection/staff-favorites/new', new URLSearchParams(), 'Critics')).toEqual([]);
  });
});

describe('thenReadsOf', () => {
  const review = matchPage('/review/the-thing');

  it("a writeup page's reads once it has the writeup: comments, lists, members' reviews, and ratings when rated", () => {
    const urls = (answer: unknown) => thenReadsOf(review, [answer]).map(apiReadUrl);
    expect(urls({ _id: 'w1', audienceCount: 0 })).toEqual([
      '/api/comment/w1',
      '/api/writeup/w1/lists?page=1',
      '/api/writeup/w1/reviews?page=1&sort=popular',
    ]);
    expect(urls({ _id: 'w1', audienceCount: 2 })).toContain('/api/writeup/w1/ratings');
  });

  it('none for a writeup that was not found, nor for a page that declares none', () => {
    expect(thenReadsOf(review, [undefined])).toEqual([]);
    expect(thenReadsOf(matchPage('/movie/new'), [{ _id: 'w1', audienceCount: 2 }])).toEqual([]);
  });
});

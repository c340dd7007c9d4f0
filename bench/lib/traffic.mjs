// Mixed traffic shaped like a real site's: visits to pages (the HTML a browser asks for first,
// then the API reads that page makes), spread over every published writeup with a few popular
// ones and a long tail (Zipf), listing pages across sorts and page numbers, searches, profiles;
// a share of visits by signed-in members (who also ask, as the reader site does, one personal
// call per page view: GET /api/me/page on a page load, the signed-in user, the bell's count and
// the page's state in one; GET /api/me/state on a navigation to a page that shows something of
// theirs: writeups, home, movie and series listings, profiles) and a share of comment writes. Every sequence is built
// from a seeded generator, so each run (and the ceiling) asks for the same requests in the same order.
import { ARTICLE_SORTS, buildCollections, PAGE_SIZES, REVIEW_SORTS } from '@reviews/libs/constants';
import { getDiscussedWriteups, getListings, getProfileComments, getRelatedWriteups } from '@reviews/libs/api';
import {
  apiRead,
  apiReadUrl,
  HOME_ARTICLES,
  HOME_DISCUSSED,
  writeupPageReads,
} from '@reviews/libs/page-reads';
import { pageReads } from '@reviews/libs/site-map';

import { ADJECTIVES, COMMENT_LINES, NOUNS, PLACES, seededRandom } from './vocabulary.mjs';

const FAVORITES_NAME = 'staff';

/** The three mixed-traffic phases, reported first. */
export const PHASES = [
  { name: 'visitors only', memberShare: 0, writeShare: 0 },
  { name: 'visitors and members (30% signed in)', memberShare: 0.3, writeShare: 0 },
  { name: 'with 2% comment writes', memberShare: 0.3, writeShare: 0.02 },
];

/** What a visit opens, by weight (a page view and the reads it makes). */
const VISIT_WEIGHTS = [
  ['writeup', 50],
  ['home', 14],
  ['listing', 14],
  ['collection', 5],
  ['search', 7],
  ['profile', 4],
  ['leaderboard', 4],
  ['stats', 2],
];

/**
 * Page views per page load. A page load (arriving from elsewhere, a reload) asks the page's
 * HTML, which carries the answers of the page's declared reads (the site map's first reads and
 * then-reads, product.md §14), and, for a member, GET /api/me/page; then the reads the page makes
 * below those. Following a link inside the site asks the new page's reads and its personal
 * state. Three views per load is a common figure for pages per session.
 */
export const PAGE_VIEWS_PER_LOAD = 3;

/** Draws ranks 0..n-1 with P(k) proportional to 1 / (k + 1)^exponent. */
export function zipf(random, n, exponent = 1) {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k += 1) {
    total += 1 / (k + 1) ** exponent;
    cumulative[k] = total;
  }
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

function weighted(random, entries) {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let roll = random.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  };
}

/** What the seeded site holds that traffic asks for: published writeups, authors, members, listing sizes. */
export async function loadCatalog(client) {
  const { rows: writeups } = await client.query(
    `select id, slug, type from writeups where draft = false and card_date <= now() order by slug`,
  );
  const { rows: authors } = await client.query(
    `select distinct u.username from users u join writeups w on w.admin_id = u.id order by u.username`,
  );
  const { rows: members } = await client.query(
    `select username from users where type = 'user' order by username limit 500`,
  );
  const { rows: counts } = await client.query(
    `select type, count(*)::int as n from writeups where draft = false and card_date <= now() group by type`,
  );
  const published = Object.fromEntries(counts.map((row) => [row.type, row.n]));
  return {
    writeups,
    authors: authors.map((row) => row.username),
    members: members.map((row) => row.username),
    pages: {
      movie: Math.ceil((published.movie ?? 0) / PAGE_SIZES.listing),
      series: Math.ceil((published.series ?? 0) / PAGE_SIZES.listing),
      articles: Math.ceil((published.article ?? 0) / PAGE_SIZES.listing),
    },
  };
}

/**
 * The ids of a page's cards as GET /api/me/state is asked about them. Approximation: the page's
 * share of the published writeups of those types in slug order, not the sort the page shows;
 * which 20 ids does not change what the call costs, and it keeps the sequence free of extra draws.
 */
function cardIds(catalog, types, page) {
  const start = (page - 1) * PAGE_SIZES.listing;
  return catalog.writeups
    .filter((writeup) => types.includes(writeup.type))
    .slice(start, start + PAGE_SIZES.listing)
    .map((writeup) => writeup.id);
}

/**
 * Public reads the reader site makes after a page's first reads (site map), as it asks them:
 * the rows below the home page's first grid, a writeup's "read next", a profile's comments.
 * (A review's audience histogram is asked only once it has ratings; the bench seeds none.)
 */
const laterReads = {
  home: [
    apiRead(getListings, { query: { ...HOME_ARTICLES } }),
    apiRead(getDiscussedWriteups, { query: { ...HOME_DISCUSSED } }),
  ],
  writeup: (id) => [apiRead(getRelatedWriteups, { path: { id } })],
  profile: (username) => [apiRead(getProfileComments, { path: { username } })],
};
const asVisits = (reads) => reads.map((read) => ({ path: apiReadUrl(read) }));

/** A personal call with the state a page view asks about (web-public's MyStateScope). */
const personal = (path, state) => {
  const query = new URLSearchParams(state).toString().replaceAll('%2C', ',');
  return { path: query ? `${path}?${query}` : path };
};

/** A page address with `?page=` only beyond the first. */
const withPage = (path, page) => (page > 1 ? `${path}?page=${page}` : path);

/**
 * The visit builder: `visit()` answers the requests of one page view as [{ path }, ...]: for a
 * page load the HTML (and a member's page call) first, then the reads the page makes after.
 */
function visits(catalog, random, shuffle = random) {
  // Popularity is not alphabetical: a seeded shuffle decides which writeups are the hits.
  const ranked = [...catalog.writeups];
  for (let i = ranked.length - 1; i > 0; i -= 1) {
    const j = Math.floor(shuffle.next() * (i + 1));
    [ranked[i], ranked[j]] = [ranked[j], ranked[i]];
  }
  const popularWriteup = zipf(random, ranked.length);
  const listingPage = zipf(random, 50, 1.3);
  const kind = weighted(random, VISIT_WEIGHTS);
  const collections = buildCollections(FAVORITES_NAME);
  const words = [...ADJECTIVES, ...NOUNS, ...PLACES];
  const popularWord = zipf(random, words.length);

  // Whether the current visit is a page load or a navigation inside the site, and whether it is
  // a signed-in member's (set per visit).
  let load = true;
  let member = false;
  /**
   * A page view: `thenReads` are the page's declared reads after its first ones (in the HTML of a
   * page load), `later` the reads it makes below those, `state` what its personal call asks about
   * (none for a page that shows nothing personal).
   */
  const page = (path, { thenReads = [], later = [], state } = {}) => {
    if (load) {
      return [{ path, page: true }, ...(member ? [personal('/api/me/page', state ?? {})] : []), ...later];
    }
    const url = new URL(path, 'http://bench');
    const declared = [...pageReads(url.pathname, url.searchParams, FAVORITES_NAME), ...thenReads];
    return [...asVisits(declared), ...later, ...(member && state ? [personal('/api/me/state', state)] : [])];
  };

  const builders = {
    writeup: () => {
      const writeup = ranked[popularWriteup()];
      const prefix = writeup.type === 'article' ? '/article' : '/review';
      return page(`${prefix}/${encodeURIComponent(writeup.slug)}`, {
        // The bench seeds no ratings: no audience histogram.
        thenReads: writeupPageReads({ _id: writeup.id, audienceCount: 0 }),
        later: asVisits(laterReads.writeup(writeup.id)),
        // Likes, stars, watchlist, my hidden comments and reports: asked at once, thread included.
        state: { writeups: writeup.id, thread: writeup.id },
      });
    },
    // The newest movies and series carry watchlist buttons; the articles row and discussed none.
    home: () =>
      page('/', {
        later: asVisits(laterReads.home),
        state: { writeups: cardIds(catalog, ['movie', 'series'], 1) },
      }),
    listing: () => {
      const listing = random.pick(['movie', 'movie', 'series', 'articles']);
      const sort = random.pick(listing === 'articles' ? ARTICLE_SORTS : REVIEW_SORTS);
      const last = Math.max(1, catalog.pages[listing]);
      const number = Math.min(last, 1 + listingPage());
      // Article cards carry no watchlist button: that listing asks nothing personal.
      const state = listing === 'articles' ? undefined : { writeups: cardIds(catalog, [listing], number) };
      return page(withPage(`/${listing}/${sort}`, number), { state });
    },
    collection: () => {
      const collection = random.pick(collections);
      return page(
        withPage(`/collection/${collection.slug}/${random.pick(REVIEW_SORTS)}`, 1 + (listingPage() % 3)),
      );
    },
    search: () => {
      const term = words[popularWord()].toLowerCase();
      // Suggestions as the visitor types, then the results page.
      const typed = [term.slice(0, 3), term.slice(0, 5), term].filter(
        (prefix, i, all) => prefix.length >= 3 && all.indexOf(prefix) === i,
      );
      return [
        ...typed.map((prefix) => ({ path: `/api/search?search=${encodeURIComponent(prefix)}` })),
        ...page(`/search?query=${encodeURIComponent(term)}`, {
          later: [{ path: `/api/search/all?search=${encodeURIComponent(term)}&page=1` }],
        }),
      ];
    },
    profile: () => {
      const author = random.next() < 0.6;
      const username = author ? random.pick(catalog.authors) : random.pick(catalog.members);
      const name = encodeURIComponent(username);
      return page(`/user/${name}`, {
        later: [
          { path: `/api/user/${name}` },
          // Asked for members' profiles too (an empty list); bench members keep their watchlist
          // private, so the profile asks for none.
          { path: `/api/writeup/user/${name}` },
          ...asVisits(laterReads.profile(username)),
        ],
        // Whether I follow them (the bench's members are others than those it visits).
        state: { users: username },
      });
    },
    leaderboard: () => {
      const type = random.pick(['all', 'all', 'movie', 'series']);
      const pageNumber = 1 + (listingPage() % 10);
      const query = new URLSearchParams({
        ...(type === 'all' ? {} : { type }),
        ...(pageNumber > 1 ? { page: pageNumber } : {}),
      });
      return page(`/leaderboard${query.size ? `?${query}` : ''}`);
    },
    stats: () => page('/stats'),
  };
  return {
    visit: (signedIn = false) => {
      load = random.next() < 1 / PAGE_VIEWS_PER_LOAD;
      member = signedIn;
      return builders[kind()]();
    },
    commentTarget: () => ranked[popularWriteup()],
  };
}

/**
 * The request sequence of a phase: about `length` requests; a visit is by a signed-in member
 * (each request carries one of `cookies`) with probability `memberShare`, and a comment is posted
 * by a member before a request with probability `writeShare`.
 */
export function trafficSequence(
  catalog,
  { memberShare, writeShare },
  cookies,
  { seed = 7, length = 60_000, warm = false } = {},
) {
  const random = seededRandom(seed);
  // A warm-up sequence has the measured one's popular writeups (the same shuffle) and its own
  // visits: it fills a cache the way earlier traffic would, without asking the measured requests.
  const site = warm ? visits(catalog, seededRandom(seed + 1), seededRandom(seed)) : visits(catalog, random);
  const sequence = [];
  while (sequence.length < length) {
    const cookie = cookies.length && random.next() < memberShare ? random.pick(cookies) : undefined;
    for (const request of site.visit(cookie !== undefined)) {
      if (writeShare && random.next() < writeShare) {
        const target = site.commentTarget();
        sequence.push({
          path: `/api/comment/${target.id}`,
          method: 'POST',
          cookie: random.pick(cookies),
          body: JSON.stringify({ content: random.pick(COMMENT_LINES) }),
          write: true,
        });
      }
      sequence.push({ ...request, cookie });
    }
  }
  return sequence;
}

/** Shares of a sequence's first `count` requests: signed in, writes, pages (HTML). */
export function describeSequence(sequence, count = sequence.length) {
  const part = sequence.slice(0, count);
  const share = (test) => part.filter(test).length / Math.max(1, part.length);
  return {
    requests: part.length,
    signedIn: share((request) => request.cookie !== undefined),
    writes: share((request) => request.write),
    pages: share((request) => request.page),
    distinct: new Set(part.map((request) => `${request.method ?? 'GET'} ${request.path}`)).size,
  };
}

// The requests the benchmark drives: the main public reads and one write, with their targets
// chosen from the seeded data so that every run asks for the same things.
import { BENCH_MEMBER, BENCH_PASSWORD } from './seed.mjs';

const SEARCH_TERM = 'harbor';

const filterParam = (filter) => encodeURIComponent(JSON.stringify(filter));

/** Targets in the seeded data: a published movie, a well-commented review, another to comment on. */
export async function chooseTargets(client) {
  const one = async (sql) => (await client.query(sql)).rows[0];
  const movie = await one(
    `select slug from writeups where type = 'movie' and draft = false and card_date <= now()
     order by card_date desc offset 500 limit 1`,
  );
  // The hundredth most commented writeup: busy, but not the single outlier.
  const commented = await one(
    `select writeup_id as id, count(*)::int as comments from comments
     group by writeup_id order by count(*) desc, writeup_id offset 99 limit 1`,
  );
  const toComment = await one(
    `select id from writeups where type <> 'article' and draft = false and card_date <= now()
     order by card_date desc offset 2000 limit 1`,
  );
  return { movieSlug: movie.slug, commented, commentTargetId: toComment.id };
}

/** Signs a seeded user in (the bench member unless `email` is given); answers the session cookie. */
export async function signIn(baseUrl, email = BENCH_MEMBER.email) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: email, password: BENCH_PASSWORD, type: 'email' }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('sid='));
  if (!cookie) throw new Error('Sign-in answered no session cookie');
  return cookie.split(';')[0];
}

/** Every benchmarked request: `name`, `path`, and for some a method, headers and body. */
export function benchmarkRequests(targets, cookie) {
  return [
    { name: 'Home listing', path: '/api/writeup/listings?page=1&excludeArticle=true&sort=new' },
    {
      name: 'Listing: movies in must-watch, high score',
      path: `/api/writeup/listings?page=1&sort=high&filter=${filterParam({ type: 'movie', collections: 'must-watch' })}`,
    },
    {
      name: 'Writeup by slug with rank',
      path: `/api/writeup/?filter=${filterParam({ slug: targets.movieSlug, type: 'movie', includeRank: true })}`,
    },
    {
      name: `Comments of a writeup (${targets.commented.comments})`,
      path: `/api/comment/${targets.commented.id}`,
    },
    { name: `Search suggestions "${SEARCH_TERM}"`, path: `/api/search?search=${SEARCH_TERM}` },
    { name: 'Leaderboard (all)', path: '/api/writeup/leaderboard?type=all&page=1' },
    { name: 'Site stats', path: '/api/getSiteStats' },
    { name: 'Whoami (member)', path: '/api/whoami', headers: { cookie } },
    {
      name: 'Post a comment (member)',
      path: `/api/comment/${targets.commentTargetId}`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Benchmark comment: a fine film, well reviewed.' }),
      write: true,
    },
    // Not a product read: what any request costs in this server (middleware, one `select 1`).
    { name: 'Health check (reference)', path: '/api/health', reference: true },
  ];
}

/** The app's answer to one request, used as the ceiling's precomputed body. */
export async function fetchAnswer(baseUrl, request) {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${request.name}: ${response.status} ${body}`);
  return { status: response.status, body };
}

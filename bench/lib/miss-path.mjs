// CPU per request on the miss path: requests no cache can answer (the health check, a member's
// whoami, unread count and page state) or that nobody asked before (a detail read, a listing
// page, a comment list never requested in this run), each sent a fixed number of times over 4 connections while the app's
// CPU time and that of the PostgreSQL backends serving the bench database are read from /proc.
import { PAGE_SIZES, REVIEW_SORTS } from '@reviews/libs/constants';

import { backendPids, cpuByPid, cpuUsedMs, processCpuMs } from './cpu.mjs';
import { sendFixed } from './load.mjs';

const REQUESTS = 1_500;
const DEEP_LISTING_REQUESTS = 300;
/** Writeup pages each app serves before its page row is measured. */
const WARM_UP_PAGES = 200;

const filterParam = (filter) => encodeURIComponent(JSON.stringify(filter));

/**
 * The miss-path requests: `{ name, paths, cookie?, app?, warmUpPaths? }`, every path of a cold read asked once;
 * `app: 'shell'` for those measured on the app serving pages unrendered (SERVER_RENDERING=0).
 */
export function missPathRequests(catalog, cookie, asked) {
  const unasked = (paths, limit = REQUESTS) => paths.filter((path) => !asked.has(path)).slice(0, limit);
  const reviews = catalog.writeups.filter((writeup) => writeup.type !== 'article');
  const detailReads = unasked(
    reviews.map(
      (writeup) => `/api/writeup/?filter=${filterParam({ slug: writeup.slug, type: writeup.type })}`,
    ),
  );
  const listingPages = [];
  for (let page = 51; page <= catalog.pages.movie; page += 1) {
    for (const sort of REVIEW_SORTS) {
      listingPages.push(
        `/api/writeup/listings?filter=${filterParam({ type: 'movie' })}&sort=${sort}&page=${page}`,
      );
    }
  }
  const commentLists = unasked(catalog.writeups.map((writeup) => `/api/comment/${writeup.id}`));
  // Issue 34 item 7: the HTML of a writeup page nobody asked before, server-rendered (its reads
  // made in process, then rendered), against the same page's shell as it was before server
  // rendering: its reads made and their answers inlined, nothing rendered (an app started with
  // SERVER_RENDERING=0), on other pages nobody asked either. From the end of the catalog, so that
  // the detail reads above have not warmed them.
  const pagePaths = unasked(
    [...reviews]
      .reverse()
      .map((writeup) => `/${writeup.type === 'article' ? 'article' : 'review'}/${writeup.slug}`),
    2 * REQUESTS + 2 * WARM_UP_PAGES,
  );
  const renderedPages = pagePaths.slice(0, REQUESTS);
  const shellPages = pagePaths.slice(REQUESTS, 2 * REQUESTS);
  // Not counted: each app compiles its page code on pages of its own first (the shell's app
  // starts for its row), so neither row pays a cold start.
  const warmUps = pagePaths.slice(2 * REQUESTS);
  return [
    { name: 'Health check', paths: ['/api/health'] },
    { name: 'Whoami (visitor)', paths: ['/api/whoami'] },
    { name: 'Whoami (member)', paths: ['/api/whoami'], cookie },
    // A member's other personal calls: the bell once per page load, a page's state once per view.
    { name: 'Unread count (member)', paths: ['/api/notifications/unread-count'], cookie },
    {
      name: 'Personal state of a review page (member)',
      paths: reviews
        .slice(0, REQUESTS)
        .map((writeup) => `/api/me/state?writeups=${writeup.id}&thread=${writeup.id}`),
      cookie,
    },
    { name: `Writeup by slug, never asked before (${detailReads.length} distinct)`, paths: detailReads },
    {
      // Fewer: a deep page costs PostgreSQL tens of ms (100k writeups: hundreds under load).
      name: `Listing page ${51}+ of ${PAGE_SIZES.listing} movies, never asked before`,
      paths: unasked(listingPages).slice(0, DEEP_LISTING_REQUESTS),
    },
    { name: `Comments of a writeup, never asked before`, paths: commentLists },
    { name: 'Page shell (HTML of /about, no reads)', paths: ['/about'] },
    {
      name: `Writeup page shell, never asked before (${shellPages.length} distinct; reads made, not rendered)`,
      paths: shellPages,
      app: 'shell',
      warmUpPaths: warmUps.slice(0, WARM_UP_PAGES),
    },
    {
      name: `Writeup page HTML, never asked before (${renderedPages.length} distinct; server-rendered)`,
      paths: renderedPages,
      warmUpPaths: warmUps.slice(WARM_UP_PAGES),
    },
  ].filter((request) => request.paths.length > 0);
}

/**
 * Node and PostgreSQL CPU ms per request for each of `requests`, on `apps.main` (`{ baseUrl, pid }`)
 * or, for a request of `app: 'shell'`, on `apps.shell` (skipped without one).
 */
export async function measureMissPath(apps, databaseClient, requests) {
  const results = [];
  for (const request of requests) {
    const app = apps[request.app ?? 'main'];
    if (!app) continue;
    const { baseUrl, pid: appPid } = app;
    if (request.warmUpPaths?.length) {
      await sendFixed(baseUrl, request.warmUpPaths, { count: request.warmUpPaths.length });
    }
    const count = Math.min(REQUESTS, request.paths.length === 1 ? REQUESTS : request.paths.length);
    const nodeBefore = processCpuMs(appPid);
    const databaseBefore = cpuByPid(await backendPids(databaseClient));
    const sent = await sendFixed(baseUrl, request.paths, { count, cookie: request.cookie });
    const nodeMs = processCpuMs(appPid) - nodeBefore;
    // Connections the app opened during the run count too.
    const databaseMs = cpuUsedMs(databaseBefore, cpuByPid(await backendPids(databaseClient)));
    results.push({
      name: request.name,
      requests: sent.requests,
      failures: sent.failures,
      nodeMsPerRequest: nodeMs / Math.max(1, sent.requests),
      databaseMsPerRequest: databaseMs / Math.max(1, sent.requests),
    });
  }
  return results;
}

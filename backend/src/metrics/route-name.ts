import type { FastifyRequest } from 'fastify';
import { MEDIA_PATH } from '@reviews/libs/constants';
import { matchPage } from '@reviews/libs/site-map';

const API_PATH = /^\/api(?:[/?]|$)/;
const METRICS_PATH = /^\/metrics(?:\?|$)/;
/** Routes of the API's (Nest's), as templates; the catch-all (`/*`) is the frontends'. */
const API_ROUTE = /^\/api(\/|$)/;
/** A file rather than a page: built assets, favicon.ico, robots.txt, the manifest. */
const FILE = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * What a request asked for, as a bounded name for metrics and request lines (product.md §19):
 * the API route template (`/api/writeups/:slug`), `unmatched` for /api paths no route took (404,
 * or refused before routing), `/metrics`, `media` for uploaded images, `asset` for the frontends'
 * files, and `page:<name>` for a page, by its site-map name (`page:writeup`, `page:notFound`).
 */
export function routeName(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined && API_ROUTE.test(route)) return route;
  const url = request.url;
  if (API_PATH.test(url)) return 'unmatched';
  if (METRICS_PATH.test(url)) return '/metrics';
  const path = url.split(/[?#]/, 1)[0];
  if (path.startsWith(MEDIA_PATH)) return 'media';
  if (FILE.test(path)) return 'asset';
  return `page:${matchPage(path).key}`;
}

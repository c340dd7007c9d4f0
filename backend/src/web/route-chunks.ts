import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ROUTE_CHUNKS_FILE } from '@reviews/libs/page-reads';
import type { PageMatch } from '@reviews/libs/site-map';

/** A path pattern of the reader site (`/movie/:sort`, `*`) and the files its screen needs. */
export interface RouteChunks {
  path: string;
  files: string[];
}

function isRouteChunks(value: unknown): value is RouteChunks[] {
  return (
    Array.isArray(value) &&
    value.every(
      (route: Partial<RouteChunks>) =>
        typeof route?.path === 'string' &&
        Array.isArray(route.files) &&
        route.files.every((file) => typeof file === 'string'),
    )
  );
}

/** The build's route-to-files table; empty when the build has none (an older or a dev build). */
export function readRouteChunks(distDir: string): RouteChunks[] {
  const file = join(distDir, ROUTE_CHUNKS_FILE);
  if (!existsSync(file)) return [];
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isRouteChunks(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The files the screen of a page needs: those of its pattern in the site map. */
export function chunksForPage(routes: readonly RouteChunks[], { page }: PageMatch): string[] {
  return routes.find((route) => route.path === page.pattern)?.files ?? [];
}

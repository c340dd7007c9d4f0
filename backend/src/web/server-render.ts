import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import * as operations from '@reviews/libs/api';
import type { SiteConfig } from '@reviews/libs/contract';
import type { InlineAnswer } from '@reviews/libs/page-reads';

/** What the reader site's server build (web-public `vite build --ssr`, src/server.tsx) exports. */
interface ServerBuild {
  renderPage(page: {
    url: string;
    answers: readonly InlineAnswer[];
    siteConfig: SiteConfig;
    now: string;
  }): Promise<{ html: string; pending: unknown[] }>;
}

/** Where the reader site's build puts its server entry, beside its browser build. */
export const SERVER_BUILD_FILE = join('..', 'dist-server', 'server.cjs');

/** The server build of the reader site, or null when it was not built. */
export function loadServerBuild(webPublicDir: string): ServerBuild | null {
  const file = join(webPublicDir, SERVER_BUILD_FILE);
  if (!existsSync(file)) return null;
  return createRequire(file)(file) as ServerBuild;
}

interface GetOperation {
  operationId: string;
  method: string;
  pathOf(params: object): string;
}

/** The API's GET operations by id: a query key (`[operationId, params]`) names its read. */
const GET_OPERATIONS = new Map<string, GetOperation>(
  Object.values(operations as Record<string, unknown>)
    .filter(
      (value): value is GetOperation =>
        typeof value === 'function' && (value as Partial<GetOperation>).method === 'GET',
    )
    .map((operation) => [operation.operationId, operation]),
);

/** The operation and parameters a query key names, when it is one of the API's reads. */
export function readOfKey(
  key: unknown,
): { operation: GetOperation; params: { query?: Record<string, unknown> } } | null {
  if (!Array.isArray(key) || key.length !== 2 || typeof key[0] !== 'string') return null;
  const operation = GET_OPERATIONS.get(key[0]);
  const params = key[1] as unknown;
  if (!operation || typeof params !== 'object' || params === null) return null;
  return { operation, params: params as { query?: Record<string, unknown> } };
}

/** A fingerprint of what a render is made from: the same inputs make the same HTML. */
export function renderFingerprint(url: string, answers: readonly InlineAnswer[], year: number): string {
  return createHash('sha1')
    .update(JSON.stringify([url, year, answers]))
    .digest('base64url');
}

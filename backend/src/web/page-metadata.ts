import type { ApiRead, InlineAnswer } from '@reviews/libs/page-reads';
import type { PageMatch } from '@reviews/libs/site-map';

import type { UserRow } from '../database/schema';

/** A generated document served at a fixed path outside /api (sitemap, robots.txt, feed). */
export interface WebDocument {
  contentType: string;
  body: string;
  /** Surrogate keys beside the pages' own, for a document built from more than writeups and users. */
  keys?: string[];
}

/**
 * One of the page's first reads that the head was built from: the page carries its answer
 * (first-render.ts) instead of a preload, and so also its surrogate keys and lifetime.
 */
export interface PageAnswer {
  read: ApiRead;
  /** What the API answers a visitor for that read. */
  data: unknown;
  keys: string[];
  /** The read's own bound on its shared lifetime (counts that change without a purge). */
  maxSharedAge?: number;
  /** The read named nothing: `data` is the API's 404 answer, which the page shows as not found. */
  notFound?: true;
}

/** The answers as the page carries them for its first render (libs page-reads). */
export function inlineAnswersOf(answers: readonly PageAnswer[]): InlineAnswer[] {
  return answers.map(({ read, data, notFound }) => ({
    key: read.key,
    data,
    ...(notFound ? { notFound } : {}),
  }));
}

/** The head of a public page: its plain-text title and ready-made (escaped) HTML tags. */
export interface PageHead {
  title: string;
  tags: string;
  answers?: PageAnswer[];
  /** The page names nothing that exists (an unknown path, slug or member): served with 404. */
  missing?: boolean;
}

/**
 * What a feature module (seo/) adds to the served public frontend. Provided globally under
 * PAGE_METADATA; without a provider the pages are served as built.
 */
export interface PageMetadataProvider {
  /** The document served at this path, or null (synchronously) when the path is not one. */
  documentFor(path: string): Promise<WebDocument> | null;
  /** The head of a public page (matched once by the web module). */
  headFor(match: PageMatch): Promise<PageHead>;
  /** Whether the console page names something this staff member may open (a preview's writeup). */
  consolePageExists(match: PageMatch, viewer: UserRow): Promise<boolean>;
}

export const PAGE_METADATA = Symbol('PAGE_METADATA');

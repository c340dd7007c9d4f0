import type { PageMatch } from '@reviews/libs/site-map';

/** A generated document served at a fixed path outside /api (sitemap, robots.txt, feed). */
export interface WebDocument {
  contentType: string;
  body: string;
}

/** The head of a public page: its plain-text title and ready-made (escaped) HTML tags. */
export interface PageHead {
  title: string;
  tags: string;
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
}

export const PAGE_METADATA = Symbol('PAGE_METADATA');

import { getSiteConfig } from '@reviews/libs/api';
import type { SiteConfig } from '@reviews/libs/contract';
import type { InlineAnswer } from '@reviews/libs/page-reads';
import { type Query, type QueryObserverOptions, skipToken } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

import { AppRoutes } from './app/app';
import { AppProviders } from './app/providers';
import { preloadScreen } from './app/screen-modules';
import { seedAnswer } from './lib/inline-answers';
import { setPageClock } from './lib/page-clock';
import { createQueryClient } from './lib/query-client';

export interface ServerPage {
  /** The page's path and query, as requested. */
  url: string;
  /** The answers to the page's reads, as a visitor gets them (the page's inline answers). */
  answers: readonly InlineAnswer[];
  siteConfig: SiteConfig;
  /** The time the page's dates are shown against (the year shown or not), written into the page. */
  now: string;
}

/**
 * product.md §14: the reader site rendered to HTML on the server (`vite build --ssr`), from the
 * same answers the page carries for its hydration, in a cache of its own per request. Queries
 * without an answer render as they do before their answer arrives in the browser.
 */
export interface RenderedApp {
  html: string;
  /**
   * The query keys the render asked for without an answer, among those it would fetch (a disabled
   * query, such as a visitor's personal state, waits for something that never comes on the
   * server): the server answers those it can (the API's public reads) and renders again, so any
   * page renders whole even where it did not declare them.
   */
  pending: unknown[];
}

/** Whether the query's options (its last observer's, `enabled` among them) let it fetch. */
function wouldFetch(query: Query): boolean {
  const { enabled, queryFn } = query.options as Pick<QueryObserverOptions, 'enabled' | 'queryFn'>;
  if (queryFn === skipToken) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

export async function renderPage({ url, answers, siteConfig, now }: ServerPage): Promise<RenderedApp> {
  const pathname = new URL(url, 'http://server').pathname;
  await preloadScreen(pathname);
  const client = createQueryClient();
  client.setQueryData(getSiteConfig.key(), siteConfig);
  for (const answer of answers) seedAnswer(client, answer, Date.now());
  setPageClock(now);
  try {
    const html = renderToString(
      <StrictMode>
        <AppProviders queryClient={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
    const pending = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data === undefined && wouldFetch(query))
      .map((query) => query.queryKey as unknown);
    return { html, pending };
  } finally {
    client.clear();
  }
}

import { INLINE_READS_ID } from '@reviews/libs/page-reads';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';

import { AppRoutes } from '../app/app';
import { AppProviders } from '../app/providers';
import { preloadScreen } from '../app/screen-modules';
import { setSignedInMarker } from './api-stub';
import { useAlertStore } from '../stores/alert-store';
import { useModalStore } from '../stores/modal-store';
import { useUserStore } from '../stores/user-store';
import { useWelcomeStore } from '../stores/welcome-store';

/**
 * Renders the whole reader site at `path`, as a browser would open it; with several paths, the
 * last is open and the others are the pages visited before it (the back button's history).
 */
export function renderApp(
  path: string | string[],
  /** null: the app's own, as in the browser. */
  queryClient: QueryClient | null = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
): RenderResult & { router: RouterProbe } {
  const entries = Array.isArray(path) ? path : [path];
  const router = new RouterProbe();
  const result = render(
    <AppProviders queryClient={queryClient ?? undefined}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <AppRoutes />
        <router.Probe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, router };
}

/** Where the app's router is, for a test to check where a click or redirect led. */
export class RouterProbe {
  private current: Location | null = null;

  readonly Probe = () => {
    this.current = useLocation();
    return null;
  };

  get location(): Location {
    if (!this.current) throw new Error('The router has not rendered yet');
    return this.current;
  }
}

/**
 * Opens `path` as a page load does (main.tsx): its screen's chunk loaded before the first render,
 * so the page renders at once, before the session check that comes after it, and the app's own
 * query client, which starts with the answers written into the page (inlinePageReads).
 */
export async function renderPageLoad(path: string): Promise<RenderResult & { router: RouterProbe }> {
  await preloadScreen(new URL(path, 'http://localhost').pathname);
  return renderApp(path, null);
}

/**
 * Writes the page's first answers into the document as the server does (backend/src/web): the
 * app starts with them, as a page load in a browser does, instead of asking.
 */
export function inlinePageReads(
  answers: { key: readonly unknown[]; data: unknown; notFound?: true }[],
): void {
  document.getElementById(INLINE_READS_ID)?.remove();
  const inline = document.createElement('script');
  inline.type = 'application/json';
  inline.id = INLINE_READS_ID;
  inline.textContent = JSON.stringify(answers);
  document.head.append(inline);
}

export function resetStores(): void {
  document.getElementById(INLINE_READS_ID)?.remove();
  setSignedInMarker(false);
  sessionStorage.clear();
  localStorage.clear();
  useUserStore.setState({ user: null, initialised: false });
  useAlertStore.getState().dismissAlert();
  useModalStore.setState({ modal: null });
  useWelcomeStore.setState({ newAccountId: null });
}

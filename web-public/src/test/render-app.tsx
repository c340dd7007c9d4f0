import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';

import { AppRoutes } from '../app/app';
import { AppProviders } from '../app/providers';
import { useAlertStore } from '../stores/alert-store';
import { useModalStore } from '../stores/modal-store';
import { useUserStore } from '../stores/user-store';
import { useWelcomeStore } from '../stores/welcome-store';

/**
 * Renders the whole reader site at `path`, as a browser would open it; with several paths, the
 * last is open and the others are the pages visited before it (the back button's history).
 */
export function renderApp(path: string | string[]): RenderResult & { router: RouterProbe } {
  const entries = Array.isArray(path) ? path : [path];
  const router = new RouterProbe();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <AppProviders queryClient={queryClient}>
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

export function resetStores(): void {
  sessionStorage.clear();
  localStorage.clear();
  useUserStore.setState({ user: null, initialised: false });
  useAlertStore.getState().dismissAlert();
  useModalStore.setState({ modal: null });
  useWelcomeStore.setState({ newAccountId: null });
}

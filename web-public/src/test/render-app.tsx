import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { useAlertStore } from '../stores/alert-store';
import { useModalStore } from '../stores/modal-store';
import { useUserStore } from '../stores/user-store';

/**
 * Renders the whole reader site at `path`, as a browser would open it; with several paths, the
 * last is open and the others are the pages visited before it (the back button's history).
 */
export function renderApp(
  path: string | string[],
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const entries = Array.isArray(path) ? path : [path];
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

export function resetStores(): void {
  sessionStorage.clear();
  localStorage.clear();
  useUserStore.setState({ user: null, initialised: false });
  useAlertStore.getState().dismissAlert();
  useModalStore.setState({ modal: null });
}

import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { useUserStore } from '../stores/user-store';

/** Renders the whole reader site at `path`, as a browser would open it. */
export function renderApp(path: string): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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
}

import { BrowserRouter, useRoutes } from 'react-router-dom';

import { AppProviders } from './providers';
import { routes } from './router';

/*
 * Declarative routing: the pages fetch their own data (TanStack Query), so react-router's data
 * router (loaders, actions, fetchers) would only add its 55 KB to the code every page downloads.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

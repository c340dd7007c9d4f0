import { render } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { App } from '../app';
import { createDataProvider } from '../data-provider';

/** The whole console at `path`, as a browser would open it, over whatever `fetch` answers. */
export function renderConsole(path: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <App dataProvider={createDataProvider()} store={memoryStore()} /> }],
    {
      initialEntries: [path],
    },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

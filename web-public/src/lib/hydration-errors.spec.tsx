import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { bodiesSentTo, reply, stubApi } from '../test/api-stub';
import { reportHydrationError } from './hydration-errors';

// product.md §14: a page whose scripts cannot take over the server's HTML is reported to the
// server's log (POST /api/hydration-error), as main.tsx hydrates every server-rendered page.

/** A container holding what the server rendered, taken over by what the browser renders. */
async function hydrateMismatch(server: string, browser: string): Promise<void> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<p>{server}</p>);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <p>{browser}</p>, { onRecoverableError: reportHydrationError });
  });
}

it('reports a mismatch once a page load, with the page and React’s message', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const api = stubApi({ 'POST /api/hydration-error': reply(204, '') });
  window.history.pushState({}, '', '/review/alien?page=2');

  await hydrateMismatch('Rendered on the server', 'Rendered in the browser');
  await waitFor(() => expect(bodiesSentTo(api, 'POST /api/hydration-error')).toHaveLength(1));
  const [sent] = bodiesSentTo(api, 'POST /api/hydration-error') as { path: string; message: string }[];
  expect(sent.path).toBe('/review/alien?page=2');
  expect(sent.message).toMatch(/hydrat/i);
  // Still in the console too, where the journeys look for it.
  expect(consoleError).toHaveBeenCalledWith('Hydration error:', sent.message);

  await hydrateMismatch('Another server text', 'Another browser text');
  expect(consoleError.mock.calls.filter(([first]) => first === 'Hydration error:')).toHaveLength(2);
  expect(bodiesSentTo(api, 'POST /api/hydration-error')).toHaveLength(1);
  consoleError.mockRestore();
});

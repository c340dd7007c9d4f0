import type { UsersResponse } from '@reviews/libs/contract';
import { screen, within } from '@testing-library/react';

import { ok, stubApi, type ApiRoutes } from './api-stub';
import { config, root } from './fixtures';
import { renderConsole } from './render-console';

/** Opens `/root` signed in as `signedIn`, the users list answering `users`; the stubbed calls. */
export function openRoot(users: UsersResponse, extra: ApiRoutes = {}, signedIn = root) {
  const calls = stubApi({
    'GET /api/whoami': ok(signedIn),
    'GET /api/config': ok(config),
    'GET /api/user/all': ok(users),
    'GET /api/newsletter/stats': ok({ confirmed: 12, pending: 3 }),
    ...extra,
  });
  renderConsole('/root');
  return calls;
}

/** The users table's row of `username`, once the table shows. */
export async function userRow(username: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Users' });
  return within(table).getByText(username).closest('tr') as HTMLElement;
}

import type { User } from '@reviews/libs/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { pathOf, type ReturnState } from '../../../lib/return-to';
import { useUserStore } from '../../../stores/user-store';

/**
 * Pages that mean "mine" (spec §2: /me, /settings, /roundup): a visitor is sent to /login,
 * which brings them back here after signing in. Waits for whoami so nobody is sent away early.
 */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const user = useUserStore((state) => state.user);
  const initialised = useUserStore((state) => state.initialised);
  const location = useLocation();
  if (!initialised) return <Spinner />;
  if (!user) {
    const state: ReturnState = { from: pathOf(location) };
    return <Navigate to={paths.login.to()} replace state={state} />;
  }
  return children(user);
}

import type { User } from '@reviews/libs/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { pathOf, type ReturnState } from '../../../lib/return-to';
import { useUserStore } from '../../../stores/user-store';

/**
 * Pages that mean "mine" (spec §2: /me, /settings, /roundup): a visitor is sent to /login,
 * which brings them back here after signing in. Waits for whoami so nobody is sent away early.
 * A member who signs out or deletes the account here goes home instead.
 */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const user = useUserStore((state) => state.user);
  const initialised = useUserStore((state) => state.initialised);
  const location = useLocation();
  const signedInHere = useRef(false);
  useEffect(() => {
    if (user) signedInHere.current = true;
  }, [user]);
  if (!initialised) return <Spinner />;
  if (!user && signedInHere.current) return <Navigate to={paths.home.to()} replace />;
  if (!user) {
    const state: ReturnState = { from: pathOf(location) };
    return <Navigate to={paths.login.to()} replace state={state} />;
  }
  return children(user);
}

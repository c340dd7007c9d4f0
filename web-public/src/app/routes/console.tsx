import { mayOpenConsolePath } from '@reviews/libs/site-map';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { Spinner } from '../../components/spinner';
import { RequireUser } from '../../features/auth/components/require-user';
import { pathOf } from '../../lib/return-to';
import { NotFoundRoute } from './not-found';

/**
 * A console page (spec §2: /post/review, /edit/{id}, /preview/{id}, /root; product.md §10:
 * /post/moderation) in the reader site.
 * The server answers these with the console only to whom may open them, so the reader site sees
 * them for everyone else: a visitor signs in first and comes back; a signed-in user who may not
 * open the page sees the not-found page. One who may, having just arrived here in this tab (such
 * as after signing in), loads the page so the server hands over the console.
 */
export function ConsoleRoute() {
  return <RequireUser>{(user) => <ConsoleGate role={user.type} />}</RequireUser>;
}

function ConsoleGate({ role }: { role: Parameters<typeof mayOpenConsolePath>[1] }) {
  const location = useLocation();
  // The first location of a page load is the one the server already decided on: never reload it.
  const loadConsole = mayOpenConsolePath(location.pathname, role) && location.key !== 'default';
  useEffect(() => {
    if (loadConsole) window.location.replace(pathOf(location));
  }, [loadConsole, location]);
  if (loadConsole) return <Spinner />;
  return <NotFoundRoute />;
}

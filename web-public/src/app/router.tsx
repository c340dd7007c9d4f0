import { lazy, type ComponentType } from 'react';
import { useRouteError, type RouteObject } from 'react-router-dom';

import { ErrorFallback } from '../components/error-boundary';
import { RootLayout } from './layout/root-layout';
import { WriteupPrefetch } from './route-prefetch';
import { HomeRoute } from './routes/home';

/**
 * Each screen is its own chunk, so a page loads only what it shows; the home page, the usual first
 * one, comes with the entry so that its first render needs no second round trip.
 */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Screen = lazy(() => load().then((module): { default: ComponentType } => ({ default: module[name] })));
  return <Screen />;
}

function RouteError() {
  const error = useRouteError();
  return <ErrorFallback error={error instanceof Error ? error : new Error(String(error))} />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/about', element: screen(() => import('./routes/about'), 'AboutRoute') },
      { path: '/privacy', element: screen(() => import('./routes/privacy'), 'PrivacyRoute') },
      {
        path: '/announcements',
        element: screen(() => import('./routes/announcements'), 'AnnouncementsRoute'),
      },
      { path: '/leaderboard', element: screen(() => import('./routes/leaderboard'), 'LeaderboardRoute') },
      { path: '/stats', element: screen(() => import('./routes/stats'), 'StatsRoute') },
      { path: '/random', element: screen(() => import('./routes/random'), 'RandomRoute') },
      { path: '/collections', element: screen(() => import('./routes/collections'), 'CollectionsRoute') },
      {
        path: '/collection/:slug',
        element: screen(() => import('./routes/collection'), 'CollectionRedirectRoute'),
      },
      {
        path: '/collection/:slug/:sort',
        element: screen(() => import('./routes/collection'), 'CollectionRoute'),
      },
      ...['/movie/:sort', '/series/:sort', '/articles/:sort'].map((path) => ({
        path,
        element: screen(() => import('./routes/listing'), 'ListingRoute'),
      })),
      { path: '/search', element: screen(() => import('./routes/search'), 'SearchRoute') },
      ...['/profile/:username', '/user/:username'].map((path) => ({
        path,
        element: screen(() => import('./routes/profile'), 'ProfileRoute'),
      })),
      ...['/review/:slug', '/article/:slug'].map((path) => ({
        path,
        element: (
          <>
            <WriteupPrefetch />
            {screen(() => import('./routes/writeup'), 'WriteupRoute')}
          </>
        ),
      })),
      { path: '/roundup/:username', element: screen(() => import('./routes/roundup'), 'RoundupRoute') },
      ...['/login', '/register'].map((path) => ({
        path,
        element: screen(() => import('./routes/auth'), 'AuthRoute'),
      })),
      { path: '/me', element: screen(() => import('./routes/me'), 'MeRoute') },
      { path: '/roundup', element: screen(() => import('./routes/me'), 'OwnRoundupRoute') },
      { path: '/settings', element: screen(() => import('./routes/settings'), 'SettingsRoute') },
      { path: '*', element: screen(() => import('./routes/not-found'), 'NotFoundRoute') },
    ],
  },
];

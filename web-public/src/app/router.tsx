import { SITE_PAGES } from '@reviews/libs/site-map';
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RootLayout } from './layout/root-layout';
import { WriteupPrefetch } from './route-prefetch';
import { HomeRoute } from './routes/home';
import { LAZY_SCREENS, type LazyScreen, type ScreenModule } from './screens';

type ScreenLoader = () => Promise<Record<string, ComponentType>>;

/** Each screen is its own chunk, so a page loads only what it shows. */
const SCREEN_MODULES: Record<ScreenModule, ScreenLoader> = {
  about: () => import('./routes/about'),
  privacy: () => import('./routes/privacy'),
  announcements: () => import('./routes/announcements'),
  leaderboard: () => import('./routes/leaderboard'),
  stats: () => import('./routes/stats'),
  random: () => import('./routes/random'),
  collections: () => import('./routes/collections'),
  collection: () => import('./routes/collection'),
  listing: () => import('./routes/listing'),
  search: () => import('./routes/search'),
  profile: () => import('./routes/profile'),
  writeup: () => import('./routes/writeup'),
  'writeup-preview': () => import('./routes/writeup-preview'),
  roundup: () => import('./routes/roundup'),
  auth: () => import('./routes/auth'),
  account: () => import('./routes/account'),
  me: () => import('./routes/me'),
  settings: () => import('./routes/settings'),
  watchlist: () => import('./routes/watchlist'),
  following: () => import('./routes/following'),
  notifications: () => import('./routes/notifications'),
  unsubscribe: () => import('./routes/unsubscribe'),
  console: () => import('./routes/console'),
  'not-found': () => import('./routes/not-found'),
};

/** Starts a screen's first query beside its chunk (see route-prefetch.tsx). */
const PREFETCHES: Partial<Record<ScreenModule, ComponentType>> = { writeup: WriteupPrefetch };

function lazyScreen(screen: LazyScreen) {
  const { module, component } = LAZY_SCREENS[screen];
  const Screen = lazy(() =>
    SCREEN_MODULES[module]().then((loaded): { default: ComponentType } => ({ default: loaded[component] })),
  );
  const Prefetch = PREFETCHES[module];
  return Prefetch ? (
    <>
      <Prefetch />
      <Screen />
    </>
  ) : (
    <Screen />
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: Object.values(SITE_PAGES).map(({ pattern, screen }) => ({
      path: pattern,
      element: screen === 'home' ? <HomeRoute /> : lazyScreen(screen),
    })),
  },
];

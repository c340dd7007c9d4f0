import { matchPage } from '@reviews/libs/site-map';
import type { ComponentType } from 'react';

import { LAZY_SCREENS, type ScreenModule } from './screens';

type LoadedModule = Record<string, ComponentType>;

/** Each screen is its own chunk, so a page loads only what it shows. */
const SCREEN_MODULES: Record<ScreenModule, () => Promise<LoadedModule>> = {
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
  diary: () => import('./routes/diary'),
  following: () => import('./routes/following'),
  notifications: () => import('./routes/notifications'),
  unsubscribe: () => import('./routes/unsubscribe'),
  newsletter: () => import('./routes/newsletter'),
  lists: () => import('./routes/lists'),
  console: () => import('./routes/console'),
  'not-found': () => import('./routes/not-found'),
};

const loaded = new Map<ScreenModule, LoadedModule>();

export function loadScreenModule(module: ScreenModule): Promise<LoadedModule> {
  return SCREEN_MODULES[module]().then((exports) => {
    loaded.set(module, exports);
    return exports;
  });
}

/** The screen module if it has loaded already: rendered at once, without a fallback. */
export function loadedScreenModule(module: ScreenModule): LoadedModule | undefined {
  return loaded.get(module);
}

/**
 * Loads the screen of a path ahead of its first render, so that it shows without a flash of
 * "Loading": at start for the page being opened (its chunk was preloaded beside the entry), and
 * for a page a form is about to lead to. A failure is left to the render, which shows it.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const { screen } = matchPage(pathname).page;
  if (screen === 'home') return;
  await loadScreenModule(LAZY_SCREENS[screen].module).catch(() => undefined);
}

import { SITE_PAGES } from '@reviews/libs/site-map';
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RootLayout } from './layout/root-layout';
import { WriteupPrefetch } from './route-prefetch';
import { HomeRoute } from './routes/home';
import { loadedScreenModule, loadScreenModule } from './screen-modules';
import { LAZY_SCREENS, type LazyScreen, type ScreenModule } from './screens';

/** Starts a screen's first query beside its chunk (see route-prefetch.tsx). */
const PREFETCHES: Partial<Record<ScreenModule, ComponentType>> = { writeup: WriteupPrefetch };

function lazyScreen(screen: LazyScreen) {
  const { module, component } = LAZY_SCREENS[screen];
  const Lazy = lazy(() =>
    loadScreenModule(module).then((loaded): { default: ComponentType } => ({ default: loaded[component] })),
  );
  // A screen already loaded (see preloadScreen) renders at once, without the Suspense fallback.
  const Screen = () => {
    const Loaded = loadedScreenModule(module)?.[component];
    return Loaded ? <Loaded /> : <Lazy />;
  };
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

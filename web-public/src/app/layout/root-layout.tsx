import { SITE_PAGES } from '@reviews/libs/site-map';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';

import { AlertBanner } from '../../components/alert-banner';

import { ErrorBoundary } from '../../components/error-boundary';
import { Spinner } from '../../components/spinner';
import { WelcomeBanner } from '../../features/account/components/welcome-banner';
import { useSessionOnPageLoad } from '../../features/auth/api/whoami';
import { PageLoadAskProvider } from '../../lib/my-state';
import { useApplyTheme } from '../../stores/theme-store';
import { ConfirmDialogHost } from './confirm-dialog-host';
import { Footer } from './footer';
import { Navbar } from './navbar';

const SearchOverlay = lazy(() => import('../../features/search/components/search-overlay'));

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * A new page opens at its top, as a page load would; back and forward leave the position to the
 * browser's own scroll restoration.
 */
function useScrollToTopOnNavigation(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [key, navigationType]);
}

/**
 * Asks who is signed in; its own component, so the answer re-renders only what shows the session
 * (through the user store) rather than the whole layout, navigation and footer included. It comes
 * after the page, whose first MyStateScope has by then named what the page load's one personal
 * call asks for (lib/my-state.tsx).
 */
function SessionCheck() {
  useSessionOnPageLoad();
  return null;
}

export function RootLayout() {
  useScrollToTopOnNavigation();
  useApplyTheme();
  const location = useLocation();
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(document.activeElement) || isTyping(event.target)) return;
      event.preventDefault();
      setSearchOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <PageLoadAskProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar onOpenSearch={openSearch} />
      <AlertBanner />
      <main id="main" className="main">
        <ErrorBoundary key={location.pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {/*
        A boundary of its own, after the page's: taking over the server's HTML, React hydrates the
        page (inside its Suspense boundary) after the layout around it, so a session check in the
        layout would ask before the page had named what it shows. In its own boundary it comes
        after the page there too, and takes the page's whole ask (lib/my-state.tsx).
      */}
      <Suspense fallback={null}>
        <SessionCheck />
      </Suspense>
      <Footer />
      {/* At the end of the page, stuck to the bottom of the screen: showing it moves nothing. */}
      {location.pathname !== SITE_PAGES.verifyEmail.pattern && <WelcomeBanner />}
      <ConfirmDialogHost />
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchOverlay onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
    </PageLoadAskProvider>
  );
}

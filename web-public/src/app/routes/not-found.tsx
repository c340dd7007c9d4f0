import { SITE_PAGES } from '@reviews/libs/site-map';
import { useId } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';

import { WriteupGrid } from '../../components/writeups/writeup-grid';
import { paths } from '../../config/paths';
import { useRandomWriteup } from '../../features/writeups/api/get-random-writeup';
import { useTitle } from '../../lib/use-title';

/**
 * Where to go instead: a search of the site (a plain form to the search page, working before any
 * script has), or its home page (issue 29).
 */
function WaysOn() {
  const inputId = useId();
  return (
    <div className="not-found__ways">
      <form role="search" className="toolbar__search" action={SITE_PAGES.search.pattern} method="get">
        <label htmlFor={inputId}>Search the site</label>
        <input id={inputId} name="query" type="search" placeholder="Titles, people, genres…" />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <p>
        <Link to={paths.home.to()}>Back to the home page</Link>
      </p>
    </div>
  );
}

/**
 * A random review, asked of every reader anew (never in the server's page): it takes its place
 * below the rest once it arrives, so nothing shown moves.
 */
function RandomReview() {
  const { data: writeup } = useRandomWriteup();
  return writeup ? <WriteupGrid writeups={[writeup]} /> : null;
}

/** Shown whole by the server (product.md §14), readable before any script runs. */
function NotFoundContent() {
  useTitle(SITE_PAGES.notFound.title);
  return (
    <section className="not-found">
      <h1>404</h1>
      <p className="not-found__text">
        Oops! The droids you’re looking could not be found. Try <Link to={paths.login.to()}>logging in</Link>{' '}
        first, or check out this random review!
      </p>
      <WaysOn />
      <RandomReview />
    </section>
  );
}

/** The not-found page; a stray `/api...` address goes home instead. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/api')) return <Navigate to={paths.home.to()} replace />;
  return <NotFoundContent />;
}

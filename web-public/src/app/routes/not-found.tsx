import { SITE_PAGES } from '@reviews/libs/site-map';
import { useId } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';

import { Spinner } from '../../components/spinner';
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

function NotFoundContent() {
  useTitle(SITE_PAGES.notFound.title);
  const { data: writeup, isPending } = useRandomWriteup();
  if (isPending) return <Spinner />;
  return (
    <section className="not-found">
      <h1>404</h1>
      <p className="not-found__text">
        Oops! The droids you’re looking could not be found. Try <Link to={paths.login.to()}>logging in</Link>{' '}
        first, or check out this random review!
      </p>
      {writeup && <WriteupGrid writeups={[writeup]} />}
      <WaysOn />
    </section>
  );
}

/** The not-found page; a stray `/api...` address goes home instead. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/api')) return <Navigate to={paths.home.to()} replace />;
  return <NotFoundContent />;
}

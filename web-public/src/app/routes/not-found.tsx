import { SITE_PAGES } from '@reviews/libs/site-map';
import { Link, Navigate, useLocation } from 'react-router-dom';

import { Spinner } from '../../components/spinner';
import { WriteupGrid } from '../../components/writeups/writeup-grid';
import { paths } from '../../config/paths';
import { useRandomWriteup } from '../../features/writeups/api/get-random-writeup';
import { useTitle } from '../../lib/use-title';

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
    </section>
  );
}

/** The not-found page; a stray `/api...` address goes home instead. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/api')) return <Navigate to={paths.home.to()} replace />;
  return <NotFoundContent />;
}

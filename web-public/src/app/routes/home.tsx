import { HOME_LISTING } from '@reviews/libs/page-reads';
import { SITE_PAGES } from '@reviews/libs/site-map';
import { Link } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { WriteupGridSkeleton } from '../../components/skeletons';
import { WriteupGrid } from '../../components/writeups/writeup-grid';
import { paths } from '../../config/paths';
import { LatestAnnouncement } from '../../features/announcements/components/latest-announcement';
import { CardWatchlist } from '../../features/watchlist/components/card-watchlist';
import { useListings } from '../../features/writeups/api/get-listings';
import { useSiteConfig } from '../../lib/site-config';
import { useTitle } from '../../lib/use-title';
import { useUserStore } from '../../stores/user-store';

/** Enough placeholder cards to fill the first screen on any width. */
const HOME_PLACEHOLDER_CARDS = 10;

export function HomeRoute() {
  const { siteName } = useSiteConfig();
  useTitle(SITE_PAGES.home.title);
  const user = useUserStore((state) => state.user);
  const initialised = useUserStore((state) => state.initialised);
  const { data, isPending } = useListings(HOME_LISTING);

  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">Welcome to {siteName}</h1>
          <p className="hero__text">
            Honest reviews of films and series, articles from people who watch too much, and a community that
            argues about all of it.
          </p>
          <div className="hero__actions">
            {!initialised && (
              // Holds the account button's place until the session is known, so the other one stays put.
              <span className="button button--large hero__placeholder" aria-hidden="true">
                Get casted
              </span>
            )}
            {initialised &&
              (user ? (
                <Link to={paths.me.to()} className="button button--large">
                  My character
                </Link>
              ) : (
                <Link to={paths.login.to()} className="button button--large">
                  Get casted
                </Link>
              ))}
            <a href="#recent" className="button button--ghost button--large">
              See what&apos;s new
            </a>
          </div>
        </div>
      </section>
      <LatestAnnouncement />
      <section id="recent" className="section">
        <h2 className="section__title">
          <Link to={paths.listing.to('movie', 'new', { page: 1 })}>Recently Reviewed</Link>
        </h2>
        {isPending ? (
          <WriteupGridSkeleton count={HOME_PLACEHOLDER_CARDS} />
        ) : data && data.writeups.length > 0 ? (
          <WriteupGrid
            writeups={data.writeups}
            renderAction={(card) => <CardWatchlist card={card} page={data.writeups} />}
          />
        ) : (
          <EmptyState>Nothing has been reviewed yet.</EmptyState>
        )}
      </section>
    </>
  );
}

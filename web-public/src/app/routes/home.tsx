import { HOME_ARTICLES, HOME_DISCUSSED, HOME_LISTING } from '@reviews/libs/page-reads';
import { formatCount } from '@reviews/libs/rules';
import { SITE_PAGES } from '@reviews/libs/site-map';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { WriteupGridSkeleton, WriteupListSkeleton } from '../../components/skeletons';
import { WriteupGrid } from '../../components/writeups/writeup-grid';
import { WriteupList } from '../../components/writeups/writeup-list';
import { paths } from '../../config/paths';
import { LatestAnnouncement } from '../../features/announcements/components/latest-announcement';
import { CardWatchlist } from '../../features/watchlist/components/card-watchlist';
import { useDiscussed } from '../../features/writeups/api/get-discussed';
import { useListings } from '../../features/writeups/api/get-listings';
import { MyStateScope } from '../../lib/my-state';
import { useSiteConfig } from '../../lib/site-config';
import { useTitle } from '../../lib/use-title';
import { useUserStore } from '../../stores/user-store';

/** Enough placeholder cards to fill the first screen on any width. */
const HOME_PLACEHOLDER_CARDS = 10;
/** Articles in the home page's row (the newest of the listing's first page). */
const HOME_ARTICLE_ROWS = 5;

export function HomeRoute() {
  const { siteName } = useSiteConfig();
  useTitle(SITE_PAGES.home.title);

  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">Welcome to {siteName}</h1>
          <p className="hero__text">
            Honest reviews of films and series, articles from people who watch too much, and a community that
            argues about all of it.
          </p>
          <HeroActions />
        </div>
      </section>
      <LatestAnnouncement />
      <RecentlyReviewed />
      <div className="home-rows">
        <LatestArticles />
        <MostDiscussed />
      </div>
    </>
  );
}

/*
 * Each section below reads its own query, so an answer (or the session) arriving re-renders that
 * section alone. An answer comes in through useSyncExternalStore, which React renders at once and
 * in one piece; handed on through useDeferredValue, the cards it brings are rendered in the
 * background instead, in slices that leave the main thread free (a phone froze for a third of a
 * second when the home page's grid and rows arrived).
 */

/**
 * The account button's label, as wide as the wider of its two ("Get casted" for visitors, "My
 * character" for members): the other one is laid over it unseen, so whichever the session brings
 * takes the placeholder's exact place and the button beside it stays put.
 */
function AccountLabel({ text }: { text: 'Get casted' | 'My character' }) {
  const other = text === 'Get casted' ? 'My character' : 'Get casted';
  return (
    <span className="hero__account-label">
      <span>{text}</span>
      <span aria-hidden="true">{other}</span>
    </span>
  );
}

/** The visitor's account button; its own component, so the session's answer re-renders only it. */
function HeroActions() {
  const user = useUserStore((state) => state.user);
  const initialised = useUserStore((state) => state.initialised);
  return (
    <div className="hero__actions">
      {!initialised && (
        // Holds the account button's place until the session is known.
        <span className="button button--large hero__placeholder" aria-hidden="true">
          <AccountLabel text="My character" />
        </span>
      )}
      {initialised &&
        (user ? (
          <Link to={paths.me.to()} className="button button--large">
            <AccountLabel text="My character" />
          </Link>
        ) : (
          <Link to={paths.login.to()} className="button button--large">
            <AccountLabel text="Get casted" />
          </Link>
        ))}
      <a href="#recent" className="button button--ghost button--large">
        See what&apos;s new
      </a>
    </div>
  );
}

function RecentlyReviewed() {
  const { data: answer, isError } = useListings(HOME_LISTING);
  const data = useDeferredValue(answer);
  return (
    <section id="recent" className="section">
      <h2 className="section__title">
        <Link to={paths.listing.to('movie', 'new', { page: 1 })}>Recently Reviewed</Link>
      </h2>
      {data ? (
        data.writeups.length > 0 ? (
          <MyStateScope ask={{ writeups: data.writeups.map((card) => card._id) }}>
            <WriteupGrid
              writeups={data.writeups}
              renderAction={(card) => <CardWatchlist card={card} page={data.writeups} />}
            />
          </MyStateScope>
        ) : (
          <EmptyState>Nothing has been reviewed yet.</EmptyState>
        )
      ) : isError ? (
        <EmptyState>Nothing has been reviewed yet.</EmptyState>
      ) : (
        <WriteupGridSkeleton count={HOME_PLACEHOLDER_CARDS} />
      )}
    </section>
  );
}

function LatestArticles() {
  const { data: answer, error } = useListings(HOME_ARTICLES);
  const data = useDeferredValue(answer);
  return (
    <section className="section home-row" aria-labelledby="latest-articles">
      <h2 className="section__title" id="latest-articles">
        <Link to={paths.listing.to('articles', 'new', { page: 1 })}>Latest articles</Link>
      </h2>
      {error ? (
        <QueryError error={error} />
      ) : !data ? (
        <WriteupListSkeleton count={HOME_ARTICLE_ROWS} label="Loading articles" />
      ) : data.writeups.length > 0 ? (
        <WriteupList writeups={data.writeups.slice(0, HOME_ARTICLE_ROWS)} />
      ) : (
        <EmptyState>No articles yet.</EmptyState>
      )}
    </section>
  );
}

function MostDiscussed() {
  const { data: answer, error } = useDiscussed(HOME_DISCUSSED);
  const data = useDeferredValue(answer);
  return (
    <section className="section home-row" aria-labelledby="most-discussed">
      <h2 className="section__title" id="most-discussed">
        Most discussed this week
      </h2>
      {error ? (
        <QueryError error={error} />
      ) : !data ? (
        <WriteupListSkeleton count={HOME_ARTICLE_ROWS} label="Loading the most discussed" />
      ) : data.writeups.length > 0 ? (
        <WriteupList
          writeups={data.writeups}
          noteOf={({ comments }) => (
            <span className="writeup-row__comments">
              {formatCount(comments)} {comments === 1 ? 'comment' : 'comments'}
            </span>
          )}
        />
      ) : (
        <EmptyState>No comments this week yet.</EmptyState>
      )}
    </section>
  );
}

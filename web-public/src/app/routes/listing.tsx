import { isPublished, titleWithSeason } from '@reviews/libs/rules';
import { isSort, LISTING_KINDS, type ListingKind, SITE_PAGES } from '@reviews/libs/site-map';
import { Navigate, useLocation, useParams } from 'react-router-dom';

import { paths } from '../../config/paths';
import { AddToList } from '../../features/lists/components/add-to-list';
import { CardWatchlist } from '../../features/watchlist/components/card-watchlist';
import { ListingScreen } from '../../features/writeups/components/listing-screen';
import { MyStateScope } from '../../lib/my-state';

export function ListingRoute() {
  const { sort } = useParams();
  const kind = useLocation().pathname.split('/')[1] as ListingKind;
  const config = LISTING_KINDS[kind];
  if (!isSort(sort, config.sorts)) {
    return <Navigate to={paths.listing.to(kind)} replace />;
  }
  return (
    <ListingScreen
      key={kind}
      title={SITE_PAGES[kind].title}
      filter={{ type: config.type }}
      sort={sort}
      sortPath={(next) => paths.listing.to(kind, next)}
      articlesOnly={kind === 'articles'}
      renderAction={
        kind === 'articles'
          ? undefined
          : (card, page) => (
              // The same ask for every card of the page: one personal call for the whole page.
              <MyStateScope ask={{ writeups: page.map((other) => other._id) }}>
                <CardWatchlist card={card} page={page} />
                {isPublished(card) && <AddToList writeupId={card._id} title={titleWithSeason(card)} />}
              </MyStateScope>
            )
      }
    />
  );
}

import type { SortOption } from '@reviews/libs/constants';
import { LISTING_KINDS, type ListingKind, SITE_PAGES } from '@reviews/libs/site-map';
import { Navigate, useLocation, useParams } from 'react-router-dom';

import { paths } from '../../config/paths';
import { ListingScreen } from '../../features/writeups/components/listing-screen';

export function ListingRoute() {
  const { sort = 'new' } = useParams();
  const kind = useLocation().pathname.split('/')[1] as ListingKind;
  const config = LISTING_KINDS[kind];
  if (!(config.sorts as readonly string[]).includes(sort)) {
    return <Navigate to={paths.listing.to(kind)} replace />;
  }
  return (
    <ListingScreen
      key={kind}
      title={SITE_PAGES[kind].title}
      filter={{ type: config.type }}
      sort={sort as SortOption}
      sortPath={(next) => paths.listing.to(kind, next)}
      articlesOnly={kind === 'articles'}
    />
  );
}

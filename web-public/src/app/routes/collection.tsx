import { buildCollections, REVIEW_SORTS, type SortOption } from '@reviews/libs/constants';
import { SITE_PAGES } from '@reviews/libs/site-map';
import { Navigate, useParams } from 'react-router-dom';

import { paths } from '../../config/paths';
import { ListingScreen } from '../../features/writeups/components/listing-screen';
import { useSiteConfig } from '../../lib/site-config';
import { NotFoundRoute } from './not-found';

export function CollectionRoute() {
  const { slug = '', sort = 'new' } = useParams();
  const { favoritesName } = useSiteConfig();
  const collection = buildCollections(favoritesName).find((candidate) => candidate.slug === slug);
  if (!collection) return <NotFoundRoute />;
  if (!(REVIEW_SORTS as readonly string[]).includes(sort)) {
    return <Navigate to={paths.collection.to(slug)} replace />;
  }
  return (
    <ListingScreen
      key={slug}
      title={SITE_PAGES.collection.title(collection.title)}
      intro={<p className="page-header__intro">{collection.description}</p>}
      filter={{ collections: collection.search }}
      sort={sort as SortOption}
      sortPath={(next) => paths.collection.to(slug, next)}
    />
  );
}

/** `/collection/:slug` opens the newest first. */
export function CollectionRedirectRoute() {
  const { slug = '' } = useParams();
  return <Navigate to={paths.collection.to(slug)} replace />;
}

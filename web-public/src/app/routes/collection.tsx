import { buildCollections, REVIEW_SORTS } from '@reviews/libs/constants';
import { isSort, SITE_PAGES } from '@reviews/libs/site-map';
import { Navigate, useParams } from 'react-router-dom';

import { paths } from '../../config/paths';
import { ListingScreen } from '../../features/writeups/components/listing-screen';
import { useSiteConfig } from '../../lib/site-config';
import { NotFoundRoute } from './not-found';

export function CollectionRoute() {
  const { slug = '', sort } = useParams();
  const { favoritesName } = useSiteConfig();
  const collection = buildCollections(favoritesName).find((candidate) => candidate.slug === slug);
  if (!collection) return <NotFoundRoute />;
  if (!isSort(sort, REVIEW_SORTS)) {
    return <Navigate to={paths.collection.to(slug)} replace />;
  }
  return (
    <ListingScreen
      key={slug}
      title={SITE_PAGES.collection.title(collection.title)}
      intro={<p className="page-header__intro">{collection.description}</p>}
      filter={{ collections: collection.search }}
      sort={sort}
      sortPath={(next) => paths.collection.to(slug, next)}
    />
  );
}

/** `/collection/:slug` opens the newest first. */
export function CollectionRedirectRoute() {
  const { slug = '' } = useParams();
  return <Navigate to={paths.collection.to(slug)} replace />;
}

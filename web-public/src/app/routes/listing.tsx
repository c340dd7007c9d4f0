import { ARTICLE_SORTS, REVIEW_SORTS, type SortOption } from '@reviews/libs/constants';
import { Navigate, useLocation, useParams } from 'react-router-dom';

import { paths } from '../../config/paths';
import { ListingScreen } from '../../features/writeups/components/listing-screen';

const KINDS = {
  movie: { title: 'Movies', type: 'movie', sorts: REVIEW_SORTS },
  series: { title: 'Shows', type: 'series', sorts: REVIEW_SORTS },
  articles: { title: 'Articles', type: 'article', sorts: ARTICLE_SORTS },
} as const;

type Kind = keyof typeof KINDS;

export function ListingRoute() {
  const { sort = 'new' } = useParams();
  const kind = useLocation().pathname.split('/')[1] as Kind;
  const config = KINDS[kind];
  if (!(config.sorts as readonly string[]).includes(sort)) {
    return <Navigate to={paths.listing.to(kind)} replace />;
  }
  return (
    <ListingScreen
      key={kind}
      title={config.title}
      filter={{ type: config.type }}
      sort={sort as SortOption}
      sortPath={(next) => paths.listing.to(kind, next)}
      articlesOnly={kind === 'articles'}
    />
  );
}

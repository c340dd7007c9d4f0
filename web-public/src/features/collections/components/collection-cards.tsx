import { buildCollections } from '@reviews/libs/constants';
import type { CollectionSummary } from '@reviews/libs/contract';
import { formatCount } from '@reviews/libs/rules';

import { FallbackImage } from '../../../components/fallback-image';
import { CollectionIconSvg } from '../../../components/icons';
import { AppLink } from '../../../components/link';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';
import { useCollectionSummaries } from '../api/get-collection-summaries';

function countText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'writeup' : 'writeups'}`;
}

/** The newest posters fanned out; the box keeps its size while they load, so nothing moves. */
function PosterStack({ posters }: { posters: string[] }) {
  return (
    <span className="poster-stack" aria-hidden="true">
      {posters.map((poster) => (
        <FallbackImage
          key={poster}
          className="poster-stack__poster"
          src={poster}
          kind="portrait"
          alt=""
          width={48}
          height={72}
        />
      ))}
    </span>
  );
}

/** The eleven fixed collections as centred, wrapping cards, with what each holds. */
export function CollectionCards() {
  const { favoritesName } = useSiteConfig();
  const { data } = useCollectionSummaries();
  const summaries = new Map<string, CollectionSummary>(
    (data?.collections ?? []).map((summary) => [summary.slug, summary]),
  );
  return (
    <ul className="collection-cards" aria-label="Collections">
      {buildCollections(favoritesName).map((collection) => {
        const summary = summaries.get(collection.slug);
        return (
          <li key={collection.slug}>
            <AppLink href={paths.collection.to(collection.slug)} className="collection-card">
              <PosterStack posters={summary?.posters ?? []} />
              <CollectionIconSvg icon={collection.icon} className="collection-card__icon" />
              <span className="collection-card__title">{collection.title}</span>
              <span className="collection-card__description">{collection.description}</span>
              <span className="collection-card__count">{summary ? countText(summary.count) : ' '}</span>
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}

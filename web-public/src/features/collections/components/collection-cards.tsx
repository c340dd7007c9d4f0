import { buildCollections } from '@reviews/libs/constants';

import { CollectionIconSvg } from '../../../components/icons';
import { AppLink } from '../../../components/link';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';

/** The eleven fixed collections as centred, wrapping cards. */
export function CollectionCards() {
  const { favoritesName } = useSiteConfig();
  return (
    <ul className="collection-cards">
      {buildCollections(favoritesName).map((collection) => (
        <li key={collection.slug}>
          <AppLink href={paths.collection.to(collection.slug)} className="collection-card">
            <CollectionIconSvg icon={collection.icon} className="collection-card__icon" />
            <span className="collection-card__title">{collection.title}</span>
            <span className="collection-card__description">{collection.description}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

import { SITE_PAGES } from '@reviews/libs/site-map';
import { PageHeader } from '../../components/page-header';
import { CollectionCards } from '../../features/collections/components/collection-cards';

export function CollectionsRoute() {
  return (
    <section>
      <PageHeader title={SITE_PAGES.collections.title}>
        <p className="page-header__intro">Hand-picked lists from our writers.</p>
      </PageHeader>
      <CollectionCards />
    </section>
  );
}

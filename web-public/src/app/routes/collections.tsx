import { PageHeader } from '../../components/page-header';
import { CollectionCards } from '../../features/collections/components/collection-cards';

export function CollectionsRoute() {
  return (
    <section>
      <PageHeader title="Collections">
        <p className="page-header__intro">Hand-picked lists from our writers.</p>
      </PageHeader>
      <CollectionCards />
    </section>
  );
}

import { SITE_PAGES } from '@reviews/libs/site-map';

import { PageHeader } from '../../components/page-header';
import { UnsubscribeConfirmation } from '../../components/unsubscribe-confirmation';
import { useUnsubscribe } from '../../features/notifications/api/unsubscribe';

/** The daily digest's unsubscribe link (product.md §13). */
export function UnsubscribeRoute() {
  const unsubscribe = useUnsubscribe();
  return (
    <section className="narrow">
      <PageHeader title={SITE_PAGES.unsubscribe.title} />
      <UnsubscribeConfirmation
        question="Stop the daily e-mail digest of your notifications?"
        done="You will get no more daily digests. You can turn them back on in your settings."
        unsubscribe={unsubscribe}
      />
    </section>
  );
}

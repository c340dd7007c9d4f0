import { SITE_PAGES } from '@reviews/libs/site-map';

import { UnsubscribePage } from '../../components/unsubscribe-page';
import { useUnsubscribe } from '../../features/notifications/api/unsubscribe';

/** The daily digest's unsubscribe link (product.md §13). */
export function UnsubscribeRoute() {
  return (
    <UnsubscribePage
      title={SITE_PAGES.unsubscribe.title}
      question="Stop the daily e-mail digest of your notifications?"
      done="You will get no more daily digests. You can turn them back on in your settings."
      unsubscribe={useUnsubscribe()}
    />
  );
}

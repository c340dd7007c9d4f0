import { SITE_PAGES } from '@reviews/libs/site-map';

import { PageHeader } from '../../components/page-header';
import { ConfirmStatus } from '../../features/newsletter/components/confirm-status';
import { UnsubscribeStatus } from '../../features/newsletter/components/unsubscribe-status';

/** /newsletter/confirm?token=…, the link of the confirmation e-mail (product.md §18). */
export function NewsletterConfirmRoute() {
  return (
    <section className="narrow">
      <PageHeader title={SITE_PAGES.newsletterConfirm.title} />
      <ConfirmStatus />
    </section>
  );
}

/** /newsletter/unsubscribe?token=…, every issue's unsubscribe link; works signed out. */
export function NewsletterUnsubscribeRoute() {
  return (
    <section className="narrow">
      <PageHeader title={SITE_PAGES.newsletterUnsubscribe.title} />
      <UnsubscribeStatus />
    </section>
  );
}

import { SITE_PAGES } from '@reviews/libs/site-map';

import { PageHeader } from '../../components/page-header';
import { UnsubscribePage } from '../../components/unsubscribe-page';
import { ConfirmStatus } from '../../features/newsletter/components/confirm-status';
import { useUnsubscribe } from '../../features/newsletter/api/unsubscribe';

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
    <UnsubscribePage
      title={SITE_PAGES.newsletterUnsubscribe.title}
      question="Stop getting the newsletter?"
      done="You are unsubscribed: no more newsletters will be sent to you."
      unsubscribe={useUnsubscribe()}
    />
  );
}

import { SITE_PAGES } from '@reviews/libs/site-map';
import { useSearchParams } from 'react-router-dom';

import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { useUnsubscribe } from '../../features/notifications/api/unsubscribe';
import { errorMessage } from '../../lib/api';

/**
 * The daily digest's unsubscribe link (product.md §13): works signed out. It asks before it
 * acts, so a mail scanner that opens links turns nothing off.
 */
export function UnsubscribeRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  return (
    <section className="narrow">
      <PageHeader title={SITE_PAGES.unsubscribe.title} />
      {unsubscribe.isSuccess ? (
        <p role="status">You will get no more daily digests. You can turn them back on in your settings.</p>
      ) : (
        <>
          <p>Stop the daily e-mail digest of your notifications?</p>
          <button
            type="button"
            className="button"
            disabled={unsubscribe.isPending || token === ''}
            onClick={() => unsubscribe.mutate(token)}
          >
            Unsubscribe
          </button>
          {unsubscribe.isPending && <Spinner label="Unsubscribing" />}
          {unsubscribe.isError && (
            <p role="alert" className="form-error">
              {errorMessage(unsubscribe.error)}
            </p>
          )}
          {token === '' && <p role="alert">This link has no token: open the link from the e-mail.</p>}
        </>
      )}
    </section>
  );
}

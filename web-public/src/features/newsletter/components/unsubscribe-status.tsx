import { useSearchParams } from 'react-router-dom';

import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * /newsletter/unsubscribe?token=…: asks before it acts, so a mail scanner that opens links
 * unsubscribes nobody (mail programs' own button POSTs to the List-Unsubscribe address).
 */
export function UnsubscribeStatus() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  if (unsubscribe.isSuccess) {
    return <p role="status">You are unsubscribed: no more newsletters will be sent to you.</p>;
  }
  return (
    <>
      <p>Stop getting the newsletter?</p>
      <button
        type="button"
        className="button"
        disabled={unsubscribe.isPending || token === ''}
        onClick={() => unsubscribe.mutate({ token })}
      >
        Unsubscribe
      </button>
      {unsubscribe.isPending && <Spinner label="Unsubscribing" />}
      {unsubscribe.isError && (
        <p role="alert" className="form__message form__message--error">
          {errorMessage(unsubscribe.error)}
        </p>
      )}
      {token === '' && <p role="alert">This link has no token: open the link from the e-mail.</p>}
    </>
  );
}

import type { UseMutationResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

import { errorMessage } from '../lib/api';
import { Spinner } from './spinner';

interface UnsubscribeConfirmationProps {
  /** What the link stops, asked before anything is done. */
  question: string;
  /** What the reader is told once it is stopped. */
  done: string;
  /** The feature's unsubscribe call, given the link's token. */
  unsubscribe: UseMutationResult<unknown, Error, string>;
}

/**
 * The page of an e-mail's unsubscribe link (`?token=…`), which works signed out. It asks before it
 * acts, so a mail scanner that opens links unsubscribes nobody (mail programs' own button POSTs to
 * the List-Unsubscribe address).
 */
export function UnsubscribeConfirmation({ question, done, unsubscribe }: UnsubscribeConfirmationProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  if (unsubscribe.isSuccess) return <p role="status">{done}</p>;
  return (
    <>
      <p>{question}</p>
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
        <p role="alert" className="form__message form__message--error">
          {errorMessage(unsubscribe.error)}
        </p>
      )}
      {token === '' && <p role="alert">This link has no token: open the link from the e-mail.</p>}
    </>
  );
}

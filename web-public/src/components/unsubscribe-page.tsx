import type { UseMutationResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

import { errorMessage } from '../lib/api';
import { PageHeader } from './page-header';
import { Spinner } from './spinner';

interface UnsubscribePageProps {
  title: string;
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
export function UnsubscribePage({ title, question, done, unsubscribe }: UnsubscribePageProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <section className="narrow">
      <PageHeader title={title} />
      {unsubscribe.isSuccess ? (
        <p role="status">{done}</p>
      ) : (
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
      )}
    </section>
  );
}

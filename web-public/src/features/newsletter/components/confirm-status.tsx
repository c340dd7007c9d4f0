import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useConfirm } from '../api/confirm';

/** /newsletter/confirm?token=…: confirms the subscription as soon as the link is opened. */
export function ConfirmStatus() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirm();
  const started = useRef(false);

  useEffect(() => {
    // Once per page, even when React runs effects twice: a link works only once.
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  if (!token || confirm.isError) {
    return (
      <p className="form__message form__message--error" role="alert">
        {confirm.isError
          ? errorMessage(confirm.error)
          : 'This link has no token: open the link from the e-mail.'}
      </p>
    );
  }
  if (confirm.isSuccess) {
    return (
      <>
        <p role="status">You are subscribed. The next issue comes on Monday.</p>
        <p>
          <Link to={paths.home.to()}>Go to the home page</Link>
        </p>
      </>
    );
  }
  return <Spinner label="Confirming your subscription" />;
}

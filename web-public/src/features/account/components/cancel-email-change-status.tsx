import { FORM_MESSAGES } from '@reviews/libs/constants';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useUserStore } from '../../../stores/user-store';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { EMAIL_CHANGE_CANCELLED } from './account-messages';

/** /cancel-email-change?token=…: the link sent to the old address cancels the change at once. */
export function CancelEmailChangeStatus() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const cancel = useCancelEmailChange();
  const signedIn = useUserStore((state) => state.user !== null);
  const started = useRef(false);

  useEffect(() => {
    // Once per page, even when React runs effects twice: a link works only once.
    if (!token || started.current) return;
    started.current = true;
    cancel.mutate({ token });
  }, [token, cancel]);

  const passwordAdvice = signedIn ? (
    <Link to={paths.settings.to()}>Change your password in settings</Link>
  ) : (
    <Link to={paths.forgotPassword.to()}>Choose a new password</Link>
  );

  let content;
  if (!token || cancel.isError) {
    content = (
      <p className="form__message form__message--error" role="alert">
        {cancel.isError ? errorMessage(cancel.error) : FORM_MESSAGES.invalidCancelLink}
      </p>
    );
  } else if (cancel.isSuccess) {
    content = (
      <>
        <p role="status">{EMAIL_CHANGE_CANCELLED}.</p>
        <p>If you did not ask for the change, someone may know your password. {passwordAdvice}.</p>
      </>
    );
  } else {
    content = <Spinner label="Cancelling the change" />;
  }

  return (
    <section className="narrow">
      <h1>Cancel e-mail change</h1>
      {content}
    </section>
  );
}

import { FORM_MESSAGES } from '@reviews/libs/constants';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useSetSessionUser } from '../../../lib/session';
import { useUserStore } from '../../../stores/user-store';
import { useVerifyEmail } from '../api/verify-email';
import { EMAIL_CONFIRMED } from './account-messages';

/** /verify-email?token=…: confirms the address as soon as the link is opened. */
export function VerifyEmailStatus() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verify = useVerifyEmail();
  const setSessionUser = useSetSessionUser();
  const signedIn = useUserStore((state) => state.user !== null);
  const started = useRef(false);

  useEffect(() => {
    // Once per page, even when React runs effects twice: a link works only once.
    if (!token || started.current) return;
    started.current = true;
    verify.mutate({ token }, { onSuccess: (user) => setSessionUser(user) });
  }, [token, verify, setSessionUser]);

  let content;
  if (!token || verify.isError) {
    content = (
      <>
        <p className="form__message form__message--error" role="alert">
          {verify.isError ? errorMessage(verify.error) : FORM_MESSAGES.invalidVerifyLink}
        </p>
        <p>
          {signedIn ? (
            <Link to={paths.settings.to()}>Send a new link from your settings</Link>
          ) : (
            <Link to={paths.login.to()}>Sign in to send a new link</Link>
          )}
        </p>
      </>
    );
  } else if (verify.isSuccess) {
    content = (
      <>
        <p role="status">{EMAIL_CONFIRMED}.</p>
        <p>
          <Link to={paths.home.to()}>Go to the home page</Link>
        </p>
      </>
    );
  } else {
    content = <Spinner label="Confirming your address" />;
  }

  return (
    <section className="narrow">
      <h1>Confirm e-mail address</h1>
      {content}
    </section>
  );
}

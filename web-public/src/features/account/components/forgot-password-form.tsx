import { FORM_MESSAGES } from '@reviews/libs/constants';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { Field, FormMessage } from '../../../components/field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { showAlert } from '../../../stores/alert-store';
import { CheckInbox } from './check-inbox';

/**
 * /forgot-password: one e-mail field, and always the same answer (product.md §8); once sent, the
 * form gives way to the "check your inbox" state naming the address.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<{ message: string; error: boolean } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const messageId = useId();
  const titleId = useId();
  const filled = email.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return;
    const address = email.trim();
    request.mutate(
      { email: address },
      {
        onSuccess: () => setSentTo(address),
        onError: (error) => setOutcome({ message: errorMessage(error), error: true }),
      },
    );
  };

  if (sentTo !== null) {
    return (
      <div className="auth">
        <CheckInbox
          email={sentTo}
          onSendAgain={() =>
            request.mutateAsync({ email: sentTo }).catch((error: unknown) => {
              showAlert(errorMessage(error), 'error');
              throw error;
            })
          }
          onChangeAddress={() => {
            setSentTo(null);
            setOutcome(null);
          }}
        />
      </div>
    );
  }

  return (
    <div className="auth">
      <form className="form auth__form" onSubmit={submit} noValidate aria-labelledby={titleId}>
        <h1 id={titleId}>Forgot password</h1>
        <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setOutcome(null);
          }}
        />
        {outcome ? (
          <p
            id={messageId}
            className={outcome.error ? 'form__message form__message--error' : 'form__message'}
            role={outcome.error ? 'alert' : 'status'}
          >
            {outcome.message}
          </p>
        ) : (
          !filled && <FormMessage id={messageId}>{FORM_MESSAGES.fillOutAllFields}</FormMessage>
        )}
        <button
          type="submit"
          className="button"
          disabled={!filled || request.isPending}
          aria-describedby={!filled ? messageId : undefined}
        >
          {request.isPending ? 'Sending link…' : 'Send link'}
        </button>
        <p className="auth__switch">
          Remembered it? <Link to={paths.login.to()}>Sign in</Link>
        </p>
      </form>
    </div>
  );
}

import { FORM_MESSAGES } from '@reviews/libs/constants';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { FormMessage } from '../../../components/field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useSetSessionUser } from '../../../lib/session';
import { showAlert } from '../../../stores/alert-store';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { newPasswordProblem, PASSWORD_RESET_DONE } from './account-messages';
import { NewPasswordFields } from './password-fields';

/** /reset-password?token=…: the new password twice; then signed out everywhere and sent to sign in. */
export function ResetPasswordForm() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(token ? null : FORM_MESSAGES.invalidResetLink);
  const confirm = useConfirmPasswordReset();
  const setSessionUser = useSetSessionUser();
  const navigate = useNavigate();
  const messageId = useId();
  const titleId = useId();
  const filled = password !== '' && repeat !== '';
  const problem = filled ? newPasswordProblem(password, repeat) : FORM_MESSAGES.fillOutAllFields;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || !token) return;
    confirm.mutate(
      { token, password },
      {
        onSuccess: () => {
          // Every session of the account has ended, this browser's too if it was signed in to it.
          setSessionUser(null);
          void navigate(paths.login.to(), { replace: true });
          showAlert(PASSWORD_RESET_DONE, 'success');
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <div className="auth">
      <form className="form auth__form" onSubmit={submit} noValidate aria-labelledby={titleId}>
        <h1 id={titleId}>Choose a new password</h1>
        <NewPasswordFields
          password={password}
          repeat={repeat}
          onPasswordChange={setPassword}
          onRepeatChange={setRepeat}
        />
        {error ? (
          <div id={messageId} className="form__message form__message--error" role="alert">
            {error}. <Link to={paths.forgotPassword.to()}>Ask for a new link</Link>
          </div>
        ) : (
          problem && <FormMessage id={messageId}>{problem}</FormMessage>
        )}
        <button
          type="submit"
          className="button"
          disabled={problem !== null || !token || confirm.isPending}
          aria-describedby={error || problem ? messageId : undefined}
        >
          {confirm.isPending ? 'Saving…' : 'Set new password'}
        </button>
      </form>
    </div>
  );
}

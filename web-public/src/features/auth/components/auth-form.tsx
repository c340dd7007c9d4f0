import { FORM_MESSAGES } from '@reviews/libs/constants';
import { PASSWORD_HINT, passwordProblem } from '@reviews/libs/rules';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { Field, FormMessage } from '../../../components/field';
import { paths } from '../../../config/paths';
import { errorMessage, errorStatus } from '../../../lib/api';
import { afterSignIn, providerReturnPath, switchAuthPageState } from '../../../lib/return-to';
import { useSetSessionUser } from '../../../lib/session';
import { useWelcomeStore } from '../../../stores/welcome-store';
import { useSignIn, type AuthMode } from '../api/sign-in';
import { ProviderButtons } from './provider-buttons';

const LABELS: Record<AuthMode, { title: string; identifier: string; other: string; otherPrompt: string }> = {
  login: { title: 'Login', identifier: 'Email or username', other: 'Register', otherPrompt: 'New here?' },
  register: {
    title: 'Register',
    identifier: 'Email',
    other: 'Login',
    otherPrompt: 'Already have an account?',
  },
};

/**
 * Spec §8: a refused login is always 'Incorrect email or password' (never which half was wrong);
 * other failures, and every register failure, show the server's sentence.
 */
function failureText(mode: AuthMode, error: unknown): string {
  const status = errorStatus(error);
  if (mode === 'login' && (status === 400 || status === 401)) return FORM_MESSAGES.incorrectCredentials;
  return errorMessage(error);
}

/** The one login and register form (spec §2); success goes back to where the visitor came from. */
export function AuthForm({ mode }: { mode: AuthMode }) {
  const labels = LABELS[mode];
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const setSessionUser = useSetSessionUser();
  const signIn = useSignIn(mode);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  // A failed identity-provider login comes back as /login?error=<the server's message>.
  const [error, setError] = useState<string | null>(searchParams.get('error'));
  const identifierRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const messageId = useId();
  const filled = identifier.trim() !== '' && password !== '';

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setError(null);
  };

  const goBack = () => {
    const next = afterSignIn(location, paths.home.to());
    // A router navigation: nothing to wait for.
    if ('to' in next) void navigate(next.to, { replace: true });
    else void navigate(-next.back);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return setError(FORM_MESSAGES.fillInAllFields);
    const problem = mode === 'register' ? passwordProblem(password) : null;
    if (problem) return setError(problem);
    signIn.mutate(
      { identifier: identifier.trim(), password },
      {
        onSuccess: (user) => {
          setSessionUser(user);
          if (mode === 'register') useWelcomeStore.getState().welcome(user._id);
          goBack();
        },
        onError: (failure) => {
          setError(failureText(mode, failure));
          setIdentifier('');
          setPassword('');
          identifierRef.current?.focus();
        },
      },
    );
  };

  return (
    <div className="auth">
      <form className="form auth__form" onSubmit={submit} noValidate aria-labelledby={`${messageId}-title`}>
        <h1 id={`${messageId}-title`}>{labels.title}</h1>
        <Field
          label={labels.identifier}
          type={mode === 'register' ? 'email' : 'text'}
          autoComplete={mode === 'register' ? 'email' : 'username'}
          value={identifier}
          onChange={edit(setIdentifier)}
          inputRef={identifierRef}
        />
        <Field
          label="Password"
          type="password"
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          value={password}
          onChange={edit(setPassword)}
          hint={mode === 'register' ? PASSWORD_HINT : undefined}
        />
        {mode === 'login' && (
          <p className="auth__forgot">
            <Link to={paths.forgotPassword.to()}>Forgot password?</Link>
          </p>
        )}
        {error ? (
          <FormMessage id={messageId} error>
            {error}
          </FormMessage>
        ) : (
          !filled && <FormMessage id={messageId}>{FORM_MESSAGES.fillInAllFields}</FormMessage>
        )}
        <button
          type="submit"
          className="button"
          disabled={!filled || signIn.isPending}
          aria-describedby={error || !filled ? messageId : undefined}
        >
          {signIn.isPending ? `${labels.title}…` : labels.title}
        </button>
        <ProviderButtons returnTo={providerReturnPath(location, paths.home.to())} />
        <p className="auth__switch">
          {labels.otherPrompt}{' '}
          <Link
            to={mode === 'login' ? paths.register.to() : paths.login.to()}
            state={switchAuthPageState(location)}
          >
            {labels.other}
          </Link>
        </p>
      </form>
    </div>
  );
}

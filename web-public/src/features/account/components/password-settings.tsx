import type { User } from '@reviews/libs/contract';
import { useId, useState, type FormEvent } from 'react';

import { Field, FormSubmit } from '../../../components/field';
import { errorMessage } from '../../../lib/api';
import { useSetSessionUser } from '../../../lib/session';
import { showAlert } from '../../../stores/alert-store';
import { useChangePassword } from '../api/change-password';
import {
  FILL_OUT_ALL_FIELDS,
  PASSWORD_CHANGED,
  PASSWORD_HINT,
  PASSWORDS_DIFFER,
  passwordProblem,
} from './account-messages';

/** Settings' Password section; accounts made through the identity provider may set a first one. */
export function PasswordSettings({ user }: { user: User }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const change = useChangePassword();
  const setSessionUser = useSetSessionUser();
  const headingId = useId();
  const viaProvider = user.loginType !== 'email';
  const filled = (viaProvider || current !== '') && next !== '' && repeat !== '';
  const problem = !filled ? FILL_OUT_ALL_FIELDS : next !== repeat ? PASSWORDS_DIFFER : passwordProblem(next);
  // An untouched section says nothing: the profile form above has its own message.
  const started = current !== '' || next !== '' || repeat !== '';
  const shownProblem = started ? problem : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return showAlert(problem, 'error');
    change.mutate(
      { ...(current ? { currentPassword: current } : {}), newPassword: next },
      {
        onSuccess: (saved) => {
          setSessionUser(saved);
          setCurrent('');
          setNext('');
          setRepeat('');
          showAlert(PASSWORD_CHANGED, 'success');
        },
        onError: (error) => showAlert(errorMessage(error), 'error'),
      },
    );
  };

  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Password</h2>
      <form className="form" onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          hint={viaProvider ? 'Leave empty if you have never set a password here.' : undefined}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          hint={PASSWORD_HINT}
        />
        <Field
          label="Repeat new password"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={setRepeat}
        />
        <FormSubmit
          problem={shownProblem}
          pending={change.isPending}
          label="Change password"
          pendingLabel="Changing password…"
        />
      </form>
    </section>
  );
}

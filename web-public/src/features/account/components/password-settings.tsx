import { FORM_MESSAGES } from '@reviews/libs/constants';
import type { User } from '@reviews/libs/contract';
import { useState, type FormEvent } from 'react';

import { errorMessage } from '../../../lib/api';
import { useSetSessionUser } from '../../../lib/session';
import { showAlert } from '../../../stores/alert-store';
import { useChangePassword } from '../api/change-password';
import { newPasswordProblem, PASSWORD_CHANGED } from './account-messages';
import { CurrentPasswordField, NewPasswordFields } from './password-fields';
import { SettingsSection } from '../../../components/settings-section';

/** Settings' Password section; accounts made through the identity provider may set a first one. */
export function PasswordSettings({ user }: { user: User }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const change = useChangePassword();
  const setSessionUser = useSetSessionUser();
  const viaProvider = user.loginType !== 'email';
  const filled = (viaProvider || current !== '') && next !== '' && repeat !== '';
  const problem = filled ? newPasswordProblem(next, repeat) : FORM_MESSAGES.fillOutAllFields;
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
    <SettingsSection
      heading="Password"
      onSubmit={submit}
      problem={shownProblem}
      pending={change.isPending}
      submitLabel="Change password"
      pendingLabel="Changing password…"
    >
      <CurrentPasswordField value={current} onChange={setCurrent} viaProvider={viaProvider} />
      <NewPasswordFields
        password={next}
        repeat={repeat}
        onPasswordChange={setNext}
        onRepeatChange={setRepeat}
      />
    </SettingsSection>
  );
}

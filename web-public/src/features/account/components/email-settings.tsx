import { FORM_MESSAGES } from '@reviews/libs/constants';
import type { User } from '@reviews/libs/contract';
import { useState, type FormEvent } from 'react';

import { Field } from '../../../components/field';
import { errorMessage } from '../../../lib/api';
import { showAlert } from '../../../stores/alert-store';
import { useChangeEmail } from '../api/change-email';
import { linkSentTo } from './account-messages';
import { CurrentPasswordField } from './password-fields';
import { SendAgainButton } from './send-again-button';
import { SettingsSection } from '../../../components/settings-section';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Settings' E-mail section: the address and whether it is confirmed; a new one counts once confirmed. */
export function EmailSettings({ user }: { user: User }) {
  const [email, setEmail] = useState('');
  const [current, setCurrent] = useState('');
  const change = useChangeEmail();
  const viaProvider = user.loginType !== 'email';
  const filled = email.trim() !== '' && (viaProvider || current !== '');
  const problem = !filled
    ? FORM_MESSAGES.fillOutAllFields
    : LOOKS_LIKE_EMAIL.test(email.trim())
      ? null
      : FORM_MESSAGES.invalidEmail;
  // An untouched section says nothing: the profile form above has its own message.
  const shownProblem = email !== '' || current !== '' ? problem : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return showAlert(problem, 'error');
    const address = email.trim();
    change.mutate(
      { email: address, ...(current ? { currentPassword: current } : {}) },
      {
        onSuccess: () => {
          setEmail('');
          setCurrent('');
          showAlert(linkSentTo(address), 'success');
        },
        onError: (error) => showAlert(errorMessage(error), 'error'),
      },
    );
  };

  const status = user.email ? (
    <p className="settings-section__status">
      {user.email}:{' '}
      {user.emailVerified ? (
        <strong>confirmed</strong>
      ) : (
        <>
          <strong>not confirmed yet</strong> <SendAgainButton email={user.email} />
        </>
      )}
    </p>
  ) : (
    <p className="settings-section__status">Your account has no e-mail address yet.</p>
  );

  return (
    <SettingsSection
      heading="E-mail"
      status={status}
      onSubmit={submit}
      problem={shownProblem}
      pending={change.isPending}
      submitLabel="Change e-mail"
      pendingLabel="Sending link…"
    >
      <Field label="New e-mail address" type="email" autoComplete="email" value={email} onChange={setEmail} />
      <CurrentPasswordField value={current} onChange={setCurrent} viaProvider={viaProvider} />
    </SettingsSection>
  );
}

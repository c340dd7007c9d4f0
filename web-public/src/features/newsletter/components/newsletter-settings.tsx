import type { User } from '@reviews/libs/contract';
import { useState, type FormEvent } from 'react';

import { errorMessage } from '../../../lib/api';
import { SettingsSection } from '../../../components/settings-section';
import { useSubscribe } from '../api/subscribe';
import { CHECK_INBOX, NEWSLETTER_PITCH } from './newsletter-messages';

/** Settings: a member subscribes with their own address (product.md §18). */
export function NewsletterSettings({ user }: { user: User }) {
  const subscribe = useSubscribe();
  const [sent, setSent] = useState(false);
  const email = user.email ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email !== '') subscribe.mutate({ email }, { onSuccess: () => setSent(true) });
  };

  let status = <p>{NEWSLETTER_PITCH}</p>;
  if (sent) status = <p role="status">{CHECK_INBOX(email)}</p>;
  else if (subscribe.isError) {
    status = (
      <p role="alert" className="form__message form__message--error">
        {errorMessage(subscribe.error)}
      </p>
    );
  }
  return (
    <SettingsSection
      heading="Newsletter"
      status={status}
      onSubmit={submit}
      problem={email === '' ? 'Add an e-mail address to your account first' : null}
      pending={subscribe.isPending}
      submitLabel="Subscribe with my address"
      pendingLabel="Subscribing…"
    >
      {null}
    </SettingsSection>
  );
}

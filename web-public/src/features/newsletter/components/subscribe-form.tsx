import { useId, useState, type FormEvent } from 'react';

import { errorMessage } from '../../../lib/api';
import { useSubscribe } from '../api/subscribe';
import { CHECK_INBOX, NEWSLETTER_PITCH } from './newsletter-messages';

/**
 * The footer's newsletter box (product.md §18): an address and a button, for anyone, signed in
 * or not. The answer is the same whatever the address; the mail's link confirms it.
 */
export function SubscribeForm() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const subscribe = useSubscribe();
  const inputId = useId();
  const pitchId = useId();
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (address === '') return;
    subscribe.mutate({ email: address }, { onSuccess: () => setSentTo(address) });
  };

  return (
    <section className="subscribe" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer__heading">
        Newsletter
      </h2>
      <p id={pitchId}>{NEWSLETTER_PITCH}</p>
      {sentTo !== null ? (
        <p role="status">{CHECK_INBOX(sentTo)}</p>
      ) : (
        <form className="subscribe__form" onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="visually-hidden">
            E-mail address
          </label>
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            aria-describedby={pitchId}
            onChange={(event) => {
              setEmail(event.target.value);
              subscribe.reset();
            }}
          />
          <button type="submit" className="button" disabled={email.trim() === '' || subscribe.isPending}>
            {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
          </button>
          {subscribe.isError && (
            <p role="alert" className="form__message form__message--error subscribe__error">
              {errorMessage(subscribe.error)}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

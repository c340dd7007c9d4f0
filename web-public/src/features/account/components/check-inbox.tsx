import { useEffect, useId, useRef, useState } from 'react';

import { RESET_LINK_SENT } from './account-messages';

/** How long before the same address may ask again (the server sends at most one mail per 10 minutes anyway). */
export const SEND_AGAIN_AFTER_S = 60;

/** Seconds left of a countdown started when the component mounts (and restarted by `restart`). */
function useCountdown(seconds: number): { left: number; restart: () => void } {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, restart: () => setLeft(seconds) };
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

interface CheckInboxProps {
  email: string;
  /** Asks for another link; resolves once the server took the request. */
  onSendAgain: () => Promise<unknown>;
  /** Back to the form, to type another address. */
  onChangeAddress: () => void;
}

/**
 * What follows "Send link" (issue 29): the form gives way to this, naming the address, so that
 * nobody clicks again at once; "Send again" opens after a minute, with the time left shown.
 */
export function CheckInbox({ email, onSendAgain, onChangeAddress }: CheckInboxProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { left, restart } = useCountdown(SEND_AGAIN_AFTER_S);
  const [sending, setSending] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  const sendAgain = () => {
    setSending(true);
    onSendAgain()
      .then(restart, () => undefined)
      .finally(() => setSending(false));
  };

  return (
    <section className="form auth__form check-inbox" aria-labelledby={titleId}>
      <h1 id={titleId} ref={heading} tabIndex={-1}>
        Check your inbox
      </h1>
      <p role="status">
        {RESET_LINK_SENT}: <strong className="check-inbox__address">{email}</strong>.
      </p>
      <p>
        Open the link in that e-mail within 60 minutes to choose a new password. It may take a minute to
        arrive; look in the spam folder too.
      </p>
      <p className="check-inbox__again">
        <button type="button" className="button" onClick={sendAgain} disabled={left > 0 || sending}>
          {sending ? 'Sending link…' : 'Send again'}
        </button>
        {left > 0 && (
          <span className="check-inbox__wait" aria-live="off">
            You can send again in <time dateTime={`PT${left}S`}>{clock(left)}</time>
          </span>
        )}
      </p>
      <p className="auth__switch">
        <button type="button" className="link-button" onClick={onChangeAddress}>
          Use another address
        </button>
      </p>
    </section>
  );
}

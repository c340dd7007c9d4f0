import { useState } from 'react';

export const LINK_COPIED = 'Link copied';
const COPY_FAILED = 'Could not copy the link; copy it from the address bar';

interface ShareButtonProps {
  title: string;
  /** Absolute address of what is shared. */
  url: string;
}

/**
 * Shares through the device's share sheet (Web Share API) where there is one; elsewhere copies
 * the link, saying so in a status line screen readers announce.
 */
export function ShareButton({ title, url }: ShareButtonProps) {
  const [status, setStatus] = useState('');
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Dismissing the share sheet rejects too: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(LINK_COPIED);
    } catch {
      setStatus(COPY_FAILED);
    }
  };
  return (
    <p className="share">
      <button type="button" className="button button--small" onClick={() => void share()}>
        Share
      </button>
      <span role="status" className="share__status">
        {status}
      </span>
    </p>
  );
}

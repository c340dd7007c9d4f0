import { useState } from 'react';

import { Markdown } from '../../../lib/markdown';

/**
 * A member's review, rendered as comments are; one marked as holding spoilers shows collapsed
 * until its reader opens it (product.md §12, §15).
 */
export function ReviewText({ html, spoiler }: { html: string; spoiler: boolean }) {
  const [open, setOpen] = useState(!spoiler);
  return (
    <div className="log-review">
      {spoiler && (
        <button
          type="button"
          className="link-button log-review__spoiler-toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide review with spoilers' : 'Show review with spoilers'}
        </button>
      )}
      {open && <Markdown html={html} className="markdown log-review__content" />}
    </div>
  );
}

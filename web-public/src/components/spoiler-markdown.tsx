import { useState } from 'react';

import { Markdown } from '../lib/markdown';

interface SpoilerMarkdownProps {
  html: string;
  spoiler: boolean;
  /** What the text is, on the toggle: "comment", "review". */
  noun: string;
  /** The BEM block of the toggle's and the text's classes: `<block>__spoiler-toggle`, `<block>__content`. */
  block: string;
}

/**
 * A member's rendered text; one posted as containing spoilers shows collapsed until its reader
 * opens it (product.md §12, §15).
 */
export function SpoilerMarkdown({ html, spoiler, noun, block }: SpoilerMarkdownProps) {
  const [open, setOpen] = useState(!spoiler);
  return (
    <>
      {spoiler && (
        <button
          type="button"
          className={`link-button ${block}__spoiler-toggle`}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? `Hide ${noun} with spoilers` : `Show ${noun} with spoilers`}
        </button>
      )}
      {open && <Markdown html={html} className={`markdown ${block}__content`} />}
    </>
  );
}

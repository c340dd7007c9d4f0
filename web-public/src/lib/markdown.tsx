import type { PlaceholderSource } from '@reviews/libs/markdown';
import { renderMarkdown, toggleSpoiler } from '@reviews/libs/render-markdown';
import { linkDestination } from '@reviews/libs/rules';
import { isConsolePath } from '@reviews/libs/site-map';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

interface MarkdownProps {
  content: string;
  /** Fills the `{{title}}`-style placeholders with this writeup's values. */
  writeup?: PlaceholderSource;
  /** The site's media origin, for the writeup's own images in placeholders (as its header shows them). */
  mediaUrl?: string | null;
  className?: string;
}

/**
 * Markdown through the one shared renderer (the admin console's preview uses the same), whose
 * spoilers open and close from their buttons, and whose
 * links to the site's own pages navigate through the router instead of reloading the page; the
 * console's pages are another application and load in full, like everything else the renderer
 * already sends to a new tab.
 */
export function Markdown({ content, writeup, mediaUrl = null, className = 'markdown' }: MarkdownProps) {
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(content, writeup, { mediaUrl }), [content, writeup, mediaUrl]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    toggleSpoiler(event.target);
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href') ?? '';
    const routed = linkDestination(href) === 'site' && !isConsolePath(href);
    if (!routed || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // Delegated from the rendered links and spoiler buttons, which stay keyboard-reachable (Enter
    // and Space fire click).
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

import { linkDestination, toggleSpoiler } from '@reviews/libs/rules';
import { isConsolePath } from '@reviews/libs/site-map';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

interface MarkdownProps {
  /**
   * The markdown as the server rendered and sanitised it when it was saved (product.md §14:
   * `contentHtml`, `bioHtml`, ...), placeholders filled; safe to insert as it is.
   */
  html: string;
  className?: string;
}

/**
 * Stored markdown HTML (the server renders it once, at save, with the one shared renderer the
 * admin console's preview also uses), whose spoilers open and close from their buttons, and whose
 * links to the site's own pages navigate through the router instead of reloading the page; the
 * console's pages are another application and load in full, like everything else the renderer
 * already sends to a new tab.
 */
export function Markdown({ html, className = 'markdown' }: MarkdownProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    toggleSpoiler(event.target);
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href') ?? '';
    const routed = linkDestination(href) === 'site' && !isConsolePath(href);
    if (!routed || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // A router navigation: nothing to wait for.
    void navigate(href);
  };
  return (
    // Delegated from the rendered links and spoiler buttons, which stay keyboard-reachable (Enter
    // and Space fire click).
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

import { NO_OP_HREF, safeHref } from '@reviews/libs/rules';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    // DOMPurify has already dropped an href it refused; such a link becomes the harmless no-op.
    const raw = node.getAttribute('href');
    const href = raw === null ? NO_OP_HREF : safeHref(raw);
    node.setAttribute('href', href);
    if (!href.startsWith('/') && !href.startsWith('#')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noreferrer noopener');
    }
  }
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    node.setAttribute('src', safeHref(src));
    node.setAttribute('loading', 'lazy');
  }
});

/** DOMPurify's own URI check narrowed to the protocols the link-safety rule allows. */
const SAME_PROTOCOLS_AS_LINK_SAFETY = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Markdown to sanitised HTML; links keep only the protocols of the libs link-safety rule. */
export function renderMarkdown(content: string): string {
  const html = marked.parse(content, { async: false, gfm: true, breaks: false });
  return DOMPurify.sanitize(html, { ALLOWED_URI_REGEXP: SAME_PROTOCOLS_AS_LINK_SAFETY });
}

interface MarkdownProps {
  content: string;
  className?: string;
}

/** Rendered markdown whose internal links navigate through the router. */
export function Markdown({ content, className = 'markdown' }: MarkdownProps) {
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(content), [content]);
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // Delegated from the rendered links, which stay keyboard-reachable (Enter fires click).
    <div className={className} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

import type { PlaceholderSource } from '@reviews/libs/markdown';
import { renderMarkdown, toggleSpoiler } from '@reviews/libs/render-markdown';
import { Box } from '@mui/material';

/** The writeup's placeholder values as the renderer needs them, whatever the draft still lacks. */
function placeholderSource(writeup: Partial<Record<keyof PlaceholderSource, unknown>>): PlaceholderSource {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    title: text(writeup.title),
    image: text(writeup.image),
    poster: text(writeup.poster),
    runtime: number(writeup.runtime),
    releaseYear: number(writeup.releaseYear),
    rating: number(writeup.rating) ?? 0,
  };
}

interface MarkdownViewProps {
  content: string;
  writeup: Partial<Record<keyof PlaceholderSource, unknown>>;
  label?: string;
}

/** Writeup content through the one shared renderer (product.md §5), as the reader site shows it. */
export function MarkdownView({ content, writeup, label }: MarkdownViewProps) {
  // Cheap next to a keystroke's re-render, and the output depends on six values besides the text.
  const html = renderMarkdown(content, placeholderSource(writeup));
  return (
    <Box
      className="markdown"
      // A name needs a role to carry it: a labelled preview is a region of its own.
      role={label ? 'region' : undefined}
      aria-label={label}
      sx={{ '& img': { maxWidth: '100%' }, '& a': { color: 'primary.main' }, lineHeight: 1.6 }}
      // The preview's spoilers open and close as on the reader site (their buttons take the keys).
      onClick={(event) => toggleSpoiler(event.target)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

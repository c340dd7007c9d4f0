/** The toolbar's formats (issue 28): each rewrites the content around the selection. */
export const MARKDOWN_FORMATS = ['bold', 'italic', 'link', 'heading', 'quote', 'spoiler'] as const;
export type MarkdownFormat = (typeof MARKDOWN_FORMATS)[number];

/** The content after a format, and what stays selected for the author to type over. */
export interface Formatted {
  content: string;
  selection: [number, number];
}

/** What an empty selection becomes, so the author sees where to type. */
const PLACEHOLDERS: Record<MarkdownFormat, string> = {
  bold: 'bold text',
  italic: 'italic text',
  link: 'link text',
  heading: 'Heading',
  quote: 'Quote',
  spoiler: 'spoiler',
};

const LINK_TARGET = 'https://';

function wrap(content: string, start: number, end: number, mark: string, empty: string): Formatted {
  const selected = content.slice(start, end) || empty;
  return {
    content: `${content.slice(0, start)}${mark}${selected}${mark}${content.slice(end)}`,
    selection: [start + mark.length, start + mark.length + selected.length],
  };
}

/** `prefix` at the start of every line the selection touches (`## `, `> `). */
function prefixLines(content: string, start: number, end: number, prefix: string, empty: string): Formatted {
  const lineStart = content.lastIndexOf('\n', start - 1) + 1;
  const selected = content.slice(lineStart, end) || empty;
  const prefixed = selected
    .split('\n')
    .map((line) => (line.startsWith(prefix) ? line : `${prefix}${line}`))
    .join('\n');
  // The marker stays out of the selection: typing over it must keep `## ` (issue 41).
  return {
    content: `${content.slice(0, lineStart)}${prefixed}${content.slice(Math.max(end, lineStart))}`,
    selection: [lineStart + prefix.length, lineStart + prefixed.length],
  };
}

/** `[text](https://)` with the address selected, ready to be typed or pasted over. */
function link(content: string, start: number, end: number): Formatted {
  const text = content.slice(start, end) || PLACEHOLDERS.link;
  const opening = `[${text}](`;
  const at = start + opening.length;
  return {
    content: `${content.slice(0, start)}${opening}${LINK_TARGET})${content.slice(end)}`,
    selection: [at, at + LINK_TARGET.length],
  };
}

/** The content with `format` applied to the selection `[start, end)`. */
export function applyFormat(format: MarkdownFormat, content: string, start: number, end: number): Formatted {
  switch (format) {
    case 'bold':
      return wrap(content, start, end, '**', PLACEHOLDERS.bold);
    case 'italic':
      return wrap(content, start, end, '_', PLACEHOLDERS.italic);
    case 'spoiler':
      // product.md §12: `||text||`.
      return wrap(content, start, end, '||', PLACEHOLDERS.spoiler);
    case 'heading':
      return prefixLines(content, start, end, '## ', PLACEHOLDERS.heading);
    case 'quote':
      return prefixLines(content, start, end, '> ', PLACEHOLDERS.quote);
    case 'link':
      return link(content, start, end);
  }
}

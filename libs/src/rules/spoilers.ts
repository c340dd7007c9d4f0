/** What stands in for spoilers where they cannot be hidden behind a control. */
export const SPOILER_STAND_IN = '(spoiler)';

/**
 * A spoiler in markdown (product.md §12): `||hidden text||`, opened and closed on one line. The
 * renderer (render-markdown.ts) reads it with this pattern.
 */
export const SPOILER_PATTERN = /^\|\|([^\n|][^\n]{0,999}?)\|\|/;

/** A spoiler mark as a line of the source may spell it: table cells unescape `\|`. */
const MARK = /\\?\|\\?\|/g;

/**
 * Markdown with its spoilers replaced by SPOILER_STAND_IN, for the places that cannot hide them
 * behind a control: page descriptions, Open Graph, JSON-LD, feeds, search snippets, hover
 * previews, notifications and e-mails. It errs on the side of hiding: on each line everything
 * from the first mark to the last goes, so no reading of code spans, escapes or tables by the
 * renderer can show a spoiler that this lets through. Linear time.
 */
export function withoutSpoilers(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => {
      const marks = [...line.matchAll(MARK)];
      if (marks.length < 2) return line;
      const first = marks[0].index;
      const last = marks[marks.length - 1];
      return `${line.slice(0, first)}${SPOILER_STAND_IN}${line.slice(last.index + last[0].length)}`;
    })
    .join('\n');
}

/** Marks a spoiler's text for the control the renderer builds around it after sanitising. */
export const SPOILER_ATTRIBUTE = 'data-spoiler';

/**
 * A click handler for the element rendered markdown is placed in (delegated: the HTML is a
 * string): a spoiler's button shows or hides its text. Buttons take Enter and Space themselves.
 */
export function toggleSpoiler(target: EventTarget | null): void {
  if (!(target instanceof Element)) return;
  const button = target.closest(`[${SPOILER_ATTRIBUTE}] > button`);
  const text = button?.nextElementSibling;
  if (!button || !(text instanceof HTMLElement)) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  text.hidden = !open;
}

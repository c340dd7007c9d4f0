import type { PlaceholderSource } from '@reviews/libs/markdown';
import { renderMarkdown, type RenderWindow } from '@reviews/libs/render-markdown';
import { JSDOM } from 'jsdom';

/**
 * product.md §14: markdown is rendered and sanitised once, when it is saved, by the same renderer
 * and allow-list the reader site used (libs/src/render-markdown.ts), on a server-side DOM. The
 * DOM was chosen by measurement (bench/RESULTS.md, "Sanitising at save"): DOMPurify on jsdom gives
 * the renderer's exact output; happy-dom changed it and linkedom could not run it.
 */
let serverWindow: RenderWindow | undefined;

function view(): RenderWindow {
  serverWindow ??= new JSDOM('<!doctype html><html><body></body></html>').window as unknown as RenderWindow;
  return serverWindow;
}

/** Markdown as sanitised HTML (comments, bios, notes, reviews: no placeholders, images as links). */
export function markdownHtml(content: string): string {
  return content === '' ? '' : renderMarkdown(content, undefined, { window: view(), imagesAsLinks: true });
}

/** A writeup's content with its placeholders filled from the writeup's own fields. */
export function writeupContentHtml(
  content: string,
  writeup: PlaceholderSource,
  mediaUrl: string | null,
): string {
  return content === '' ? '' : renderMarkdown(content, writeup, { mediaUrl, window: view() });
}

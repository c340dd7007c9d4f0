import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { Marked, type MarkedExtension, type Tokens } from 'marked';

import { fillPlaceholders, type PlaceholderSource } from './markdown.js';
import { BOUNDED_WORK } from './markdown-work-bounds.js';
import { escapeMarkup } from './rules/escape-markup.js';
import { linkDestination, NEW_TAB_LINK, safeHref } from './rules/link-safety.js';
import { HEADER_IMAGE_SIZES, mediaSrcSet, parseMediaUrl, publicMediaUrl } from './rules/media.js';
import { SPOILER_ATTRIBUTE, SPOILER_PATTERN } from './rules/spoilers.js';

/** The reader site and the console open spoilers with it (it needs no renderer). */
export { toggleSpoiler } from './rules/spoilers.js';

/** DOMPurify's own URI check narrowed to the protocols of the link-safety rule. */
const SAME_PROTOCOLS_AS_LINK_SAFETY = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const URL_ATTRIBUTES = new Set(['href', 'src']);
/** The widest a content image shows (the reading column). */
const CONTENT_IMAGE_SIZES = '(max-width: 800px) 100vw, 800px';

/** The classes of the placeholder images (the stylesheet bounds a poster to the spec's sizes). */
export const PLACEHOLDER_IMAGE_CLASSES = { poster: 'markdown__poster', image: 'markdown__banner' } as const;

/** The DOM the renderer sanitises in: a browser's window, or a server-side one (jsdom). */
export type RenderWindow = Window & typeof globalThis;

export interface RenderOptions {
  /** The site's media origin (MEDIA_PUBLIC_URL), as the header's images use it. */
  mediaUrl?: string | null;
  /** Where to sanitise; the global window when not given (a browser, or jsdom in tests). */
  window?: RenderWindow;
  /**
   * Images become links to their address, named by their alt text: members' markdown (comments,
   * bios, reviews, notes) embeds no images, which would load from anywhere (hardening 4).
   */
  imagesAsLinks?: boolean;
}

/**
 * What rendered text may contain (issue 14): the elements markdown produces and a few inline ones,
 * nothing that can leave the text's box or pose as the site. So no `style` (a fixed, full-page
 * link), no `class` or `id` (they would borrow the site's own styles and anchors), no forms or
 * controls, frames, embeds, `meta`/`link`/`base`, SVG or MathML, `dialog` or `popover`.
 */
const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code'],
  ...['ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'details', 'summary'],
  ...['a', 'img', 'em', 'strong', 'b', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup'],
  ...['kbd', 'abbr', 'q', 'cite', 'span', 'div', 'figure', 'figcaption'],
];
const ALLOWED_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'align', 'start', 'colspan', 'rowspan'];
/** The label of a spoiler's control; its state is `aria-expanded`. */
export const SPOILER_LABEL = 'Spoiler';

/** GitHub task lists as ticked and empty boxes of text: a checkbox would be a form control. */
const TASK_BOXES: MarkedExtension = {
  renderer: {
    checkbox: ({ checked }) => (checked ? '☑ ' : '☐ '),
  },
};

/** product.md §12: `||text||` is a spoiler, its text still read as inline markdown. */
const SPOILERS: MarkedExtension = {
  extensions: [
    {
      name: 'spoiler',
      level: 'inline',
      start: (source) => source.indexOf('||'),
      tokenizer(source) {
        const match = SPOILER_PATTERN.exec(source);
        if (!match) return undefined;
        return { type: 'spoiler', raw: match[0], tokens: this.lexer.inlineTokens(match[1]) };
      },
      renderer(token) {
        return `<span ${SPOILER_ATTRIBUTE}="">${this.parser.parseInline(token.tokens ?? [])}</span>`;
      },
    },
  ],
};

/**
 * Issue 28: an image alone in its paragraph with a title (`![alt](src "caption")`) is a figure
 * whose caption is that title, as plain text; the image keeps its alt text, and drops the title
 * so screen readers do not read the caption twice. Any other image renders as before.
 */
const FIGURES: MarkedExtension = {
  renderer: {
    paragraph({ tokens }) {
      const content = tokens.filter((token) => !(token.type === 'text' && token.raw.trim() === ''));
      const image = content.length === 1 && content[0].type === 'image' ? (content[0] as Tokens.Image) : null;
      const caption = image?.title?.trim();
      if (!image || !caption) return false;
      const picture = this.parser.parseInline([{ ...image, title: null }]);
      return `<figure>${picture}<figcaption>${escapeMarkup(caption)}</figcaption></figure>\n`;
    },
  },
};

const markdown = new Marked({ gfm: true, breaks: false }, BOUNDED_WORK, TASK_BOXES, SPOILERS, FIGURES);

const purifiers = new WeakMap<RenderWindow, Purifier>();
/** Images met so far by the sanitize call in progress (calls are synchronous, one at a time). */
let imagesSeen = 0;

/**
 * A DOMPurify of our own (not the shared default instance), so these hooks never run for, or
 * pile up on, other callers of DOMPurify in the same page. Created on first use: it needs a DOM.
 */
function getPurifier(view: RenderWindow): Purifier {
  const existing = purifiers.get(view);
  if (existing) return existing;
  const instance = DOMPurify(view);
  // Spec §5: an unsafe target is replaced by a harmless no-op rather than silently dropped.
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName)) data.attrValue = safeHref(data.attrValue);
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      if (linkDestination(node.getAttribute('href') ?? '') === 'elsewhere') {
        node.setAttribute('target', NEW_TAB_LINK.target);
        node.setAttribute('rel', NEW_TAB_LINK.rel);
      }
    }
    // The first image (usually the banner, at the top) is often the largest thing on the first
    // screen: it loads at once; the rest wait until they are scrolled near.
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', imagesSeen++ === 0 ? 'eager' : 'lazy');
      addMediaVariants(node);
    }
  });
  purifiers.set(view, instance);
  return instance;
}

/** The site's own images offer their widths, and their size reserves their space before loading. */
function addMediaVariants(image: Element): void {
  const location = parseMediaUrl(image.getAttribute('src'));
  if (!location) return;
  image.setAttribute('srcset', mediaSrcSet(location, 'webp'));
  image.setAttribute('sizes', CONTENT_IMAGE_SIZES);
  image.setAttribute('width', String(location.width));
  image.setAttribute('height', String(location.height));
}

/**
 * The one markdown renderer of product.md §5 (reader site, preview and editor): placeholders
 * filled from the writeup when one is given, GitHub-flavoured markdown, then sanitised HTML
 * whose links and images keep only the targets the link-safety rule allows. Needs a DOM
 * (a browser, or jsdom in tests).
 */
export function renderMarkdown(
  content: string,
  writeup?: PlaceholderSource,
  { mediaUrl = null, window: view = window, imagesAsLinks = false }: RenderOptions = {},
): string {
  const { document } = view;
  const source = writeup ? fillPlaceholders(content, writeup) : content;
  const html = markdown.parse(source, { async: false });
  imagesSeen = 0;
  const fragment = getPurifier(view).sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES, SPOILER_ATTRIBUTE],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: SAME_PROTOCOLS_AS_LINK_SAFETY,
    RETURN_DOM_FRAGMENT: true,
  });
  // Queried once moved into the long-lived document: DOMPurify parses each text into a new
  // document, whose first selector query compiles its own selector engine (on a server-side
  // DOM, more than half of a short comment's rendering).
  const container = document.createElement('div');
  container.append(fragment);
  container
    .querySelectorAll(`[${SPOILER_ATTRIBUTE}]`)
    .forEach((spoiler) => hideBehindControl(spoiler, document));
  if (writeup) {
    container.querySelectorAll('img').forEach((image) => showLikeHeader(image, writeup, mediaUrl, document));
  }
  if (imagesAsLinks) container.querySelectorAll('img').forEach((image) => replaceWithLink(image, document));
  return container.innerHTML;
}

/** An image as a link to its (already sanitised) address, named by its alt text or the address. */
function replaceWithLink(image: Element, document: Document): void {
  const href = image.getAttribute('src') ?? '';
  const link = document.createElement('a');
  link.setAttribute('href', href);
  if (linkDestination(href) === 'elsewhere') {
    link.setAttribute('target', NEW_TAB_LINK.target);
    link.setAttribute('rel', NEW_TAB_LINK.rel);
  }
  link.textContent = image.getAttribute('alt')?.trim() || href;
  image.replaceWith(link);
}

/**
 * A placeholder image (the writeup's own poster or banner) as the page's header shows it: the
 * same AVIF and WebP variants and `sizes`, so it reuses the file already loaded; decorative, as
 * the header's banner is.
 */
function showLikeHeader(
  image: HTMLImageElement,
  writeup: PlaceholderSource,
  mediaUrl: string | null,
  document: Document,
): void {
  const src = image.getAttribute('src');
  const kind = src === writeup.poster ? 'poster' : src === writeup.image ? 'image' : null;
  if (!kind) return;
  image.classList.add(PLACEHOLDER_IMAGE_CLASSES[kind]);
  // It repeats the page's own poster or banner: the title is already the page's heading.
  image.alt = '';
  const location = parseMediaUrl(src);
  if (!location || !src) return;
  const sizes = HEADER_IMAGE_SIZES[kind];
  image.setAttribute('src', publicMediaUrl(src, mediaUrl));
  image.setAttribute('srcset', mediaSrcSet(location, 'webp', mediaUrl));
  image.setAttribute('sizes', sizes);
  const picture = document.createElement('picture');
  const avif = document.createElement('source');
  avif.type = 'image/avif';
  avif.srcset = mediaSrcSet(location, 'avif', mediaUrl);
  avif.sizes = sizes;
  image.replaceWith(picture);
  picture.append(avif, image);
}

/**
 * The control is built after sanitising, so that the text itself may hold no controls: a button
 * naming the spoiler, collapsed, before its text, hidden (from screen readers too) until opened.
 */
function hideBehindControl(spoiler: Element, document: Document): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-expanded', 'false');
  button.textContent = SPOILER_LABEL;
  const text = document.createElement('span');
  text.hidden = true;
  text.append(...spoiler.childNodes);
  spoiler.append(button, text);
}

import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { Marked } from 'marked';

import { fillPlaceholders, type PlaceholderSource } from './markdown.js';
import { safeHref } from './rules/link-safety.js';
import { mediaSrcSet, parseMediaUrl } from './rules/media.js';

/** DOMPurify's own URI check narrowed to the protocols of the link-safety rule. */
const SAME_PROTOCOLS_AS_LINK_SAFETY = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const URL_ATTRIBUTES = new Set(['href', 'src']);
/** The widest a content image shows (the reading column). */
const CONTENT_IMAGE_SIZES = '(max-width: 800px) 100vw, 800px';

const markdown = new Marked({ gfm: true, breaks: false });

let purifier: Purifier | undefined;
/** Images met so far by the sanitize call in progress (calls are synchronous, one at a time). */
let imagesSeen = 0;

/**
 * A DOMPurify of our own (not the shared default instance), so these hooks never run for, or
 * pile up on, other callers of DOMPurify in the same page. Created on first use: it needs a DOM.
 */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  // Spec §5: an unsafe target is replaced by a harmless no-op rather than silently dropped.
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName)) data.attrValue = safeHref(data.attrValue);
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      // Spec §2 link behaviour: anything but an anchor or a site path opens in a new tab.
      if (href !== '' && !href.startsWith('/') && !href.startsWith('#')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noreferrer noopener');
      }
    }
    // The first image (usually the banner, at the top) is often the largest thing on the first
    // screen: it loads at once; the rest wait until they are scrolled near.
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', imagesSeen++ === 0 ? 'eager' : 'lazy');
      addMediaVariants(node);
    }
  });
  purifier = instance;
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
export function renderMarkdown(content: string, writeup?: PlaceholderSource): string {
  const source = writeup ? fillPlaceholders(content, writeup) : content;
  const html = markdown.parse(source, { async: false });
  imagesSeen = 0;
  return getPurifier().sanitize(html, { ALLOWED_URI_REGEXP: SAME_PROTOCOLS_AS_LINK_SAFETY });
}

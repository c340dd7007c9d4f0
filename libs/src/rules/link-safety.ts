import { ALLOWED_LINK_PROTOCOLS } from '../constants.js';

const TABS_AND_NEWLINES = /[\t\n\r]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** C0 controls and space: what a browser strips from both ends of a URL before reading it. */
const isControlOrSpace = (code: number) => code <= 0x20;

/** The URL as a browser parses it: ends trimmed of controls and spaces, tabs and newlines dropped anywhere. */
function asBrowserReadsIt(href: string): string {
  let start = 0;
  let end = href.length;
  while (start < end && isControlOrSpace(href.charCodeAt(start))) start += 1;
  while (end > start && isControlOrSpace(href.charCodeAt(end - 1))) end -= 1;
  return href.slice(start, end).replace(TABS_AND_NEWLINES, '');
}

/** The harmless target that replaces an unsafe one. */
export const NO_OP_HREF = '#';

/**
 * Spec §5 link safety: a target is kept if it is an anchor, starts with `/`, is relative or uses
 * http, https, mailto or tel. The URL is read the way a browser reads it, so `java\tscript:`
 * and ` JavaScript:` are seen for what they are.
 */
export function isSafeLink(href: string): boolean {
  const scheme = SCHEME.exec(asBrowserReadsIt(href))?.[1];
  if (scheme === undefined) return true;
  return (ALLOWED_LINK_PROTOCOLS as readonly string[]).includes(`${scheme.toLowerCase()}:`);
}

/** The target itself when safe, otherwise {@link NO_OP_HREF}. */
export function safeHref(href: string): string {
  return isSafeLink(href) ? href : NO_OP_HREF;
}

/** Where following a link leads: this page, a page of this site, or anywhere else. */
export type LinkDestination = 'in-page' | 'site' | 'elsewhere';

/** A path of this site: one leading slash. Browsers read `//host` and `/\host` as another host. */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * Spec §2 link behaviour: `#` anchors (and an empty target) stay on the page, targets starting
 * with `/` are the site's own, anything else (other sites, `//host`, `mailto:`, `tel:`,
 * relative targets) opens with {@link NEW_TAB_LINK}.
 */
export function linkDestination(href: string): LinkDestination {
  const url = asBrowserReadsIt(href);
  if (url === '' || url.startsWith('#')) return 'in-page';
  return SITE_PATH.test(url) ? 'site' : 'elsewhere';
}

/** Attributes of a link that leads elsewhere: a new tab with no referrer and no opener. */
export const NEW_TAB_LINK = { target: '_blank', rel: 'noreferrer noopener' } as const;

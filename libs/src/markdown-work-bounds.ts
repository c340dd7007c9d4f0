import { type MarkedExtension, Tokenizer } from 'marked';

import { escapeMarkup } from './rules/escape-markup.js';

/**
 * Emphasis and strikethrough look for their closer this far at most: 32 runs of `*`, `_` or `~`
 * (a real emphasis closes within a few) and 2,000 characters. Without a bound, marked scans the
 * rest of the paragraph for every opener, which a paragraph of `**a_` makes cubic.
 */
const DELIMITER_RUNS_SCANNED = 32;
const EMPHASIS_SPAN_MAX = 2_000;
/** Enough to see a delimiter run that opens just before the current position. */
const DELIMITER_LOOKBACK = 64;
/** Plain text is read in pieces of this size: its e-mail look-ahead is then bounded too (addresses stay under 255). */
const TEXT_PIECE = 256;
/** Web addresses are read whole; anything else the autolinker tries is an e-mail address, which stays under 255. */
const WEB_ADDRESS_START = /^(?:(?:https?|ftp):\/\/|www\.)/i;
const EMAIL_MAX = 320;
/** Deeper blockquotes and lists are read as text: each level is a recursion, and thousands overflow the stack. */
const CONTAINER_DEPTH_MAX = 16;
/**
 * Raw HTML tags a document may hold; later raw HTML shows as text. Browsers take super-linear
 * time to parse thousands of nested elements (`<div>` 20,000 times took seconds in Chromium).
 */
const RAW_HTML_TAGS_MAX = 1_000;
const START_TAG = /<[a-z]/gi;

const isDelimiter = (character: string | undefined) =>
  character === '*' || character === '_' || character === '~';

/** Where the closer search that starts at `start` stops. */
function delimiterWindowEnd(text: string, start: number): number {
  const limit = Math.min(text.length, start + EMPHASIS_SPAN_MAX);
  let runs = 0;
  let index = start;
  while (index < limit) {
    const character = text[index];
    if (!isDelimiter(character)) {
      index += 1;
      continue;
    }
    if (runs === DELIMITER_RUNS_SCANNED) break;
    runs += 1;
    while (index < limit && text[index] === character) index += 1;
  }
  return index;
}

/** The unread `source` and the whole paragraph `maskedSource`, both cut where the closer search stops. */
function closerWindow(source: string, maskedSource: string) {
  const start = maskedSource.length - source.length;
  const end = delimiterWindowEnd(maskedSource, start);
  return {
    source: source.slice(0, end - start),
    maskedSource: maskedSource.slice(Math.max(0, start - DELIMITER_LOOKBACK), end),
  };
}

let containerDepth = 0;
/** Raw HTML tags the document being rendered may still hold (renders are synchronous, one at a time). */
let rawHtmlTagsLeft = RAW_HTML_TAGS_MAX;

/** A blockquote or list read only while fewer than {@link CONTAINER_DEPTH_MAX} enclose it. */
function nested<T>(read: () => T): T | undefined {
  if (containerDepth >= CONTAINER_DEPTH_MAX) return undefined;
  containerDepth += 1;
  try {
    return read();
  } finally {
    containerDepth -= 1;
  }
}

/**
 * Keeps marked's work on any content roughly proportional to its length (issue 14): marked's own
 * tokenizers, through its extension point, handed bounded closer searches, text in bounded pieces
 * and a nesting limit. Ordinary content renders as before (the demo content identically); only an
 * emphasis whose closer lies beyond the bounds, a 17th nested quote or list, or raw HTML past the
 * 1,000th tag, stays literal text.
 */
export const BOUNDED_WORK: MarkedExtension = {
  hooks: {
    preprocess(markdown) {
      rawHtmlTagsLeft = RAW_HTML_TAGS_MAX;
      return markdown;
    },
  },
  renderer: {
    html({ text }) {
      rawHtmlTagsLeft -= text.match(START_TAG)?.length ?? 0;
      if (rawHtmlTagsLeft >= 0) return false;
      return escapeMarkup(text);
    },
  },
  tokenizer: {
    emStrong(source, maskedSource, previousCharacter) {
      // marked asks at every position; only `*` and `_` can open an emphasis.
      if (source[0] !== '*' && source[0] !== '_') return undefined;
      const window = closerWindow(source, maskedSource);
      return (
        Tokenizer.prototype.emStrong.call(this, window.source, window.maskedSource, previousCharacter) ??
        undefined
      );
    },
    del(source, maskedSource, previousCharacter) {
      if (source[0] !== '~') return undefined;
      const window = closerWindow(source, maskedSource);
      return (
        Tokenizer.prototype.del.call(this, window.source, window.maskedSource, previousCharacter) ?? undefined
      );
    },
    inlineText(source) {
      return Tokenizer.prototype.inlineText.call(this, source.slice(0, TEXT_PIECE)) ?? undefined;
    },
    url(source) {
      const candidate = WEB_ADDRESS_START.test(source) ? source : source.slice(0, EMAIL_MAX);
      return Tokenizer.prototype.url.call(this, candidate) ?? undefined;
    },
    blockquote(source) {
      return nested(() => Tokenizer.prototype.blockquote.call(this, source)) ?? undefined;
    },
    list(source) {
      return nested(() => Tokenizer.prototype.list.call(this, source)) ?? undefined;
    },
  },
};

import { MEDIA_FORMATS, MEDIA_PATH, MEDIA_WIDTHS, type MediaFormat } from '../constants.js';
import type { MediaVariant } from '../contract/media.js';

export interface MediaSize {
  width: number;
  height: number;
}

/** A stored image's folder and the size of its largest variant, read from its URL. */
export interface MediaLocation extends MediaSize {
  /** `/media/{id}/`, to which a variant's file name is appended. */
  folder: string;
}

/** `/media/{uuid}/{width}x{height}.webp`: the URL an upload answers and fields store. */
const MEDIA_URL = /^\/media\/([0-9a-f-]{36})\/(\d{1,5})x(\d{1,5})\.(?:webp|avif)$/;

/** The largest variant's size: the original, no wider than the widest variant width. */
export function largestMediaSize(original: MediaSize): MediaSize {
  const width = Math.min(original.width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]);
  return { width, height: Math.max(1, Math.round((original.height * width) / original.width)) };
}

/**
 * Every variant size, narrowest first, from the largest one: the standard widths below it
 * and the largest itself. Heights follow from the largest so URL readers and the processor agree.
 */
export function mediaVariantSizes(largest: MediaSize): MediaSize[] {
  const widths = [...MEDIA_WIDTHS.filter((width) => width < largest.width), largest.width];
  return widths.map((width) => ({
    width,
    height: Math.max(1, Math.round((largest.height * width) / largest.width)),
  }));
}

export function mediaFileName(size: MediaSize, format: MediaFormat): string {
  return `${size.width}x${size.height}.${format}`;
}

/** The URL an upload of this id and largest size is stored under. */
export function mediaUrl(id: string, largest: MediaSize): string {
  return `${MEDIA_PATH}${id}/${mediaFileName(largest, 'webp')}`;
}

/** Null for anything that is not one of the site's own media URLs (e.g. a hand-typed one). */
export function parseMediaUrl(url: string | null | undefined): MediaLocation | null {
  const match = MEDIA_URL.exec(url ?? '');
  if (!match) return null;
  const [, id, width, height] = match;
  return { folder: `${MEDIA_PATH}${id}/`, width: Number(width), height: Number(height) };
}

/** Every variant of a stored image, best format first, each narrowest first. */
export function mediaVariants(location: MediaLocation): MediaVariant[] {
  const sizes = mediaVariantSizes(location);
  return MEDIA_FORMATS.flatMap((format) =>
    sizes.map((size) => ({ url: location.folder + mediaFileName(size, format), width: size.width, format })),
  );
}

/**
 * Where a browser fetches a media path: from the site itself, or when the site has a media
 * origin (MEDIA_PUBLIC_URL, the bucket's or a CDN's address) from there, by the same key.
 */
export function publicMediaUrl(path: string, mediaUrl: string | null = null): string {
  return mediaUrl && path.startsWith(MEDIA_PATH) ? `${mediaUrl}/${path.slice(MEDIA_PATH.length)}` : path;
}

/** A `srcset` of one format's variants, e.g. `/media/x/160x240.webp 160w, ...`. */
export function mediaSrcSet(
  location: MediaLocation,
  format: MediaFormat,
  mediaUrl: string | null = null,
): string {
  return mediaVariants(location)
    .filter((variant) => variant.format === format)
    .map((variant) => `${publicMediaUrl(variant.url, mediaUrl)} ${variant.width}w`)
    .join(', ');
}

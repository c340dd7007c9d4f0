import {
  MEDIA_FORMATS,
  MEDIA_LIMITS,
  MEDIA_PATH,
  MEDIA_WIDTHS,
  type MediaFormat,
  type MediaPurpose,
} from '../constants.js';
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

/**
 * The `sizes` of a writeup page's header images. The `{{poster}}` and `{{image}}` placeholders in
 * its content render with the same variants and sizes, so the browser picks the very file the
 * header loaded (no second download); the stylesheet shows them at column size. The server
 * preloads the banner with the same sizes (the largest paint of a review on a phone).
 */
export const HEADER_IMAGE_SIZES = { poster: '200px', image: '100vw' } as const;

const megapixels = (pixels: number) => pixels / 1_000_000;

/**
 * Why an image of this size (its first frame) cannot be uploaded for this purpose, or null when
 * it can (product.md §9). The server answers 400 with this sentence; the UIs may check first.
 */
export function mediaSizeProblem(size: MediaSize, purpose: MediaPurpose): string | null {
  const { width, height } = size;
  if (width * height > MEDIA_LIMITS.pixels) {
    return `Images may have at most ${megapixels(MEDIA_LIMITS.pixels)} megapixels`;
  }
  if (Math.max(width, height) > MEDIA_LIMITS.side) {
    return `Images may be at most ${MEDIA_LIMITS.side} pixels wide and high`;
  }
  if (Math.max(width, height) > MEDIA_LIMITS.aspectRatio * Math.min(width, height)) {
    return `The longer side of an image may be at most ${MEDIA_LIMITS.aspectRatio} times the shorter`;
  }
  if (purpose === 'avatar' && width * height > MEDIA_LIMITS.avatarPixels) {
    return `Avatars may have at most ${megapixels(MEDIA_LIMITS.avatarPixels)} megapixels`;
  }
  return null;
}

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

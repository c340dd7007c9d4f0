import type { MediaFormat } from '../constants.js';

export interface MediaVariant {
  url: string;
  width: number;
  format: MediaFormat;
}

/** Answer of POST /api/media (product.md §9). */
export interface MediaResponse {
  _id: string;
  /** The largest WebP variant, a same-site path under /media/. */
  url: string;
  width: number;
  height: number;
  /** The dominant colour (`#rrggbb`), shown while the image loads; empty for older images. */
  placeholder: string;
  variants: MediaVariant[];
}

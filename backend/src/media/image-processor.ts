import { BadRequestException, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { MEDIA_FORMATS, MEDIA_LIMITS, MEDIA_WIDTHS, type MediaFormat } from '@reviews/libs/constants';
import { type MediaSize, mediaVariantSizes } from '@reviews/libs/rules';
import sharp, { type Metadata, type Sharp } from 'sharp';

import { ConcurrencyLimit } from './concurrency-limit';

export interface EncodedVariant extends MediaSize {
  format: MediaFormat;
  body: Buffer;
}

export interface ProcessedImage {
  largest: MediaSize;
  variants: EncodedVariant[];
}

const ACCEPTED_TYPES = 'JPEG, PNG, WebP, AVIF or GIF';

// One libvips thread per image (its default is one per core): with one image at a time, a core
// always stays free for the event loop, so a large photo never holds up other requests.
sharp.concurrency(1);

/** The formats accepted, as libvips names what it finds in the bytes (AVIF is HEIF with AV1). */
function isAccepted(metadata: Metadata): boolean {
  if (['jpeg', 'png', 'webp', 'gif'].includes(metadata.format)) return true;
  return metadata.format === 'heif' && metadata.compression === 'av1';
}

const ENCODERS: Record<MediaFormat, (image: Sharp) => Sharp> = {
  // Chosen for a 12 MP photo to finish within 2 s of CPU (bench/media.mjs).
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 3 }),
};

/**
 * Turns uploaded bytes into metadata-free WebP and AVIF variants (product.md §9). The type comes
 * from the bytes; the pixel count is checked from the header before anything is decoded. sharp
 * works on libuv's thread pool, so the event loop stays free; one image at a time keeps two
 * cores' worth of other requests answering while a large photo is processed.
 */
@Injectable()
export class ImageProcessor {
  private readonly limit = new ConcurrencyLimit(1);

  process(input: Buffer): Promise<ProcessedImage> {
    return this.limit.run(() => this.processNow(input));
  }

  private async processNow(input: Buffer): Promise<ProcessedImage> {
    const metadata = await this.readHeader(input);
    const frameHeight = metadata.pageHeight ?? metadata.height;
    if (metadata.width * frameHeight > MEDIA_LIMITS.pixels) {
      throw new BadRequestException(`Images may have at most ${MEDIA_LIMITS.pixels / 1_000_000} megapixels`);
    }
    const largest = await this.decodeLargest(input);
    // One encode at a time: it leaves the other core to the requests being answered meanwhile.
    const variants: EncodedVariant[] = [];
    for (const format of MEDIA_FORMATS) {
      for (const size of mediaVariantSizes(largest.size)) {
        const resized = sharp(largest.pixels, { raw: largest.raw }).resize(size.width, size.height, {
          fit: 'fill',
        });
        variants.push({ ...size, format, body: await ENCODERS[format](resized).toBuffer() });
      }
    }
    return { largest: largest.size, variants };
  }

  private async readHeader(input: Buffer): Promise<Metadata> {
    let metadata: Metadata;
    try {
      // Only the header is read here; the pixel limit is ours to answer (400, not 415).
      metadata = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw new UnsupportedMediaTypeException(`Upload a ${ACCEPTED_TYPES} image`);
    }
    if (!isAccepted(metadata)) throw new UnsupportedMediaTypeException(`Upload a ${ACCEPTED_TYPES} image`);
    return metadata;
  }

  /** The first frame, upright, no wider than the widest variant, as raw pixels. */
  private async decodeLargest(input: Buffer) {
    try {
      const { data, info } = await sharp(input, { limitInputPixels: MEDIA_LIMITS.pixels })
        .autoOrient()
        .resize({ width: MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1], withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return {
        pixels: data,
        raw: { width: info.width, height: info.height, channels: info.channels },
        size: { width: info.width, height: info.height },
      };
    } catch {
      throw new BadRequestException('The image could not be read; it may be damaged or incomplete');
    }
  }
}

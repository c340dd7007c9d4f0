import { BadRequestException, Injectable, Logger, UnsupportedMediaTypeException } from '@nestjs/common';
import {
  MEDIA_FORMATS,
  MEDIA_LIMITS,
  MEDIA_WIDTHS,
  type MediaFormat,
  type MediaPurpose,
} from '@reviews/libs/constants';
import { type MediaSize, mediaSizeProblem, mediaVariantSizes } from '@reviews/libs/rules';
import sharp, { type Metadata, type Sharp } from 'sharp';

import { RetryLaterException } from '../common/retry-later.exception';
import { AppConfig } from '../config/app-config';
import { ConcurrencyLimit, QueueFullError } from './concurrency-limit';

export interface EncodedVariant extends MediaSize {
  format: MediaFormat;
  body: Buffer;
}

export interface ProcessedImage {
  largest: MediaSize;
  variants: EncodedVariant[];
  /** The dominant colour, `#rrggbb`: what readers see while the image loads. */
  placeholder: string;
}

/** The first frame as raw pixels. */
interface DecodedImage {
  pixels: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
  size: MediaSize;
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

/** The side of the thumbnail the placeholder colour is counted on. */
const PLACEHOLDER_SAMPLE = 64;

/** Roughly how long the uploads waiting ahead take to process (a 12 MP photo: ~2 s of CPU). */
const RETRY_AFTER_SECONDS = 10;

/**
 * Turns uploaded bytes into metadata-free WebP and AVIF variants (product.md §9). The type and
 * size come from the header before anything is decoded. sharp works on libuv's thread pool, so
 * the event loop stays free; one image at a time keeps two cores' worth of other requests
 * answering while a large photo is processed, and a bounded waiting line (MEDIA_QUEUE_LIMIT)
 * keeps a burst of uploads from holding memory and clients for minutes.
 */
@Injectable()
export class ImageProcessor {
  private readonly logger = new Logger(ImageProcessor.name);
  private readonly limit: ConcurrencyLimit;

  constructor(config: AppConfig) {
    this.limit = new ConcurrencyLimit(1, config.mediaQueueLimit);
  }

  async process(input: Buffer, purpose: MediaPurpose): Promise<ProcessedImage> {
    const metadata = await this.readHeader(input);
    const problem = mediaSizeProblem(
      { width: metadata.width, height: metadata.pageHeight ?? metadata.height },
      purpose,
    );
    if (problem !== null) throw new BadRequestException(problem);
    try {
      return await this.limit.run(() => this.processNow(input));
    } catch (error) {
      if (error instanceof QueueFullError) {
        throw new RetryLaterException(
          'Many images are being processed; try again shortly',
          RETRY_AFTER_SECONDS,
        );
      }
      throw error;
    }
  }

  private async processNow(input: Buffer): Promise<ProcessedImage> {
    const largest = await this.decodeLargest(input);
    return {
      largest: largest.size,
      variants: await this.encode(largest),
      placeholder: await this.dominantColour(largest),
    };
  }

  /**
   * The most common colour (libvips's histogram of 4,096 bins) of the pixels already decoded,
   * counted on a thumbnail: the same colour for a fraction of the work.
   */
  private async dominantColour(largest: DecodedImage): Promise<string> {
    const { data, info } = await sharp(largest.pixels, { raw: largest.raw })
      .resize(PLACEHOLDER_SAMPLE, PLACEHOLDER_SAMPLE, { fit: 'inside' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { dominant } = await sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    }).stats();
    return `#${[dominant.r, dominant.g, dominant.b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
  }

  /** One encode at a time: it leaves the other core to the requests being answered meanwhile. */
  private async encode(largest: DecodedImage): Promise<EncodedVariant[]> {
    const variants: EncodedVariant[] = [];
    try {
      for (const format of MEDIA_FORMATS) {
        for (const size of mediaVariantSizes(largest.size)) {
          const resized = sharp(largest.pixels, { raw: largest.raw }).resize(size.width, size.height, {
            fit: 'fill',
          });
          variants.push({ ...size, format, body: await ENCODERS[format](resized).toBuffer() });
        }
      }
    } catch (error) {
      // The size rules keep within the encoders' known limits; whatever else they refuse is the
      // image's doing, not a fault of ours.
      this.logger.warn(`An encoder refused an image: ${(error as Error).message}`);
      throw new BadRequestException('The image could not be converted; try saving it in another format');
    }
    return variants;
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
  private async decodeLargest(input: Buffer): Promise<DecodedImage> {
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

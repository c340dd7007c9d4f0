import { randomUUID } from 'node:crypto';

import {
  BadGatewayException,
  BadRequestException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  PayloadTooLargeException,
} from '@nestjs/common';
import { MEDIA_DAILY_QUOTAS, MEDIA_LIMITS, MEDIA_PATH, type MediaPurpose } from '@reviews/libs/constants';
import type { MediaResponse } from '@reviews/libs/contract';
import { canUploadMedia, mediaFileName } from '@reviews/libs/rules';

import { actorOf } from '../common/actor';
import type { UserRow } from '../database/schema';
import { ImageProcessor } from './image-processor';
import { toMediaResponse } from './media.mapper';
import { MediaStorage } from './media-storage';
import { MediaRepository } from './media.repository';

const IMPORT_TIMEOUT_MS = 10_000;
/** The quotas count the uploads of the last 24 hours (a rolling window, the same for everyone). */
const QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

function readableBytes(bytes: number): string {
  return bytes >= 1024 * MB ? `${bytes / 1024 / MB} GB` : `${bytes / MB} MB`;
}

/** Uploads: checks who may upload what, processes the image, stores its variants and a row. */
@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);

  constructor(
    private readonly processor: ImageProcessor,
    private readonly storage: MediaStorage,
    private readonly repository: MediaRepository,
  ) {}

  async upload(user: UserRow, purpose: MediaPurpose, file: Buffer | undefined): Promise<MediaResponse> {
    if (!canUploadMedia(actorOf(user), purpose)) {
      throw new ForbiddenException('Members may upload only an avatar');
    }
    if (file === undefined || file.length === 0) throw new BadRequestException('Choose an image to upload');
    await this.checkQuota(user, file.length);
    return this.store(user.id, purpose, file);
  }

  /** 429 once this upload would take the uploader past their daily quota (product.md §9). */
  private async checkQuota(user: UserRow, bytes: number): Promise<void> {
    const quota = MEDIA_DAILY_QUOTAS[user.type];
    const used = await this.repository.uploadedSince(user.id, new Date(Date.now() - QUOTA_WINDOW_MS));
    if (used.files >= quota.files) {
      throw new HttpException(
        `You may upload at most ${quota.files} images in 24 hours; try again later`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    if (used.bytes + bytes > quota.bytes) {
      throw new HttpException(
        `You may upload at most ${readableBytes(quota.bytes)} of images in 24 hours; try again later`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  /** Processes and keeps an image; a refused one leaves nothing behind. */
  async store(ownerId: string | null, purpose: MediaPurpose, bytes: Buffer): Promise<MediaResponse> {
    const image = await this.processor.process(bytes, purpose);
    const id = randomUUID();
    const files = image.variants.map((variant) => ({
      ...variant,
      key: `${id}/${mediaFileName(variant, variant.format)}`,
    }));
    try {
      await Promise.all(files.map((file) => this.storage.put(file.key, file.body, `image/${file.format}`)));
      const row = await this.repository.insert({
        id,
        ownerId,
        purpose,
        bytes: bytes.length,
        width: image.largest.width,
        height: image.largest.height,
        placeholder: image.placeholder,
        variants: files.map((file) => ({
          url: `${MEDIA_PATH}${file.key}`,
          width: file.width,
          format: file.format,
        })),
      });
      return toMediaResponse(row);
    } catch (error) {
      await this.storage.remove(files.map((file) => file.key)).catch(() => undefined);
      throw error;
    }
  }

  /** Brings an image from another site into the site's own media (title autofill's posters). */
  async importFromUrl(ownerId: string | null, purpose: MediaPurpose, url: string): Promise<MediaResponse> {
    let bytes: Buffer;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      if (Number(response.headers.get('content-length') ?? 0) > MEDIA_LIMITS.bytes)
        throw new PayloadTooLargeException();
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      this.logger.warn(`Image import from ${url} failed: ${(error as Error).message}`);
      throw new BadGatewayException('The image could not be fetched from the other site');
    }
    if (bytes.length > MEDIA_LIMITS.bytes)
      throw new BadGatewayException('The other site sent an image over 15 MB');
    return this.store(ownerId, purpose, bytes);
  }
}

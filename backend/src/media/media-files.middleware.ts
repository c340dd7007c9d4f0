import { pipeline } from 'node:stream/promises';

import { Injectable, Logger } from '@nestjs/common';
import type { ApiError } from '@reviews/libs/contract';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

import { IMMUTABLE_CACHE, MediaStorage } from './media-storage';

/** `{uuid}/{width}x{height}.{format}`: anything else is not a media file. */
const MEDIA_KEY = /^[0-9a-f-]{36}\/\d{1,5}x\d{1,5}\.(webp|avif)$/;

/**
 * Serves /media/{key} from the media storage, whichever it is: files never change once
 * written (a new upload gets a new id), so browsers and CDNs may keep them for a year.
 */
@Injectable()
export class MediaFilesMiddleware {
  readonly handler: RequestHandler;
  private readonly logger = new Logger(MediaFilesMiddleware.name);

  constructor(private readonly storage: MediaStorage) {
    this.handler = (req, res, next) => void this.handle(req, res, next);
  }

  private async handle(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = req.path.slice(1);
    const file = MEDIA_KEY.test(key) ? await this.storage.get(key).catch(next) : null;
    if (file === undefined) return;
    if (file === null) {
      const body: ApiError = { statusCode: 404, error: 'Not Found', message: 'Not found' };
      res.status(404).json(body);
      return;
    }
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', file.length);
    res.setHeader('Cache-Control', IMMUTABLE_CACHE);
    if (req.method === 'HEAD') {
      file.body.destroy();
      res.end();
      return;
    }
    await pipeline(file.body, res).catch((error: Error) => {
      this.logger.warn(`Serving media ${key} stopped: ${error.message}`);
    });
  }
}

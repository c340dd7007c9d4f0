import { Injectable } from '@nestjs/common';
import type { ApiError } from '@reviews/libs/contract';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';

import { IMMUTABLE_CACHE, MediaStorage } from './media-storage';

/** `{uuid}/{width}x{height}.{format}`: anything else is not a media file. */
const MEDIA_KEY = /^[0-9a-f-]{36}\/\d{1,5}x\d{1,5}\.(webp|avif)$/;
const PREFIX = '/media/';

/**
 * Serves /media/{key} from the media storage, whichever it is: files never change once
 * written (a new upload gets a new id), so browsers and CDNs may keep them for a year.
 */
@Injectable()
export class MediaFilesHandler {
  readonly handler: RouteHandlerMethod;

  constructor(private readonly storage: MediaStorage) {
    this.handler = (request, reply) => this.handle(request, reply);
  }

  private async handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const path = request.url.split('?', 1)[0];
    const key = path.slice(PREFIX.length);
    const file = MEDIA_KEY.test(key) ? await this.storage.get(key) : null;
    if (file === null) {
      const body: ApiError = { statusCode: 404, error: 'Not Found', message: 'Not found' };
      return reply.status(404).send(body);
    }
    reply.raw.setHeader('Cache-Control', IMMUTABLE_CACHE);
    return reply.type(file.contentType).header('Content-Length', file.length).send(file.body);
  }
}

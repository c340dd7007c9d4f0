import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { MEDIA_LIMITS } from '@reviews/libs/constants';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

import { readMultipartFile } from '../common/multipart-file';

/** The multipart limits of §9 (@fastify/multipart, registered by configureApp). */
export const MEDIA_UPLOAD_LIMITS = {
  fileSize: MEDIA_LIMITS.bytes,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 6,
};

const MEDIA_MESSAGES = {
  tooLarge: `Images may be at most ${MEDIA_LIMITS.bytes / 1024 / 1024} MB`,
  tooManyFields: 'The upload has too many or too large fields',
  wrongField: 'Send one image in the field "file"',
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The image of an upload (POST /api/media), read into memory. */
    uploadedImage?: Buffer;
  }
}

/** POST /api/media's body, with the limits of §9: the image on `request.uploadedImage`. */
@Injectable()
export class MediaUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.isMultipart()) {
      const file = await readMultipartFile(request, MEDIA_UPLOAD_LIMITS, MEDIA_MESSAGES);
      request.uploadedImage = file?.bytes;
    }
    return next.handle();
  }
}

import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { MEDIA_LIMITS } from '@reviews/libs/constants';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

const MAX_MB = MEDIA_LIMITS.bytes / 1024 / 1024;
const FILE_FIELD = 'file';

/** The multipart limits of §9 (@fastify/multipart, registered by configureApp). */
export const MEDIA_UPLOAD_LIMITS = {
  fileSize: MEDIA_LIMITS.bytes,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 6,
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The image of an upload (POST /api/media), read into memory. */
    uploadedImage?: Buffer;
  }
}

const TOO_MANY_FIELDS = 'The upload has too many or too large fields';

function readableError(error: unknown): Error {
  if (error instanceof BadRequestException) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new PayloadTooLargeException(`Images may be at most ${MAX_MB} MB`);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new BadRequestException(TOO_MANY_FIELDS);
  return new BadRequestException('The upload could not be read as multipart/form-data');
}

/**
 * Reads a multipart body into memory (nothing touches the disk), with the limits of §9: the
 * file on `request.uploadedImage`, the other fields on `request.body`.
 */
async function readUpload(request: FastifyRequest): Promise<void> {
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        throw new BadRequestException('Send one image in the field "file"');
      }
      request.uploadedImage = await part.toBuffer();
    } else {
      if (part.valueTruncated || part.fieldnameTruncated) throw new BadRequestException(TOO_MANY_FIELDS);
      fields[part.fieldname] = String(part.value);
    }
  }
  request.body = fields;
}

@Injectable()
export class MediaUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.isMultipart())
      await readUpload(request).catch((error: unknown) => Promise.reject(readableError(error)));
    return next.handle();
  }
}

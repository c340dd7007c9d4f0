import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { MEDIA_LIMITS } from '@reviews/libs/constants';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';

const MAX_MB = MEDIA_LIMITS.bytes / 1024 / 1024;

/** Reads the multipart body into memory (nothing touches the disk), with the limits of §9. */
const readUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MEDIA_LIMITS.bytes, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
}).single('file');

function readableError(error: unknown): Error {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE')
      return new PayloadTooLargeException(`Images may be at most ${MAX_MB} MB`);
    if (error.code === 'LIMIT_UNEXPECTED_FILE')
      return new BadRequestException('Send one image in the field "file"');
    return new BadRequestException('The upload has too many or too large fields');
  }
  return new BadRequestException('The upload could not be read as multipart/form-data');
}

/** Puts the uploaded file on `request.file` and the other fields on `request.body`. */
@Injectable()
export class MediaUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      readUpload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) =>
        error ? reject(readableError(error)) : resolve(),
      ),
    );
    return next.handle();
  }
}

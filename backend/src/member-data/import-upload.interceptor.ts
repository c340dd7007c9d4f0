import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { DATA_IMPORT } from '@reviews/libs/constants';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

import { readMultipartFile } from '../common/multipart-file';
import type { ImportUpload } from './data-import.service';

const NOT_MULTIPART = 'Send the file as multipart/form-data in the field "file"';

/** The multipart limits of an import (product.md §17), over the media upload's defaults. */
const IMPORT_LIMITS = { fileSize: DATA_IMPORT.maxBytes, files: 1, fields: 2, fieldSize: 16, parts: 3 };

const IMPORT_MESSAGES = {
  tooLarge: `Imports may be at most ${DATA_IMPORT.maxBytes / 1024 / 1024} MB`,
  tooManyFields: 'The import takes one file ("file") and the field "dryRun"',
  wrongField: 'Send the export in the field "file"',
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The file of a data import (POST /api/me/import), read into memory. */
    importUpload?: ImportUpload;
  }
}

/** POST /api/me/import's body: multipart/form-data only (400 for anything else, JSON included). */
@Injectable()
export class ImportUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.isMultipart()) throw new BadRequestException(NOT_MULTIPART);
    request.importUpload = await readMultipartFile(request, IMPORT_LIMITS, IMPORT_MESSAGES);
    return next.handle();
  }
}

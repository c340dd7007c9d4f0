import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

/** @fastify/multipart's limits for one route's body. */
export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

/** What a route says when its body breaks a rule, in its own words. */
export interface MultipartMessages {
  /** The file is over `limits.fileSize`. */
  tooLarge: string;
  /** Too many files, fields or parts, or a field too long. */
  tooManyFields: string;
  /** A file in a field other than "file". */
  wrongField: string;
}

export interface MultipartFile {
  bytes: Buffer;
  fileName: string;
}

const FILE_FIELD = 'file';

function readableError(error: unknown, messages: MultipartMessages): Error {
  if (error instanceof BadRequestException) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeException(messages.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new BadRequestException(messages.tooManyFields);
  return new BadRequestException('The upload could not be read as multipart/form-data');
}

async function readParts(
  request: FastifyRequest,
  limits: MultipartLimits,
  messages: MultipartMessages,
): Promise<MultipartFile | undefined> {
  const fields: Record<string, string> = {};
  let file: MultipartFile | undefined;
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') {
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        throw new BadRequestException(messages.wrongField);
      }
      file = { bytes: await part.toBuffer(), fileName: part.filename };
    } else {
      if (part.valueTruncated || part.fieldnameTruncated)
        throw new BadRequestException(messages.tooManyFields);
      fields[part.fieldname] = String(part.value);
    }
  }
  request.body = fields;
  return file;
}

/**
 * Reads a multipart body into memory (nothing touches the disk) within `limits`: the file of the
 * field "file" is returned, the other fields go on `request.body`; a broken rule is a 400 or 413
 * in the route's words.
 */
export function readMultipartFile(
  request: FastifyRequest,
  limits: MultipartLimits,
  messages: MultipartMessages,
): Promise<MultipartFile | undefined> {
  return readParts(request, limits, messages).catch((error: unknown) =>
    Promise.reject(readableError(error, messages)),
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The file of a multipart upload, read into memory by a MultipartFileInterceptor. */
    uploadedFile?: MultipartFile;
  }
}

/** How one route takes its multipart body. */
export interface MultipartUpload {
  limits: MultipartLimits;
  messages: MultipartMessages;
  /** The 400 of a body that is not multipart; without it such a body goes on unread. */
  notMultipart?: string;
}

/**
 * An interceptor that reads a route's multipart body within its limits (readMultipartFile): the
 * file on `request.uploadedFile`, the other fields on `request.body` for the route's DTO.
 */
export function MultipartFileInterceptor(upload: MultipartUpload): Type<NestInterceptor> {
  @Injectable()
  class ReadsMultipartFile implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      if (request.isMultipart()) {
        request.uploadedFile = await readMultipartFile(request, upload.limits, upload.messages);
      } else if (upload.notMultipart) {
        throw new BadRequestException(upload.notMultipart);
      }
      return next.handle();
    }
  }
  return mixin(ReadsMultipartFile);
}

import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { ApiError } from '@reviews/libs/contract';
import type { Response } from 'express';

import {
  isDatabaseUnavailable,
  isInvalidValue,
  isUniqueViolation,
  loggableError,
  postgresError,
} from '../database/database-errors';
import { keepPrivate } from './private-answer';
import { RetryLaterException } from './retry-later.exception';

function statusName(status: number): string {
  const key = HttpStatus[status];
  if (typeof key !== 'string') return 'Error';
  return key
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function readableMessage(exception: HttpException): string {
  const status = exception.getStatus();
  const cause = exception.cause as { type?: string } | undefined;
  if (cause?.type === 'entity.parse.failed') return 'The request body is not valid JSON';
  if (cause?.type === 'entity.too.large') return 'The request body is too large (at most 1 MB)';
  if (status === HttpStatus.NOT_FOUND && /^Cannot [A-Z]+ /.test(exception.message)) {
    return 'Not found';
  }
  const response = exception.getResponse();
  const message = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string' && message) return message;
  return statusName(status);
}

/** Renders every error as `{ statusCode, error, message }` (product.md §4). */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (response.headersSent) return;
    // Errors are never kept by shared caches, whatever the route set before failing.
    keepPrivate(response);
    if (exception instanceof RetryLaterException) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiError {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      if (statusCode >= 500 && !(exception instanceof RetryLaterException))
        this.logger.error(exception.message, exception.stack);
      return { statusCode, error: statusName(statusCode), message: readableMessage(exception) };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Database unavailable: ${loggableError(exception)}`);
      return {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The database is unavailable; try again shortly',
      };
    }
    if (isUniqueViolation(exception)) {
      return { statusCode: 409, error: 'Conflict', message: 'That value is already taken' };
    }
    if (isInvalidValue(exception)) {
      // A backstop: validation should have refused the value; the code says which check is missing.
      this.logger.warn(`The database refused a value (SQLSTATE ${postgresError(exception)?.code})`);
      return {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The request holds a value that is malformed or out of range',
      };
    }
    this.logger.error(loggableError(exception));
    return { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side' };
  }
}

import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { ApiError } from '@reviews/libs/contract';
import type { FastifyReply } from 'fastify';

import {
  isDatabaseUnavailable,
  isInvalidValue,
  isUniqueViolation,
  loggableError,
  postgresError,
} from '../database/database-errors';
import { keepPrivate } from './private-answer';
import { RetryLaterException, TooManyRequestsLater } from './retry-later.exception';

/** The Retry-After of a 503 without one of its own (the database away). */
const UNAVAILABLE_RETRY_AFTER_S = 5;

function statusName(status: number): string {
  if (status === HttpStatus.URI_TOO_LONG) return 'URI Too Long';
  const key = HttpStatus[status];
  if (typeof key !== 'string') return 'Error';
  return key
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Fastify's own refusals (body parsing, routing), by code: the status it gives and our sentence. */
const FASTIFY_REFUSALS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large (at most 1 MB)',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_BAD_URL: 'The request is malformed',
  FST_ERR_ASYNC_CONSTRAINT: 'The request is malformed',
};

/** A refusal of Fastify's (a client error it answers before any handler), as an HttpException. */
function fastifyRefusal(exception: unknown): HttpException | undefined {
  // Nest's adapter hands them over as an HttpException caused by Fastify's error.
  const error = exception instanceof HttpException ? exception.cause : exception;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (typeof code !== 'string' || !code.startsWith('FST_')) return undefined;
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return undefined;
  return new HttpException(FASTIFY_REFUSALS[code] ?? statusName(statusCode), statusCode);
}

function readableMessage(exception: HttpException): string {
  const status = exception.getStatus();
  if (status === HttpStatus.NOT_FOUND && /^Cannot [A-Z]+ /.test(exception.message)) {
    return 'Not found';
  }
  const response = exception.getResponse();
  const message = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string' && message) return message;
  return statusName(status);
}

const REQUEST_ID_HEADER = 'X-Request-Id';
/** The health checks load balancers probe (every second). */
const HEALTH_PATH = /^\/api\/health(?:\/ready)?(?:[?]|$)/;

/** Renders every error as `{ statusCode, error, message }` (product.md §4). */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    // Each error line names its request (product.md §19), whose line carries the same id.
    const requestId = reply.raw.getHeader(REQUEST_ID_HEADER);
    const body = this.toBody(fastifyRefusal(exception) ?? exception, {
      reqId: typeof requestId === 'string' ? requestId : undefined,
      url: reply.request?.url,
    });
    if (reply.sent || reply.raw.headersSent) return;
    // Errors are never kept by shared caches, whatever the route set before failing.
    keepPrivate(reply.raw);
    if (exception instanceof RetryLaterException || exception instanceof TooManyRequestsLater) {
      reply.raw.setHeader('Retry-After', String(exception.retryAfterSeconds));
    } else if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
      // The database (or what a 503 waits on) is away for a moment: say when to try again.
      reply.raw.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    }
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown, request: { reqId?: string; url?: string }): ApiError {
    const { reqId } = request;
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      if (statusCode === 503 && HEALTH_PATH.test(request.url ?? '')) {
        // A probe told "draining" or "database down": the state is logged once where it starts
        // (GracefulShutdown, the failing queries), not as an error on every probe.
      } else if (statusCode === 503 && !(exception instanceof RetryLaterException)) {
        this.logger.warn({ msg: exception.message, reqId });
      } else if (statusCode >= 500 && !(exception instanceof RetryLaterException)) {
        this.logger.error({ msg: exception.message, stack: exception.stack, reqId });
      }
      return { statusCode, error: statusName(statusCode), message: readableMessage(exception) };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn({ msg: `Database unavailable: ${loggableError(exception)}`, reqId });
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
      this.logger.warn({
        msg: `The database refused a value (SQLSTATE ${postgresError(exception)?.code})`,
        reqId,
      });
      return {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The request holds a value that is malformed or out of range',
      };
    }
    this.logger.error({ msg: loggableError(exception), reqId });
    return { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side' };
  }
}

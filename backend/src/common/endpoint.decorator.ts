import { applyDecorators } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';

import { ApiErrorDto } from './dto/api-error.response';

/** The error statuses the API answers with its one error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

/** The 400 of a route whose only rule is its DTO's validation. */
export const INVALID_INPUT = 'Invalid input; nothing changed';

/** The 429 of the global rate limit (ThrottlerModule), its message and its description. */
export const RATE_LIMITED = 'Too many requests; please wait a minute and try again';

/** A route's (or a controller's) error answers: each status with what it means there. */
export type ApiErrors = Partial<Record<ErrorStatus, string>>;

/** An operation of the OpenAPI document: how the typed client names it, what it does, how it fails. */
export interface EndpointOptions {
  operationId: string;
  summary: string;
  errors?: ApiErrors;
}

/** Documents error answers, all of them `{statusCode, error, message}` (ApiErrorDto). */
export const ApiErrorResponses = (errors: ApiErrors): MethodDecorator & ClassDecorator =>
  applyDecorators(
    ...Object.entries(errors).map(([status, description]) =>
      ApiResponse({ status: Number(status), type: ApiErrorDto, description }),
    ),
  );

/** A route's document entry: its name, summary and error answers, stated once. */
export const Endpoint = ({ errors = {}, ...operation }: EndpointOptions): MethodDecorator =>
  applyDecorators(ApiOperation(operation), ApiErrorResponses(errors));

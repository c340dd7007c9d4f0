import { HttpException, HttpStatus, ServiceUnavailableException } from '@nestjs/common';

/** 503 with a `Retry-After` header: the server is busy, not broken (the filter sets the header). */
export class RetryLaterException extends ServiceUnavailableException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** 429 with a `Retry-After` header (the seconds until the request would be taken). */
export class TooManyRequestsLater extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

import { ServiceUnavailableException } from '@nestjs/common';

/** 503 with a `Retry-After` header: the server is busy, not broken (the filter sets the header). */
export class RetryLaterException extends ServiceUnavailableException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

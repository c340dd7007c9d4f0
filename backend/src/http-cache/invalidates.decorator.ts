import { SetMetadata } from '@nestjs/common';
import type { RouteRequest } from './public-read.decorator';

export const INVALIDATES = 'http-cache:invalidates';

export interface InvalidationContext {
  req: RouteRequest;
}

export interface InvalidatesOptions<T> {
  /**
   * Keys of what the write changed, from its answer or address alone (no reads: keys that need
   * a row go through the route's PurgeKeys, added by the service that read it).
   */
  after: (answer: T, context: InvalidationContext) => string[];
}

/**
 * After the route's write succeeds, and before its answer is sent, the shared caches are told to
 * drop every answer filed under these keys (invalidation.interceptor.ts).
 */
export function Invalidates<T>(options: InvalidatesOptions<T>): MethodDecorator {
  return SetMetadata(INVALIDATES, options);
}

import { SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

export const PUBLIC_READ = 'http-cache:public-read';

/** A route's request, whose path parameters are named in its template. */
export type RouteRequest = FastifyRequest<{ Params: Record<string, string> }>;

export interface PublicReadOptions<T> {
  /** The surrogate keys of an answer: the data it shows (see surrogate-keys.ts). */
  keys: (answer: T, req: RouteRequest) => string[];
  /**
   * The answer carries counts that change with no purge (likes, product.md §12): shared caches
   * keep it at most LIKE_COUNT_LAG_S, the lag the counts may show.
   */
  counts?: boolean;
  /**
   * The route reads the signed-in member (not staff alone), for the answers `personal` marks: those
   * are `private, no-store`; every other answer must be the same for everyone (a member's private
   * list, product.md §16, beside public and unlisted lists; a hidden diary entry read by its author, §15).
   */
  personal?: (answer: T) => boolean;
}

/**
 * A read whose answer to a visitor (no valid session) depends on nothing but the address and the
 * site's data: shared caches may keep it until a write purges one of its keys (see
 * cache-headers.interceptor.ts). Never for per-user or random answers. A query parameter the
 * handler does not declare (`@Query('name')`, or a field of its `@Query()` DTO) answers 400 before
 * it runs, so clients cannot mint new cache entries (or new addresses of one answer) with junk.
 */
export function PublicRead<T>(options: PublicReadOptions<T>): MethodDecorator {
  return SetMetadata(PUBLIC_READ, options);
}

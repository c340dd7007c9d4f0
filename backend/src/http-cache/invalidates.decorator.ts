import { SetMetadata } from '@nestjs/common';
import type { Request } from 'express';

import type { UserRow } from '../database/schema';
import type { CacheFacts } from './cache-facts.repository';

export const INVALIDATES = 'http-cache:invalidates';

export interface InvalidationContext {
  req: Request;
  /** The signed-in user making the write. */
  user: UserRow | undefined;
  /** Reads what a key depends on (a comment's writeup, an account's name). */
  facts: CacheFacts;
}

type Keys = string[] | Promise<string[]>;

export interface InvalidatesOptions<T> {
  /** Keys known only before the write (what a deleted or renamed record was). */
  before?: (context: InvalidationContext) => Keys;
  /** Keys of what the write changed, from its answer. */
  after?: (answer: T, context: InvalidationContext) => Keys;
}

/**
 * After the route's write succeeds, and before its answer is sent, the shared caches are told to
 * drop every answer filed under these keys (invalidation.interceptor.ts).
 */
export function Invalidates<T>(options: InvalidatesOptions<T>): MethodDecorator {
  return SetMetadata(INVALIDATES, options);
}

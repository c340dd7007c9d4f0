import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The surrogate keys a write changed, added by its service from the rows it read anyway (a
 * comment's writeup, an account's old name). Purged once the write has succeeded, before it
 * answers (invalidation.interceptor.ts).
 */
export class PurgeKeys {
  private readonly keys: string[] = [];

  add(keys: Iterable<string>): void {
    this.keys.push(...keys);
  }

  list(): readonly string[] {
    return this.keys;
  }
}

const collected = new WeakMap<FastifyRequest, PurgeKeys>();

/** The request's collector, made on first use. */
export function purgeKeysOf(req: FastifyRequest): PurgeKeys {
  let keys = collected.get(req);
  if (!keys) {
    keys = new PurgeKeys();
    collected.set(req, keys);
  }
  return keys;
}

/** What a request's write added to its collector, if it used one. */
export function collectedKeys(req: FastifyRequest): readonly string[] {
  return collected.get(req)?.list() ?? [];
}

/** The route's PurgeKeys, for the service to add the keys of what it changed. */
export const Purges = createParamDecorator((_data: unknown, context: ExecutionContext): PurgeKeys =>
  purgeKeysOf(context.switchToHttp().getRequest()),
);

import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, mergeMap, type Observable, switchMap } from 'rxjs';

import { CacheFacts } from './cache-facts.repository';
import { CachePurger } from './cache-purger';
import { INVALIDATES, type InvalidationContext, type InvalidatesOptions } from './invalidates.decorator';
import { PublicationClock } from './publication-clock';
import { SurrogateKeys } from './surrogate-keys';

/**
 * Runs a route's @Invalidates(): once its write has committed, purges the keys it changed from
 * the shared caches, before the answer goes out, so the writer's next read is never stale.
 */
@Injectable()
export class InvalidationInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly facts: CacheFacts,
    private readonly purger: CachePurger,
    private readonly clock: PublicationClock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const options = this.reflector.get<InvalidatesOptions<unknown> | undefined>(
      INVALIDATES,
      context.getHandler(),
    );
    if (!options) return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const invalidation: InvalidationContext = { req, user: req.currentUser, facts: this.facts };
    return from(Promise.resolve(options.before?.(invalidation) ?? [])).pipe(
      switchMap((before) =>
        next.handle().pipe(
          mergeMap(async (answer: unknown) => {
            const keys = [...before, ...(await (options.after?.(answer, invalidation) ?? []))];
            // A saved writeup may have moved the next publication time.
            if (keys.includes(SurrogateKeys.writeups)) await this.clock.refresh();
            await this.purger.invalidate(keys);
            return answer;
          }),
        ),
      ),
    );
  }
}

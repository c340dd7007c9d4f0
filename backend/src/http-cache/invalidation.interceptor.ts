import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { mergeMap, type Observable } from 'rxjs';

import { CachePurger } from './cache-purger';
import type { RouteRequest } from './public-read.decorator';
import { INVALIDATES, type InvalidatesOptions } from './invalidates.decorator';
import { PublicationClock } from './publication-clock';
import { collectedKeys } from './purge-keys';
import { SurrogateKeys } from './surrogate-keys';

const READS = new Set(['GET', 'HEAD']);

/**
 * Runs a route's @Invalidates() and what its service added to the route's PurgeKeys: once the
 * write has committed, purges the keys it changed from the shared caches, before the answer goes
 * out, so the writer's next read is never stale.
 */
@Injectable()
export class InvalidationInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly purger: CachePurger,
    private readonly clock: PublicationClock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const options = this.reflector.get<InvalidatesOptions<unknown> | undefined>(
      INVALIDATES,
      context.getHandler(),
    );
    const req = context.switchToHttp().getRequest<RouteRequest>();
    if (!options && READS.has(req.method)) return next.handle();
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        const keys = [...(options?.after(answer, { req }) ?? []), ...collectedKeys(req)];
        // A saved writeup may have moved the next publication time.
        if (keys.includes(SurrogateKeys.writeups)) await this.clock.refresh();
        await this.purger.invalidate(keys);
        return answer;
      }),
    );
  }
}

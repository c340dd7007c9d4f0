import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';

import { LIKE_COUNT_LAG_S } from '@reviews/libs/constants';
import { getsOwnPublicReads } from '@reviews/libs/rules';

import { keepPrivate } from '../common/private-answer';
import { repairStaffMarker } from '../session/staff-marker';
import { sharePublicly } from './cache-headers';
import { PublicationClock } from './publication-clock';
import { PUBLIC_READ, type PublicReadOptions, type RouteRequest } from './public-read.decorator';
import { queryParametersOf, rejectUnknownQuery } from './query-parameters';

/**
 * The caching headers of every API answer (product.md §7). A successful @PublicRead() answer is
 * shared (cache-headers.ts), the same for a visitor and a member: the route is not told who a
 * member is, so both get the same bytes, and a shared cache may answer members as visitors. Staff
 * get public reads of their own (libs getsOwnPublicReads): theirs, like everything else, are
 * `private, no-store` (and so is every answer before a route decides: configureApp sets it).
 * Every answer also keeps the staff marker in line with the session (session/staff-marker.ts);
 * one that changes it is private.
 */
@Injectable()
export class CacheHeadersInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly clock: PublicationClock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<RouteRequest>();
    const res = context.switchToHttp().getResponse<FastifyReply>();
    const read = this.reflector.get<PublicReadOptions<unknown> | undefined>(
      PUBLIC_READ,
      context.getHandler(),
    );
    if (read) rejectUnknownQuery(req, queryParametersOf(context.getClass(), context.getHandler()));
    const markerChanged = repairStaffMarker(req, res, req.currentUser);
    const ownAnswer = getsOwnPublicReads(req.currentUser);
    if (read && !ownAnswer && !read.personal) req.currentUser = undefined;
    if (!read || ownAnswer || markerChanged || (req.method !== 'GET' && req.method !== 'HEAD')) {
      keepPrivate(res.raw);
      return next.handle();
    }
    const started = Date.now();
    return next.handle().pipe(
      map((answer) => {
        if (read.personal?.(answer)) {
          keepPrivate(res.raw);
          return answer;
        }
        const lifetime = this.clock.sharedMaxAge(started);
        sharePublicly(
          res.raw,
          read.keys(answer, req),
          read.counts ? Math.min(lifetime, LIKE_COUNT_LAG_S) : lifetime,
        );
        return answer;
      }),
    );
  }
}

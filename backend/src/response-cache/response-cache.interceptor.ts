import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, type Observable, switchMap } from 'rxjs';

import { routeLabel } from '../metrics/http-metrics';
import { SiteVersion } from '../site-version/site-version';
import { isAnonymousRead } from './anonymous-read';
import { CachedResponse } from './cached-response';
import { ResponseCache } from './response-cache';
import { SHARED_CACHE } from './shared-cache.decorator';

/**
 * Fills the response cache: for a visitor's GET of a @SharedCache() route, takes the site
 * snapshot before the handler runs, then keeps the answer exactly as it was sent (body before
 * compression, headers after every middleware) if it is a shareable 200.
 */
@Injectable()
export class ResponseCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: ResponseCache,
    private readonly siteVersion: SiteVersion,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const shared = this.reflector.getAllAndOverride<boolean>(SHARED_CACHE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!shared || req.method !== 'GET' || !isAnonymousRead(req)) return next.handle();
    const res = context.switchToHttp().getResponse<Response>();
    return from(this.siteVersion.snapshot(new Date())).pipe(
      switchMap((snapshot) => {
        const url = req.originalUrl;
        const route = routeLabel(req);
        onSentBody(res, (body) => {
          if (!CachedResponse.isShareable(res)) return;
          this.cache.keep(url, new CachedResponse(snapshot, route, res, body));
        });
        return next.handle();
      }),
    );
  }
}

/** Calls `keep` with the body Express ends the response with, once it has been sent. */
function onSentBody(res: Response, keep: (body: Buffer) => void): void {
  let body: Buffer | undefined;
  const end = res.end as (this: Response, ...args: unknown[]) => Response;
  res.end = function (this: Response, ...args: unknown[]): Response {
    const [chunk, encoding] = args;
    if (Buffer.isBuffer(chunk)) body = chunk;
    else if (typeof chunk === 'string') {
      body = Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    }
    return end.apply(this, args);
  } as Response['end'];
  res.once('finish', () => {
    if (body !== undefined) keep(body);
  });
}

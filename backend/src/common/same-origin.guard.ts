import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { AppConfig } from '../config/app-config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a write sent by a page of another site: browsers put the page's origin in `Origin`.
 * Requests without it (curl, server-side callers) are let through; the session cookie's
 * SameSite=Lax already keeps it off cross-site writes, this also covers same-site ones.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly origin: string;

  constructor(config: AppConfig) {
    this.origin = new URL(config.publicUrl).origin;
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || origin === undefined || origin === this.origin) return true;
    throw new ForbiddenException('Cross-origin request refused');
  }
}

import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { AppConfig } from '../config/app-config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The names of this machine: a site at one of them is reached at any of them. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a page of the site has: PUBLIC_URL's, and for a local PUBLIC_URL (the demo, `npm
 * start`) the same scheme and port on every loopback name, since a browser opened at
 * http://127.0.0.1:3000 instead of http://localhost:3000 is the same site to its user.
 */
export function siteOrigins(publicUrl: string): Set<string> {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return new Set([url.origin]);
  const port = url.port ? `:${url.port}` : '';
  return new Set(LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`));
}

/**
 * Refuses a write sent by a page of another site: browsers put the page's origin in `Origin`.
 * Requests without it (curl, server-side callers) are let through; the session cookie's
 * SameSite=Lax already keeps it off cross-site writes, this also covers same-site ones.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly origins: Set<string>;

  constructor(config: AppConfig) {
    this.origins = siteOrigins(config.publicUrl);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || origin === undefined || this.origins.has(origin)) return true;
    throw new ForbiddenException('Cross-origin request refused');
  }
}

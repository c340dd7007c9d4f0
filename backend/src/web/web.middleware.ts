import { Injectable } from '@nestjs/common';
import type { ApiError } from '@reviews/libs/contract';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

import { type Frontend, WebService } from './web.service';

const HASHED_ASSETS = /^\/(assets|admin-assets)\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function staticFiles(root: string): RequestHandler {
  return express.static(root, {
    index: false,
    redirect: false,
    setHeaders: (res, path) => {
      if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      else if (HASHED_ASSETS.test(path.slice(root.length).replaceAll('\\', '/')))
        res.setHeader('Cache-Control', IMMUTABLE);
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
}

/**
 * Serves the built frontends for every path outside /api: files as they are, and the
 * frontend's index.html for any other page so deep links and reloads work.
 */
@Injectable()
export class WebMiddleware {
  readonly handler: RequestHandler;
  private readonly files: Record<Frontend, RequestHandler>;

  constructor(private readonly web: WebService) {
    this.files = { public: staticFiles(web.distDir('public')), admin: staticFiles(web.distDir('admin')) };
    this.handler = (req, res, next) => this.handle(req, res, next);
  }

  private handle(req: Request, res: Response, next: NextFunction): void {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return this.notFound(res);
    const frontend = req.path.startsWith('/admin-assets/') ? 'admin' : this.web.frontendFor(req.path);
    this.files[frontend](req, res, () => {
      if (HASHED_ASSETS.test(req.path)) return this.notFound(res);
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(this.web.pageHtml(frontend));
    });
  }

  private notFound(res: Response): void {
    const body: ApiError = { statusCode: 404, error: 'Not Found', message: 'Not found' };
    res.status(404).json(body);
  }
}

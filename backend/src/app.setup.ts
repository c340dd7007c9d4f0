import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express, { type Request, type RequestHandler } from 'express';

import { buildApiDocument } from './api-docs/api-document';
import { PRIVATE_NO_STORE } from './common/private-answer';
import { answerParserErrorsAsJson } from './common/parser-errors';
import { securityHeaders } from './common/security-headers';
import { refuseUnsafeInput } from './common/unsafe-input';
import { AppConfig } from './config/app-config';
import { MediaFilesMiddleware } from './media/media-files.middleware';
import { AppLogger, PINO_LOGGER } from './logging/app-logger';
import { requestLogger } from './logging/request-logger';
import { HttpMetrics } from './metrics/http-metrics';
import { MetricsEndpoint } from './metrics/metrics.endpoint';
import { SessionMiddleware } from './session/session.middleware';
import { WebMiddleware } from './web/web.middleware';

const BODY_LIMIT = '1mb';

/** Image uploads (POST /api/media) are the one multipart body; the media module reads them. */
const isMediaUpload = (req: Request): boolean =>
  req.path === '/media' && req.is('multipart/form-data') !== false;

const parseJson = express.json({ limit: BODY_LIMIT });

/**
 * The JSON body parser, only for requests that carry a body (reads carry none); a body that is
 * not JSON is refused before anything reads it.
 */
const jsonBody: RequestHandler = (req, res, next) => {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return next();
  if (!req.is('application/json') && !isMediaUpload(req)) {
    return next(new UnsupportedMediaTypeException('Send the request body as application/json'));
  }
  parseJson(req, res, next);
};

/** Until a route says its answer may be shared (http-cache/), nobody but the browser keeps it. */
const privateByDefault: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  next();
};

/**
 * Everything around the Nest router, in order: the request log (every request, see logging.ts),
 * request metrics, security headers, compression,
 * `private, no-store` unless a route shares its answer, /metrics, the built frontends (reading
 * the session only for console pages, see web/console-access.ts), then for /api the JSON body
 * parser, the refusal of input no handler can take (NUL characters, deep nesting) and the session.
 * Signals are handled by main.ts (GracefulShutdown), not here.
 * The same for the server (main.ts) and the tests (createTestApp).
 */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get(AppConfig);
  app.useLogger(app.get(AppLogger));
  app.disable('x-powered-by');
  // Behind a load balancer on a private network: take the client address and https from it.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.setGlobalPrefix('api');
  answerParserErrorsAsJson(app.getHttpServer());

  app.use(requestLogger(app.get(PINO_LOGGER)));
  app.use(app.get(HttpMetrics).middleware);
  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // product.md §9: images from the site itself (and its media origin), never elsewhere.
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            ...(config.mediaPublicUrl ? [new URL(config.mediaPublicUrl).origin] : []),
          ],
          fontSrc: ["'self'", 'https:', 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
        },
      },
    }),
  );
  app.use(compression());
  app.use(privateByDefault);
  app.use('/metrics', app.get(MetricsEndpoint).handler);
  app.use('/media', app.get(MediaFilesMiddleware).handler);
  app.use(app.get(WebMiddleware).handler);
  app.use('/api', jsonBody, refuseUnsafeInput, app.get(SessionMiddleware).handler);

  if (config.apiDocs) {
    SwaggerModule.setup('api/docs', app, buildApiDocument(app, config.siteName));
  }
}

import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';

import { AppConfig } from './config/app-config';
import { HttpMetrics } from './metrics/http-metrics';
import { MetricsEndpoint } from './metrics/metrics.endpoint';
import { PRIVATE_NO_STORE } from './http-cache/cache-headers';
import { SessionMiddleware } from './session/session.middleware';
import { WebMiddleware } from './web/web.middleware';

export const BODY_LIMIT = '1mb';

/** A body that is not JSON is refused before anything reads it. */
const requireJsonBody: RequestHandler = (req, _res, next) => {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.is('application/json')) {
    return next(new UnsupportedMediaTypeException('Send the request body as application/json'));
  }
  next();
};

/** Until a route says its answer may be shared (http-cache/), nobody but the browser keeps it. */
const privateByDefault: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  next();
};

/**
 * Everything around the Nest router, in order: request metrics, security headers, compression,
 * `private, no-store` unless a route shares its answer, /metrics, the built frontends (no
 * session), then for /api the JSON body parser and the session.
 * Signals are handled by main.ts (GracefulShutdown), not here.
 * The same for the server (main.ts) and the tests (createTestApp).
 */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // Behind a load balancer on a private network: take the client address and https from it.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.setGlobalPrefix('api');

  app.use(app.get(HttpMetrics).middleware);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'https:', 'data:'],
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
  app.use(app.get(WebMiddleware).handler);
  app.use('/api', requireJsonBody, express.json({ limit: BODY_LIMIT }), app.get(SessionMiddleware).handler);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle(`${config.siteName} API`).setVersion('1').addCookieAuth('sid').build(),
  );
  SwaggerModule.setup('api/docs', app, document);
}

import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import {
  BadRequestException,
  HttpException,
  NotFoundException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { FastifyServerOptions } from 'fastify';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';

import { buildApiDocument } from './api-docs/api-document';
import { answerClientErrorAsJson } from './common/parser-errors';
import { takesOneClickForm } from './common/one-click-unsubscribe';
import { PRIVATE_NO_STORE } from './common/private-answer';
import {
  BODY_LIMIT,
  continueOnlyReadableBodies,
  drainUnreadBody,
  refuseMultipartOutsideUploads,
} from './common/request-bodies';
import { securityHeaders } from './common/security-headers';
import { refuseUnsafeInput } from './common/unsafe-input';
import { AppConfig } from './config/app-config';
import type { DatabaseConnection } from './database/database';
import { DATABASE_CONNECTION } from './database/database.tokens';
import { AppLogger, PINO_LOGGER } from './logging/app-logger';
import { requestLogger } from './logging/request-logger';
import { MEDIA_UPLOAD_LIMITS } from './media/media-upload.interceptor';
import { MediaFilesHandler } from './media/media-files.handler';
import { HttpMetrics } from './metrics/http-metrics';
import { MetricsEndpoint } from './metrics/metrics.endpoint';
import { SessionLoader } from './session/session-loader';
import { keepCookiesOffSharedAnswers } from './session/shared-answer-cookies';
import { WebHandler } from './web/web.handler';

const API_ROUTE = /^\/api(\/|$)/;
/**
 * The longest address answered: no address of ours comes near it, and a shared cache in front
 * refuses longer request lines anyway (Varnish's `http_req_hdr_len`, 8 KB). Refused before the
 * session or anything else reads the request.
 */
const MAX_URL_LENGTH = 8 * 1024;

/**
 * A page address whose percent-encoding does not decode (`/review/%E0%A4%A`) names no page: it
 * reaches the frontends' not-found page with its `%` escaped, as the router would refuse it (400).
 * API addresses are left to the router.
 */
function escapeUndecodablePagePath(url: string): string {
  if (!url.includes('%') || API_ROUTE.test(url)) return url;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  try {
    decodeURI(path);
    return url;
  } catch {
    return path.replaceAll('%', '%25') + (query === -1 ? '' : url.slice(query));
  }
}

/**
 * The Fastify instance's options, the same for the server (main.ts) and the tests: behind a load
 * balancer on a private network, the client address and https come from it; Fastify's own
 * logger is off (logging/request-logger.ts); requests Node's HTTP parser
 * refuses are answered in the API's error shape.
 */
export function fastifyOptions(): FastifyServerOptions {
  return {
    trustProxy: 'loopback,linklocal,uniquelocal',
    bodyLimit: BODY_LIMIT,
    logger: false,
    clientErrorHandler: answerClientErrorAsJson,
    rewriteUrl: (request) => escapeUndecodablePagePath(request.url ?? '/'),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
  };
}

/**
 * JSON is the one body the API reads (image uploads and data imports, multipart, are read by their
 * own routes, common/request-bodies.ts); a body of another type is refused before anything reads
 * it; an empty body is none, whatever its type.
 */
/** `List-Unsubscribe=One-Click` and room to spare. */
const ONE_CLICK_BODY_LIMIT = 1024;
const PROTOTYPE_KEY_MESSAGE = 'The request body may not name __proto__ or constructor';

/**
 * Whether a parsed body has a key `__proto__` or `constructor` at any depth (breadth first: a
 * body may nest deeper than the call stack before the nesting limit refuses it).
 */
function namesPrototypeKey(parsed: unknown): boolean {
  let level = [parsed];
  while (level.length > 0) {
    const next: unknown[] = [];
    for (const value of level) {
      if (value === null || typeof value !== 'object') continue;
      for (const [key, child] of Object.entries(value)) {
        if (key === '__proto__' || key === 'constructor') return true;
        next.push(child);
      }
    }
    level = next;
  }
  return false;
}

function parseBodies(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body as string);
    } catch {
      return done(new BadRequestException('The request body is not valid JSON'), undefined);
    }
    // The validation would never see these keys (class-transformer skips them): refuse them as it
    // refuses every other field a request may not send. The parsed body is walked, not the text,
    // so that every spelling (`"\u005f_proto__"`, `"construct\u006fr"`) is caught.
    if (namesPrototypeKey(parsed)) {
      return done(new BadRequestException(PROTOTYPE_KEY_MESSAGE), undefined);
    }
    done(null, parsed);
  });
  // RFC 8058's one-click POST is a form; only the unsubscribe addresses take it, and read none of it.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (request, _body, done) => {
      if (takesOneClickForm(request.routeOptions.config)) done(null, undefined);
      else done(new UnsupportedMediaTypeException('Send the request body as application/json'));
    },
  );
  fastify.addContentTypeParser('*', (request, _payload, done) => {
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 ||
      request.headers['transfer-encoding'] !== undefined;
    if (hasBody) done(new UnsupportedMediaTypeException('Send the request body as application/json'));
    else done(null, undefined);
  });
}

/** The security headers' settings: the content security policy (product.md §9 for images). */
function helmetOptions(config: AppConfig): Parameters<typeof securityHeaders>[0] {
  return {
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
  };
}

/** ROLE=worker serves its health checks and /metrics, nothing else (product.md §19). */
const WORKER_ROUTES = new Set(['/api/health', '/api/health/ready', '/metrics']);
const WORKER_ONLY_MESSAGE = 'This instance runs background work only (ROLE=worker)';

/**
 * Everything around the Nest router, as Fastify hooks, in order: the request log (every
 * request, see logging/), request metrics, security headers and `private, no-store` unless a
 * route shares its answer (on the Node response, so that answers written past Fastify carry
 * them too), compression; /metrics, /media and the built frontends as routes of their own
 * (reading the session only for console pages, see web/console-access.ts); then for the API's
 * routes, once the body is parsed (JSON only, parseBodies), the refusal of input no handler can
 * take (NUL characters, deep nesting) and the session, only where a request needs one.
 * Signals are handled by main.ts (GracefulShutdown), not here.
 * The same for the server (main.ts) and the tests (createTestApp).
 */
export async function configureApp(app: NestFastifyApplication): Promise<void> {
  const config = app.get(AppConfig);
  const fastify = app.getHttpAdapter().getInstance();
  app.useLogger(app.get(AppLogger));
  app.setGlobalPrefix('api');

  // DATABASE_READ_URL: first of all hooks, so every query of the request knows where reads go.
  const readRouting = app.get<DatabaseConnection>(DATABASE_CONNECTION).readRouting;
  if (readRouting) {
    fastify.addHook('onRequest', (request, _reply, done) => readRouting.enter(request.raw, done));
    fastify.addHook('onSend', (request, reply, payload, done) => {
      readRouting.markWrite(request.raw, reply.raw, reply.statusCode);
      done(null, payload);
    });
  }

  const session = app.get(SessionLoader);
  session.decorate(fastify);
  const logRequest = requestLogger(app.get(PINO_LOGGER));
  const metrics = app.get(HttpMetrics);
  const setSecurityHeaders = securityHeaders(helmetOptions(config));
  const workerOnly = config.role === 'worker';

  fastify.addHook('onRequest', (request, reply, done) => {
    logRequest.start(request, reply.raw);
    metrics.track(request, reply.raw);
    setSecurityHeaders(reply.raw);
    // Until a route says its answer may be shared (http-cache/), nobody but the browser keeps it.
    reply.raw.setHeader('Cache-Control', PRIVATE_NO_STORE);
    keepCookiesOffSharedAnswers(reply.raw);
    if (workerOnly && !WORKER_ROUTES.has(request.url.split('?')[0].replace(/\/$/, ''))) {
      done(new NotFoundException(WORKER_ONLY_MESSAGE));
      return;
    }
    if (request.url.length > MAX_URL_LENGTH) {
      done(new HttpException(`The address is too long (at most ${MAX_URL_LENGTH} characters)`, 414));
      return;
    }
    try {
      refuseMultipartOutsideUploads(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    logRequest.answering(reply);
    drainUnreadBody(request, reply);
    done(null, payload);
  });
  continueOnlyReadableBodies(app.getHttpServer());
  parseBodies(app);
  // Browsers revalidate public answers (max-age=0): a weak ETag of the body, 304 when it matches.
  await app.register(fastifyEtag, { weak: true });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyMultipart, { limits: MEDIA_UPLOAD_LIMITS });
  const web = app.get(WebHandler);
  await app.register(fastifyStatic, web.staticOptions);

  fastify.addHook('onRoute', (route) => {
    if (!API_ROUTE.test(route.url)) return;
    const before = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [
      ...before,
      async (request, reply) => {
        refuseUnsafeInput(request);
        await session.loadIfNeeded(request, reply);
      },
    ];
  });

  fastify.route({ method: ['GET', 'HEAD'], url: '/metrics', handler: app.get(MetricsEndpoint).handler });
  fastify.route({ method: ['GET', 'HEAD'], url: '/media/*', handler: app.get(MediaFilesHandler).handler });
  fastify.all('/', web.handler);
  fastify.all('/*', web.handler);

  if (config.apiDocs) {
    SwaggerModule.setup('api/docs', app, buildApiDocument(app, config.siteName));
  }
}

import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

import { SESSION_COOKIE_SCHEME } from '../common/auth.decorators';
import { SESSION_COOKIE } from '../session/session-cookie';

/**
 * The OpenAPI document of the app's routes: what `/api/docs-json` serves (with API_DOCS=1) and
 * what `npm run api:generate` writes to libs/openapi.json for the typed client. Each operation
 * names itself (`@ApiOperation({ operationId })`); each needs the session cookie unless it is
 * `@Public()`.
 */
export function buildApiDocument(app: INestApplication, siteName: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`${siteName} API`)
    .setDescription('Errors answer `{statusCode, error, message}` (ApiErrorDto).')
    .setVersion('1')
    .addServer('/', 'The site itself: the API is under /api of the same origin')
    .addCookieAuth(
      SESSION_COOKIE,
      { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
      SESSION_COOKIE_SCHEME,
    )
    .addSecurityRequirements(SESSION_COOKIE_SCHEME)
    .build();
  return SwaggerModule.createDocument(app, config);
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/internal';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { IS_PUBLIC, ROLES } from '../src/common/auth.decorators';
import { createTestApp, type TestApp } from './support/app';

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
}

interface Content {
  schema?: Schema;
}

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, Content> };
  responses: Record<string, { content?: Record<string, Content>; headers?: Record<string, unknown> }>;
}

interface OpenApiDocument {
  security?: Record<string, string[]>[];
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** A route as a controller declares it, named the OpenAPI way: `get /api/user/{username}`. */
interface DeclaredRoute {
  route: string;
  takesBody: boolean;
  /** Who the roles guard lets call it. */
  access: 'public' | 'signed-in' | 'roles';
}

const API_ERROR_REF = '#/components/schemas/ApiErrorDto';

/** `api`, `user`, `:username` → `/api/user/{username}`. */
function openApiPath(...parts: string[]): string {
  const path = parts
    .join('/')
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/^:(\w+)$/, '{$1}'))
    .join('/');
  return `/${path}`;
}

/** Every handler of every controller in the app, from the metadata Nest routes by. */
function declaredRoutes(app: NestFastifyApplication): DeclaredRoute[] {
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  return new DiscoveryService(app.get(ModulesContainer)).getControllers().flatMap(({ metatype }) => {
    const controller = metatype as new (...args: never[]) => object;
    const prefix = Reflect.getMetadata(PATH_METADATA, controller) as string;
    const prototype = controller.prototype as Record<string, object>;
    return scanner.getAllMethodNames(prototype).flatMap((name) => {
      const handler = prototype[name];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (path === undefined) return [];
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const targets = [handler as () => unknown, controller];
      const access = reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)
        ? 'public'
        : reflector.getAllAndOverride<unknown>(ROLES, targets)
          ? 'roles'
          : 'signed-in';
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as object;
      return [
        {
          route: `${method.toLowerCase()} ${openApiPath('api', prefix, path)}`,
          takesBody: Object.keys(args).some((key) => key.startsWith(`${RouteParamtypes.BODY}:`)),
          access,
        },
      ];
    });
  });
}

/** The /api routes the Fastify router serves (HEAD aside, Fastify's own), besides the document itself. */
function servedRoutes(served: TestApp['routes']): string[] {
  return served.flatMap(({ method, url }) =>
    url.startsWith('/api/') && !url.startsWith('/api/docs') && method !== 'HEAD'
      ? [`${method.toLowerCase()} ${openApiPath(url)}`]
      : [],
  );
}

let testApp: TestApp;
let doc: OpenApiDocument;
let routes: DeclaredRoute[];

beforeAll(async () => {
  testApp = await createTestApp({ env: { API_DOCS: '1' } });
  doc = (await testApp.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
  routes = declaredRoutes(testApp.app);
});

/** Whether a schema says what fields (or items) the JSON has, following references. */
function describesFields(schema: Schema | undefined): boolean {
  if (!schema) return false;
  if (schema.$ref) return describesFields(doc.components.schemas[schema.$ref.split('/').pop()!]);
  if (schema.type === 'array') return describesFields(schema.items);
  if (schema.allOf) return schema.allOf.some(describesFields);
  if (schema.oneOf) return schema.oneOf.length > 0 && schema.oneOf.every(describesFields);
  return Object.keys(schema.properties ?? {}).length > 0;
}

/** A download (GET /api/me/export): one type of file other than JSON, its body binary. */
function isFile(content: Record<string, Content> | undefined): boolean {
  const types = Object.entries(content ?? {});
  return (
    types.length === 1 &&
    types[0][0] !== 'application/json' &&
    types[0][1].schema?.type === 'string' &&
    types[0][1].schema.format === 'binary'
  );
}

/** Whether a field or parameter says what kind of value it takes. */
function isTyped(schema: Schema | undefined): boolean {
  return Boolean(schema && (schema.type || schema.$ref || schema.allOf || schema.oneOf || schema.enum));
}

function operation(route: string): Operation | undefined {
  const [method, path] = route.split(' ');
  return doc.paths[path]?.[method];
}

describe('GET /api/docs-json', () => {
  it('reads the routes from the controllers as the router serves them', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map(({ route }) => route).sort()).toEqual(servedRoutes(testApp.routes).sort());
  });

  it('documents every route', () => {
    const undocumented = routes.filter(({ route }) => !operation(route)).map(({ route }) => route);
    expect(undocumented).toEqual([]);
  });

  it('documents the fields of every success answer, the type of a file, or the Location of a redirect', () => {
    const withoutShape = routes
      .map(({ route }) => route)
      .filter((route) => {
        const responses = Object.entries(operation(route)?.responses ?? {});
        return !responses.some(
          ([status, response]) =>
            // 204: an answer without a body, said as such.
            (status === '204' && response.content === undefined) ||
            (/^2/.test(status) && describesFields(response.content?.['application/json']?.schema)) ||
            (/^2/.test(status) && isFile(response.content)) ||
            (/^3/.test(status) && response.headers?.Location !== undefined),
        );
      });
    expect(withoutShape).toEqual([]);
  });

  it('documents the fields of every request body', () => {
    const withoutShape = routes
      .filter(({ route, takesBody }) => {
        const content = operation(route)?.requestBody?.content ?? {};
        return takesBody && !Object.values(content).some(({ schema }) => describesFields(schema));
      })
      .map(({ route }) => route);
    expect(withoutShape).toEqual([]);
  });

  it('documents every error answer with the ApiError shape', () => {
    const errors = routes.flatMap(({ route }) =>
      Object.entries(operation(route)?.responses ?? {})
        .filter(([status]) => /^[45]/.test(status))
        .map(([status, response]) => ({
          route,
          status,
          schema: response.content?.['application/json']?.schema,
        })),
    );
    expect(errors.length).toBeGreaterThan(routes.length);
    expect(errors.filter(({ schema }) => schema?.$ref !== API_ERROR_REF)).toEqual([]);
  });

  it('documents the 401 of every route that needs a session, and the 403 of every one limited to roles', () => {
    const undocumented = routes.flatMap(({ route, access }) => {
      const statuses = Object.keys(operation(route)?.responses ?? {});
      const expected = { public: [], 'signed-in': ['401'], roles: ['401', '403'] }[access];
      return expected.filter((status) => !statuses.includes(status)).map((status) => `${route} ${status}`);
    });
    expect(routes.filter(({ access }) => access === 'roles').length).toBeGreaterThan(10);
    expect(undocumented).toEqual([]);
  });

  it('gives every field of every schema a type', () => {
    const untyped = Object.entries(doc.components.schemas).flatMap(([name, schema]) =>
      Object.entries(schema.properties ?? {})
        .filter(([, field]) => !isTyped(field))
        .map(([field]) => `${name}.${field}`),
    );
    expect(untyped).toEqual([]);
  });

  it('gives every parameter a type', () => {
    const untyped = routes.flatMap(({ route }) =>
      (operation(route)?.parameters ?? [])
        .filter(({ schema }) => !isTyped(schema))
        .map(({ name }) => `${route} ${name}`),
    );
    expect(untyped).toEqual([]);
  });
});

describe('the document the typed client is generated from', () => {
  it('is the committed libs/openapi.json (npm run api:generate)', () => {
    const committed = JSON.parse(readFileSync(join(__dirname, '../../libs/openapi.json'), 'utf8')) as unknown;
    expect(doc).toEqual(committed);
  });

  it('names every operation once, by an explicit operationId, with a summary', () => {
    const ids = routes.map(({ route }) => operation(route)?.operationId ?? route);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(routes.filter(({ route }) => !operation(route)?.summary).map(({ route }) => route)).toEqual([]);
  });

  it('asks for the session cookie on every operation but the public ones, where it is optional', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.security).toEqual([{ session: [] }]);
    expect(operation('put /api/user')?.security).toBeUndefined();
    expect(operation('get /api/writeup/listings')?.security).toEqual([{}, { session: [] }]);
  });
});

describe('with API_DOCS=1', () => {
  it('serves the documentation page and the document', async () => {
    await testApp.http().get('/api/docs').redirects(1).expect(200).expect('content-type', /html/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/api/health']),
    );
  });
});

describe('without API_DOCS=1', () => {
  it.each(['/api/docs', '/api/docs-json'])('answers 404 in the error shape to %s', async (path) => {
    const plain = await createTestApp();
    const res = await plain.http().get(path).expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
    await plain.close();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { ModuleMetadata } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';

import { AppModule } from '../../src/app.module';
import { configureApp, fastifyOptions } from '../../src/app.setup';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { type Database, pgliteConnection } from '../../src/database/database';
import { DATABASE, DATABASE_CONNECTION } from '../../src/database/database.tokens';
import { PINO_LOGGER } from '../../src/logging/app-logger';
import { createLogger } from '../../src/logging/log-output';
import { testDatabase } from './database';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** Every route the Fastify router serves, one method each. */
  routes: Array<{ method: string; url: string }>;
  /** A new supertest agent (it keeps the cookies it receives). */
  http: () => TestAgent;
  /** The Drizzle database the app uses, for asserting stored effects. */
  db: Database;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults, as the server would read them. */
  env?: Record<string, string | undefined>;
  /** Extra modules beside AppModule, e.g. a controller that exercises a guard. */
  imports?: ModuleImport[];
  /**
   * Where the logs go instead of standard output (set LOG_LEVEL in `env` too). Request lines go
   * to each app's own; Nest's logger (`new Logger(context)`) is one per process: the app created
   * last decides where those lines go.
   */
  logs?: DestinationStream;
  /**
   * Use the database `env` names (DATABASE_URL, DATABASE_READ_URL) as the server would, instead
   * of this test file's (PgBouncer, replicas: database-path.spec.ts).
   */
  ownDatabase?: boolean;
}

type ModuleImport = NonNullable<ModuleMetadata['imports']>[number];

const open = new Set<TestApp>();

/** Boots the real AppModule on this test file's database (see support/database.ts). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.ownDatabase ? undefined : await testDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'reviews-data-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-session-secret-of-enough-length',
    UNSUBSCRIBE_SECRET: 'test-unsubscribe-secret-of-enough-length',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000',
    // Tests that serve frontends point these at fixtures; by default nothing is built.
    WEB_PUBLIC_DIR: join(dataDir, 'no-web-public'),
    WEB_ADMIN_DIR: join(dataDir, 'no-web-admin'),
    ...(database?.kind === 'postgres' ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });

  let builder = Test.createTestingModule({
    imports: [AppModule.forRoot(config), ...(options.imports ?? [])],
  });
  if (options.logs) {
    builder = builder.overrideProvider(PINO_LOGGER).useValue(createLogger(config, options.logs));
  }
  if (database?.kind === 'pglite') {
    builder = builder.overrideProvider(DATABASE_CONNECTION).useFactory({
      factory: async () => {
        // Shared by the apps of this test file, so closing an app leaves it open.
        const connection = pgliteConnection(database.client, false);
        await connection.migrate();
        return connection;
      },
    });
  }
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter(fastifyOptions()), {
    bodyParser: false,
  });
  const routes: TestApp['routes'] = [];
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', ({ method, url }) => {
      for (const one of [method].flat()) routes.push({ method: one, url });
    });
  await configureApp(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();

  const testApp: TestApp = {
    app,
    config,
    routes,
    http: () => request.agent(app.getHttpServer()),
    db: app.get<Database>(DATABASE),
    close: async () => {
      if (!open.delete(testApp)) return;
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  open.add(testApp);
  return testApp;
}

/** Closes the apps a test file left open (support/setup.ts). */
export async function closeOpenApps(): Promise<void> {
  for (const app of [...open]) await app.close();
}

import 'reflect-metadata';

import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

import { AppModule } from './app.module';
import { configureApp, fastifyOptions } from './app.setup';
import { ConfigError, loadConfig } from './config/app-config';
import { restrictNewFiles } from './config/private-files';
import { GracefulShutdown } from './health/graceful-shutdown';
import { AppLogger } from './logging/app-logger';
import { logOutput } from './logging/log-output';

/** From the signal, draining included; below the 30 s stop grace period docker-compose.yml gives. */
const SHUTDOWN_TIMEOUT_MS = 25_000;

/**
 * Every interface, as Node's own `listen(port)` does (Fastify's default is localhost only):
 * IPv6 and IPv4, or IPv4 alone where the host has no IPv6.
 */
async function listenEverywhere(app: NestFastifyApplication, port: number): Promise<void> {
  try {
    await app.listen(port, '::');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error;
    await app.listen(port, '0.0.0.0');
  }
}

async function bootstrap(): Promise<void> {
  restrictNewFiles();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    new FastifyAdapter(fastifyOptions()),
    { bodyParser: false, bufferLogs: true },
  );
  const shutdown = new GracefulShutdown(app, {
    timeoutMs: SHUTDOWN_TIMEOUT_MS,
    drainDelayMs: config.shutdownDrainMs,
    logger: app.get(AppLogger),
    exit: (code) => {
      logOutput().flushSync();
      process.exit(code);
    },
  });
  await configureApp(app);
  shutdown.listen();
  await listenEverywhere(app, config.port);
}

void bootstrap();

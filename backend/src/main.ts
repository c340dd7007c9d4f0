import 'reflect-metadata';

import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { ConfigError, loadConfig } from './config/app-config';
import { restrictNewFiles } from './config/private-files';
import { GracefulShutdown } from './health/graceful-shutdown';
import { AppLogger } from './logging/app-logger';
import { logOutput } from './logging/log-output';

/** From the signal, draining included; below the 30 s stop grace period docker-compose.yml gives. */
const SHUTDOWN_TIMEOUT_MS = 25_000;

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
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    bufferLogs: true,
  });
  const shutdown = new GracefulShutdown(app, {
    timeoutMs: SHUTDOWN_TIMEOUT_MS,
    drainDelayMs: config.shutdownDrainMs,
    logger: app.get(AppLogger),
    exit: (code) => {
      logOutput().flushSync();
      process.exit(code);
    },
  });
  configureApp(app);
  shutdown.listen();
  await app.listen(config.port);
}

void bootstrap();

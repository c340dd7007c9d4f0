import 'reflect-metadata';

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

import { AppModule } from '../app.module';
import { configureApp, fastifyOptions } from '../app.setup';
import { loadConfig } from '../config/app-config';
import { buildApiDocument } from './api-document';

/**
 * `node dist/api-docs/api-document-cli.js <file>` (npm run api:generate): writes the OpenAPI
 * document of the app, booted on a throwaway embedded database with the default configuration
 * and never listening, so the document depends on the code alone.
 */
async function main(output: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reviews-api-document-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(32) });
    const app = await NestFactory.create<NestFastifyApplication>(
      AppModule.forRoot(config),
      new FastifyAdapter(fastifyOptions()),
      { bodyParser: false, logger: false },
    );
    await configureApp(app);
    writeFileSync(output, `${JSON.stringify(buildApiDocument(app, config.siteName), null, 2)}\n`);
    await app.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const [output] = process.argv.slice(2);
if (!output) {
  console.error('Usage: api-document-cli <output.json>');
  process.exit(2);
}
main(output).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

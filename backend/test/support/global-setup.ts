import { startOidcTestProvider } from './oidc-provider-process';
import { createPgliteTemplate, createPostgresTemplate, TEMPLATE_ENV } from './template-database';

/**
 * Runs once before all test files: one migrated template database and the test identity
 * provider (workers inherit process.env).
 */
export default async function globalSetup(): Promise<void> {
  await startOidcTestProvider();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) process.env[TEMPLATE_ENV.postgresName] = await createPostgresTemplate(serverUrl);
  else process.env[TEMPLATE_ENV.pgliteDump] = await createPgliteTemplate();
}

import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

import { stopOidcTestProvider } from './oidc-provider-process';
import { TEMPLATE_ENV, withAdminClient } from './template-database';

export default async function globalTeardown(): Promise<void> {
  stopOidcTestProvider();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_ENV.postgresName];
  if (serverUrl && template) {
    await withAdminClient(serverUrl, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`),
    );
  }
  const dump = process.env[TEMPLATE_ENV.pgliteDump];
  if (dump) rmSync(dirname(dump), { recursive: true, force: true });
}

import { loadConfig } from '../config/app-config';
import { restrictNewFiles } from '../config/private-files';
import { openDatabase } from './database';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
async function main(): Promise<void> {
  restrictNewFiles();
  const config = loadConfig();
  const connection = await openDatabase(config);
  try {
    await connection.migrate();
    console.log(`Migrations applied (${connection.kind}).`);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import 'reflect-metadata';

import { NestFactory } from '@nestjs/core';

import { AppModule } from '../app.module';
import { ConfigError, loadConfig } from '../config/app-config';
import { restrictNewFiles } from '../config/private-files';
import { DEMO_ADMINS, DEMO_MEMBERS } from './demo-data';
import { DEMO_PASSWORD, DEMO_ROOT, seedDemo } from './demo-seed';

/**
 * `npm run demo` runs this before the server: fills the configured database (the embedded one
 * in DATA_DIR by default) with demo content and prints the demo accounts. Run again, it
 * leaves the existing demo content alone.
 */
async function main(): Promise<void> {
  restrictNewFiles();
  let config;
  try {
    config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: ['error', 'warn'],
  });
  try {
    const result = await seedDemo(app, config);
    if (result === null) {
      console.log('Demo content is already there; nothing added.');
      console.log(
        `Demo accounts sign in with the password "${DEMO_PASSWORD}" ` +
          `(for example ${DEMO_ROOT}, ${DEMO_ADMINS[0]}, ${DEMO_MEMBERS[0]}).`,
      );
      return;
    }
    console.log(
      `Demo content added: ${result.writeups} writeups, ${result.comments} comments, ${result.ratings} ratings, ` +
        `${result.diaryEntries} diary entries, ` +
        `${result.announcements} announcements, ${result.images} images.`,
    );
    console.log('Demo accounts (sign in with the e-mail or the username):');
    for (const account of result.accounts) {
      console.log(
        `  ${account.role.padEnd(6)} ${account.email}  (${account.username})  password: ${account.password}`,
      );
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { closeTestDatabase } from './database';
import { closeOpenApps } from './app';

afterAll(async () => {
  await closeOpenApps();
  await closeTestDatabase();
});

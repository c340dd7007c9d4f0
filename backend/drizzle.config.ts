import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/database/schema; the app applies them itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/database/schema/index.ts',
  out: './drizzle',
});

import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` turns a change under src/bff/db/schema into the next SQL migration in
// drizzle/; the backend applies pending migrations at start (docs/decisions/006-storage.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/bff/db/schema/*.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});

import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @oko/api` writes a new migration from src/db/schema.ts; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});

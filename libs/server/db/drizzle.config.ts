import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations from the schema into libs/server/db/migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/server/db/src/lib/schema/index.ts',
  out: './libs/server/db/migrations',
  dbCredentials: { url: process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/fachwerk' },
});

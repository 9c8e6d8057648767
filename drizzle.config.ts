import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -- --name <change>` writes a migration for schema changes in server/db/schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});

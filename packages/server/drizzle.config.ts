import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate`; migrations are applied at start by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

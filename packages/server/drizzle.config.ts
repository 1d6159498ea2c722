import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate`; migrations are applied at start by openDatabase (src/core/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/core/db/schema.ts',
  out: './drizzle',
});

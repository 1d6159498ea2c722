import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate`; migrations are applied at start by openDatabase (src/core/db/client.ts).
// The shared jobs tables live in src/core/db/schema.ts; a table only one feature uses lives in that feature's
// folder as `<name>.table.ts`, so the folder that owns a table also declares it.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/core/db/schema.ts', './src/features/**/*.table.ts'],
  out: './drizzle',
});

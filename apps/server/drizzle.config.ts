import { defineConfig } from 'drizzle-kit';

// Tables live beside their module (`*.table.ts`); no central schema file grows with every area.
export default defineConfig({
  dialect: 'postgresql',
  casing: 'snake_case',
  schema: ['./src/modules/*/*.table.ts', './src/platform/*/*.table.ts'],
  out: './src/db/migrations',
});

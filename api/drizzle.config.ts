// drizzle-kit configuration: `npm run db:generate -w @hemis/api` writes SQL migrations to drizzle/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/report-tables.ts',
    './src/db/return-tables.ts',
    './src/db/accreditation-tables.ts',
    './src/db/grant-tables.ts',
    './src/db/idempotency-tables.ts',
    './src/db/rate-limit-tables.ts',
  ],
  out: './drizzle',
});

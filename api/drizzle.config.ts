// drizzle-kit configuration: `npm run db:generate -w @hemis/api` writes SQL migrations to drizzle/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The index first: it builds the record tables in their order (see its comment).
  schema: [
    './src/db/schema/index.ts',
    './src/db/schema/reports.ts',
    './src/db/schema/statistical-returns.ts',
    './src/db/schema/accreditation.ts',
    './src/db/schema/grants.ts',
    './src/db/schema/idempotency.ts',
    './src/db/schema/rate-limits.ts',
  ],
  out: './drizzle',
});

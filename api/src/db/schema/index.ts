/**
 * The database schema (drizzle-orm, PostgreSQL), a file per domain. Migrations in api/drizzle/ are
 * generated from these files with `npm run db:generate -w @hemis/api`; never edit a generated one.
 *
 * This index holds the record tables (lib/resource/references.ts walks them for what still uses a
 * record). The tables of the statistical return, reports, accreditation, grants, idempotency and
 * rate limits are imported from their own files. Registry tables are built in this order: a
 * reference by resource name gets its foreign key only when the named table is built before it.
 */
export * from './places';
export * from './registry';
export * from './setup';
export * from './infrastructure';
export * from './employees';
export * from './users';
export * from './students';
export * from './documents';
export * from './attendance';
export * from './accounts';
export * from './enrolment';
export * from './fees';
export * from './dropouts';
export * from './graduation';
export * from './character';
export * from './exams';
export * from './returns';
export * from './research';

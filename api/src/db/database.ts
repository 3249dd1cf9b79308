/**
 * The database type every repository is written against, PGlite or PostgreSQL alike (client.ts
 * opens it). Its own module so that what client.ts wires in (session checks, table changes) can
 * name it without importing the client.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

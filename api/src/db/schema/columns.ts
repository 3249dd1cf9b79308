/**
 * Columns many tables share: the campus a row belongs to, its university, its fiscal year, an
 * amount in paisa.
 * Not re-exported by the index (these are column builders, not tables).
 */
import { bigint, integer, timestamp } from 'drizzle-orm/pg-core';
import { campuses, universities } from './places';
import { fiscalYears } from './setup';

/** The campus a row belongs to. */
export const campusColumn = () =>
  integer('campus_id')
    .notNull()
    .references(() => campuses.id);

/** A campus's row: its campus, and its university (copied, for a university's reads). */
export const campusOwner = () => ({
  campusId: campusColumn(),
  universityId: integer('university_id').references(() => universities.id),
});

/** The fiscal year a row belongs to. */
export const fiscalYearColumn = () =>
  integer('fiscal_year_id')
    .notNull()
    .references(() => fiscalYears.id);

/** A moment read as an ISO string (the tables whose answers carry it as is). */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** When a row was made and last changed, read as ISO strings. */
export const madeAndChanged = () => ({
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** An amount in paisa: whole, and read as a JS number (amounts stay far below 2^53). */
export const paisa = (name: string) => bigint(name, { mode: 'number' });

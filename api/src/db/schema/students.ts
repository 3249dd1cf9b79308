/** Students, their identity cards and the bulk imports that register them. */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import * as contracts from '@hemis/shared-contracts';
import { campusOwner } from './columns';
import { day, norm, tz } from './resource-table';
import { campuses, universities } from './places';
import { resourceTable } from './registry';
import { users } from './users';

/**
 * Students (the record of shared-contracts' studentContract). `userId` links a self-registered
 * student's sign-in account; the program's level and faculty are copied for the list filters.
 * `stagedJobId`: a row an import is still writing, hidden (deleted_at set) until the import
 * reveals it, or deleted when the import fails; it already holds its numbers in the unique
 * indexes, so a student registered meanwhile cannot take them.
 */
export const students = resourceTable('students', contracts.studentContract, {
  columns: {
    userId: integer('user_id').references((): AnyPgColumn => users.id),
    verifiedBy: integer('verified_by'),
    stagedJobId: integer('staged_job_id').references((): AnyPgColumn => studentImportJobs.id),
    /**
     * The span the student is on the roll, for the reports' enrolment of a fiscal year: from the
     * start of the admission fiscal year (else the day the record was made) to the start of the
     * fiscal year of the graduation or dropout (null: still on the roll). Kept by triggers
     * (migration 0025) in the same transaction as each write, whichever code writes.
     */
    enrolledFrom: day('enrolled_from'),
    enrolledUntil: day('enrolled_until'),
  },
  uniqueWhere: (t) => sql`${t.deletedAt} is null or ${t.stagedJobId} is not null`,
  indexes: (t) => [
    index('students_staged_job_idx')
      .on(t.stagedJobId)
      .where(sql`${t.stagedJobId} is not null`),
    index('students_campus_idx').on(t.campusId),
    index('students_user_idx').on(t.userId),
    index('students_class_idx').on(t.programId, t.batchId, t.yearOrSemester),
    index('students_district_idx').on(t.permanentDistrictId),
    index('students_enrolment_idx').on(t.campusId, t.enrolledFrom, t.enrolledUntil),
    // Duplicates across campuses: by citizenship number, and by name and date of birth.
    index('students_citizenship_idx').on(norm(t.citizenshipNo)),
    index('students_name_birth_idx').on(norm(t.firstName), norm(t.lastName), t.dateOfBirth),
  ],
});

/**
 * Student identity cards. The token is what the card's QR code carries (the public verification
 * page); at most one card per student is current (not revoked), so a reissue revokes the old one.
 */
export const studentCards = pgTable(
  'student_cards',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    token: varchar('token', { length: 64 }).notNull(),
    issuedAt: tz('issued_at').notNull().defaultNow(),
    validUntil: day('valid_until').notNull(),
    revokedAt: tz('revoked_at'),
    campusId: integer('campus_id').references(() => campuses.id),
    universityId: integer('university_id').references(() => universities.id),
    issuedBy: integer('issued_by'),
  },
  (t) => [
    uniqueIndex('student_cards_token_uq').on(t.token),
    uniqueIndex('student_cards_current_uq')
      .on(t.studentId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Bulk imports of students from .xlsx (domains/students/import.ts): one row per import, written
 * when it starts and when it ends. Live progress is kept in memory by the importing process, as
 * PGlite answers nothing else while the import's transaction runs.
 */
export const studentImportJobs = pgTable(
  'student_import_jobs',
  {
    id: serial('id').primaryKey(),
    ...campusOwner(),
    /** running: rows being staged; publishing: all staged, being revealed (past the point of
     * no return: an interrupted one is finished at start); done; failed (nothing visible). */
    status: varchar('status', { length: 10 })
      .notNull()
      .$type<'running' | 'publishing' | 'done' | 'failed'>(),
    fileName: varchar('file_name', { length: 255 }),
    total: integer('total').notNull(),
    /** Rows staged so far (progress). */
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    /** Moved on by the process running the job; a stale one tells an interrupted job. */
    heartbeatAt: tz('heartbeat_at').notNull().defaultNow(),
    message: text('message'),
    report: jsonb('report').$type<contracts.ImportReport>(),
    createdAt: tz('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    index('student_import_jobs_campus_idx').on(t.campusId),
    // One import at a time per campus, across processes.
    uniqueIndex('student_import_jobs_campus_running_uq')
      .on(t.campusId)
      .where(sql`${t.status} in ('running', 'publishing')`),
  ],
);

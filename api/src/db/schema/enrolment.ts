/** Online enrolment: the applications of people not yet students. */
import { index, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { campusOwner } from './columns';
import { tz } from './resource-table';
import { collegePrograms } from './setup';
import { students } from './students';

/**
 * Applications of online enrolment (/open-enroll): the record as checked by the student
 * resource (values and its stored photo and signature), the documents, the applicant's e-mail
 * and password hash. A paid one became a student (studentId); an unpaid one expires, and its
 * personal data and files are removed a while after.
 */
export const enrolmentApplications = pgTable(
  'enrolment_applications',
  {
    id: serial('id').primaryKey(),
    reference: varchar('reference', { length: 40 }).notNull(),
    ...campusOwner(),
    collegeProgramId: integer('college_program_id')
      .notNull()
      .references(() => collegePrograms.id),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    files: jsonb('files').$type<Record<string, string>>().notNull(),
    documents: jsonb('documents').$type<ApplicationDocument[]>().notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    studentId: integer('student_id').references(() => students.id),
    ip: varchar('ip', { length: 60 }),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('enrolment_applications_reference_uq').on(t.reference),
    index('enrolment_applications_status_idx').on(t.status, t.expiresAt),
  ],
);

export interface ApplicationDocument {
  documentType: string;
  fileName: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
}

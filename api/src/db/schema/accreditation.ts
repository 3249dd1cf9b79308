/**
 * The commission's quality assurance and accreditation (domains/accreditation): each campus's
 * cycles (a first accreditation, then re-accreditations), the dated stages recorded in each, and
 * each campus's internal quality assurance committee.
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  AccreditationStage,
  AccreditationStatus,
  QualityCommittee,
} from '@hemis/shared-contracts';
import { at, campusColumn, campusOwner, fiscalYearColumn, madeAndChanged } from './columns';
import { day, partOf, requiredRef } from './resource-table';
import { employees, users } from './index';

export const accreditationCycles = pgTable(
  'accreditation_cycles',
  {
    id: serial('id').primaryKey(),
    /** The campus, and its university when the cycle began (reach reads it without a join). */
    ...campusOwner(),
    /** 1 for the first accreditation, 2 and on for re-accreditations. */
    cycleNumber: integer('cycle_number').notNull(),
    /** The last stage recorded (shared-contracts ACCREDITATION_STAGES). */
    stage: varchar('stage', { length: 30 }).$type<AccreditationStage>().notNull(),
    /** inProgress, accredited, deferred or withdrawn. */
    status: varchar('status', { length: 12 })
      .$type<AccreditationStatus>()
      .notNull()
      .default('inProgress'),
    startedOn: day('started_on').notNull(),
    awardedOn: day('awarded_on'),
    expiresOn: day('expires_on'),
    /** Why the award was deferred, or the accreditation withdrawn. */
    reason: text('reason'),
    /** The certificate's number in the campus's series of the award's fiscal year. */
    certificateNo: integer('certificate_no'),
    /** The certificate's QR code token (lib/verification.ts). */
    verificationToken: varchar('verification_token', { length: 40 }),
    ...madeAndChanged(),
  },
  (t) => [
    uniqueIndex('accreditation_cycles_campus_number_uq').on(t.campusId, t.cycleNumber),
    index('accreditation_cycles_status_idx').on(t.status, t.expiresOn),
    index('accreditation_cycles_university_idx').on(t.universityId),
    uniqueIndex('accreditation_cycles_token_uq').on(t.verificationToken),
  ],
);

export const accreditationStages = pgTable(
  'accreditation_stages',
  {
    id: serial('id').primaryKey(),
    cycleId: partOf('cycle_id', () => accreditationCycles.id),
    stage: varchar('stage', { length: 30 }).$type<AccreditationStage>().notNull(),
    datedOn: day('dated_on').notNull(),
    note: text('note'),
    /** What the stage records beyond its date: the review by criterion, the team, the decision. */
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    recordedBy: integer('recorded_by').references(() => users.id),
    recordedByName: varchar('recorded_by_name', { length: 200 }).notNull(),
    recordedAt: at('recorded_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accreditation_stages_cycle_stage_uq').on(t.cycleId, t.stage)],
);

export const qualityCommitteeMembers = pgTable(
  'quality_committee_members',
  {
    id: serial('id').primaryKey(),
    campusId: campusColumn(),
    employeeId: requiredRef('employee_id', () => employees.id),
    /** chair, secretary or member. */
    role: varchar('role', { length: 12 })
      .$type<QualityCommittee['members'][number]['role']>()
      .notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quality_committee_members_campus_employee_uq').on(t.campusId, t.employeeId)],
);

/** Expiry reminders sent (6 and 1 months before), one row each: taken before the mail goes. */
export const accreditationReminders = pgTable(
  'accreditation_reminders',
  {
    cycleId: partOf('cycle_id', () => accreditationCycles.id),
    months: integer('months').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cycleId, t.months] })],
);

/** A campus's printed fact sheet of a fiscal year: the token its QR code carries. */
export const factSheetPrints = pgTable(
  'fact_sheet_prints',
  {
    campusId: campusColumn(),
    fiscalYearId: fiscalYearColumn(),
    verificationToken: varchar('verification_token', { length: 40 }).notNull(),
    firstPrintedAt: at('first_printed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campusId, t.fiscalYearId] }),
    uniqueIndex('fact_sheet_prints_token_uq').on(t.verificationToken),
  ],
);

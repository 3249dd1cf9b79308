/**
 * The annual statistical return's tables (domains/returns): one return per campus, fiscal year
 * and form; its history; its figures, one row per cell as submitted (what the commission's
 * totals and the open data add up in SQL); the rules it is checked by (data the commission
 * edits); each fiscal year's cycle (deadline, publication) and the reminders sent.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  ReturnAction,
  ReturnContact,
  ReturnDraft,
  ReturnForm,
  ReturnRuleKind,
  ReturnSection,
  ReturnStatus,
  StatisticalReturn,
} from '@hemis/shared-contracts';
import { at, campusColumn, fiscalYearColumn, madeAndChanged } from './columns';
import { day, flagOn, partOf } from './resource-table';
import { fiscalYears, users } from './index';

export const statisticalReturns = pgTable(
  'statistical_returns',
  {
    id: serial('id').primaryKey(),
    campusId: campusColumn(),
    fiscalYearId: fiscalYearColumn(),
    form: varchar('form', { length: 10 }).$type<ReturnForm>().notNull().default('full'),
    status: varchar('status', { length: 12 }).$type<ReturnStatus>().notNull().default('draft'),
    /** The latest submission's number in the campus's series of the year. */
    submissionNo: integer('submission_no'),
    submittedAt: at('submitted_at'),
    /** The sections as submitted (null while a draft: a draft is filled from the data). */
    figures: jsonb('figures').$type<ReturnSection[]>(),
    corrections: jsonb('corrections')
      .$type<StatisticalReturn['corrections']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The campus's comments on warnings, by the finding's subject. */
    comments: jsonb('comments')
      .$type<ReturnDraft['comments']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    contacts: jsonb('contacts')
      .$type<ReturnContact[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    researchCell: boolean('research_cell'),
    /** The printed return's QR code token (lib/verification.ts). */
    verificationToken: varchar('verification_token', { length: 40 }),
    ...madeAndChanged(),
  },
  (t) => [
    uniqueIndex('statistical_returns_campus_year_form_uq').on(t.campusId, t.fiscalYearId, t.form),
    index('statistical_returns_year_idx').on(t.fiscalYearId, t.form, t.status),
    uniqueIndex('statistical_returns_token_uq').on(t.verificationToken),
  ],
);

export const statisticalReturnEvents = pgTable(
  'statistical_return_events',
  {
    id: serial('id').primaryKey(),
    returnId: partOf('return_id', () => statisticalReturns.id),
    action: varchar('action', { length: 20 }).$type<ReturnAction>().notNull(),
    status: varchar('status', { length: 12 }).$type<ReturnStatus>().notNull(),
    userId: integer('user_id').references(() => users.id),
    byName: varchar('by_name', { length: 200 }).notNull(),
    comment: text('comment'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('statistical_return_events_return_idx').on(t.returnId)],
);

/** Each figure of a submitted return: what totals and open data add up, by SQL. */
export const statisticalReturnFigures = pgTable(
  'statistical_return_figures',
  {
    returnId: partOf('return_id', () => statisticalReturns.id),
    campusId: integer('campus_id').notNull(),
    fiscalYearId: integer('fiscal_year_id').notNull(),
    form: varchar('form', { length: 10 }).notNull(),
    tableKey: varchar('table_key', { length: 40 }).notNull(),
    rowKey: varchar('row_key', { length: 80 }).notNull(),
    columnKey: varchar('column_key', { length: 40 }).notNull(),
    /** The row's program, level and faculty where the row is a program's. */
    programId: integer('program_id'),
    levelId: integer('level_id'),
    facultyId: integer('faculty_id'),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.tableKey, t.rowKey, t.columnKey] }),
    index('statistical_return_figures_year_idx').on(t.fiscalYearId, t.form, t.tableKey),
    index('statistical_return_figures_campus_idx').on(t.campusId, t.fiscalYearId),
  ],
);

export const statisticalReturnRules = pgTable('statistical_return_rules', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 40 }).$type<ReturnRuleKind>().notNull().unique(),
  level: varchar('level', { length: 10 }).notNull(),
  message: text('message').notNull(),
  threshold: numeric('threshold', { mode: 'number' }),
  active: flagOn('active'),
});

export const statisticalReturnCycles = pgTable('statistical_return_cycles', {
  fiscalYearId: integer('fiscal_year_id')
    .primaryKey()
    .references(() => fiscalYears.id),
  deadline: day('deadline'),
  publishedAt: at('published_at'),
  publishedBy: integer('published_by').references(() => users.id),
});

/** Reminders sent (one per year, form, campus or university, and kind, whichever process). */
export const statisticalReturnReminders = pgTable(
  'statistical_return_reminders',
  {
    fiscalYearId: integer('fiscal_year_id').notNull(),
    form: varchar('form', { length: 10 }).notNull(),
    target: varchar('target', { length: 12 }).notNull(),
    targetId: integer('target_id').notNull(),
    kind: varchar('kind', { length: 12 }).notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fiscalYearId, t.form, t.target, t.targetId, t.kind] })],
);

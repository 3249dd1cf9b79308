/**
 * Summary tables of the reports (DESIGN.md section 3a): figures the national reports read
 * instead of scanning half a million records. Triggers keep them current in the same transaction
 * as every write to what they count (migrations 0030–0031: enrolment; 0032: the other records);
 * `report_enrolment_rebuild()` and `report_records_rebuild()` recompute them whole.
 */
import {
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { campuses, fiscalYears, universities } from './index';

/** The dimensions of `report_enrolment`: each student counts once in each, per fiscal year. */
export const ENROLMENT_DIMENSIONS = ['all', 'belt', 'province', 'ageGroup', 'ethnicGroup'] as const;
export type EnrolmentDimension = (typeof ENROLMENT_DIMENSIONS)[number];

/**
 * The grains of both summaries (what GROUPING() of campus and program gives each row): per
 * campus and program (any filter can be read from it); per campus without programs, for the
 * dimension 'all' only (coverage, the largest campuses, campus lists); per university and program (the
 * nation's or a university's report that no campus filter narrows: tens of times fewer rows).
 */
export const SUMMARY_GRAINS = {
  campusProgram: { grain: 0, campus: true, program: true },
  campus: { grain: 1, campus: true, program: false },
  universityProgram: { grain: 2, campus: false, program: true },
} as const;

/** The grain of a summary row and where it counts: campus, university, program (both tables). */
const grainColumns = () => ({
  grain: smallint('grain').notNull(),
  campusId: integer('campus_id').references(() => campuses.id, { onDelete: 'cascade' }),
  universityId: integer('university_id').references(() => universities.id, {
    onDelete: 'cascade',
  }),
  programId: integer('program_id'),
  facultyId: integer('faculty_id'),
  levelId: integer('level_id'),
});

/** The grain columns in a summary's unique key, in their order. */
const grainKey = (t: { [K in keyof ReturnType<typeof grainColumns>]: AnyPgColumn }) => [
  t.grain,
  t.campusId,
  t.universityId,
  t.programId,
  t.facultyId,
  t.levelId,
];

/**
 * Students of live campuses on the roll in a fiscal year, by gender and one further dimension:
 * 'all' (none; it also counts the year's entrants), 'belt' (of the permanent district),
 * 'province' (its id), 'ageGroup' (on the year's first day, AGE_GROUPS' label) or 'ethnicGroup'
 * (its id); `value` is null where the student's record does not say. Each in three grains
 * (SUMMARY_GRAINS).
 */
export const reportEnrolment = pgTable(
  'report_enrolment',
  {
    fiscalYearId: integer('fiscal_year_id')
      .notNull()
      .references(() => fiscalYears.id, { onDelete: 'cascade' }),
    dimension: varchar('dimension', { length: 16 }).$type<EnrolmentDimension>().notNull(),
    ...grainColumns(),
    gender: varchar('gender', { length: 10 }),
    value: text('value'),
    students: integer('students').notNull().default(0),
    entrants: integer('entrants').notNull().default(0),
  },
  (t) => [
    unique('report_enrolment_key')
      .on(t.fiscalYearId, t.dimension, ...grainKey(t), t.gender, t.value)
      .nullsNotDistinct(),
    index('report_enrolment_campus_idx').on(t.campusId, t.fiscalYearId),
  ],
);

/** The records `report_records` counts, besides enrolment. */
export const RECORD_SOURCES = [
  'graduates',
  'dropouts',
  'sittings',
  'teachers',
  'nonTeaching',
] as const;
export type RecordSource = (typeof RECORD_SOURCES)[number];

/**
 * The dimensions of `report_records`: each record counts once in each its source has: 'all'
 * (none), 'ethnicGroup' (graduates: their own; dropouts: the student's), 'reason' (dropouts), and
 * for staff 'qualification', 'joiningType' (their choice values), 'post', 'department' and
 * 'section' (ids: names are joined when read, so a renamed post needs no recount).
 */
export const RECORD_DIMENSIONS = [
  'all',
  'ethnicGroup',
  'reason',
  'qualification',
  'joiningType',
  'post',
  'department',
  'section',
] as const;
export type RecordDimension = (typeof RECORD_DIMENSIONS)[number];

/**
 * Graduates, dropouts, exam sittings and staff of live campuses, per fiscal year (none for staff:
 * they are counted as they stand) and one dimension, in the grains of SUMMARY_GRAINS. `records` is
 * the number of rows counted; `male`, `female`, `other` and `total` are people (a sitting's
 * appeared by gender, and its `passed`). Graduates, dropouts and sittings keep their faculty in
 * their program (filtered through it); staff in `faculty_id`, and have no program or level.
 */
export const reportRecords = pgTable(
  'report_records',
  {
    source: varchar('source', { length: 16 }).$type<RecordSource>().notNull(),
    fiscalYearId: integer('fiscal_year_id').references(() => fiscalYears.id, {
      onDelete: 'cascade',
    }),
    dimension: varchar('dimension', { length: 16 }).$type<RecordDimension>().notNull(),
    ...grainColumns(),
    value: text('value'),
    records: integer('records').notNull().default(0),
    male: integer('male').notNull().default(0),
    female: integer('female').notNull().default(0),
    other: integer('other').notNull().default(0),
    total: integer('total').notNull().default(0),
    passed: integer('passed').notNull().default(0),
  },
  (t) => [
    unique('report_records_key')
      .on(t.source, t.fiscalYearId, t.dimension, ...grainKey(t), t.value)
      .nullsNotDistinct(),
    index('report_records_campus_idx').on(t.campusId, t.fiscalYearId),
  ],
);

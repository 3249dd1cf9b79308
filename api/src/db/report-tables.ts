/**
 * Summary tables of the reports (DESIGN.md section 3a): figures the national reports read
 * instead of scanning half a million records. Triggers (migration 0030) keep them current in the
 * same transaction as every write to what they count; `report_enrolment_rebuild()` recomputes
 * them whole when what decides membership moves (a fiscal year's dates, a district's belt).
 */
import { index, integer, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { campuses, fiscalYears, universities } from './schema';

/** The dimensions of `report_enrolment`: each student counts once in each, per fiscal year. */
export const ENROLMENT_DIMENSIONS = ['all', 'belt', 'province', 'ageGroup', 'ethnicGroup'] as const;
export type EnrolmentDimension = (typeof ENROLMENT_DIMENSIONS)[number];

/**
 * The grains of `report_enrolment` (what GROUPING() of campus and program gives each row): per
 * campus and program (any filter can be read from it); per campus without programs, for the
 * dimension 'all' only (coverage, the largest campuses, campus lists); per university and program (the
 * nation's or a university's report that no campus filter narrows: tens of times fewer rows).
 */
export const ENROLMENT_GRAINS = {
  campusProgram: { grain: 0, campus: true, program: true },
  campus: { grain: 1, campus: true, program: false },
  universityProgram: { grain: 2, campus: false, program: true },
} as const;

/**
 * Students of live campuses on the roll in a fiscal year, by gender and one further dimension:
 * 'all' (none; it also counts the year's entrants), 'belt' (of the permanent district),
 * 'province' (its id), 'ageGroup' (on the year's first day, AGE_GROUPS' label) or 'ethnicGroup'
 * (its id); `value` is null where the student's record does not say. Each in three grains
 * (ENROLMENT_GRAINS).
 */
export const reportEnrolment = pgTable(
  'report_enrolment',
  {
    fiscalYearId: integer('fiscal_year_id')
      .notNull()
      .references(() => fiscalYears.id, { onDelete: 'cascade' }),
    dimension: varchar('dimension', { length: 16 }).$type<EnrolmentDimension>().notNull(),
    grain: smallint('grain').notNull(),
    campusId: integer('campus_id').references(() => campuses.id, { onDelete: 'cascade' }),
    universityId: integer('university_id').references(() => universities.id, {
      onDelete: 'cascade',
    }),
    programId: integer('program_id'),
    facultyId: integer('faculty_id'),
    levelId: integer('level_id'),
    gender: varchar('gender', { length: 10 }),
    value: text('value'),
    students: integer('students').notNull().default(0),
    entrants: integer('entrants').notNull().default(0),
  },
  (t) => [
    unique('report_enrolment_key')
      .on(
        t.fiscalYearId,
        t.dimension,
        t.grain,
        t.campusId,
        t.universityId,
        t.programId,
        t.facultyId,
        t.levelId,
        t.gender,
        t.value,
      )
      .nullsNotDistinct(),
    index('report_enrolment_campus_idx').on(t.campusId, t.fiscalYearId),
  ],
);

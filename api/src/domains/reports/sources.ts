/**
 * The records the report sections count (DESIGN.md section 3a): each source is a table joined
 * to its campus, what "of a fiscal year" means for it, and how the faculty, level and program
 * filters narrow it. Every section reads one source.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Choice } from '@hemis/shared-contracts';
import {
  boardExamSittings,
  campuses,
  dropouts,
  employees,
  graduations,
  programs,
} from '../../db/schema';
import { ENROLMENT_GRAINS, reportEnrolment, type EnrolmentDimension } from '../../db/report-tables';

/** A fiscal year as SQL: literal values for one year, or the columns of the trend's years. */
export interface YearTerms {
  id: SQL;
  start: SQL;
  end: SQL;
}

/** What a read needs a summary's rows to hold: campuses (to narrow or group by them), programs. */
export interface GrainNeeds {
  campus: boolean;
  program: boolean;
}

export interface SummaryGrain extends GrainNeeds {
  from: SQL;
  live: SQL;
  /** Grains without campuses: their university, for the university's reach or filter. */
  universityId?: AnyPgColumn;
}

export interface ReportSource {
  name: 'enrolment' | 'graduates' | 'dropouts' | 'teachers' | 'nonTeaching' | 'sittings';
  /** The fact table joined to `campuses` (and whatever its sections need). */
  from: SQL;
  campusId: AnyPgColumn;
  /** Sittings have none: they hold counts by gender. */
  gender?: AnyPgColumn;
  /** A summary table's count of records per row (else each row is one record). */
  counted?: AnyPgColumn;
  /** Live records. */
  live: SQL;
  /**
   * A summary table's grains, smallest first: a read takes the first that holds what it needs
   * (engine.ts). Their live records replace `live`; a grain without campuses has no campus join
   * and is narrowed by university alone. None: every read reads `from` and `live`.
   */
  grains?: readonly SummaryGrain[];
  /** The source whose records say which campuses have data (default: this one). */
  coverage?: ReportSource;
  /** The records of a fiscal year; undefined: the source is counted as it stands today. */
  ofYear?: (year: YearTerms) => SQL;
  facultyId?: (id: number) => SQL;
  levelId?: (id: number) => SQL;
  programId?: (id: number) => SQL;
}

const inFacultyPrograms = (program: AnyPgColumn) => (id: number) =>
  sql`${program} in (select ${programs.id} from ${programs} where ${programs.facultyId} = ${id})`;

const onCampus = (campusId: AnyPgColumn) => sql`join ${campuses} on ${campuses.id} = ${campusId}`;

/**
 * Enrolment is read from its summary table (db/report-tables.ts), kept by triggers: the students
 * on the roll in each fiscal year, counted once per dimension. Each dimension is its own source.
 */
const enrolmentBy = (dimension: EnrolmentDimension): ReportSource => {
  const rows = (grain: number) =>
    sql`${reportEnrolment.dimension} = ${dimension} and ${reportEnrolment.grain} = ${grain} and ${reportEnrolment.students} > 0`;
  const { campusProgram, campus, universityProgram } = ENROLMENT_GRAINS;
  const onCampuses = sql`${reportEnrolment} ${onCampus(reportEnrolment.campusId)}`;
  return {
    name: 'enrolment',
    from: onCampuses,
    campusId: reportEnrolment.campusId,
    gender: reportEnrolment.gender,
    counted: reportEnrolment.students,
    live: rows(campusProgram.grain),
    grains: [
      {
        ...universityProgram,
        from: sql`${reportEnrolment}`,
        live: rows(universityProgram.grain),
        universityId: reportEnrolment.universityId,
      },
      // Per campus without programs: enrolment as a whole only.
      ...(dimension === 'all' ? [{ ...campus, from: onCampuses, live: rows(campus.grain) }] : []),
      { ...campusProgram, from: onCampuses, live: rows(campusProgram.grain) },
    ],
    ofYear: (year) => sql`${reportEnrolment.fiscalYearId} = ${year.id}`,
    facultyId: (id) => sql`${reportEnrolment.facultyId} = ${id}`,
    levelId: (id) => sql`${reportEnrolment.levelId} = ${id}`,
    programId: (id) => sql`${reportEnrolment.programId} = ${id}`,
  };
};

/** Enrolment as a whole (dimension 'all', which also counts the year's entrants). */
export const ENROLMENT = enrolmentBy('all');
// A dimension's campuses with data are enrolment's: read from its campus grain.
export const ENROLMENT_BY_BELT = { ...enrolmentBy('belt'), coverage: ENROLMENT };
export const ENROLMENT_BY_PROVINCE = { ...enrolmentBy('province'), coverage: ENROLMENT };
export const ENROLMENT_BY_AGE_GROUP = { ...enrolmentBy('ageGroup'), coverage: ENROLMENT };
export const ENROLMENT_BY_ETHNIC_GROUP = { ...enrolmentBy('ethnicGroup'), coverage: ENROLMENT };

export const GRADUATES: ReportSource = {
  name: 'graduates',
  from: sql`${graduations} ${onCampus(graduations.campusId)}`,
  campusId: graduations.campusId,
  gender: graduations.gender,
  live: sql`${graduations.deletedAt} is null and ${graduations.status} = 'approved'`,
  ofYear: (year) => sql`${graduations.fiscalYearId} = ${year.id}`,
  facultyId: inFacultyPrograms(graduations.programId),
  levelId: (id) => sql`${graduations.levelId} = ${id}`,
  programId: (id) => sql`${graduations.programId} = ${id}`,
};

export const DROPOUTS: ReportSource = {
  name: 'dropouts',
  from: sql`${dropouts} ${onCampus(dropouts.campusId)}`,
  campusId: dropouts.campusId,
  gender: dropouts.gender,
  live: sql`${dropouts.deletedAt} is null`,
  ofYear: (year) => sql`${dropouts.fiscalYearId} = ${year.id}`,
  facultyId: inFacultyPrograms(dropouts.programId),
  levelId: (id) => sql`${dropouts.levelId} = ${id}`,
  programId: (id) => sql`${dropouts.programId} = ${id}`,
};

const staff = (employeeType: 'teaching' | 'nonTeaching'): Omit<ReportSource, 'name'> => ({
  from: sql`${employees} ${onCampus(employees.campusId)}`,
  campusId: employees.campusId,
  gender: employees.gender,
  live: sql`${employees.deletedAt} is null and ${employees.status} is not false and ${employees.employeeType} = ${employeeType}`,
  facultyId: (id) => sql`${employees.facultyId} = ${id}`,
});

export const TEACHERS: ReportSource = { name: 'teachers', ...staff('teaching') };
export const NON_TEACHING: ReportSource = { name: 'nonTeaching', ...staff('nonTeaching') };

export const SITTINGS: ReportSource = {
  name: 'sittings',
  from: sql`${boardExamSittings} ${onCampus(boardExamSittings.campusId)}`,
  campusId: boardExamSittings.campusId,
  live: sql`${boardExamSittings.deletedAt} is null`,
  ofYear: (year) => sql`${boardExamSittings.fiscalYearId} = ${year.id}`,
  facultyId: inFacultyPrograms(boardExamSittings.programId),
  levelId: (id) => sql`${boardExamSittings.levelId} = ${id}`,
  programId: (id) => sql`${boardExamSittings.programId} = ${id}`,
};

export const NOT_RECORDED = 'Not recorded';

/** A stored choice written as its label (unknown values as they are, none as NOT_RECORDED). */
export function choiceLabel(column: AnyPgColumn, choices: readonly Choice[]): SQL {
  const cases = choices.map((choice) => sql`when ${choice.value} then ${choice.label}`);
  return sql`case ${column}::text ${sql.join(cases, sql` `)} else coalesce(${column}::text, ${NOT_RECORDED}) end`;
}

/** A choice's place in its list (unknown and missing values last). */
export function choiceOrder(column: AnyPgColumn, choices: readonly Choice[]): SQL {
  const cases = choices.map((choice, index) => sql`when ${choice.value} then ${index}::int`);
  return sql`case ${column}::text ${sql.join(cases, sql` `)} else ${choices.length}::int end`;
}

/**
 * The records the report sections count (DESIGN.md section 3a): each source is a table joined
 * to its campus, what "of a fiscal year" means for it, and how the faculty, level and program
 * filters narrow it. Every section reads one source.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Choice } from '@hemis/shared-contracts';
import { campuses, programs } from '../../db/schema';
import {
  SUMMARY_GRAINS,
  reportEnrolment,
  reportRecords,
  type EnrolmentDimension,
  type RecordDimension,
  type RecordSource,
} from '../../db/schema/reports';

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

export interface Tally {
  male: AnyPgColumn;
  female: AnyPgColumn;
  other: AnyPgColumn;
  total: AnyPgColumn;
  passed?: AnyPgColumn;
}

export interface ReportSource {
  name: 'enrolment' | RecordSource;
  /** The summary's finest grain joined to `campuses`. */
  from: SQL;
  campusId: AnyPgColumn;
  /** Enrolment's rows are per gender, each with its `counted` students... */
  gender?: AnyPgColumn;
  counted?: AnyPgColumn;
  /** ...the other records' rows hold people by gender (a sitting's appeared, and its passed). */
  tally?: Tally;
  /** Live records. */
  live: SQL;
  /**
   * The summary's grains, smallest first: a read takes the first that holds what it needs
   * (engine.ts). Their live records replace `live`; a grain without campuses has no campus join
   * and is narrowed by university alone.
   */
  grains: readonly SummaryGrain[];
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
 * A summary's grains, smallest first: per university and program (no campus join), per campus
 * (for a dimension's records as a whole only), per campus and program. `rows(grain)`: the live
 * rows of a grain.
 */
function grainsOf(
  table: typeof reportEnrolment | typeof reportRecords,
  rows: (grain: number) => SQL,
  whole: boolean,
): SummaryGrain[] {
  const { campusProgram, campus, universityProgram } = SUMMARY_GRAINS;
  const onCampuses = sql`${table} ${onCampus(table.campusId)}`;
  return [
    {
      ...universityProgram,
      from: sql`${table}`,
      live: rows(universityProgram.grain),
      universityId: table.universityId,
    },
    ...(whole ? [{ ...campus, from: onCampuses, live: rows(campus.grain) }] : []),
    { ...campusProgram, from: onCampuses, live: rows(campusProgram.grain) },
  ];
}

/**
 * Enrolment is read from its summary table (db/schema/reports.ts), kept by triggers: the students
 * on the roll in each fiscal year, counted once per dimension. Each dimension is its own source.
 */
const enrolmentBy = (dimension: EnrolmentDimension): ReportSource => {
  const rows = (grain: number) =>
    sql`${reportEnrolment.dimension} = ${dimension} and ${reportEnrolment.grain} = ${grain} and ${reportEnrolment.students} > 0`;
  const { campusProgram } = SUMMARY_GRAINS;
  const onCampuses = sql`${reportEnrolment} ${onCampus(reportEnrolment.campusId)}`;
  return {
    name: 'enrolment',
    from: onCampuses,
    campusId: reportEnrolment.campusId,
    gender: reportEnrolment.gender,
    counted: reportEnrolment.students,
    live: rows(campusProgram.grain),
    grains: grainsOf(reportEnrolment, rows, dimension === 'all'),
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

/**
 * Graduates, dropouts, sittings and staff are read from their summary table (report_records,
 * kept by triggers): one source per dimension, as enrolment's. Graduates, dropouts and sittings
 * are of a fiscal year and keep their faculty in their program; staff are counted as they stand,
 * by their own faculty.
 */
type RecordsSource = ReportSource & { name: RecordSource };

const recordsOf = (name: RecordSource, dimension: RecordDimension = 'all'): RecordsSource => {
  const staff = name === 'teachers' || name === 'nonTeaching';
  // Staff rows have no fiscal year: said, so that the summary's key reads them as a range.
  const yearless = staff ? sql` and ${reportRecords.fiscalYearId} is null` : sql``;
  const rows = (grain: number) =>
    sql`${reportRecords.source} = ${name} and ${reportRecords.dimension} = ${dimension} and ${reportRecords.grain} = ${grain} and ${reportRecords.records} > 0${yearless}`;
  const { campusProgram } = SUMMARY_GRAINS;
  const onCampuses = sql`${reportRecords} ${onCampus(reportRecords.campusId)}`;
  const source: RecordsSource = {
    name,
    from: onCampuses,
    campusId: reportRecords.campusId,
    tally: {
      male: reportRecords.male,
      female: reportRecords.female,
      other: reportRecords.other,
      total: reportRecords.total,
      ...(name === 'sittings' ? { passed: reportRecords.passed } : {}),
    },
    live: rows(campusProgram.grain),
    grains: grainsOf(reportRecords, rows, dimension === 'all'),
  };
  if (staff) return { ...source, facultyId: (id) => sql`${reportRecords.facultyId} = ${id}` };
  return {
    ...source,
    ofYear: (year) => sql`${reportRecords.fiscalYearId} = ${year.id}`,
    facultyId: inFacultyPrograms(reportRecords.programId),
    levelId: (id) => sql`${reportRecords.levelId} = ${id}`,
    programId: (id) => sql`${reportRecords.programId} = ${id}`,
  };
};

/** A dimension of a source whose campuses with data are its records as a whole. */
const dimensionOf = (whole: RecordsSource, dimension: RecordDimension): ReportSource => ({
  ...recordsOf(whole.name, dimension),
  coverage: whole,
});

export const GRADUATES = recordsOf('graduates');
export const GRADUATES_BY_ETHNIC_GROUP = dimensionOf(GRADUATES, 'ethnicGroup');
export const DROPOUTS = recordsOf('dropouts');
export const DROPOUTS_BY_ETHNIC_GROUP = dimensionOf(DROPOUTS, 'ethnicGroup');
export const DROPOUTS_BY_REASON = dimensionOf(DROPOUTS, 'reason');
export const SITTINGS = recordsOf('sittings');
export const TEACHERS = recordsOf('teachers');
export const TEACHERS_BY = {
  qualification: dimensionOf(TEACHERS, 'qualification'),
  joiningType: dimensionOf(TEACHERS, 'joiningType'),
  post: dimensionOf(TEACHERS, 'post'),
  department: dimensionOf(TEACHERS, 'department'),
} as const;
export const NON_TEACHING = recordsOf('nonTeaching');
export const NON_TEACHING_BY = {
  joiningType: dimensionOf(NON_TEACHING, 'joiningType'),
  post: dimensionOf(NON_TEACHING, 'post'),
  section: dimensionOf(NON_TEACHING, 'section'),
} as const;

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

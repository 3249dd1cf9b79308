/**
 * How each section of shared-contracts' REPORT_SECTIONS groups its source: the group's key and
 * label (and series), the tables it joins, its order, and the groups always shown. The engine
 * (engine.ts) turns one of these into one scoped GROUP BY query.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  AGE_GROUPS,
  CAMPUS_TYPE_LABELS,
  DROPOUT_REASONS,
  GRANT_TYPES,
  JOINING_TYPES,
  QUALIFICATIONS,
  type Choice,
  type ReportSectionKey,
} from '@hemis/shared-contracts';
import {
  campuses,
  departments,
  employeePositions,
  ethnicGroups,
  faculties,
  levels,
  programs,
  provinces,
  sections as staffSections,
  universities,
} from '../../db/schema';
import { ECOLOGICAL_BELTS } from '../../db/reference-data';
import { grantReleases } from '../../db/schema/grants';
import { reportEnrolment, reportRecords } from '../../db/schema/reports';
import {
  DROPOUTS,
  DROPOUTS_BY_ETHNIC_GROUP,
  DROPOUTS_BY_REASON,
  ENROLMENT,
  ENROLMENT_BY_AGE_GROUP,
  ENROLMENT_BY_BELT,
  ENROLMENT_BY_ETHNIC_GROUP,
  ENROLMENT_BY_PROVINCE,
  GRADUATES,
  GRADUATES_BY_ETHNIC_GROUP,
  NON_TEACHING_BY,
  NOT_RECORDED,
  SITTINGS,
  TEACHERS,
  TEACHERS_BY,
  choiceLabel,
  choiceOrder,
  type GrainNeeds,
  type ReportSource,
} from './sources';

export interface GroupedSection {
  kind: 'grouped';
  source: ReportSource;
  key: SQL;
  label: SQL;
  series?: SQL;
  joins?: SQL;
  /** Sorts the groups (default: by label). */
  order?: SQL;
  /** Groups shown even when nothing falls in them (age groups, belts). */
  groups?: readonly string[];
  /** The largest groups only, by total. */
  top?: number;
  /** What its grouping needs a summary's rows to hold (none said: every column). */
  needs?: Partial<GrainNeeds>;
}

/** Rows are the last five fiscal years (one query over the years). */
export interface TrendSection {
  kind: 'trend';
  source: ReportSource;
}

/** Rows are campuses of the reach grouped by one of their columns. */
export interface CampusSection {
  kind: 'campuses';
  key: SQL;
  label: SQL;
  joins?: SQL;
  order?: SQL;
}

export interface GapSection {
  kind: 'gaps';
}

/** Rows are the commission's grants of the year to campuses in reach, grouped by a column. */
export interface GrantSection {
  kind: 'grants';
  key: SQL;
  label: SQL;
  joins?: SQL;
  order?: SQL;
}

export type SectionQuery =
  GroupedSection | TrendSection | CampusSection | GapSection | GrantSection;

const labelOr = (label: SQL) => sql`coalesce((${label})::text, ${NOT_RECORDED})`;

const join = (table: SQL, on: SQL) => sql`left join ${table} on ${on}`;

/** The age groups as choices, in their order (the summary holds each student's group). */
const AGE_GROUP_CHOICES = AGE_GROUPS.map((group) => ({ value: group.group, label: group.group }));

/**
 * Groups by a name rather than an id: campuses keep their own posts, departments and sections, and
 * universities their own faculties and levels, so the nation's "Lecturer" is one group.
 */
const byName = (name: SQL) => ({ key: labelOr(name), label: labelOr(name) });

const studentProgram = {
  key: sql`${reportEnrolment.programId}`,
  label: labelOr(sql`${programs.programName}`),
  joins: join(sql`${programs}`, sql`${programs.id} = ${reportEnrolment.programId}`),
};
// Faculties and levels group by name: each university keeps its own rows of them, and the
// nation's "Bachelor" is one group.
const studentFaculty = {
  ...byName(sql`${faculties.facultyName}`),
  joins: join(sql`${faculties}`, sql`${faculties.id} = ${reportEnrolment.facultyId}`),
};
const studentLevel = {
  ...byName(sql`${levels.levelName}`),
  joins: join(sql`${levels}`, sql`${levels.id} = ${reportEnrolment.levelId}`),
};
/** The summaries' value of a dimension that holds an id. */
const valueId = sql`${reportEnrolment.value}::int`;
const recordValueId = sql`${reportRecords.value}::int`;
const ethnicGroupOf = (column: SQL) => ({
  key: column,
  label: labelOr(sql`${ethnicGroups.name}`),
  joins: join(sql`${ethnicGroups}`, sql`${ethnicGroups.id} = ${column}`),
});
/** Staff by a named row of theirs (post, department, section), read from the value's id. */
const staffBy = (source: ReportSource, name: SQL, table: SQL, id: SQL): GroupedSection => ({
  kind: 'grouped',
  source,
  needs: {},
  ...byName(name),
  joins: join(table, sql`${id} = ${recordValueId}`),
});
const byPost = (source: ReportSource) =>
  staffBy(
    source,
    sql`${employeePositions.positionName}`,
    sql`${employeePositions}`,
    sql`${employeePositions.id}`,
  );
/** A record's choice (dropout reason, qualification, joining type), labelled and ordered. */
const recordChoice = (source: ReportSource, choices: readonly Choice[]): GroupedSection => ({
  kind: 'grouped',
  source,
  needs: {},
  key: sql`${reportRecords.value}`,
  label: choiceLabel(reportRecords.value, choices),
  order: choiceOrder(reportRecords.value, choices),
});
const campusTypeLabel = sql`case ${campuses.campusType}::text ${sql.join(
  Object.entries(CAMPUS_TYPE_LABELS).map(([type, label]) => sql`when ${type} then ${label}`),
  sql` `,
)} end`;

/** The query of each section. */
export function sectionQuery(key: ReportSectionKey): SectionQuery {
  switch (key) {
    case 'studentsByProgram':
      return { kind: 'grouped', source: ENROLMENT, needs: { program: true }, ...studentProgram };
    case 'studentsByFaculty':
      return { kind: 'grouped', source: ENROLMENT, needs: { program: true }, ...studentFaculty };
    case 'studentsByLevel':
      return { kind: 'grouped', source: ENROLMENT, needs: { program: true }, ...studentLevel };
    case 'studentsByFacultyLevel':
      return {
        kind: 'grouped',
        source: ENROLMENT,
        needs: { program: true },
        ...studentFaculty,
        series: studentLevel.label,
        joins: sql`${studentFaculty.joins} ${studentLevel.joins}`,
      };
    case 'studentsByBelt':
      return {
        kind: 'grouped',
        source: ENROLMENT_BY_BELT,
        needs: {},
        key: sql`${reportEnrolment.value}`,
        label: labelOr(sql`${reportEnrolment.value}`),
        order: choiceOrder(
          reportEnrolment.value,
          ECOLOGICAL_BELTS.map((belt) => ({ value: belt, label: belt })),
        ),
        groups: ECOLOGICAL_BELTS,
      };
    case 'studentsByProvince':
      return {
        kind: 'grouped',
        source: ENROLMENT_BY_PROVINCE,
        needs: {},
        key: valueId,
        label: labelOr(sql`${provinces.name}`),
        joins: join(sql`${provinces}`, sql`${provinces.id} = ${valueId}`),
        order: sql`coalesce(${valueId}, 99)`,
      };
    case 'studentsByAgeGroup':
      return {
        kind: 'grouped',
        source: ENROLMENT_BY_AGE_GROUP,
        needs: {},
        key: labelOr(sql`${reportEnrolment.value}`),
        label: labelOr(sql`${reportEnrolment.value}`),
        order: choiceOrder(reportEnrolment.value, AGE_GROUP_CHOICES),
        groups: AGE_GROUPS.map((group) => group.group),
      };
    case 'studentsByEthnicGroup':
      return {
        kind: 'grouped',
        source: ENROLMENT_BY_ETHNIC_GROUP,
        needs: {},
        ...ethnicGroupOf(valueId),
      };
    case 'enrolmentTrend':
      return { kind: 'trend', source: ENROLMENT };
    case 'passRateByProgram':
      return {
        kind: 'grouped',
        source: SITTINGS,
        needs: { program: true },
        key: sql`${reportRecords.programId}`,
        label: labelOr(sql`${programs.programName}`),
        joins: join(sql`${programs}`, sql`${programs.id} = ${reportRecords.programId}`),
      };
    case 'passRateTrend':
      return { kind: 'trend', source: SITTINGS };
    case 'graduatesByEthnicGroup':
      return {
        kind: 'grouped',
        source: GRADUATES_BY_ETHNIC_GROUP,
        needs: {},
        ...ethnicGroupOf(recordValueId),
      };
    case 'graduationTrend':
      return { kind: 'trend', source: GRADUATES };
    case 'dropoutsByEthnicGroup':
      return {
        kind: 'grouped',
        source: DROPOUTS_BY_ETHNIC_GROUP,
        needs: {},
        ...ethnicGroupOf(recordValueId),
      };
    case 'dropoutTrend':
      return { kind: 'trend', source: DROPOUTS };
    case 'dropoutsByReason':
      return recordChoice(DROPOUTS_BY_REASON, DROPOUT_REASONS);
    case 'teachersByQualification':
      return {
        ...recordChoice(TEACHERS_BY.qualification, QUALIFICATIONS),
        // Highest first, as the commission lists them (PhD, MPhil, Master, Bachelor...).
        order: sql`-(${choiceOrder(reportRecords.value, QUALIFICATIONS)})`,
      };
    case 'teachersByFaculty':
      return {
        kind: 'grouped',
        source: TEACHERS,
        // Faculties are kept in the grains that hold programs (staff have none).
        needs: { program: true },
        ...byName(sql`${faculties.facultyName}`),
        joins: join(sql`${faculties}`, sql`${faculties.id} = ${reportRecords.facultyId}`),
      };
    case 'teachersByPost':
      return byPost(TEACHERS_BY.post);
    case 'teachersByDepartment':
      return staffBy(
        TEACHERS_BY.department,
        sql`${departments.departmentName}`,
        sql`${departments}`,
        sql`${departments.id}`,
      );
    case 'teachersByJoiningType':
      return recordChoice(TEACHERS_BY.joiningType, JOINING_TYPES);
    case 'nonTeachingByJoiningType':
      return recordChoice(NON_TEACHING_BY.joiningType, JOINING_TYPES);
    case 'nonTeachingByPost':
      return byPost(NON_TEACHING_BY.post);
    case 'nonTeachingBySection':
      return staffBy(
        NON_TEACHING_BY.section,
        sql`${staffSections.sectionName}`,
        sql`${staffSections}`,
        sql`${staffSections.id}`,
      );
    case 'campusesByType':
      return {
        kind: 'campuses',
        key: sql`${campuses.campusType}::text`,
        label: campusTypeLabel,
      };
    case 'campusesByUniversity':
      return {
        kind: 'campuses',
        key: sql`${campuses.universityId}`,
        label: labelOr(sql`${universities.name}`),
        joins: join(sql`${universities}`, sql`${universities.id} = ${campuses.universityId}`),
      };
    case 'campusesByProvince':
      return {
        kind: 'campuses',
        key: sql`${campuses.provinceId}`,
        label: labelOr(sql`${provinces.name}`),
        joins: join(sql`${provinces}`, sql`${provinces.id} = ${campuses.provinceId}`),
        order: sql`coalesce(${campuses.provinceId}, 99)`,
      };
    case 'largestCampuses':
      return {
        kind: 'grouped',
        source: ENROLMENT,
        key: sql`${campuses.id}`,
        label: sql`${campuses.campusName}`,
        top: 10,
        needs: { campus: true },
      };
    case 'campusesWithoutEntrants':
      return { kind: 'gaps' };
    case 'grantsByUniversity':
      return {
        kind: 'grants',
        key: sql`${campuses.universityId}`,
        label: labelOr(sql`${universities.name}`),
        joins: join(sql`${universities}`, sql`${universities.id} = ${campuses.universityId}`),
      };
    case 'grantsByProvince':
      return {
        kind: 'grants',
        key: sql`${campuses.provinceId}`,
        label: labelOr(sql`${provinces.name}`),
        joins: join(sql`${provinces}`, sql`${provinces.id} = ${campuses.provinceId}`),
        order: sql`coalesce(${campuses.provinceId}, 99)`,
      };
    case 'grantsByCampusType':
      return { kind: 'grants', key: sql`${campuses.campusType}::text`, label: campusTypeLabel };
    case 'grantsByType':
      return {
        kind: 'grants',
        key: sql`${grantReleases.grantType}`,
        label: choiceLabel(grantReleases.grantType, GRANT_TYPES),
        order: choiceOrder(grantReleases.grantType, GRANT_TYPES),
      };
  }
}

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
  JOINING_TYPES,
  QUALIFICATIONS,
  type ReportSectionKey,
} from '@hemis/shared-contracts';
import {
  campuses,
  departments,
  dropouts,
  employeePositions,
  employees,
  ethnicGroups,
  faculties,
  graduations,
  levels,
  programs,
  provinces,
  sections as staffSections,
  students,
  universities,
  boardExamSittings,
} from '../../db/schema';
import { ECOLOGICAL_BELTS } from '../../db/reference-data';
import { reportEnrolment } from '../../db/report-tables';
import {
  DROPOUTS,
  ENROLMENT,
  ENROLMENT_BY_AGE_GROUP,
  ENROLMENT_BY_BELT,
  ENROLMENT_BY_ETHNIC_GROUP,
  ENROLMENT_BY_PROVINCE,
  GRADUATES,
  NON_TEACHING,
  NOT_RECORDED,
  SITTINGS,
  TEACHERS,
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

export type SectionQuery = GroupedSection | TrendSection | CampusSection | GapSection;

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
/** The summary's value of a dimension that holds an id. */
const valueId = sql`${reportEnrolment.value}::int`;
const ethnicGroupOf = (column: SQL, studentJoin?: SQL) => ({
  key: column,
  label: labelOr(sql`${ethnicGroups.name}`),
  joins: sql`${studentJoin ?? sql``} ${join(sql`${ethnicGroups}`, sql`${ethnicGroups.id} = ${column}`)}`,
});
const byPost = (source: ReportSource): GroupedSection => ({
  kind: 'grouped',
  source,
  ...byName(sql`${employeePositions.positionName}`),
  joins: join(sql`${employeePositions}`, sql`${employeePositions.id} = ${employees.positionId}`),
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
        key: sql`${boardExamSittings.programId}`,
        label: labelOr(sql`${programs.programName}`),
        joins: join(sql`${programs}`, sql`${programs.id} = ${boardExamSittings.programId}`),
      };
    case 'passRateTrend':
      return { kind: 'trend', source: SITTINGS };
    case 'graduatesByEthnicGroup':
      return {
        kind: 'grouped',
        source: GRADUATES,
        ...ethnicGroupOf(sql`${graduations.ethnicGroupId}`),
      };
    case 'graduationTrend':
      return { kind: 'trend', source: GRADUATES };
    case 'dropoutsByEthnicGroup':
      return {
        kind: 'grouped',
        source: DROPOUTS,
        ...ethnicGroupOf(
          sql`${students.ethnicGroupId}`,
          join(sql`${students}`, sql`${students.id} = ${dropouts.studentId}`),
        ),
      };
    case 'dropoutTrend':
      return { kind: 'trend', source: DROPOUTS };
    case 'dropoutsByReason':
      return {
        kind: 'grouped',
        source: DROPOUTS,
        key: sql`${dropouts.reason}`,
        label: choiceLabel(dropouts.reason, DROPOUT_REASONS),
        order: choiceOrder(dropouts.reason, DROPOUT_REASONS),
      };
    case 'teachersByQualification':
      return {
        kind: 'grouped',
        source: TEACHERS,
        key: sql`${employees.qualification}`,
        label: choiceLabel(employees.qualification, QUALIFICATIONS),
        // Highest first, as the commission lists them (PhD, MPhil, Master, Bachelor...).
        order: sql`-(${choiceOrder(employees.qualification, QUALIFICATIONS)})`,
      };
    case 'teachersByFaculty':
      return {
        kind: 'grouped',
        source: TEACHERS,
        ...byName(sql`${faculties.facultyName}`),
        joins: join(sql`${faculties}`, sql`${faculties.id} = ${employees.facultyId}`),
      };
    case 'teachersByPost':
      return byPost(TEACHERS);
    case 'teachersByDepartment':
      return {
        kind: 'grouped',
        source: TEACHERS,
        ...byName(sql`${departments.departmentName}`),
        joins: join(sql`${departments}`, sql`${departments.id} = ${employees.departmentId}`),
      };
    case 'teachersByJoiningType':
      return {
        kind: 'grouped',
        source: TEACHERS,
        key: sql`${employees.joiningType}`,
        label: choiceLabel(employees.joiningType, JOINING_TYPES),
        order: choiceOrder(employees.joiningType, JOINING_TYPES),
      };
    case 'nonTeachingByPost':
      return byPost(NON_TEACHING);
    case 'nonTeachingBySection':
      return {
        kind: 'grouped',
        source: NON_TEACHING,
        ...byName(sql`${staffSections.sectionName}`),
        joins: join(sql`${staffSections}`, sql`${staffSections.id} = ${employees.sectionId}`),
      };
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
  }
}

/**
 * What a report reads: the caller's reach (campus, university, nation) narrowed by the filters,
 * checked before any figure is read. A filter outside the reach is a 403 naming it, an unknown
 * one a 400; neither reads another reach's figures.
 */
import { and, desc, eq, getTableName, isNull, sql, type SQL } from 'drizzle-orm';
import {
  REPORT_MESSAGES,
  nepalToday,
  type ReportFilters,
  type ReportReach,
} from '@hemis/shared-contracts';
import {
  boardExamSittings,
  campuses,
  departments,
  districts,
  dropouts,
  employeePositions,
  employees,
  ethnicGroups,
  faculties,
  fiscalYears,
  graduations,
  levels,
  programs,
  provinces,
  sections,
  students,
  universities,
} from '../../db/schema';
import { grantInstalments, grantReleases } from '../../db/schema/grants';
import { HttpError, badRequest, forbidden } from '../../lib/errors';
import type { DbOrTx } from '../../lib/resource/types';
import { resolveScope } from '../../lib/resource/scope';
import { KeptReads } from '../../lib/kept-reads';
import type { TableVersions } from '../../lib/table-changes';
import type { ScopeFilter } from '../../plugins/auth';

export interface FiscalYearSpan {
  id: number;
  label: string;
  startDate: string;
  endDate: string;
}

export interface ReportContext {
  reach: ReportReach;
  reachName: string;
  filters: ReportFilters;
  /** The fiscal year read (the filter's, else the active one, else today's); null: none exist. */
  fiscalYear: FiscalYearSpan | null;
  /** The last five fiscal years up to that one, oldest first (the trends). */
  years: FiscalYearSpan[];
  /** The campuses read: the reach and the campus filters, as a condition on `campuses`. */
  campusCondition: SQL;
  /**
   * Whether the report reads chosen campuses rather than whole universities (a campus's reach, a
   * campus filter): a summary's grains without campuses cannot answer it.
   */
  campusesNarrowed: boolean;
  /** The one university the report reads (a university's reach, or the filter). */
  universityId?: number;
  /** The reach, filters and year read: what an answer kept for this context is kept under. */
  key: string;
  /** How many campuses the report reads (each section's coverage is out of it), read once. */
  campusesInReach: () => Promise<number>;
}

const NATION_NAME = 'Nepal';

function reachOf(scope: ScopeFilter): ReportReach {
  if (scope.kind === 'nation') return 'nation';
  if (scope.kind === 'university') return 'university';
  if (scope.kind === 'campus') return 'campus';
  throw forbidden();
}

const yearColumns = {
  id: fiscalYears.id,
  label: sql<string>`coalesce(${fiscalYears.label}, '')`,
  // A year without dates (the form requires them) reads as reaching nothing.
  startDate: sql<string>`coalesce(${fiscalYears.startDate}, '9999-12-31')::text`,
  endDate: sql<string>`coalesce(${fiscalYears.endDate}, '0001-01-01')::text`,
};

interface FiscalYearRow extends FiscalYearSpan {
  isActive: boolean;
}

/** The live fiscal years, latest first. */
function liveFiscalYears(db: DbOrTx): Promise<FiscalYearRow[]> {
  return db
    .select({ ...yearColumns, isActive: sql<boolean>`coalesce(${fiscalYears.isActive}, false)` })
    .from(fiscalYears)
    .where(isNull(fiscalYears.deletedAt))
    .orderBy(desc(fiscalYears.startDate), desc(fiscalYears.id));
}

const spanOf = ({ id, label, startDate, endDate }: FiscalYearRow): FiscalYearSpan => ({
  id,
  label,
  startDate,
  endDate,
});

/** The filter's year, else the active one, else the latest begun (a 400 for an unknown id). */
function fiscalYearOf(years: readonly FiscalYearRow[], id: number | undefined) {
  if (id !== undefined) {
    const year = years.find((row) => row.id === id);
    if (!year)
      throw badRequest(REPORT_MESSAGES.fiscalYear, { fiscalYearId: REPORT_MESSAGES.fiscalYear });
    return spanOf(year);
  }
  const today = nepalToday();
  const year =
    years.find((row) => row.isActive) ?? years.find((row) => row.startDate <= today) ?? null;
  return year && spanOf(year);
}

/** The last five fiscal years up to `year`, oldest first. */
function fiveYearsTo(years: readonly FiscalYearRow[], year: FiscalYearSpan | null) {
  if (!year) return [];
  return years
    .filter((row) => row.startDate <= year.startDate)
    .slice(0, 5)
    .map(spanOf)
    .reverse();
}

/** Whether each id filter names a live record (one query); unknown ones are a 400. */
async function checkKnown(db: DbOrTx, filters: ReportFilters): Promise<void> {
  const checks: { field: keyof ReportFilters; label: string; exists: SQL }[] = [];
  const live = (deletedAt: SQL | undefined) => deletedAt ?? sql`true`;
  const add = (field: keyof ReportFilters, label: string, exists: SQL) =>
    checks.push({ field, label, exists });
  const { universityId, campusId, provinceId, districtId, facultyId, levelId, programId } = filters;
  if (universityId !== undefined)
    add(
      'universityId',
      'University',
      sql`exists (select 1 from ${universities} where ${universities.id} = ${universityId} and ${live(isNull(universities.deletedAt))})`,
    );
  if (campusId !== undefined)
    add(
      'campusId',
      'Campus',
      sql`exists (select 1 from ${campuses} where ${campuses.id} = ${campusId} and ${isNull(campuses.deletedAt)})`,
    );
  if (provinceId !== undefined)
    add(
      'provinceId',
      'Province',
      sql`exists (select 1 from ${provinces} where ${provinces.id} = ${provinceId})`,
    );
  if (districtId !== undefined)
    add(
      'districtId',
      'District',
      sql`exists (select 1 from ${districts} where ${districts.id} = ${districtId})`,
    );
  if (facultyId !== undefined)
    add(
      'facultyId',
      'Faculty',
      sql`exists (select 1 from ${faculties} where ${faculties.id} = ${facultyId} and ${isNull(faculties.deletedAt)})`,
    );
  if (levelId !== undefined)
    add(
      'levelId',
      'Level',
      sql`exists (select 1 from ${levels} where ${levels.id} = ${levelId} and ${isNull(levels.deletedAt)})`,
    );
  if (programId !== undefined)
    add(
      'programId',
      'Program',
      sql`exists (select 1 from ${programs} where ${programs.id} = ${programId} and ${isNull(programs.deletedAt)})`,
    );
  if (checks.length === 0) return;
  const selection = Object.fromEntries(
    checks.map((check) => [check.field, sql<boolean>`${check.exists}`]),
  );
  const [found] = await db.select(selection).from(sql`(select 1) as one`);
  const unknown = checks.filter((check) => found?.[check.field] !== true);
  if (unknown.length > 0) {
    const fields = Object.fromEntries(
      unknown.map((check) => [check.field, `No such ${check.label.toLowerCase()}.`]),
    );
    throw badRequest(Object.values(fields)[0], fields);
  }
}

/** A 403 that names the filter that reaches too far. */
const outOfReach = (field: keyof ReportFilters) =>
  new HttpError(403, REPORT_MESSAGES.outOfReach, { [field]: REPORT_MESSAGES.outOfReach });

async function reachName(db: DbOrTx, reach: ReportReach, scope: ScopeFilter): Promise<string> {
  if (reach === 'nation') return NATION_NAME;
  if (reach === 'university') {
    const [row] = await db
      .select({ name: universities.name })
      .from(universities)
      .where(eq(universities.id, scope.universityId ?? -1));
    return row?.name ?? '';
  }
  const [row] = await db
    .select({ name: campuses.campusName })
    .from(campuses)
    .where(eq(campuses.id, scope.campusId ?? -1));
  return row?.name ?? '';
}

/**
 * What every report reads before its figures (the fiscal years, the reach's name, whether the
 * filters name live records), kept while their tables stand: one per app.
 */
export class ReportReferences {
  private readonly years: KeptReads;
  private readonly names: KeptReads;
  private readonly answers: KeptReads;

  constructor(versions?: TableVersions, { keepAnswers = true } = {}) {
    this.years = new KeptReads(versions, [getTableName(fiscalYears)]);
    // Every table a figure is counted from (the summaries are written with them) or named by.
    this.answers = new KeptReads(
      keepAnswers ? versions : undefined,
      [
        students,
        graduations,
        dropouts,
        boardExamSittings,
        employees,
        campuses,
        universities,
        fiscalYears,
        districts,
        provinces,
        faculties,
        levels,
        programs,
        ethnicGroups,
        employeePositions,
        departments,
        sections,
        grantReleases,
        grantInstalments,
      ].map((table) => getTableName(table)),
      3000,
    );
    this.names = new KeptReads(
      versions,
      [campuses, universities, provinces, districts, faculties, levels, programs].map((table) =>
        getTableName(table),
      ),
    );
  }

  fiscalYears(db: DbOrTx): Promise<FiscalYearRow[]> {
    return this.years.read('all', () => liveFiscalYears(db));
  }

  scope(db: DbOrTx, scope: ScopeFilter): Promise<ScopeFilter> {
    return this.names.read(`scope|${JSON.stringify(scope)}`, () => resolveScope(db, scope));
  }

  reachName(db: DbOrTx, reach: ReportReach, scope: ScopeFilter): Promise<string> {
    const key = `name|${reach}|${scope.universityId ?? ''}|${scope.campusId ?? ''}`;
    return this.names.read(key, () => reachName(db, reach, scope));
  }

  /** How many live campuses meet `condition` (the context `key`'s), kept while campuses stand. */
  campusCount(db: DbOrTx, key: string, condition: SQL): Promise<number> {
    return this.names.read(`inReach|${key}`, async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(campuses)
        .where(condition);
      return row?.n ?? 0;
    });
  }

  checkKnown(db: DbOrTx, filters: ReportFilters): Promise<void> {
    return this.names.read(`known|${JSON.stringify(filters)}`, () => checkKnown(db, filters));
  }

  /**
   * An answer counted from the figures (a section, the home's cards) for a context, kept until
   * one of the tables it is counted from changes: many people open the same homes and reports,
   * and a national figure need not be counted again for each while nothing was written.
   */
  answer<T>(what: string, context: ReportContext, read: () => Promise<T>): Promise<T> {
    return this.answers.read(`${what}|${context.key}`, read);
  }
}

/** The caller's reach and the checked filters, or the 400/403 that refuses them. */
export async function reportContext(
  db: DbOrTx,
  callerScope: ScopeFilter,
  filters: ReportFilters,
  references: ReportReferences = new ReportReferences(),
): Promise<ReportContext> {
  const scope = await references.scope(db, callerScope);
  const reach = reachOf(scope);
  await references.checkKnown(db, filters);
  const conditions: (SQL | undefined)[] = [isNull(campuses.deletedAt)];
  if (reach === 'university') {
    const own = scope.universityId ?? -1;
    if (filters.universityId !== undefined && filters.universityId !== own)
      throw outOfReach('universityId');
    conditions.push(eq(campuses.universityId, own));
  }
  if (reach === 'campus') {
    const own = scope.campusId ?? -1;
    if (filters.campusId !== undefined && filters.campusId !== own) throw outOfReach('campusId');
    if (filters.universityId !== undefined && filters.universityId !== scope.universityId)
      throw outOfReach('universityId');
    conditions.push(eq(campuses.id, own));
  }
  if (filters.campusId !== undefined && reach === 'university') {
    const [inReach] = await db
      .select({ id: campuses.id })
      .from(campuses)
      .where(
        and(eq(campuses.id, filters.campusId), eq(campuses.universityId, scope.universityId ?? -1)),
      );
    if (!inReach) throw outOfReach('campusId');
  }
  const { universityId, campusType, provinceId, districtId, campusId } = filters;
  if (universityId !== undefined) conditions.push(eq(campuses.universityId, universityId));
  if (campusType !== undefined) conditions.push(eq(campuses.campusType, campusType));
  if (provinceId !== undefined) conditions.push(eq(campuses.provinceId, provinceId));
  if (districtId !== undefined) conditions.push(eq(campuses.districtId, districtId));
  if (campusId !== undefined) conditions.push(eq(campuses.id, campusId));
  const years = await references.fiscalYears(db);
  const fiscalYear = fiscalYearOf(years, filters.fiscalYearId);
  const narrowed = [campusType, provinceId, districtId, campusId].some(
    (value) => value !== undefined,
  );
  const oneUniversity = reach === 'university' ? (scope.universityId ?? -1) : universityId;
  const chosen = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  const key = JSON.stringify([reach, scope.universityId, scope.campusId, fiscalYear?.id, chosen]);
  const campusCondition = and(...conditions) ?? sql`true`;
  let campusesInReach: Promise<number> | undefined;
  return {
    key,
    campusesInReach: () => (campusesInReach ??= references.campusCount(db, key, campusCondition)),
    reach,
    reachName: await references.reachName(db, reach, scope),
    filters,
    fiscalYear,
    years: fiveYearsTo(years, fiscalYear),
    campusCondition,
    campusesNarrowed: reach === 'campus' || narrowed,
    ...(oneUniversity === undefined ? {} : { universityId: oneUniversity }),
  };
}

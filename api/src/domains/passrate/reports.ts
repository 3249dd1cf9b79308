/**
 * The pass-rate reads: the caller's board-exam sittings (a campus its own, a university its
 * campuses', the commission all) summed into rows of { group, appeared, passed, passRate }.
 *   GET /PassRate/ByProgram | ByFiscalYear (the last five) | ByGender | ByLevel
 *   GET /PassRate/Home   the section home: this fiscal year by program, and the last five years.
 *   GET /PassRate/Figures  the home tile's figures: this fiscal year's appeared, passed and rate.
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  GENDERS_COUNTED,
  PASS_RATE_PATHS,
  apiErrorSchema,
  nepalToday,
  passRateHomeSchema,
  passRateOf,
  passRateQuerySchema,
  passRateRowsSchema,
  type PassRateGrouping,
  type PassRateHome,
  type PassRateQuery,
  type PassRateRow,
  type SectionFigures,
} from '@hemis/shared-contracts';
import { boardExamSittings as s, fiscalYears, levels, programs } from '../../db/schema';
import { registerFiguresRoute } from '../../lib/figures-route';
import { inFiscalYears, lastFiveFiscalYears } from '../../lib/reports';
import { readCondition, resolveScope } from '../../lib/resource/scope';
import type { DbOrTx, ZodApp } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { fiscalYearOn } from '../accounts/vouchers';
import { security } from '../../lib/route-kit';

const OWNERS = { campusId: s.campusId, universityId: s.universityId };
const tags = ['passRate'];

const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export const passRateRow = (group: string, appeared: number, passed: number): PassRateRow => ({
  group,
  appeared,
  passed,
  passRate: passRateOf(appeared, passed),
});

/** Appeared and passed by gender, summed. */
const byGenderSums = () => ({
  appearedMale: total(s.appearedMale),
  appearedFemale: total(s.appearedFemale),
  appearedOther: total(s.appearedOther),
  passedMale: total(s.passedMale),
  passedFemale: total(s.passedFemale),
  passedOther: total(s.passedOther),
});

/** The live sittings the caller reads that match the filters. */
function sittingsOf(scope: ScopeFilter, query: PassRateQuery, extra?: SQL): SQL | undefined {
  return and(
    isNull(s.deletedAt),
    readCondition('campusKept', OWNERS, scope),
    query.fiscalYearId ? eq(s.fiscalYearId, query.fiscalYearId) : undefined,
    query.universityId ? eq(s.universityId, query.universityId) : undefined,
    query.campusId ? eq(s.campusId, query.campusId) : undefined,
    query.levelId ? eq(s.levelId, query.levelId) : undefined,
    extra,
  );
}

/** Sums per value of `group`, named by the joined `name` (programs, levels), sorted by name. */
async function sumsBy(
  db: DbOrTx,
  where: SQL | undefined,
  group: AnyPgColumn,
  label: {
    table: typeof programs | typeof levels | typeof fiscalYears;
    id: AnyPgColumn;
    name: AnyPgColumn;
  },
): Promise<{ key: number | null; name: string | null; appeared: number; passed: number }[]> {
  return db
    .select({
      key: sql<number | null>`${group}`,
      name: sql<string | null>`${label.name}::text`,
      appeared: total(s.appeared),
      passed: total(s.passed),
    })
    .from(s)
    .leftJoin(label.table, eq(label.id, group))
    .where(where)
    .groupBy(group, label.name)
    .orderBy(asc(label.name));
}

async function byFiscalYear(db: DbOrTx, scope: ScopeFilter, query: PassRateQuery) {
  const years = await lastFiveFiscalYears(db);
  const sums = await sumsBy(
    db,
    sittingsOf(scope, query, inFiscalYears(s.fiscalYearId, years)),
    s.fiscalYearId,
    {
      table: fiscalYears,
      id: fiscalYears.id,
      name: fiscalYears.label,
    },
  );
  return years.map((year) => {
    const found = sums.find((row) => row.key === year.id);
    return passRateRow(year.label, found?.appeared ?? 0, found?.passed ?? 0);
  });
}

async function byGender(db: DbOrTx, scope: ScopeFilter, query: PassRateQuery) {
  const [sums] = await db
    .select({
      ...byGenderSums(),
    })
    .from(s)
    .where(sittingsOf(scope, query));
  return GENDERS_COUNTED.map((gender) =>
    passRateRow(gender, sums?.[`appeared${gender}`] ?? 0, sums?.[`passed${gender}`] ?? 0),
  );
}

/** Each grouping's rows for a scope and filters. */
export async function passRates(
  db: DbOrTx,
  grouping: PassRateGrouping,
  scope: ScopeFilter,
  query: PassRateQuery,
): Promise<PassRateRow[]> {
  if (grouping === 'fiscalYear') return byFiscalYear(db, scope, query);
  if (grouping === 'gender') return byGender(db, scope, query);
  const sums =
    grouping === 'program'
      ? await sumsBy(db, sittingsOf(scope, query), s.programId, {
          table: programs,
          id: programs.id,
          name: programs.programName,
        })
      : await sumsBy(db, sittingsOf(scope, query), s.levelId, {
          table: levels,
          id: levels.id,
          name: levels.levelName,
        });
  return sums.map((row) => passRateRow(row.name ?? 'Not given', row.appeared, row.passed));
}

/** Sittings per program with appeared and passed by gender, sorted by program name. */
export async function passRatesByProgramAndGender(
  db: DbOrTx,
  scope: ScopeFilter,
  query: PassRateQuery,
) {
  return db
    .select({
      programId: s.programId,
      programName: sql<string | null>`${programs.programName}::text`,
      appeared: total(s.appeared),
      passed: total(s.passed),
      ...byGenderSums(),
    })
    .from(s)
    .leftJoin(programs, eq(programs.id, s.programId))
    .where(sittingsOf(scope, query))
    .groupBy(s.programId, programs.programName)
    .orderBy(asc(programs.programName));
}

const READS: readonly { grouping: PassRateGrouping; path: string; by: string }[] = [
  { grouping: 'program', path: PASS_RATE_PATHS.byProgram, by: 'program' },
  { grouping: 'fiscalYear', path: PASS_RATE_PATHS.byFiscalYear, by: 'fiscal year (the last five)' },
  { grouping: 'gender', path: PASS_RATE_PATHS.byGender, by: 'gender' },
  { grouping: 'level', path: PASS_RATE_PATHS.byLevel, by: 'level' },
];

export function registerPassRateReads(app: ZodApp): void {
  const db = app.db;
  for (const read of READS) {
    app.get(
      read.path,
      {
        config: { auth: { permission: 'passRate:view' } },
        schema: {
          tags,
          security,
          summary: `Board-exam pass rates by ${read.by}, scoped (filters fiscalYearId, universityId, campusId, levelId)`,
          querystring: passRateQuerySchema,
          response: { 200: passRateRowsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) =>
        passRates(db, read.grouping, await resolveScope(db, request.scope()), request.query),
    );
  }

  app.get(
    PASS_RATE_PATHS.home,
    {
      config: { auth: { permission: 'passRate:view' } },
      schema: {
        tags,
        security,
        summary: 'The pass-rate home: this fiscal year by program, and the last five fiscal years',
        response: { 200: passRateHomeSchema, 403: apiErrorSchema },
      },
    },
    async (request): Promise<PassRateHome> => {
      const scope = await resolveScope(db, request.scope());
      const current = await fiscalYearOn(db, nepalToday());
      return {
        fiscalYear: current?.label ?? null,
        byProgram: current
          ? await passRates(db, 'program', scope, { fiscalYearId: current.id })
          : [],
        byFiscalYear: await passRates(db, 'fiscalYear', scope, {}),
      };
    },
  );

  registerFiguresRoute(
    app,
    {
      path: PASS_RATE_PATHS.figures,
      permission: 'passRate:view',
      tags,
      summary: "The pass-rate figures: this fiscal year's appeared, passed and pass rate, scoped",
    },
    async (request): Promise<SectionFigures> => {
      const scope = await resolveScope(db, request.scope());
      const current = await fiscalYearOn(db, nepalToday());
      const [sums] = current
        ? await db
            .select({ appeared: total(s.appeared), passed: total(s.passed) })
            .from(s)
            .where(sittingsOf(scope, { fiscalYearId: current.id }))
        : [];
      const appeared = sums?.appeared ?? 0;
      const passed = sums?.passed ?? 0;
      const year = current?.label ?? 'this fiscal year';
      return {
        figures: [
          {
            key: 'passRate',
            label: `Pass rate ${year}`,
            value: passRateOf(appeared, passed),
            unit: '%',
            precision: 1,
          },
          { key: 'appeared', label: `Appeared ${year}`, value: appeared },
          { key: 'passed', label: `Passed ${year}`, value: passed },
        ],
      };
    },
  );
}

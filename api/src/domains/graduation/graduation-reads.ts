/**
 * The graduation reads over approved forms, scoped to the caller:
 *   GET  /Dashboard/College/GetGraduationByGender   by level and gender (dashboard:view);
 *   GET  /Graduation/Figures                        the graduation home.
 * (The spec's five-year and by-ethnicity reads are the earlier client's: legacy-client.)
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  GRADUATION_PATHS,
  graduationContract,
  graduationDashboardQuerySchema,
  groupCountsSchema,
  nepalToday,
  apiErrorSchema,
  type CampusType,
  type GenderCount,
  type SectionFigures,
} from '@hemis/shared-contracts';
import { campuses, graduations, levels, students } from '../../db/schema';
import { registerFiguresRoute } from '../../lib/figures-route';
import { countByGender } from '../../lib/reports';
import type { ResourceHandle, ZodApp } from '../../lib/resource/types';
import { readCondition, resolveScope } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';
import { fiscalYearOn } from '../../lib/fiscal-years';
import { security } from '../../lib/route-kit';

export const OWNERS = { campusId: graduations.campusId, universityId: graduations.universityId };
const tags = [graduationContract.module];

/** Approved forms the caller reads (live), with an extra condition. */
const approvedReadable = (scope: ScopeFilter, extra?: SQL) =>
  and(
    isNull(graduations.deletedAt),
    eq(graduations.status, 'approved'),
    readCondition('campusKept', OWNERS, scope),
    extra,
  );

export function registerGraduationReads(app: ZodApp, student: ResourceHandle): void {
  const db = app.db;
  /** The caller's scope with its university (campus users' comes from their campus). */
  const scopeOf = (request: { scope(): ScopeFilter }) => resolveScope(db, request.scope());

  /** Approved graduates the caller reads, filtered as the dashboard's reads name it. */
  const dashboardWhere = (
    scope: ScopeFilter,
    query: {
      campustype?: CampusType;
      fiscalyearid?: number;
      universityId?: number;
      campusId?: number;
    },
  ) =>
    approvedReadable(
      scope,
      and(
        query.fiscalyearid ? eq(graduations.fiscalYearId, query.fiscalyearid) : undefined,
        query.universityId ? eq(graduations.universityId, query.universityId) : undefined,
        query.campusId ? eq(graduations.campusId, query.campusId) : undefined,
        query.campustype
          ? inArray(
              graduations.campusId,
              db
                .select({ id: campuses.id })
                .from(campuses)
                .where(eq(campuses.campusType, query.campustype)),
            )
          : undefined,
      ),
    );
  /** Count rows sorted by group name, those without a group last. */
  const sortedRows = (counts: Map<number | null, GenderCount>): GenderCount[] =>
    [...counts.entries()]
      .sort(([keyA, a], [keyB, b]) =>
        keyA === null ? 1 : keyB === null ? -1 : a.group.localeCompare(b.group),
      )
      .map(([, row]) => row);

  app.get(
    GRADUATION_PATHS.byGender,
    {
      config: { auth: { permission: 'dashboard:view' } },
      schema: {
        tags: ['dashboard'],
        security,
        summary:
          'Approved graduates by level and gender (spec filters campustype, fiscalyearid, universityId), scoped',
        querystring: graduationDashboardQuerySchema,
        response: { 200: groupCountsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const counts = await countByGender<number>(
        db,
        graduations,
        { group: graduations.levelId, gender: graduations.gender },
        dashboardWhere(scope, request.query),
        { label: { table: levels, id: levels.id, name: levels.levelName } },
      );
      return sortedRows(counts);
    },
  );

  registerFiguresRoute(
    app,
    {
      path: GRADUATION_PATHS.figures,
      permission: 'graduation:view',
      tags,
      summary:
        "The graduation home's figures: eligible students, forms pending approval, graduates this fiscal year and in all",
    },
    async (request): Promise<SectionFigures> => {
      const scope = await scopeOf(request);
      const count = sql<number>`count(*)`.mapWith(Number);
      const [eligible] = await db
        .select({ n: count })
        .from(students)
        .where(
          and(
            isNull(students.deletedAt),
            eq(students.status, 'active'),
            eq(students.graduationEligible, true),
            readCondition('campus', student.columns, scope),
          ),
        );
      const byStatus = await db
        .select({ status: graduations.status, n: count })
        .from(graduations)
        .where(and(isNull(graduations.deletedAt), readCondition('campusKept', OWNERS, scope)))
        .groupBy(graduations.status)
        .orderBy(asc(graduations.status));
      const current = await fiscalYearOn(db, nepalToday());
      const [thisYear] = current
        ? await db
            .select({ n: count })
            .from(graduations)
            .where(approvedReadable(scope, eq(graduations.fiscalYearId, current.id)))
        : [];
      const of = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
      return {
        figures: [
          { key: 'eligible', label: 'Eligible for graduation', value: eligible?.n ?? 0 },
          { key: 'pending', label: 'Forms pending approval', value: of('pending') },
          {
            key: 'thisYear',
            label: `Graduates in ${current?.label ?? 'this fiscal year'}`,
            value: thisYear?.n ?? 0,
          },
          { key: 'total', label: 'Graduates', value: of('approved') },
        ],
      };
    },
  );
}

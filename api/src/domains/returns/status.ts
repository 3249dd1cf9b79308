/**
 * A year's returns as the commission and a university follow them: every campus in reach with
 * its return's status, and completeness per university and per province, all counted in SQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  RETURN_MESSAGES,
  RETURN_STATUS_VALUES,
  recordOf,
  type ReturnStatus,
  type ReturnStatusAnswer,
  type ReturnStatusQuery,
} from '@hemis/shared-contracts';
import { HttpError } from '../../lib/errors';
import type { DbOrTx } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { rows } from './cells';
import { cycleOf, yearAndLast } from './reach';

/** The campuses of the caller's reach as SQL on `c` (a campus sees only itself). */
export function reachOf(scope: ScopeFilter): SQL {
  if (scope.kind === 'nation') return sql`true`;
  if (scope.kind === 'university') return sql`c.university_id = ${scope.universityId ?? -1}`;
  if (scope.kind === 'campus') return sql`c.id = ${scope.campusId ?? -1}`;
  return sql`false`;
}

const statusOf = sql`coalesce(r.status, 'notStarted')`;

const countsOf = (found: { status: string; n: number }[]): Record<ReturnStatus, number> =>
  recordOf(RETURN_STATUS_VALUES, (status) =>
    Number(found.find((row) => row.status === status)?.n ?? 0),
  );

/** Every campus in reach (filtered) with its return's status, and completeness by grouping. */
export async function returnStatus(
  db: DbOrTx,
  scope: ScopeFilter,
  query: ReturnStatusQuery,
): Promise<ReturnStatusAnswer> {
  const { year } = await yearAndLast(db, query.fiscalYearId);
  if (
    query.universityId !== undefined &&
    scope.kind === 'university' &&
    query.universityId !== scope.universityId
  )
    throw new HttpError(403, RETURN_MESSAGES.campus, { universityId: RETURN_MESSAGES.campus });
  const filters: SQL[] = [sql`c.deleted_at is null`, reachOf(scope)];
  if (query.universityId !== undefined) filters.push(sql`c.university_id = ${query.universityId}`);
  if (query.provinceId !== undefined) filters.push(sql`c.province_id = ${query.provinceId}`);
  if (query.campusType !== undefined) filters.push(sql`c.campus_type = ${query.campusType}`);
  if (query.search)
    filters.push(sql`c.campus_name ilike ${`%${query.search.replace(/[%_\\]/g, '\\$&')}%`}`);
  const inReach = sql.join(filters, sql` and `);
  const joined = sql`campuses c
    left join statistical_returns r on r.campus_id = c.id
      and r.fiscal_year_id = ${year.id} and r.form = ${query.form}`;
  const listed = query.status ? sql`${inReach} and ${statusOf} = ${query.status}` : inReach;
  const offset = (query.page - 1) * query.pageSize;
  const [found, counts, byUniversity, byProvince, cycle] = await Promise.all([
    rows<{
      campusId: number;
      campusName: string;
      universityName: string | null;
      provinceName: string | null;
      campusType: string;
      returnId: number | null;
      status: ReturnStatus;
      submittedAt: string | null;
      warningsExplained: number;
    }>(
      db,
      sql`select c.id as "campusId", c.campus_name as "campusName", u.name as "universityName",
          p.name as "provinceName", c.campus_type as "campusType", r.id as "returnId",
          ${statusOf} as status, r.submitted_at::text as "submittedAt",
          coalesce(jsonb_array_length(r.comments), 0)::int as "warningsExplained"
        from ${joined}
        left join universities u on u.id = c.university_id
        left join provinces p on p.id = c.province_id
        where ${listed}
        order by u.name nulls last, c.campus_name, c.id
        limit ${query.pageSize} offset ${offset}`,
    ),
    rows<{ status: string; n: number }>(
      db,
      sql`select ${statusOf} as status, count(*)::int as n from ${joined} where ${inReach}
        group by 1`,
    ),
    completeness(db, joined, inReach, sql`c.university_id`, sql`universities`),
    completeness(db, joined, inReach, sql`c.province_id`, sql`provinces`),
    cycleOf(db, year.id),
  ]);
  const statusCounts = countsOf(counts);
  const total = query.status
    ? statusCounts[query.status]
    : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  return {
    fiscalYearId: year.id,
    fiscalYearLabel: year.label,
    deadline: cycle?.deadline ?? null,
    publishedAt: cycle?.publishedAt ?? null,
    total,
    counts: statusCounts,
    rows: found.map((row) => ({
      ...row,
      universityName: row.universityName ?? '',
      provinceName: row.provinceName ?? '',
    })),
    byUniversity,
    byProvince,
  };
}

async function completeness(db: DbOrTx, joined: SQL, inReach: SQL, groupColumn: SQL, names: SQL) {
  const found = await rows<{ id: number; name: string | null; status: string; n: number }>(
    db,
    sql`select ${groupColumn} as id, g.name, ${statusOf} as status, count(*)::int as n
      from ${joined} left join ${names} g on g.id = ${groupColumn}
      where ${inReach} and ${groupColumn} is not null
      group by 1, 2, 3 order by 2`,
  );
  const groups = new Map<
    number,
    { id: number; name: string; rows: { status: string; n: number }[] }
  >();
  for (const row of found) {
    const group = groups.get(row.id) ?? { id: row.id, name: row.name ?? '', rows: [] };
    group.rows.push(row);
    groups.set(row.id, group);
  }
  return [...groups.values()].map((group) => ({
    id: group.id,
    name: group.name,
    campuses: group.rows.reduce((sum, row) => sum + row.n, 0),
    counts: countsOf(group.rows),
  }));
}

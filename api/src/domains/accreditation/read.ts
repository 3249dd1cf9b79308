/**
 * The cycles a caller reads: the latest of each campus in reach (or all of them), filtered, one
 * page, with the campus's university, type and province, and the standing of an accredited cycle
 * computed from today in SQL (so a filter on it pages correctly); one cycle with its stages.
 */
import { and, asc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import {
  accreditationStanding,
  addMonths,
  adToBs,
  nepalToday,
  nextStage,
  stageOf,
  type CycleListQuery,
  type CycleRow,
  type StageEntry,
} from '@hemis/shared-contracts';
import { accreditationCycles as cycles, accreditationStages } from '../../db/schema/accreditation';
import { campuses, provinces, universities } from '../../db/schema';
import type { DbOrTx } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';

/** The cycles of campuses in the caller's reach (a university's by its campuses' university). */
export function reachCondition(scope: ScopeFilter): SQL | undefined {
  switch (scope.kind) {
    case 'nation':
      return undefined;
    case 'university':
      return eq(campuses.universityId, scope.universityId ?? -1);
    case 'campus':
      return eq(cycles.campusId, scope.campusId ?? -1);
    case 'own':
      return sql`false`;
  }
}

/** A cycle of no later cycle of its campus. */
const latestOfCampus = sql`not exists (select 1 from accreditation_cycles later
  where later.campus_id = ${cycles.campusId} and later.cycle_number > ${cycles.cycleNumber})`;

function filterConditions(query: CycleListQuery, today: string): (SQL | undefined)[] {
  const accredited = eq(cycles.status, 'accredited');
  const soon = addMonths(today, 6);
  const standing = {
    Accredited: and(accredited, sql`${cycles.expiresOn} > ${soon}`),
    'Expiring within 6 months': and(
      accredited,
      sql`${cycles.expiresOn} >= ${today} and ${cycles.expiresOn} <= ${soon}`,
    ),
    Expired: and(accredited, sql`${cycles.expiresOn} < ${today}`),
  } as const;
  const within = query.expiringWithinMonths;
  return [
    query.allCycles === 'true' ? undefined : latestOfCampus,
    query.status ? eq(cycles.status, query.status) : undefined,
    query.standing ? standing[query.standing] : undefined,
    within === undefined
      ? undefined
      : and(accredited, sql`${cycles.expiresOn} <= ${addMonths(today, within)}`),
    query.validToday === 'true' ? and(accredited, sql`${cycles.expiresOn} >= ${today}`) : undefined,
    query.universityId ? eq(campuses.universityId, query.universityId) : undefined,
    query.campusType ? eq(campuses.campusType, query.campusType) : undefined,
    query.provinceId ? eq(campuses.provinceId, query.provinceId) : undefined,
    query.search
      ? ilike(campuses.campusName, `%${query.search.replace(/[%_\\]/g, '\\$&')}%`)
      : undefined,
  ];
}

const rowColumns = {
  id: cycles.id,
  campusId: cycles.campusId,
  campusName: campuses.campusName,
  campusType: sql<string>`${campuses.campusType}::text`,
  universityId: campuses.universityId,
  universityName: sql<string>`coalesce(${universities.name}, '')`,
  provinceId: campuses.provinceId,
  provinceName: sql<string>`coalesce(${provinces.name}, '')`,
  cycleNumber: cycles.cycleNumber,
  stage: cycles.stage,
  status: cycles.status,
  startedOn: cycles.startedOn,
  awardedOn: cycles.awardedOn,
  expiresOn: cycles.expiresOn,
  certificateNo: cycles.certificateNo,
  reason: cycles.reason,
  total: sql<number>`(count(*) over ())::int`,
};

type RawRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function rowOf(raw: Omit<RawRow, 'total' | 'reason'>, today: string): CycleRow {
  const { stage, status } = raw;
  return {
    id: raw.id,
    campusId: raw.campusId,
    campusName: raw.campusName,
    campusType: raw.campusType,
    universityId: raw.universityId,
    universityName: raw.universityName,
    provinceId: raw.provinceId,
    provinceName: raw.provinceName,
    cycleNumber: raw.cycleNumber,
    title: raw.cycleNumber > 1 ? 'Re-Accredited' : 'Accredited',
    stage,
    stageLabel: stageOf(stage).label,
    nextStage: status === 'inProgress' ? nextStage(stage) : null,
    status,
    standing:
      status === 'accredited' && raw.expiresOn ? accreditationStanding(raw.expiresOn, today) : null,
    startedOn: raw.startedOn,
    awardedOn: raw.awardedOn,
    awardedOnBs: raw.awardedOn ? adToBs(raw.awardedOn) : null,
    expiresOn: raw.expiresOn,
    expiresOnBs: raw.expiresOn ? adToBs(raw.expiresOn) : null,
    certificateNo: raw.certificateNo,
  };
}

function selectRows(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(cycles)
    .innerJoin(campuses, eq(campuses.id, cycles.campusId))
    .leftJoin(universities, eq(universities.id, campuses.universityId))
    .leftJoin(provinces, eq(provinces.id, campuses.provinceId));
}

/** One page of the cycles in reach matching the query, by campus name then cycle. */
export async function listCycles(
  db: DbOrTx,
  scope: ScopeFilter,
  query: CycleListQuery,
  today = nepalToday(),
  everything = false,
): Promise<{ total: number; data: CycleRow[] }> {
  const pageSize = query.pageSize ?? 25;
  const page = query.page ?? 1;
  const found = selectRows(db)
    .where(
      and(isNull(campuses.deletedAt), reachCondition(scope), ...filterConditions(query, today)),
    )
    .orderBy(asc(campuses.campusName), asc(cycles.cycleNumber));
  const rows = everything ? await found : await found.limit(pageSize).offset((page - 1) * pageSize);
  return { total: rows[0]?.total ?? 0, data: rows.map((row) => rowOf(row, today)) };
}

/** One cycle in reach with its stages in order (null when none is visible). */
export async function readCycle(db: DbOrTx, scope: ScopeFilter, id: number, today = nepalToday()) {
  const [raw] = await selectRows(db).where(and(eq(cycles.id, id), reachCondition(scope)));
  if (!raw) return null;
  const stages = await db
    .select()
    .from(accreditationStages)
    .where(eq(accreditationStages.cycleId, id))
    .orderBy(asc(accreditationStages.id));
  return {
    ...rowOf(raw, today),
    reason: raw.reason,
    stages: stages.map((entry): StageEntry => ({
      stage: entry.stage,
      label: stageOf(entry.stage).label,
      datedOn: entry.datedOn,
      datedOnBs: adToBs(entry.datedOn),
      note: entry.note,
      details: entry.details,
      recordedBy: entry.recordedByName,
      recordedAt: new Date(entry.recordedAt).toISOString(),
    })),
  };
}

/** The certificate's QR code token of a cycle (null before an award). */
export async function certificateToken(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ token: cycles.verificationToken })
    .from(cycles)
    .where(eq(cycles.id, id));
  return row?.token ?? null;
}

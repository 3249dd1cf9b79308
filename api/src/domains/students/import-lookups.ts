/**
 * The campus a student import goes into, and the names its rows may use (programs, batches,
 * ethnic groups, districts), as the campus's clerk would pick them in the form; the template
 * lists them.
 */
import { and, isNull } from 'drizzle-orm';
import { CAMPUS_MESSAGES, GENDER_CHOICES, MESSAGES, RELIGIONS } from '@hemis/shared-contracts';
import { batches, districts, ethnicGroups, programs } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { DbOrTx } from '../../lib/resource/types';
import { campusInReach, readCondition } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';
import { referenceKey, type ReferenceLookups } from './import-rows';
import type { TemplateLists } from './import-workbooks';

/** The campus the students are imported into. */
export interface ImportTarget {
  campusId: number;
  universityId: number | null;
}

/**
 * The campus a caller imports into: a campus role its own (another campusId: 403); university
 * and nation roles name one (?campusId), within their reach (a university's other campus: 403).
 */
export async function importTarget(
  db: DbOrTx,
  scope: ScopeFilter,
  campusId: number | undefined,
): Promise<ImportTarget> {
  // The students' university is always their campus's (as the Student routes set it).
  const campus = await campusInReach(db, scope, campusId);
  if (!campus) {
    throw badRequest(MESSAGES.http.badRequest, { campusId: CAMPUS_MESSAGES.campusRequired });
  }
  return { campusId: campus.id, universityId: campus.universityId };
}

/** The names a row may use, as the campus's clerk would pick them in the form. */
export async function loadLookups(
  db: DbOrTx,
  target: ImportTarget,
): Promise<{
  lookups: ReferenceLookups;
  lists: TemplateLists;
  provinceOf: Map<number, number | null>;
}> {
  // Programs and batches: the campus's own, its university's and national ones (as the campus
  // itself sees them).
  const campusScope: ScopeFilter = { kind: 'campus', ...target, userId: 0 };
  const [programRows, batchRows, groupRows, districtRows] = await Promise.all([
    db
      .select({
        id: programs.id,
        name: programs.programName,
        shortName: programs.shortName,
        code: programs.code,
      })
      .from(programs)
      .where(and(isNull(programs.deletedAt), readCondition('institution', programs, campusScope)))
      .orderBy(programs.programName),
    db
      .select({ id: batches.id, name: batches.batchName })
      .from(batches)
      .where(and(isNull(batches.deletedAt), readCondition('institution', batches, campusScope)))
      .orderBy(batches.batchName),
    db
      .select({ id: ethnicGroups.id, name: ethnicGroups.name })
      .from(ethnicGroups)
      .where(isNull(ethnicGroups.deletedAt))
      .orderBy(ethnicGroups.name),
    db
      .select({ id: districts.id, name: districts.name, provinceId: districts.provinceId })
      .from(districts)
      .orderBy(districts.name),
  ]);
  const byName = (rows: { id: number; name: string | null }[]) =>
    new Map(rows.flatMap((row) => (row.name ? [[referenceKey(row.name), row.id] as const] : [])));
  // A program by its code, short name or name (a name wins over another's short name).
  const programIds = new Map<string, number>();
  for (const pick of ['code', 'shortName', 'name'] as const) {
    for (const row of programRows) {
      const text = row[pick];
      if (text) programIds.set(referenceKey(text), row.id);
    }
  }
  const names = (rows: { name: string | null }[]) =>
    rows.flatMap((row) => (row.name ? [row.name] : []));
  return {
    lookups: {
      programId: programIds,
      batchId: byName(batchRows),
      ethnicGroupId: byName(groupRows),
      permanentDistrictId: byName(districtRows),
    },
    lists: {
      programId: names(programRows),
      batchId: names(batchRows),
      ethnicGroupId: names(groupRows),
      permanentDistrictId: names(districtRows),
      gender: GENDER_CHOICES.map((choice) => choice.label),
      religion: RELIGIONS.map((choice) => choice.label),
    },
    provinceOf: new Map(districtRows.map((row) => [row.id, row.provinceId ?? null])),
  };
}

/**
 * The writes of an accreditation cycle: a campus enters one with its letter of intent, each next
 * stage is recorded in order and dated no earlier than the one before (and not in the future),
 * the award ends it (accredited, with its expiry and certificate number, or deferred), and the
 * commission may withdraw an accreditation. Every check answers 400/403/409 naming its field.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  ACCREDITATION_MAX_YEARS,
  ACCREDITATION_MESSAGES as M,
  EXPIRING_WITHIN_MONTHS,
  addMonths,
  nepalToday,
  nextStage,
  stageOf,
  type AccreditationStage,
  type CycleStart,
  type StageRecord,
} from '@hemis/shared-contracts';
import { accreditationCycles as cycles, accreditationStages } from '../../db/schema/accreditation';
import { campuses, documents } from '../../db/schema';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { fiscalYearOn } from '../../lib/fiscal-years';
import { nextNumber } from '../../lib/numbering';
import type { DbOrTx } from '../../lib/resource/types';
import { newVerificationToken } from '../../lib/verification';
import type { ScopeFilter } from '../../plugins/auth';
import type { Database } from '../../db/client';

/** Who records: their scope, id and name, and whether they may decide (award, withdraw). */
export interface AccreditationCaller {
  scope: ScopeFilter;
  userId: number;
  name: string;
  canDecide: boolean;
  /** Holds accreditation:edit (records stages, keeps a cycle's documents). */
  canEdit: boolean;
}

/** documents.entity of a cycle's documents (domains/accreditation/documents.ts). */
export const CYCLE_DOCUMENTS = 'AccreditationCycle';

/**
 * Whether the caller records `stage` of a cycle in their reach: a campus its own stages (the
 * letter of intent, the self-study report), the commission every stage, and the award only
 * whoever decides.
 */
export function recordsStage(caller: AccreditationCaller, stage: AccreditationStage): boolean {
  const { kind } = caller.scope;
  const byCampus = stageOf(stage).by === 'campus';
  if (kind !== 'nation' && !(kind === 'campus' && byCampus)) return false;
  return stage !== 'award' || caller.canDecide;
}

const fill = (message: string, value: string) => message.replace(/\{\w+\}/, value);
const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

function checkDate(datedOn: string, previous: string | null, today: string) {
  if (datedOn > today) throw refuse('datedOn', M.futureDate);
  if (previous && datedOn < previous) throw refuse('datedOn', fill(M.beforePrevious, previous));
}

/** A campus enters a new cycle (the first, or a renewal of an expiring or expired one). */
export async function startCycle(db: Database, caller: AccreditationCaller, input: CycleStart) {
  const today = nepalToday();
  checkDate(input.datedOn, null, today);
  return db.transaction(async (tx) => {
    const [campus] = await tx
      .select({ id: campuses.id, universityId: campuses.universityId })
      .from(campuses)
      .where(and(eq(campuses.id, input.campusId), isNull(campuses.deletedAt)));
    if (!campus) throw refuse('campusId', M.noCampus);
    // One cycle of a campus at a time: its campus row is the queue.
    await tx.execute(sql`select id from campuses where id = ${campus.id} for update`);
    const [latest] = await tx
      .select()
      .from(cycles)
      .where(eq(cycles.campusId, campus.id))
      .orderBy(desc(cycles.cycleNumber))
      .limit(1);
    if (latest?.status === 'inProgress') throw conflict(M.inCycle, { campusId: M.inCycle });
    if (
      latest?.status === 'accredited' &&
      latest.expiresOn &&
      latest.expiresOn > addMonths(today, EXPIRING_WITHIN_MONTHS)
    ) {
      const message = fill(M.stillAccredited, latest.expiresOn);
      throw conflict(message, { campusId: message });
    }
    const [cycle] = await tx
      .insert(cycles)
      .values({
        campusId: campus.id,
        universityId: campus.universityId,
        cycleNumber: (latest?.cycleNumber ?? 0) + 1,
        stage: 'letterOfIntent',
        startedOn: input.datedOn,
      })
      .returning({ id: cycles.id });
    await tx.insert(accreditationStages).values({
      cycleId: cycle!.id,
      stage: 'letterOfIntent',
      datedOn: input.datedOn,
      note: input.note || null,
      recordedBy: caller.userId,
      recordedByName: caller.name,
    });
    return cycle!.id;
  });
}

/** What a stage keeps beyond its date and note. */
function detailsOf(record: StageRecord): Record<string, unknown> {
  const { stage: _stage, datedOn: _dated, note: _note, ...details } = record;
  return details;
}

/** The checks of the award beyond its shape: an expiry within five years, or reasons. */
function checkAward(record: Extract<StageRecord, { stage: 'award' }>) {
  if (record.outcome === 'accredited') {
    const latest = addMonths(record.datedOn, ACCREDITATION_MAX_YEARS * 12);
    if (!record.expiresOn || record.expiresOn <= record.datedOn || record.expiresOn > latest)
      throw refuse('expiresOn', M.expiry);
  } else if (!record.reasons) {
    throw refuse('reasons', M.reasons);
  }
}

/** The cycle `id` in the caller's reach, locked for this transaction (404 when not visible). */
async function lockedCycle(tx: DbOrTx, scope: ScopeFilter, id: number) {
  const reach =
    scope.kind === 'nation'
      ? undefined
      : scope.kind === 'campus'
        ? eq(cycles.campusId, scope.campusId ?? -1)
        : sql`false`;
  const [cycle] = await tx
    .select()
    .from(cycles)
    .where(and(eq(cycles.id, id), reach))
    .for('update');
  if (!cycle) throw notFound(M.notFound);
  return cycle;
}

/** Records the cycle's next stage. */
export async function recordStage(
  db: Database,
  caller: AccreditationCaller,
  id: number,
  record: StageRecord,
) {
  const today = nepalToday();
  const stage = record.stage;
  if (stageOf(stage).by === 'commission' && caller.scope.kind !== 'nation')
    throw new HttpError(403, M.commissionOnly, { stage: M.commissionOnly });
  if (stage === 'award' && !caller.canDecide) throw forbidden();
  if (record.stage === 'award') checkAward(record);
  await db.transaction(async (tx) => {
    const cycle = await lockedCycle(tx, caller.scope, id);
    if (cycle.status !== 'inProgress') throw conflict(M.finished, { stage: M.finished });
    const expected = nextStage(cycle.stage);
    if (expected !== stage) {
      const message = fill(M.notNext, expected ? stageOf(expected).label : '');
      throw refuse('stage', message);
    }
    const [previous] = await tx
      .select({ datedOn: accreditationStages.datedOn })
      .from(accreditationStages)
      .where(eq(accreditationStages.cycleId, id))
      .orderBy(desc(accreditationStages.datedOn))
      .limit(1);
    checkDate(record.datedOn, previous?.datedOn ?? null, today);
    await tx.insert(accreditationStages).values({
      cycleId: id,
      stage,
      datedOn: record.datedOn,
      note: record.note || null,
      details: detailsOf(record),
      recordedBy: caller.userId,
      recordedByName: caller.name,
    });
    const awarded = record.stage === 'award' ? record : null;
    const accredited = awarded?.outcome === 'accredited';
    const year = accredited ? await fiscalYearOn(tx, record.datedOn) : null;
    await tx
      .update(cycles)
      .set({
        stage,
        updatedAt: sql`now()`,
        ...(awarded
          ? {
              status: awarded.outcome,
              awardedOn: accredited ? awarded.datedOn : null,
              expiresOn: accredited ? (awarded.expiresOn ?? null) : null,
              reason: accredited ? null : (awarded.reasons ?? null),
              verificationToken: accredited ? newVerificationToken() : null,
              // Numbered in the campus's series of the award's fiscal year.
              certificateNo: year
                ? await nextNumber(tx, {
                    campusId: cycle.campusId,
                    fiscalYearId: year.id,
                    series: 'accreditation-certificate',
                  })
                : null,
            }
          : {}),
      })
      .where(eq(cycles.id, id));
  });
}

/** The commission withdraws an accreditation (its certificate then checks as withdrawn). */
export async function withdrawCycle(
  db: Database,
  caller: AccreditationCaller,
  id: number,
  reason: string,
) {
  if (caller.scope.kind !== 'nation' || !caller.canDecide) throw forbidden();
  await db.transaction(async (tx) => {
    const cycle = await lockedCycle(tx, caller.scope, id);
    if (cycle.status !== 'accredited') throw conflict(M.notAccredited, { id: M.notAccredited });
    await tx
      .update(cycles)
      .set({ status: 'withdrawn', reason, updatedAt: sql`now()` })
      .where(eq(cycles.id, id));
  });
}

/**
 * The commission removes a cycle entered by mistake, before any stage after the letter of intent
 * (its documents are deleted with it, softly, as a document's delete is).
 */
export async function removeCycle(db: Database, caller: AccreditationCaller, id: number) {
  await db.transaction(async (tx) => {
    const cycle = await lockedCycle(tx, caller.scope, id);
    if (cycle.status !== 'inProgress' || cycle.stage !== 'letterOfIntent')
      throw conflict(M.notRemovable, { id: M.notRemovable });
    await tx
      .update(documents)
      .set({ deletedAt: new Date(), deletedBy: caller.userId, updatedBy: caller.userId })
      .where(
        and(
          eq(documents.entity, CYCLE_DOCUMENTS),
          eq(documents.entityId, id),
          isNull(documents.deletedAt),
        ),
      );
    await tx.delete(cycles).where(eq(cycles.id, id));
  });
}

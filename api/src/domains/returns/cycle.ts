/**
 * A return's steps: saved as a draft by its campus; submitted (checked by the rules, numbered,
 * its figures frozen); endorsed or returned by its university; accepted or returned by the
 * commission; edited and submitted again once returned. Each step is a row of its history (who,
 * when, the comment), written in the step's own transaction, and the return's row is locked for
 * the step, so two steps at once make one.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  RETURN_EDITABLE,
  RETURN_MESSAGES,
  type ReturnAction,
  type ReturnDraft,
  type ReturnForm,
  type ReturnSection,
  type ReturnStatus,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import {
  statisticalReturnEvents,
  statisticalReturnFigures,
  statisticalReturns,
} from '../../db/schema/statistical-returns';
import { signedReturns } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { nextNumber } from '../../lib/numbering';
import type { Tx } from '../../lib/resource/types';
import { newVerificationToken } from '../../lib/verification';
import type { RowFacts } from './cells';
import type { ReturnScope } from './figures';
import { campusInReach, cycleOf, yearAndLast, type ReturnCaller } from './reach';
import { ofCampusYear, prepare, type ReturnRow } from './read';

/** The campus's row of the return, made if it has none, locked until the transaction ends. */
async function lockedRow(
  tx: Tx,
  campusId: number,
  fiscalYearId: number,
  form: ReturnForm,
): Promise<ReturnRow> {
  await tx
    .insert(statisticalReturns)
    .values({ campusId, fiscalYearId, form, status: 'draft' })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(statisticalReturns)
    .where(ofCampusYear(campusId, fiscalYearId, form))
    .for('update');
  if (!row) throw notFound(RETURN_MESSAGES.notFound);
  return row;
}

async function openToCampus(tx: Tx, row: ReturnRow) {
  const cycle = await cycleOf(tx, row.fiscalYearId);
  if (cycle?.publishedAt) throw conflict(RETURN_MESSAGES.notOpen);
  if (!RETURN_EDITABLE.includes(row.status)) throw conflict(RETURN_MESSAGES.notEditable);
}

async function recordStep(
  tx: Tx,
  returnId: number,
  caller: ReturnCaller,
  action: ReturnAction,
  status: ReturnStatus,
  comment: string | null,
) {
  await tx.insert(statisticalReturnEvents).values({
    returnId,
    action,
    status,
    userId: caller.userId,
    byName: caller.name,
    comment: comment || null,
  });
}

/**
 * A step of the campus on its own return: the caller edits a campus's returns, the return is
 * made if new and locked, and still open to the campus; `work` runs in that transaction.
 */
async function campusStep(
  db: Database,
  caller: ReturnCaller,
  body: { fiscalYearId: number; campusId?: number; form: ReturnForm },
  work: (tx: Tx, row: ReturnRow, scope: ReturnScope) => Promise<void>,
): Promise<void> {
  if (caller.scope.kind !== 'campus' || !caller.canEdit) throw forbidden();
  const campus = await campusInReach(db, caller.scope, body.campusId);
  const { year, lastYear } = await yearAndLast(db, body.fiscalYearId);
  const scope: ReturnScope = { campusId: campus.id, year, lastYear, form: body.form };
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, campus.id, year.id, body.form);
    await openToCampus(tx, row);
    await work(tx, row, scope);
  });
}

/** Saves the campus's corrections, comments, contacts and research-cell answer. */
export async function saveDraft(db: Database, caller: ReturnCaller, draft: ReturnDraft) {
  await campusStep(db, caller, draft, async (tx, row, scope) => {
    const prepared = await prepare(tx, scope, row, draft);
    await tx
      .update(statisticalReturns)
      .set({
        corrections: prepared.corrections,
        comments: draft.comments.filter((c) => c.comment),
        contacts: draft.contacts,
        researchCell: draft.researchCell,
        updatedAt: sql`now()`,
      })
      .where(eq(statisticalReturns.id, row.id));
  });
}

/**
 * Submits the return: the rules' errors block it and each warning needs its comment; then its
 * figures are frozen (and kept cell by cell for the totals), it takes the next number of the
 * campus's series of the year, and its history says who submitted it.
 */
export async function submitReturn(
  db: Database,
  caller: ReturnCaller,
  body: { fiscalYearId: number; campusId?: number; form: ReturnForm },
): Promise<void> {
  await campusStep(db, caller, body, async (tx, row, scope) => {
    const prepared = await prepare(tx, scope, row);
    const errors = prepared.findings.filter((f) => f.level === 'error');
    if (errors.length > 0)
      throw badRequest(
        RETURN_MESSAGES.blocked,
        Object.fromEntries(errors.map((f) => [f.subject, f.message])),
      );
    const unexplained = prepared.findings.filter((f) => f.level === 'warning' && !f.comment);
    if (unexplained.length > 0)
      throw badRequest(
        RETURN_MESSAGES.unexplained,
        Object.fromEntries(unexplained.map((f) => [f.subject, f.message])),
      );
    const number = await nextNumber(tx, {
      campusId: scope.campusId,
      fiscalYearId: scope.year.id,
      series: `statistical-return:${body.form}`,
    });
    await tx
      .update(statisticalReturns)
      .set({
        status: 'submitted',
        submissionNo: number,
        submittedAt: sql`now()`,
        figures: prepared.sections,
        verificationToken: row.verificationToken ?? newVerificationToken(),
        updatedAt: sql`now()`,
      })
      .where(eq(statisticalReturns.id, row.id));
    await freezeFigures(tx, {
      returnId: row.id,
      campusId: scope.campusId,
      fiscalYearId: scope.year.id,
      form: scope.form,
      sections: prepared.sections,
      rowFacts: prepared.rowFacts,
    });
    await recordStep(tx, row.id, caller, 'submitted', 'submitted', null);
  });
}

/**
 * Keeps a submitted return's figures cell by cell (what the totals and the open data add up),
 * in place of those of an earlier submission.
 */
export async function freezeFigures(
  tx: Tx,
  submitted: {
    returnId: number;
    campusId: number;
    fiscalYearId: number;
    form: ReturnForm;
    sections: readonly ReturnSection[];
    rowFacts: ReadonlyMap<string, RowFacts>;
  },
): Promise<void> {
  const { returnId, campusId, fiscalYearId, form } = submitted;
  await tx.delete(statisticalReturnFigures).where(eq(statisticalReturnFigures.returnId, returnId));
  const cells = submitted.sections.flatMap((section) =>
    section.tables.flatMap((table) =>
      table.rows.flatMap((tableRow) => {
        const facts = submitted.rowFacts.get(`${table.key}/${tableRow.key}`);
        return Object.entries(tableRow.cells)
          .filter(([, figure]) => figure.value !== null)
          .map(([column, figure]) => ({
            returnId,
            campusId,
            fiscalYearId,
            form,
            tableKey: table.key,
            rowKey: tableRow.key,
            columnKey: column,
            programId: facts?.programId ?? null,
            levelId: facts?.levelId ?? null,
            facultyId: facts?.facultyId ?? null,
            value: figure.value ?? 0,
          }));
      }),
    ),
  );
  for (let start = 0; start < cells.length; start += 1000)
    await tx.insert(statisticalReturnFigures).values(cells.slice(start, start + 1000));
}

export type Decision = 'endorse' | 'return' | 'accept';

/**
 * The university endorses or returns a submitted return of its campus; the commission accepts
 * or returns a submitted or endorsed one. Returning needs a comment, and takes back the signed
 * copy so that the campus can upload the corrected one.
 */
export async function decide(
  db: Database,
  caller: ReturnCaller,
  id: number,
  decision: Decision,
  comment: string,
): Promise<void> {
  if (!caller.canApprove || caller.scope.kind === 'campus' || caller.scope.kind === 'own')
    throw forbidden();
  if (decision === 'return' && !comment)
    throw badRequest(RETURN_MESSAGES.commentRequired, { comment: RETURN_MESSAGES.commentRequired });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(statisticalReturns)
      .where(eq(statisticalReturns.id, id))
      .for('update');
    if (!row) throw notFound(RETURN_MESSAGES.notFound);
    await campusInReach(tx, caller.scope, row.campusId).catch(() => {
      throw notFound(RETURN_MESSAGES.notFound);
    });
    const cycle = await cycleOf(tx, row.fiscalYearId);
    if (cycle?.publishedAt) throw conflict(RETURN_MESSAGES.notOpen);
    const { status } = row;
    const university = caller.scope.kind === 'university';
    if (decision === 'endorse' && (!university || status !== 'submitted'))
      throw conflict(university ? RETURN_MESSAGES.notEndorsable : RETURN_MESSAGES.notSubmitted);
    if (decision === 'accept' && (university || !['submitted', 'endorsed'].includes(status)))
      throw university ? forbidden() : conflict(RETURN_MESSAGES.notAcceptable);
    if (decision === 'return') {
      const allowed = university ? ['submitted'] : ['submitted', 'endorsed'];
      if (!allowed.includes(status))
        throw conflict(university ? RETURN_MESSAGES.notEndorsable : RETURN_MESSAGES.notAcceptable);
    }
    const next: ReturnStatus =
      decision === 'endorse' ? 'endorsed' : decision === 'accept' ? 'accepted' : 'returned';
    await tx
      .update(statisticalReturns)
      .set({ status: next, updatedAt: sql`now()` })
      .where(eq(statisticalReturns.id, row.id));
    if (next === 'returned')
      await tx
        .update(signedReturns)
        .set({ deletedAt: sql`now()` })
        .where(
          and(
            eq(signedReturns.campusId, row.campusId),
            eq(signedReturns.fiscalYearId, row.fiscalYearId),
            isNull(signedReturns.deletedAt),
          ),
        );
    const action: ReturnAction =
      decision === 'endorse' ? 'endorsed' : decision === 'accept' ? 'accepted' : 'returned';
    await recordStep(tx, row.id, caller, action, next, comment);
  });
}

/** A return by id, in the caller's reach (404 otherwise), as `readReturn` shows it. */

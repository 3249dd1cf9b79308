/**
 * A return's life: filled from the data and saved as a draft by its campus; submitted (checked
 * by the rules, numbered, its figures frozen); endorsed or returned by its university; accepted
 * or returned by the commission; edited and submitted again once returned. Each step is a row
 * of its history (who, when, the comment), written in the step's own transaction, and the
 * return's row is locked for the step, so two steps at once make one.
 */
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  RETURN_EDITABLE,
  RETURN_MESSAGES,
  type ReturnAction,
  type ReturnContact,
  type ReturnDraft,
  type ReturnForm,
  type ReturnSection,
  type ReturnStatus,
  type StatisticalReturn,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import {
  statisticalReturnCycles,
  statisticalReturnEvents,
  statisticalReturnFigures,
  statisticalReturns,
} from '../../db/return-tables';
import { campuses, fiscalYears, signedReturns, universities, users } from '../../db/schema';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { nextNumber } from '../../lib/numbering';
import type { DbOrTx, Tx } from '../../lib/resource/types';
import { newVerificationToken } from '../../lib/verification';
import type { ScopeFilter } from '../../plugins/auth';
import { fillReturn, type FiscalYearSpan, type ReturnScope } from './figures';
import {
  applyCorrections,
  checkReturn,
  lastYearTotals,
  returnRules,
  type Correction,
} from './rules';

type ReturnRow = typeof statisticalReturns.$inferSelect;

/** Who is acting: their scope, their name for the history, and what they hold. */
export interface ReturnCaller {
  scope: ScopeFilter;
  userId: number;
  name: string;
  canEdit: boolean;
  canApprove: boolean;
}

export async function callerName(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return '';
  return [row.first, row.last].filter(Boolean).join(' ') || row.email;
}

/** The fiscal year and the one before it (results and money are the last year's). */
export async function yearAndLast(
  db: DbOrTx,
  fiscalYearId: number,
): Promise<{ year: FiscalYearSpan; lastYear: FiscalYearSpan | null }> {
  const span = {
    id: fiscalYears.id,
    label: sql<string>`coalesce(${fiscalYears.label}, '')`,
    startDate: sql<string>`coalesce(${fiscalYears.startDate}, '9999-12-31')::text`,
    endDate: sql<string>`coalesce(${fiscalYears.endDate}, '0001-01-01')::text`,
  };
  const [year] = await db
    .select(span)
    .from(fiscalYears)
    .where(and(eq(fiscalYears.id, fiscalYearId), isNull(fiscalYears.deletedAt)));
  if (!year)
    throw badRequest(RETURN_MESSAGES.fiscalYear, { fiscalYearId: RETURN_MESSAGES.fiscalYear });
  const [lastYear] = await db
    .select(span)
    .from(fiscalYears)
    .where(and(isNull(fiscalYears.deletedAt), lt(fiscalYears.startDate, year.startDate)))
    .orderBy(desc(fiscalYears.startDate))
    .limit(1);
  return { year, lastYear: lastYear ?? null };
}

export interface CampusFacts {
  id: number;
  name: string;
  universityId: number | null;
  universityName: string;
}

/** The campus a caller's return is of: its own, or one named in its reach (else 403 naming it). */
export async function campusInReach(
  db: DbOrTx,
  scope: ScopeFilter,
  named: number | undefined,
): Promise<CampusFacts> {
  const id = scope.kind === 'campus' ? scope.campusId : named;
  const refuse = () =>
    new HttpError(403, RETURN_MESSAGES.campus, { campusId: RETURN_MESSAGES.campus });
  if (id === null || id === undefined) {
    if (scope.kind === 'campus') throw refuse();
    throw badRequest(RETURN_MESSAGES.campus, { campusId: RETURN_MESSAGES.campus });
  }
  if (scope.kind === 'campus' && named !== undefined && named !== scope.campusId) throw refuse();
  const [campus] = await db
    .select({
      id: campuses.id,
      name: campuses.campusName,
      universityId: campuses.universityId,
      universityName: sql<string>`coalesce(${universities.name}, '')`,
    })
    .from(campuses)
    .leftJoin(universities, eq(universities.id, campuses.universityId))
    .where(and(eq(campuses.id, id), isNull(campuses.deletedAt)));
  if (!campus) throw refuse();
  if (scope.kind === 'university' && campus.universityId !== scope.universityId) throw refuse();
  if (scope.kind === 'own') throw refuse();
  return { ...campus, name: campus.name ?? '' };
}

export async function cycleOf(db: DbOrTx, fiscalYearId: number) {
  const [cycle] = await db
    .select()
    .from(statisticalReturnCycles)
    .where(eq(statisticalReturnCycles.fiscalYearId, fiscalYearId));
  return cycle ?? null;
}

const commentsOf = (row: ReturnRow | undefined) =>
  new Map(
    ((row?.comments ?? []) as { subject: string; comment: string }[]).map((c) => [
      c.subject,
      c.comment,
    ]),
  );

interface Prepared {
  sections: ReturnSection[];
  corrections: Correction[];
  findings: StatisticalReturn['findings'];
  rowFacts: Awaited<ReturnType<typeof fillReturn>>['rowFacts'];
}

/**
 * The figures as the campus would submit them: a return still open to the campus is filled
 * from the data now, with its corrections; a submitted one shows what was submitted.
 */
async function prepare(
  db: DbOrTx,
  scope: ReturnScope,
  row: ReturnRow | undefined,
  draft?: Pick<ReturnDraft, 'corrections' | 'comments' | 'contacts'>,
): Promise<Prepared> {
  const status = (row?.status ?? 'notStarted') as ReturnStatus;
  const comments = draft
    ? new Map(draft.comments.map((c) => [c.subject, c.comment]))
    : commentsOf(row);
  const contacts = draft ? draft.contacts : ((row?.contacts ?? []) as ReturnContact[]);
  const frozen = row?.figures as ReturnSection[] | null | undefined;
  const [filled, rules, lastYear] = await Promise.all([
    RETURN_EDITABLE.includes(status) || !frozen ? fillReturn(db, scope) : null,
    returnRules(db),
    lastYearTotals(db, scope.campusId, scope.lastYear?.id ?? null, scope.form),
  ]);
  const base = filled ?? {
    sections: frozen ?? [],
    rowFacts: new Map(),
    programsRun: [],
    staffWithoutPost: 0,
  };
  const corrections = filled
    ? applyCorrections(
        base.sections,
        draft ? draft.corrections : ((row?.corrections ?? []) as Correction[]),
      )
    : ((row?.corrections ?? []) as Correction[]);
  const findings = checkReturn(rules, {
    filled: base,
    lastYear,
    contactsEntered: contacts.length,
    comments,
  });
  return { sections: base.sections, corrections, findings, rowFacts: base.rowFacts };
}

async function returnRow(db: DbOrTx, campusId: number, fiscalYearId: number, form: ReturnForm) {
  const [row] = await db
    .select()
    .from(statisticalReturns)
    .where(
      and(
        eq(statisticalReturns.campusId, campusId),
        eq(statisticalReturns.fiscalYearId, fiscalYearId),
        eq(statisticalReturns.form, form),
      ),
    );
  return row;
}

async function historyOf(db: DbOrTx, returnId: number | undefined) {
  if (returnId === undefined) return [];
  const found = await db
    .select()
    .from(statisticalReturnEvents)
    .where(eq(statisticalReturnEvents.returnId, returnId))
    .orderBy(asc(statisticalReturnEvents.at), asc(statisticalReturnEvents.id));
  return found.map((event) => ({
    action: event.action as ReturnAction,
    status: event.status as ReturnStatus,
    by: event.byName,
    at: event.at,
    comment: event.comment,
  }));
}

function actionsFor(
  caller: ReturnCaller,
  status: ReturnStatus,
  published: boolean,
  signedReturnId: number | null,
): StatisticalReturn['actions'] {
  const { kind } = caller.scope;
  const actions: StatisticalReturn['actions'] = [];
  if (kind === 'campus' && caller.canEdit && !published && RETURN_EDITABLE.includes(status))
    actions.push('save', 'submit');
  if (kind === 'campus' && caller.canEdit && signedReturnId === null)
    if (status === 'submitted' || status === 'endorsed' || status === 'accepted')
      actions.push('upload');
  if (caller.canApprove && !published) {
    if (kind === 'university' && status === 'submitted') actions.push('endorse', 'return');
    if (kind === 'nation' && (status === 'submitted' || status === 'endorsed'))
      actions.push('accept', 'return');
  }
  return actions;
}

async function signedReturnOf(db: DbOrTx, campusId: number, fiscalYearId: number) {
  const [signed] = await db
    .select({ id: signedReturns.id })
    .from(signedReturns)
    .where(
      and(
        eq(signedReturns.campusId, campusId),
        eq(signedReturns.fiscalYearId, fiscalYearId),
        isNull(signedReturns.deletedAt),
      ),
    );
  return signed?.id ?? null;
}

/** The return as its screen shows it (filled, checked, with its history and what one may do). */
export async function readReturn(
  db: DbOrTx,
  caller: ReturnCaller,
  query: { fiscalYearId: number; campusId?: number; form: ReturnForm },
): Promise<StatisticalReturn> {
  const campus = await campusInReach(db, caller.scope, query.campusId);
  const { year, lastYear } = await yearAndLast(db, query.fiscalYearId);
  const row = await returnRow(db, campus.id, year.id, query.form);
  const scope: ReturnScope = { campusId: campus.id, year, lastYear, form: query.form };
  const [prepared, history, cycle, signedReturnId] = await Promise.all([
    prepare(db, scope, row),
    historyOf(db, row?.id),
    cycleOf(db, year.id),
    signedReturnOf(db, campus.id, year.id),
  ]);
  const status = (row?.status ?? 'notStarted') as ReturnStatus;
  const published = Boolean(cycle?.publishedAt);
  const actions = actionsFor(caller, status, published, signedReturnId);
  return {
    id: row?.id ?? null,
    form: query.form,
    campusId: campus.id,
    campusName: campus.name,
    universityName: campus.universityName,
    fiscalYearId: year.id,
    fiscalYearLabel: year.label,
    lastFiscalYearLabel: lastYear?.label ?? null,
    status,
    number: row?.submissionNo ? `${year.label}/${row.submissionNo}` : null,
    submittedAt: row?.submittedAt ?? null,
    deadline: cycle?.deadline ?? null,
    editable: actions.includes('save'),
    actions,
    sections: prepared.sections,
    corrections: prepared.corrections,
    findings: prepared.findings,
    contacts: (row?.contacts ?? []) as ReturnContact[],
    researchCell: row?.researchCell ?? null,
    history,
    signedReturnId,
  };
}

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
    .where(
      and(
        eq(statisticalReturns.campusId, campusId),
        eq(statisticalReturns.fiscalYearId, fiscalYearId),
        eq(statisticalReturns.form, form),
      ),
    )
    .for('update');
  if (!row) throw notFound(RETURN_MESSAGES.notFound);
  return row;
}

async function openToCampus(tx: Tx, row: ReturnRow) {
  const cycle = await cycleOf(tx, row.fiscalYearId);
  if (cycle?.publishedAt) throw conflict(RETURN_MESSAGES.notOpen);
  if (!RETURN_EDITABLE.includes(row.status as ReturnStatus))
    throw conflict(RETURN_MESSAGES.notEditable);
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

function requireCampusEditor(caller: ReturnCaller) {
  if (caller.scope.kind !== 'campus' || !caller.canEdit) throw forbidden();
}

/** Saves the campus's corrections, comments, contacts and research-cell answer. */
export async function saveDraft(db: Database, caller: ReturnCaller, draft: ReturnDraft) {
  requireCampusEditor(caller);
  const campus = await campusInReach(db, caller.scope, draft.campusId);
  const { year, lastYear } = await yearAndLast(db, draft.fiscalYearId);
  const scope: ReturnScope = { campusId: campus.id, year, lastYear, form: draft.form };
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, campus.id, year.id, draft.form);
    await openToCampus(tx, row);
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
  requireCampusEditor(caller);
  const campus = await campusInReach(db, caller.scope, body.campusId);
  const { year, lastYear } = await yearAndLast(db, body.fiscalYearId);
  const scope: ReturnScope = { campusId: campus.id, year, lastYear, form: body.form };
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, campus.id, year.id, body.form);
    await openToCampus(tx, row);
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
      campusId: campus.id,
      fiscalYearId: year.id,
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
    await tx.delete(statisticalReturnFigures).where(eq(statisticalReturnFigures.returnId, row.id));
    const cells = prepared.sections.flatMap((section) =>
      section.tables.flatMap((table) =>
        table.rows.flatMap((tableRow) => {
          const facts = prepared.rowFacts.get(`${table.key}/${tableRow.key}`);
          return Object.entries(tableRow.cells)
            .filter(([, figure]) => figure.value !== null)
            .map(([column, figure]) => ({
              returnId: row.id,
              campusId: campus.id,
              fiscalYearId: year.id,
              form: body.form,
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
    await recordStep(tx, row.id, caller, 'submitted', 'submitted', null);
  });
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
    const status = row.status as ReturnStatus;
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
export async function readReturnById(db: DbOrTx, caller: ReturnCaller, id: number) {
  const [row] = await db
    .select({
      campusId: statisticalReturns.campusId,
      fiscalYearId: statisticalReturns.fiscalYearId,
      form: statisticalReturns.form,
    })
    .from(statisticalReturns)
    .where(eq(statisticalReturns.id, id));
  if (!row) throw notFound(RETURN_MESSAGES.notFound);
  try {
    await campusInReach(db, caller.scope, row.campusId);
  } catch {
    throw notFound(RETURN_MESSAGES.notFound);
  }
  return readReturn(db, caller, {
    fiscalYearId: row.fiscalYearId,
    campusId: row.campusId,
    form: row.form as ReturnForm,
  });
}

/**
 * A return as its screen shows it: filled from the data while it is open to its campus (with
 * its corrections), as submitted once it is not; checked by the rules; with its history, the
 * year's deadline, its signed copy and the actions the caller may take.
 */
import { asc, and, eq, isNull } from 'drizzle-orm';
import {
  RETURN_EDITABLE,
  RETURN_MESSAGES,
  type ReturnDraft,
  type ReturnForm,
  type ReturnSection,
  type ReturnStatus,
  type StatisticalReturn,
} from '@hemis/shared-contracts';
import { statisticalReturnEvents, statisticalReturns } from '../../db/schema/statistical-returns';
import { signedReturns } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { DbOrTx } from '../../lib/resource/types';
import { fillReturn, type ReturnScope } from './figures';
import { campusInReach, cycleOf, yearAndLast, type ReturnCaller } from './reach';
import {
  applyCorrections,
  checkReturn,
  lastYearTotals,
  returnRules,
  type Correction,
} from './rules';

export type ReturnRow = typeof statisticalReturns.$inferSelect;

const commentsOf = (row: ReturnRow | undefined) =>
  new Map((row?.comments ?? []).map((c) => [c.subject, c.comment]));

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
export async function prepare(
  db: DbOrTx,
  scope: ReturnScope,
  row: ReturnRow | undefined,
  draft?: Pick<ReturnDraft, 'corrections' | 'comments' | 'contacts'>,
): Promise<Prepared> {
  const status = row?.status ?? 'notStarted';
  const comments = draft
    ? new Map(draft.comments.map((c) => [c.subject, c.comment]))
    : commentsOf(row);
  const contacts = draft ? draft.contacts : (row?.contacts ?? []);
  const frozen = row?.figures;
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
    ? applyCorrections(base.sections, draft ? draft.corrections : (row?.corrections ?? []))
    : (row?.corrections ?? []);
  const findings = checkReturn(rules, {
    filled: base,
    lastYear,
    contactsEntered: contacts.length,
    comments,
  });
  return { sections: base.sections, corrections, findings, rowFacts: base.rowFacts };
}

/** The return of a campus, year and form (one at most: a unique index). */
export const ofCampusYear = (campusId: number, fiscalYearId: number, form: ReturnForm) =>
  and(
    eq(statisticalReturns.campusId, campusId),
    eq(statisticalReturns.fiscalYearId, fiscalYearId),
    eq(statisticalReturns.form, form),
  );

export async function returnRow(
  db: DbOrTx,
  campusId: number,
  fiscalYearId: number,
  form: ReturnForm,
) {
  const [row] = await db
    .select()
    .from(statisticalReturns)
    .where(ofCampusYear(campusId, fiscalYearId, form));
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
    action: event.action,
    status: event.status,
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
  const status = row?.status ?? 'notStarted';
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
    contacts: row?.contacts ?? [],
    researchCell: row?.researchCell ?? null,
    history,
    signedReturnId,
  };
}

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
    form: row.form,
  });
}

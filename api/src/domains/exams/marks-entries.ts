/**
 * The routine entries a marks grid is named by (one exam class sitting one subject), read with
 * the caller's account, and who may write one: the campus, and a teacher's teaching load in the
 * exam's fiscal year (marks-routes.ts explains the rule).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { MARKS_MESSAGES, type KnownRole } from '@hemis/shared-contracts';
import {
  employees,
  examClasses,
  examRoutines,
  exams,
  subjects,
  teachingLoads,
  users,
} from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { readCondition, writeCondition } from '../../lib/resource/scope';
import type { DbOrTx } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { effectivePermissions } from '../permissions/repository';

const OWNERS = { campusId: examRoutines.campusId, universityId: examRoutines.universityId };

/** One routine entry with what its grid needs. */
export interface RoutineEntry {
  id: number;
  campusId: number;
  examId: number;
  examClassId: number;
  subjectId: number;
  examName: string;
  className: string;
  fiscalYearId: number | null;
  resultsPublishedAt: string | null;
  subjectName: string;
  theoryFullMarks: number;
  theoryPassMarks: number;
  practicalFullMarks: number;
  practicalPassMarks: number;
  examDate: string | null;
}

const entryColumns = {
  id: examRoutines.id,
  campusId: examRoutines.campusId,
  examId: examRoutines.examId,
  examClassId: examRoutines.examClassId,
  subjectId: examRoutines.subjectId,
  examName: exams.examName,
  className: examClasses.className,
  fiscalYearId: exams.fiscalYearId,
  resultsPublishedAt: exams.resultsPublishedAt,
  subjectName: subjects.subjectName,
  theoryFullMarks: subjects.theoryFullMarks,
  theoryPassMarks: subjects.theoryPassMarks,
  practicalFullMarks: subjects.practicalFullMarks,
  practicalPassMarks: subjects.practicalPassMarks,
  examDate: examRoutines.examDate,
};

type EntryRow = { [K in keyof typeof entryColumns]: unknown };

export function entryOf(row: EntryRow): RoutineEntry {
  const n = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));
  const s = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: n(row.id),
    campusId: n(row.campusId),
    examId: n(row.examId),
    examClassId: n(row.examClassId),
    subjectId: n(row.subjectId),
    examName: s(row.examName),
    className: s(row.className),
    fiscalYearId: row.fiscalYearId === null ? null : n(row.fiscalYearId),
    resultsPublishedAt: s(row.resultsPublishedAt) || null,
    subjectName: s(row.subjectName),
    theoryFullMarks: n(row.theoryFullMarks),
    theoryPassMarks: n(row.theoryPassMarks),
    practicalFullMarks: n(row.practicalFullMarks),
    practicalPassMarks: n(row.practicalPassMarks),
    examDate: s(row.examDate) || null,
  };
}

/** The caller's account as the teaching-load limit reads it (null: not linked to a teacher). */
export interface Account {
  role: KnownRole;
  employeeId: number | null;
  type: string | null;
}

const accountColumns = {
  role: users.role,
  employeeId: users.employeeId,
  type: employees.employeeType,
};

export const accountOf = (row: Account): Account => ({
  role: row.role,
  employeeId: row.employeeId,
  type: row.type,
});

/**
 * Routine entries with their exam, class and subject (live ones), and the caller's account (what
 * the teaching-load limit reads): one query gives a grid's entry and who may write it.
 */
const entriesOf = (db: DbOrTx, scope: ScopeFilter) =>
  db
    .select({ ...entryColumns, ...accountColumns })
    .from(examRoutines)
    .innerJoin(exams, and(eq(exams.id, examRoutines.examId), isNull(exams.deletedAt)))
    .innerJoin(
      examClasses,
      and(eq(examClasses.id, examRoutines.examClassId), isNull(examClasses.deletedAt)),
    )
    .innerJoin(subjects, eq(subjects.id, examRoutines.subjectId))
    .innerJoin(users, eq(users.id, scope.userId))
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .$dynamic();

/** Live entries the caller reads (only entry `id` when given). */
const visible = (scope: ScopeFilter, id?: number) =>
  and(
    id === undefined ? undefined : eq(examRoutines.id, id),
    isNull(examRoutines.deletedAt),
    readCondition('campusKept', OWNERS, scope),
  );

/** Live routine entries of live exams and classes the caller reads. */
export const visibleEntries = (db: DbOrTx, scope: ScopeFilter) =>
  entriesOf(db, scope).where(visible(scope));

/** The entry `id` the caller reads, with the caller's account (404 when it reads none). */
async function readEntry(
  db: DbOrTx,
  scope: ScopeFilter,
  id: number,
): Promise<{ entry: RoutineEntry; account: Account }> {
  const [row] = await entriesOf(db, scope).where(visible(scope, id)).limit(1);
  if (!row) throw notFound('No such marks grid');
  return { entry: entryOf(row), account: accountOf(row) };
}

export async function routineEntry(
  db: DbOrTx,
  scope: ScopeFilter,
  id: number,
): Promise<RoutineEntry> {
  return (await readEntry(db, scope, id)).entry;
}

/**
 * The subjects a teacher's account is limited to in a fiscal year, or null when it is not
 * limited: not linked to a teacher, holding exam:approve, or the campus keeps no teaching load
 * for that year. `account`: the caller's, as read with the routine entries.
 */
export async function taughtSubjects(
  db: DbOrTx,
  scope: ScopeFilter,
  campusId: number,
  fiscalYearId: number | null,
  account: Account,
): Promise<Set<number> | null> {
  if (!account.employeeId || account.type !== 'teaching' || fiscalYearId === null) return null;
  const held = await effectivePermissions(db, { id: scope.userId, role: account.role, campusId });
  if (held.includes('exam:approve')) return null;
  const loads = await db
    .select({ employeeId: teachingLoads.employeeId, subjectId: teachingLoads.subjectId })
    .from(teachingLoads)
    .where(
      and(
        isNull(teachingLoads.deletedAt),
        eq(teachingLoads.campusId, campusId),
        eq(teachingLoads.fiscalYearId, fiscalYearId),
      ),
    );
  if (loads.length === 0) return null;
  return new Set(
    loads
      .filter((load) => load.employeeId === account.employeeId)
      .map((load) => Number(load.subjectId)),
  );
}

/**
 * The entry as a grid the caller may write, or why not (403). The caller's account is read in
 * the entry's query: a save asks the database as few times as it can.
 */
export async function writableEntry(
  db: DbOrTx,
  scope: ScopeFilter,
  id: number,
): Promise<RoutineEntry> {
  const { entry, account } = await readEntry(db, scope, id);
  const write = writeCondition('campusKept', OWNERS, scope);
  if (write === null || (write !== undefined && scope.campusId !== entry.campusId)) {
    throw forbidden();
  }
  const taught = await taughtSubjects(db, scope, entry.campusId, entry.fiscalYearId, account);
  if (taught && !taught.has(entry.subjectId)) throw forbidden(MARKS_MESSAGES.notYourSubject);
  return entry;
}

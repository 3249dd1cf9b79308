/**
 * A marks grid read and saved: its candidates with their marks, and the save (the PUT and the
 * import share it) writing only changed rows, audited and recomputed after publishing.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  MARKS_MESSAGES,
  MESSAGES,
  type MarksGrid,
  type MarksRowInput,
} from '@hemis/shared-contracts';
import { auditLog, examCandidates, examMarks } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { sqlRows } from '../../lib/sql-rows';
import type { DbOrTx, ZodApp } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { writableEntry, type RoutineEntry } from './marks-entries';
import { gridProblems } from './marks-rules';
import { recomputeExam } from './results';

/** The candidates of the entry's class, by symbol number, with their marks in its subject. */
async function gridRows(db: DbOrTx, entry: RoutineEntry) {
  return db
    .select({
      candidateId: examCandidates.id,
      studentId: examCandidates.studentId,
      symbolNo: examCandidates.symbolNo,
      studentName: examCandidates.studentName,
      theory: examMarks.theory,
      practical: examMarks.practical,
      theoryAbsent: examMarks.theoryAbsent,
      practicalAbsent: examMarks.practicalAbsent,
      savedAt: examMarks.savedAt,
    })
    .from(examCandidates)
    .leftJoin(
      examMarks,
      and(eq(examMarks.candidateId, examCandidates.id), eq(examMarks.subjectId, entry.subjectId)),
    )
    .where(and(eq(examCandidates.examClassId, entry.examClassId), isNull(examCandidates.deletedAt)))
    .orderBy(asc(examCandidates.symbolNo), asc(examCandidates.id));
}

export async function gridOf(db: DbOrTx, entry: RoutineEntry): Promise<MarksGrid> {
  const rows = await gridRows(db, entry);
  return {
    routineId: entry.id,
    examId: entry.examId,
    examName: entry.examName,
    className: entry.className,
    subjectId: entry.subjectId,
    subjectName: entry.subjectName,
    theoryFullMarks: entry.theoryFullMarks,
    theoryPassMarks: entry.theoryPassMarks,
    practicalFullMarks: entry.practicalFullMarks,
    practicalPassMarks: entry.practicalPassMarks,
    resultsPublishedAt: entry.resultsPublishedAt,
    rows: rows.map((row) => ({
      candidateId: row.candidateId,
      studentId: Number(row.studentId),
      symbolNo: row.symbolNo ?? null,
      studentName: row.studentName ?? '',
      theory: row.theory ?? null,
      practical: row.practical ?? null,
      theoryAbsent: row.theoryAbsent ?? false,
      practicalAbsent: row.practicalAbsent ?? false,
      savedAt: row.savedAt ? row.savedAt.toISOString() : null,
    })),
  };
}

/** The live candidates of the entry's class. */
async function candidatesOf(db: DbOrTx, entry: RoutineEntry): Promise<Set<number>> {
  const rows = await db
    .select({ id: examCandidates.id })
    .from(examCandidates)
    .where(
      and(eq(examCandidates.examClassId, entry.examClassId), isNull(examCandidates.deletedAt)),
    );
  return new Set(rows.map((row) => row.id));
}

type MarksNow = Pick<MarksRowInput, 'theory' | 'practical' | 'theoryAbsent' | 'practicalAbsent'>;

/** A row given to the save as the database answers it: the marks before, whether written. */
interface SaveAnswer {
  candidateId: number;
  inClass: boolean;
  theory: string | number | null;
  practical: string | number | null;
  theoryAbsent: boolean;
  practicalAbsent: boolean;
  written: boolean;
}

/**
 * Writes the rows of one subject's marks that differ from the stored ones (rows of candidates of
 * the entry's class only), in one statement: the rows go in as one JSON parameter, the marks
 * before are read, compared and upserted on (candidate, subject) there. Answers, for each row
 * given, whether it is a candidate of the class, its marks before and whether it was written.
 * Rows must be checked (gridProblems) and each candidate given once.
 * The exam_marks columns are spelled out in this SQL, not taken from the schema: a column added
 * to the table must be added here too.
 */
async function writeChangedMarks(
  tx: DbOrTx,
  entry: RoutineEntry,
  rows: readonly MarksRowInput[],
  userId: number,
  savedAt: Date,
): Promise<Map<number, { inClass: boolean; before: MarksNow; written: boolean }>> {
  const answer = new Map<number, { inClass: boolean; before: MarksNow; written: boolean }>();
  if (rows.length === 0) return answer;
  const mark = (value: string | number | null) => (value === null ? null : Number(value));
  const stored = await sqlRows<SaveAnswer>(
    tx,
    sql`
    with given as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("candidateId" int,
        theory numeric(6, 2), practical numeric(6, 2), "theoryAbsent" boolean,
        "practicalAbsent" boolean)
    ),
    stored as (
      select g."candidateId", c.id is not null as "inClass", m.theory, m.practical,
        coalesce(m.theory_absent, false) as "theoryAbsent",
        coalesce(m.practical_absent, false) as "practicalAbsent"
      from given g
      left join ${examCandidates} c on c.id = g."candidateId"
        and c.exam_class_id = ${entry.examClassId}::int and c.deleted_at is null
      left join ${examMarks} m on m.candidate_id = c.id and m.subject_id = ${entry.subjectId}::int
    ),
    written as (
      insert into ${examMarks} (candidate_id, subject_id, theory, practical, theory_absent,
        practical_absent, saved_by, saved_at)
      select g."candidateId", ${entry.subjectId}::int, g.theory, g.practical, g."theoryAbsent",
        g."practicalAbsent", ${userId}::int, ${savedAt.toISOString()}::timestamptz
      from given g join stored s on s."candidateId" = g."candidateId"
      where s."inClass" and (g.theory is distinct from s.theory
        or g.practical is distinct from s.practical or g."theoryAbsent" <> s."theoryAbsent"
        or g."practicalAbsent" <> s."practicalAbsent")
      on conflict (candidate_id, subject_id) do update set theory = excluded.theory,
        practical = excluded.practical, theory_absent = excluded.theory_absent,
        practical_absent = excluded.practical_absent, saved_by = excluded.saved_by,
        saved_at = excluded.saved_at
      returning candidate_id
    )
    select s.*, w.candidate_id is not null as written
    from stored s left join written w on w.candidate_id = s."candidateId"`,
  );
  for (const row of stored) {
    answer.set(row.candidateId, {
      inClass: row.inClass,
      written: row.written,
      before: {
        theory: mark(row.theory),
        practical: mark(row.practical),
        theoryAbsent: row.theoryAbsent,
        practicalAbsent: row.practicalAbsent,
      },
    });
  }
  return answer;
}

/**
 * Checks and saves a grid (the PUT and the import share it): refused rows change nothing; only
 * rows whose marks differ are written (a row's savedAt is when its marks last changed); after
 * publishing a reason is required, the changes are audited and the results computed again.
 * `saved`: the rows saved (before publishing every row given, after it the ones amended).
 */
export async function saveGrid(
  app: ZodApp,
  scope: ScopeFilter,
  routineId: number,
  rows: readonly MarksRowInput[],
  reason: string | undefined,
): Promise<{ saved: number; savedAt: string }> {
  return app.db.transaction(async (tx) => {
    const entry = await writableEntry(tx, scope, routineId);
    const refuse = (problems: Record<string, string>) => {
      throw badRequest(MESSAGES.http.badRequest, problems);
    };
    // The marks are checked first; whose candidates the rows are the write itself tells (one
    // query for the usual save), and a refusal then rolls it back.
    if (Object.keys(gridProblems(entry, null, rows)).length > 0) {
      refuse(gridProblems(entry, await candidatesOf(tx, entry), rows));
    }
    const normal = rows.map((row) => ({
      ...row,
      theory: row.theoryAbsent ? null : row.theory,
      practical: row.practicalAbsent ? null : row.practical,
    }));
    const savedAt = new Date();
    const stored = await writeChangedMarks(tx, entry, normal, scope.userId, savedAt);
    const candidates = new Set(
      [...stored].filter(([, row]) => row.inClass).map(([candidateId]) => candidateId),
    );
    if (candidates.size < rows.length) refuse(gridProblems(entry, candidates, rows));
    const published = entry.resultsPublishedAt !== null;
    if (published && !reason) {
      throw badRequest(MARKS_MESSAGES.locked, { reason: MARKS_MESSAGES.reasonRequired });
    }
    const changed = normal.filter((row) => stored.get(row.candidateId)?.written);
    if (published && changed.length > 0) {
      await tx.insert(auditLog).values(
        changed.map((row) => ({
          userId: scope.userId,
          action: 'marksAmended',
          entity: 'ExamCandidate',
          entityId: String(row.candidateId),
          detail: {
            examId: entry.examId,
            subjectId: entry.subjectId,
            reason,
            before: stored.get(row.candidateId)?.before ?? null,
            after: {
              theory: row.theory,
              practical: row.practical,
              theoryAbsent: row.theoryAbsent,
              practicalAbsent: row.practicalAbsent,
            },
          },
        })),
      );
      await recomputeExam(tx, entry.examId);
    }
    return { saved: published ? changed.length : normal.length, savedAt: savedAt.toISOString() };
  });
}

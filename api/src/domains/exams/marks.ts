/**
 * Marks entry (marks-entry, marks-entry/{id}). A grid is named by its routine entry: one entry is
 * one exam class sitting one subject, which is exactly one grid (its candidates × that subject).
 *   GET  /ExamMarks/Choices        the routine entries the caller may enter marks for
 *   GET  /ExamMarks/{id}           the grid: the candidates of the class with their marks
 *   PUT  /ExamMarks/{id}           the whole grid, one transaction; only changed rows written
 *   GET  /ExamMarks/{id}/Template  the grid as an .xlsx to fill; POST .../Import the filled one
 *
 * Who may enter: `exam:edit`, within the caller's campus (exams are campusKept). An account linked
 * to a teacher, unless it also holds `exam:approve` (the exam coordinator, the campus admin), is
 * limited to the subjects its teaching load gives it in the exam's fiscal year, wherever the
 * campus keeps teaching loads for that year (no load kept that year: no limit). So the narrower
 * right is the teaching load itself, not another tick box.
 *
 * After the results are published a save is an amendment: it needs a reason, is written to the
 * audit log with each changed mark, and the exam's results are computed again, all in the save's
 * transaction.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import ExcelJS from 'exceljs';
import {
  MARKS_MESSAGES,
  MARKS_PATHS,
  MARK_PARTS,
  MESSAGES,
  absentKey,
  apiErrorSchema,
  isAbsentWord,
  markProblem,
  marksChoiceSchema,
  marksGridInputSchema,
  marksGridSchema,
  marksImportResultSchema,
  marksSavedSchema,
  parseMark,
  type MarksChoice,
  type MarksGrid,
  type KnownRole,
  type MarksRowInput,
} from '@hemis/shared-contracts';
import {
  auditLog,
  employees,
  examCandidates,
  examClasses,
  examMarks,
  examRoutines,
  exams,
  subjects,
  teachingLoads,
  users,
} from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { messageIn, requestLanguage } from '../../lib/language';
import { readCondition, resolveScope, writeCondition } from '../../lib/resource/scope';
import type { DbOrTx, ZodApp } from '../../lib/resource/types';
import { bufferOf, newWorkbook, sendWorkbook, XLSX } from '../../lib/workbook';
import type { ScopeFilter } from '../../plugins/auth';
import { effectivePermissions } from '../permissions/repository';
import { uploadedWorkbook } from '../students/import';
import { recomputeExam } from './results';

const security = [{ bearer: [] }];
const tags = ['exam'];
const OWNERS = { campusId: examRoutines.campusId, universityId: examRoutines.universityId };
const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

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

function entryOf(row: EntryRow): RoutineEntry {
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
interface Account {
  role: KnownRole;
  employeeId: number | null;
  type: string | null;
}

const accountColumns = {
  role: users.role,
  employeeId: users.employeeId,
  type: employees.employeeType,
};

const accountOf = (row: Account): Account => ({
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
const visibleEntries = (db: DbOrTx, scope: ScopeFilter) =>
  entriesOf(db, scope).where(visible(scope));

export async function routineEntry(
  db: DbOrTx,
  scope: ScopeFilter,
  id: number,
): Promise<RoutineEntry> {
  const [row] = await entriesOf(db, scope).where(visible(scope, id)).limit(1);
  if (!row) throw notFound('No such marks grid');
  return entryOf(row);
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
async function writableEntry(db: DbOrTx, scope: ScopeFilter, id: number): Promise<RoutineEntry> {
  const [row] = await entriesOf(db, scope).where(visible(scope, id)).limit(1);
  if (!row) throw notFound('No such marks grid');
  const entry = entryOf(row);
  const write = writeCondition('campusKept', OWNERS, scope);
  if (write === null || (write !== undefined && scope.campusId !== entry.campusId)) {
    throw forbidden();
  }
  const taught = await taughtSubjects(
    db,
    scope,
    entry.campusId,
    entry.fiscalYearId,
    accountOf(row),
  );
  if (taught && !taught.has(entry.subjectId)) throw forbidden(MARKS_MESSAGES.notYourSubject);
  return entry;
}

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

async function gridOf(db: DbOrTx, entry: RoutineEntry): Promise<MarksGrid> {
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

/**
 * Field messages of a grid's rows (`rows.3.theory`): candidates not of the class (when
 * `candidates` is known) or given twice, marks the subject cannot have, a mark beside Absent.
 * Empty when the grid may be saved.
 */
export function gridProblems(
  entry: RoutineEntry,
  candidates: ReadonlySet<number> | null,
  rows: readonly MarksRowInput[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    if ((candidates && !candidates.has(row.candidateId)) || seen.has(row.candidateId)) {
      problems[`rows.${index}.candidateId`] = MARKS_MESSAGES.notCandidate;
    }
    seen.add(row.candidateId);
    for (const part of MARK_PARTS) {
      const full = part === 'theory' ? entry.theoryFullMarks : entry.practicalFullMarks;
      const value = row[part];
      const absent = row[absentKey(part)];
      const problem =
        absent && !full ? MARKS_MESSAGES.notExamined : absent ? null : markProblem(value, full);
      if (problem) problems[`rows.${index}.${part}`] = problem;
    }
  });
  return problems;
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
  const result = await tx.execute(sql`
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
    from stored s left join written w on w.candidate_id = s."candidateId"`);
  // Both drivers (PGlite, node-postgres) answer raw SQL as { rows }.
  const { rows: stored } = result as unknown as { rows: SaveAnswer[] };
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
async function saveGrid(
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

// ---- the .xlsx round trip ------------------------------------------------------------------

const SHEET = 'Marks';
const HEADERS = ['Symbol No', 'Student', 'Theory', 'Practical'] as const;

async function templateOf(entry: RoutineEntry, grid: MarksGrid): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet(SHEET);
  sheet.addRow([...HEADERS]);
  sheet.getRow(1).font = { bold: true };
  const cell = (value: number | null, absent: boolean) => (absent ? 'AB' : (value ?? ''));
  for (const row of grid.rows) {
    sheet.addRow([
      row.symbolNo ?? '',
      row.studentName,
      cell(row.theory, row.theoryAbsent),
      cell(row.practical, row.practicalAbsent),
    ]);
  }
  sheet.columns.forEach((column, index) => {
    column.width = index === 1 ? 32 : 14;
  });
  const notes = workbook.addWorksheet('About');
  notes.addRow([`${entry.examName}, ${entry.className}: ${entry.subjectName}`]);
  notes.addRow([
    `Theory full marks ${entry.theoryFullMarks}, practical ${entry.practicalFullMarks}`,
  ]);
  notes.addRow(['Write AB for an absent part; leave a cell empty when not entered.']);
  return bufferOf(workbook);
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return String(value);
};

/** The rows of a filled template, or each refused row's message by its sheet row number. */
async function rowsOfSheet(
  entry: RoutineEntry,
  grid: MarksGrid,
  data: Buffer,
): Promise<{ rows: MarksRowInput[]; errors: { row: number; message: string }[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    // A drop-down's range is not read: the full reader would make one entry per cell of it, and
    // an uploaded range can name millions of cells.
    await workbook.xlsx.load(data as unknown as ArrayBuffer, { ignoreNodes: ['dataValidations'] });
  } catch {
    throw badRequest(MESSAGES.http.badRequest, { file: MARKS_MESSAGES.rowHeaderMissing });
  }
  const sheet = workbook.getWorksheet(SHEET) ?? workbook.worksheets[0];
  const header = sheet ? Array.from(sheet.getRow(1).values as ExcelJS.CellValue[], cellText) : [];
  const at = (name: string) =>
    header.findIndex((value) => value.trim().toLowerCase() === name.toLowerCase());
  const symbolAt = at('Symbol No');
  if (!sheet || symbolAt < 0) {
    throw badRequest(MESSAGES.http.badRequest, { file: MARKS_MESSAGES.rowHeaderMissing });
  }
  const partAt = { theory: at('Theory'), practical: at('Practical') };
  const bySymbol = new Map(grid.rows.map((row) => [row.symbolNo ?? '', row]));
  const rows: MarksRowInput[] = [];
  const errors: { row: number; message: string }[] = [];
  sheet.eachRow((sheetRow, number) => {
    if (number === 1) return;
    const values = sheetRow.values as ExcelJS.CellValue[];
    const symbol = cellText(values[symbolAt]).trim();
    if (!symbol) return;
    const candidate = bySymbol.get(symbol);
    if (!candidate) {
      errors.push({ row: number, message: `${symbol}: ${MARKS_MESSAGES.unknownSymbol}` });
      return;
    }
    const input: MarksRowInput = {
      candidateId: candidate.candidateId,
      theory: null,
      practical: null,
      theoryAbsent: false,
      practicalAbsent: false,
    };
    const messages: string[] = [];
    for (const part of MARK_PARTS) {
      const text = partAt[part] >= 0 ? cellText(values[partAt[part]]) : '';
      const full = part === 'theory' ? entry.theoryFullMarks : entry.practicalFullMarks;
      if (isAbsentWord(text)) {
        input[absentKey(part)] = true;
        if (!full) messages.push(`${part}: ${MARKS_MESSAGES.notExamined}`);
        continue;
      }
      const value = parseMark(text);
      const problem = value === 'invalid' ? MARKS_MESSAGES.notANumber : markProblem(value, full);
      if (problem) messages.push(`${part === 'theory' ? 'Theory' : 'Practical'}: ${problem}`);
      else input[part] = value === 'invalid' ? null : value;
    }
    if (messages.length > 0) errors.push({ row: number, message: messages.join('; ') });
    else rows.push(input);
  });
  return { rows, errors };
}

// ---- routes ----------------------------------------------------------------------------------

export function registerMarks(app: ZodApp): void {
  const db = app.db;
  const scopeOf = (request: FastifyRequest) => resolveScope(db, request.scope());

  app.get(
    MARKS_PATHS.choices,
    {
      config: { auth: { permission: 'exam:view' } },
      schema: {
        tags,
        security,
        summary:
          'The routine entries (exam, class, subject) whose marks the caller may enter: a teacher their own subjects',
        response: { 200: z.array(marksChoiceSchema), 403: apiErrorSchema },
      },
    },
    async (request): Promise<MarksChoice[]> => {
      const scope = await scopeOf(request);
      const rows = await visibleEntries(db, scope).orderBy(
        asc(exams.examName),
        asc(examClasses.className),
        asc(subjects.subjectName),
      );
      // A teacher's subjects per campus and year, asked once each.
      const limits = new Map<string, Set<number> | null>();
      const allowed: MarksChoice[] = [];
      for (const row of rows) {
        const entry = entryOf(row);
        const key = `${entry.campusId}:${entry.fiscalYearId}`;
        if (!limits.has(key)) {
          limits.set(
            key,
            await taughtSubjects(db, scope, entry.campusId, entry.fiscalYearId, accountOf(row)),
          );
        }
        const taught = limits.get(key);
        if (taught && !taught.has(entry.subjectId)) continue;
        allowed.push({
          routineId: entry.id,
          examId: entry.examId,
          examName: entry.examName,
          className: entry.className,
          subjectName: entry.subjectName,
          examDate: entry.examDate,
          published: entry.resultsPublishedAt !== null,
        });
      }
      return allowed;
    },
  );

  app.get(
    MARKS_PATHS.grid.route,
    {
      config: { auth: { permission: 'exam:view' } },
      schema: {
        tags,
        security,
        summary:
          'The marks grid of a routine entry: its class’s candidates and their marks in its subject',
        params: idParams,
        response: { 200: marksGridSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      return gridOf(db, await routineEntry(db, scope, request.params.id));
    },
  );

  app.put(
    MARKS_PATHS.grid.route,
    {
      config: { auth: { permission: 'exam:edit' } },
      schema: {
        tags,
        security,
        summary:
          'Saves the whole grid in one transaction; after publishing, an audited amendment with a reason (results computed again)',
        params: idParams,
        body: marksGridInputSchema,
        response: {
          200: marksSavedSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const { rows, reason } = request.body;
      return saveGrid(app, scope, request.params.id, rows, reason || undefined);
    },
  );

  app.get(
    MARKS_PATHS.template.route,
    {
      config: { auth: { permission: 'exam:view' } },
      schema: {
        tags,
        security,
        summary: "The grid as an .xlsx to fill (its candidates' symbol numbers and marks so far)",
        params: idParams,
        produces: [XLSX],
        response: { 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const entry = await routineEntry(db, scope, request.params.id);
      const grid = await gridOf(db, entry);
      return sendWorkbook(reply, `Marks-${entry.id}.xlsx`, await templateOf(entry, grid));
    },
  );

  app.post(
    MARKS_PATHS.import.route,
    {
      config: {
        auth: { permission: 'exam:edit' },
        multipartOptions: { limits: { fileSize: 2_000_001, files: 1, fields: 2, parts: 3 } },
      },
      schema: {
        tags,
        security,
        summary:
          'Imports a filled template (multipart `file`): every row saved, or nothing and each refused row with its message',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: marksImportResultSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const entry = await writableEntry(db, scope, request.params.id);
      if (entry.resultsPublishedAt !== null) {
        throw badRequest(MARKS_MESSAGES.locked, { file: MARKS_MESSAGES.locked });
      }
      const { data } = await uploadedWorkbook(request, 2_000_000);
      const { rows, errors } = await rowsOfSheet(entry, await gridOf(db, entry), data);
      if (errors.length > 0) {
        // Each refused row's message in the caller's language (its parts joined by "; ").
        const language = requestLanguage(request.headers);
        const said = (message: string) =>
          message
            .split('; ')
            .map((part) => messageIn(language, part))
            .join('; ');
        return {
          saved: 0,
          errors: errors.map((error) => ({ ...error, message: said(error.message) })),
        };
      }
      const saved = await saveGrid(app, scope, entry.id, rows, undefined);
      return { saved: saved.saved, errors: [] };
    },
  );
}

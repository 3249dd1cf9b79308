/**
 * Board-exam sittings (kit routes under /BoardExamSitting) and their students (/BoardExamStudent).
 * A sitting entered as counts takes its six counts from the form; a sitting entered per student
 * takes them from its students' entries, recomputed in the same transaction as every write of
 * an entry, so the pass-rate reads only ever sum sittings.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import {
  APPEARED_FIELDS,
  MESSAGES,
  PASSED_FIELDS,
  PASS_RATE_MESSAGES,
  boardExamSittingContract,
  boardExamStudentContract,
  calendarPairProblem,
  fillCalendarPair,
  passRateOf,
  recordOf,
  studentName,
} from '@hemis/shared-contracts';
import {
  boardExamSittings,
  boardExamStudents,
  collegePrograms,
  fiscalYears,
  programs,
  students,
} from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { registerResource, type ResourceRegistry, type Row } from '../../lib/resource/register';
import type { DbOrTx, ZodApp } from '../../lib/resource/types';

type Counts = Record<(typeof APPEARED_FIELDS)[number] | (typeof PASSED_FIELDS)[number], number>;

const COUNT_FIELDS = [...APPEARED_FIELDS, ...PASSED_FIELDS];
const GENDER_INDEX: Record<string, number> = { male: 0, female: 1, other: 2 };

const numberOr0 = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** A sitting's six counts with their totals and pass rate, as stored. */
export function withTotals(
  counts: Counts,
): Counts & { appeared: number; passed: number; passRate: number } {
  const appeared = APPEARED_FIELDS.reduce((sum, field) => sum + counts[field], 0);
  const passed = PASSED_FIELDS.reduce((sum, field) => sum + counts[field], 0);
  return { ...counts, appeared, passed, passRate: passRateOf(appeared, passed) };
}

/**
 * The counts of students' entries: an entry that appeared counts under its gender (an unknown
 * gender as other), and again under passed when it passed.
 */
export function countEntries(
  entries: readonly { gender: unknown; attendance: unknown; result: unknown }[],
): Counts {
  const counts: Counts = recordOf(COUNT_FIELDS, () => 0);
  for (const entry of entries) {
    if (entry.attendance !== 'appeared') continue;
    const index = GENDER_INDEX[typeof entry.gender === 'string' ? entry.gender : 'other'] ?? 2;
    const appearedField = APPEARED_FIELDS[index];
    const passedField = PASSED_FIELDS[index];
    if (appearedField) counts[appearedField] += 1;
    if (passedField && entry.result === 'passed') counts[passedField] += 1;
  }
  return counts;
}

/**
 * A per-student sitting's stored counts, from its live entries: without the entry `leaving`
 * (deleted or changed) and with `coming` (the entry as it will be written).
 */
async function countsOfSitting(
  db: DbOrTx,
  sittingId: number,
  change: { leaving?: number; coming?: Row } = {},
): Promise<Row> {
  const entries = await db
    .select({
      gender: boardExamStudents.gender,
      attendance: boardExamStudents.attendance,
      result: boardExamStudents.result,
    })
    .from(boardExamStudents)
    .where(
      and(
        eq(boardExamStudents.sittingId, sittingId),
        isNull(boardExamStudents.deletedAt),
        change.leaving !== undefined ? ne(boardExamStudents.id, change.leaving) : undefined,
      ),
    );
  const coming = change.coming
    ? [
        {
          gender: change.coming.gender,
          attendance: change.coming.attendance,
          result: change.coming.result,
        },
      ]
    : [];
  return withTotals(countEntries([...entries, ...coming]));
}

async function storeCounts(db: DbOrTx, sittingId: number, counts: Row, userId: number) {
  await db
    .update(boardExamSittings)
    .set({ ...counts, updatedAt: new Date(), updatedBy: userId })
    .where(eq(boardExamSittings.id, sittingId));
}

function checkExamDate(values: Row): void {
  const ad = typeof values.examDate === 'string' ? values.examDate : null;
  const bs = typeof values.examDateBs === 'string' ? values.examDateBs : null;
  const problem = calendarPairProblem(ad, bs, true);
  if (!problem) return;
  const messages = {
    bsInvalid: PASS_RATE_MESSAGES.examDateBsInvalid,
    disagree: PASS_RATE_MESSAGES.examDatesDisagree,
    future: PASS_RATE_MESSAGES.examDateFuture,
  } as const;
  throw badRequest(MESSAGES.http.badRequest, { examDateBs: messages[problem] });
}

/** "BSc CSIT, Year/Semester 3, 2081/82": what a sitting is called in selects and lists. */
async function sittingNameOf(db: DbOrTx, values: Row): Promise<string> {
  const [program] = await db
    .select({ name: programs.programName })
    .from(programs)
    .where(eq(programs.id, Number(values.programId)));
  const [year] = await db
    .select({ label: fiscalYears.label })
    .from(fiscalYears)
    .where(eq(fiscalYears.id, Number(values.fiscalYearId)));
  return `${program?.name ?? ''}, Year/Semester ${String(values.yearOrSemester)}, ${year?.label ?? ''}`;
}

export function registerBoardExams(app: ZodApp, registry: ResourceRegistry): void {
  registerResource(app, boardExamSittingContract, boardExamSittings, {
    registry,
    tag: 'passRate',
    prepareInput: (values) => fillCalendarPair(values, 'examDate', 'examDateBs'),
    async validate({ db, values, existing, changes }) {
      checkExamDate(values);
      const perStudent = values.entryKind === 'perStudent';
      if (perStudent) {
        const typed = COUNT_FIELDS.find((field) => numberOr0(changes[field]) !== 0);
        if (typed) {
          throw badRequest(MESSAGES.http.badRequest, {
            [typed]: PASS_RATE_MESSAGES.countsFromStudents,
          });
        }
      }
      const counts = perStudent
        ? existing
          ? await countsOfSitting(db, Number(existing.id))
          : withTotals(countEntries([]))
        : withTotals(recordOf(COUNT_FIELDS, (field) => numberOr0(values[field])));
      if (existing) return counts;
      // A campus records the board exams of the programs it runs.
      const [runs] = await db
        .select({ id: collegePrograms.id })
        .from(collegePrograms)
        .where(
          and(
            eq(collegePrograms.campusId, Number(values.campusId)),
            eq(collegePrograms.programId, Number(values.programId)),
            isNull(collegePrograms.deletedAt),
          ),
        )
        .limit(1);
      if (!runs) {
        throw badRequest(MESSAGES.http.badRequest, { programId: PASS_RATE_MESSAGES.programNotRun });
      }
      const [program] = await db
        .select({ levelId: programs.levelId })
        .from(programs)
        .where(eq(programs.id, Number(values.programId)));
      return {
        ...counts,
        levelId: program?.levelId ?? null,
        sittingName: await sittingNameOf(db, values),
      };
    },
  });

  registerResource(app, boardExamStudentContract, boardExamStudents, {
    registry,
    tag: 'passRate',
    async validate({ db, values, existing }) {
      if (existing) return;
      const [sitting] = await db
        .select()
        .from(boardExamSittings)
        .where(
          and(
            eq(boardExamSittings.id, Number(values.sittingId)),
            isNull(boardExamSittings.deletedAt),
          ),
        );
      const campusId = sitting?.campusId ?? null;
      if (
        !sitting ||
        campusId === null ||
        campusId !== values.campusId ||
        sitting.entryKind !== 'perStudent'
      ) {
        throw badRequest(MESSAGES.http.badRequest, { sittingId: PASS_RATE_MESSAGES.notPerStudent });
      }
      const [student] = await db
        .select()
        .from(students)
        .where(
          and(
            eq(students.id, Number(values.studentId)),
            eq(students.campusId, campusId),
            isNull(students.deletedAt),
          ),
        );
      if (!student || student.programId !== sitting.programId) {
        throw badRequest(MESSAGES.http.badRequest, { studentId: PASS_RATE_MESSAGES.notOfProgram });
      }
      return {
        studentName: studentName(student),
        registrationNo: student.registrationNo ?? null,
        gender: student.gender ?? null,
        programId: sitting.programId,
        fiscalYearId: sitting.fiscalYearId,
      };
    },
    async beforeWrite({ db: tx, values, existing, scope }) {
      const sittingId = Number(values.sittingId);
      const counts = await countsOfSitting(tx, sittingId, {
        ...(existing ? { leaving: Number(existing.id) } : {}),
        coming: values,
      });
      await storeCounts(tx, sittingId, counts, scope.userId);
    },
    async beforeDelete({ db: tx, existing, scope }) {
      const sittingId = Number(existing.sittingId);
      const counts = await countsOfSitting(tx, sittingId, { leaving: Number(existing.id) });
      await storeCounts(tx, sittingId, counts, scope.userId);
    },
  });
}

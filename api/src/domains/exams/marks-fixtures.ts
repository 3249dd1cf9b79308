/**
 * Test support for marks and results: an exam of the demo campus with one class,
 * its subjects (full and pass marks, credit hours), their routine and candidates, put straight
 * into the tables (the exam setup's own rules are tested with its routes).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  campuses,
  examCandidates,
  examClasses,
  examRoutines,
  examTypes,
  exams,
  fiscalYears,
  programs,
  subjects,
} from '../../db/schema';
import type { ExamKind } from '@hemis/shared-contracts';
import { newVerificationToken } from '../../lib/verification';

export interface SubjectSetup {
  name: string;
  creditHours?: number;
  theory: [full: number, pass: number];
  practical?: [full: number, pass: number];
}

export interface ExamFixture {
  examId: number;
  examClassId: number;
  fiscalYearId: number;
  /** Routine entry ids (marks grids) and subject ids, in the order of the setup. */
  routines: number[];
  subjects: number[];
  /** Candidate ids in the order of `studentIds`. */
  candidates: number[];
}

const tag = () => randomBytes(3).toString('hex');

/**
 * An exam at `campusId` for a class of `programCode` (its `batchId`, year or semester 1 unless
 * `yearOrSemester` says) with new subjects and the given students as candidates (symbol numbers
 * <prefix>-00001... in order); an internal exam (a terminal) unless `kind` is 'board'.
 */
export async function examWithClass(
  db: Database,
  options: {
    campusId: number;
    programCode: string;
    batchId: number;
    subjects: readonly SubjectSetup[];
    studentIds: readonly number[];
    names?: readonly string[];
    kind?: ExamKind;
    yearOrSemester?: number;
  },
): Promise<ExamFixture> {
  const [campus] = await db
    .select({ universityId: campuses.universityId })
    .from(campuses)
    .where(eq(campuses.id, options.campusId));
  const [program] = await db
    .select({ id: programs.id, programType: programs.programType })
    .from(programs)
    .where(and(eq(programs.code, options.programCode), isNull(programs.deletedAt)))
    .limit(1);
  const [year] = await db
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(eq(fiscalYears.isActive, true))
    .limit(1);
  if (!campus || !program || !year) throw new Error('demo campus, program or fiscal year missing');
  const owner = { campusId: options.campusId, universityId: campus.universityId };
  const semester = program.programType === 'semester';
  const kind = options.kind ?? 'internal';
  const period = options.yearOrSemester ?? 1;
  const typeName = kind === 'board' ? 'Board Exam' : 'Terminal';
  const [type] = await db
    .insert(examTypes)
    .values({ ...owner, examTypeName: `${typeName} ${tag()}`, kind })
    .returning({ id: examTypes.id });
  const [exam] = await db
    .insert(exams)
    .values({
      ...owner,
      examName: kind === 'board' ? `Board Exam ${tag()}` : `First Terminal ${tag()}`,
      examTypeId: type?.id,
      fiscalYearId: year.id,
    })
    .returning({ id: exams.id });
  const [examClass] = await db
    .insert(examClasses)
    .values({
      ...owner,
      examId: exam?.id,
      programId: program.id,
      batchId: options.batchId,
      yearOrSemester: period,
      className: `${options.programCode} ${semester ? 'Semester' : 'Year'} ${period}`,
    })
    .returning({ id: examClasses.id });
  if (!exam || !examClass) throw new Error('exam not inserted');
  const codes = tag();
  const subjectRows = await db
    .insert(subjects)
    .values(
      options.subjects.map((subject, index) => ({
        universityId: campus.universityId,
        programId: program.id,
        subjectName: subject.name,
        shortName: subject.name.slice(0, 10),
        code: `T${codes}${index}`,
        subjectType: 'regular',
        ...(semester ? { semester: period } : { year: period }),
        creditHours: subject.creditHours ?? null,
        theoryFullMarks: subject.theory[0],
        theoryPassMarks: subject.theory[1],
        practicalFullMarks: subject.practical?.[0] ?? null,
        practicalPassMarks: subject.practical?.[1] ?? null,
      })),
    )
    .returning({ id: subjects.id });
  const routineRows = await db
    .insert(examRoutines)
    .values(
      subjectRows.map((subject, index) => ({
        ...owner,
        examId: exam.id,
        examClassId: examClass.id,
        subjectId: subject.id,
        startTime: `${String(7 + index).padStart(2, '0')}:00`,
        endTime: `${String(7 + index).padStart(2, '0')}:30`,
      })),
    )
    .returning({ id: examRoutines.id });
  // Symbol numbers are unique at a campus: each exam's have their own prefix.
  const prefix = tag();
  const candidateRows =
    options.studentIds.length === 0
      ? []
      : await db
          .insert(examCandidates)
          .values(
            options.studentIds.map((studentId, index) => ({
              ...owner,
              examId: exam.id,
              examClassId: examClass.id,
              studentId,
              symbolNo: `${prefix}-${String(index + 1).padStart(5, '0')}`,
              studentName: options.names?.[index] ?? `Candidate ${index + 1}`,
              verifyToken: newVerificationToken(),
            })),
          )
          .returning({ id: examCandidates.id });
  return {
    examId: exam.id,
    examClassId: examClass.id,
    fiscalYearId: year.id,
    routines: routineRows.map((row) => row.id),
    subjects: subjectRows.map((row) => row.id),
    candidates: candidateRows.map((row) => row.id),
  };
}

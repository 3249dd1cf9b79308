/**
 * A campus's exams (mfe-exams): the kit's routes of exam types, exams (the exam schedule), the
 * classes an exam covers, the routine and the candidates, with the rules the kit cannot state:
 * dates in BS or AD, a routine inside the exam's dates and free of clashes (a class sitting two
 * papers at once, a room holding two at once), subjects of the class, candidates of the class,
 * and everything of an exam locked once its results are published. Admit cards carry the one
 * verification code (kind `admit-card`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  EXAM_MESSAGES,
  MESSAGES,
  calendarPairProblem,
  classClashMessage,
  examCandidateContract,
  examClassContract,
  examContract,
  examRoutineContract,
  examTypeContract,
  fillCalendarPair,
  roomClashMessage,
  studentName,
  type AnyResourceContract,
} from '@hemis/shared-contracts';
import {
  batches,
  examCandidates,
  examClasses,
  examRoutines,
  examTypes,
  exams,
  programs,
  students,
  subjects,
} from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { registerMultipart } from '../../lib/multipart';
import { registerResource, type ResourceOptions, type Row } from '../../lib/resource/register';
import type { DbOrTx } from '../../lib/resource/types';
import { addDocumentVerifiers, newVerificationToken } from '../../lib/verification';
import { verifyAdmitCard } from './admit-cards';
import { registerExamFigures } from './figures';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const refuse = (field: string, message: string) =>
  badRequest(MESSAGES.http.badRequest, { [field]: message });

/** "Year 2" for an annual program, "Semester 3" for a semester one. */
export const periodName = (programType: unknown, period: number): string =>
  `${programType === 'semester' ? 'Semester' : 'Year'} ${period}`;

/**
 * The body's days given in one calendar get the other before the schema checks them (an update
 * sending only the AD day replaces the stored BS one too, not contradicts it).
 */
const fillDays =
  (...pairs: (readonly [ad: string, bs: string])[]) =>
  (values: Row): Row =>
    pairs.reduce((filled, [ad, bs]) => fillCalendarPair(filled, ad, bs), values);

/** A day of the row in BS and AD (filled by fillDays): checked, or a field message. */
function checkDay(values: Row, ad: string, bs: string, required?: string): Row {
  const day = text(values[ad]);
  const bsDay = text(values[bs]);
  if (!day && !bsDay) {
    if (required) throw refuse(bs, required);
    return {};
  }
  const problem = calendarPairProblem(day, bsDay, false);
  if (problem === 'bsInvalid') throw refuse(bs, EXAM_MESSAGES.dateBsInvalid);
  if (problem) throw refuse(bs, EXAM_MESSAGES.datesDisagree);
  return { [ad]: values[ad], [bs]: values[bs] };
}

async function examOf(db: DbOrTx, examId: number) {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, examId), isNull(exams.deletedAt)))
    .limit(1);
  return exam ?? null;
}

/** Nothing of an exam changes once its results are published (marks have amendments). */
async function refuseIfPublished(db: DbOrTx, examId: unknown): Promise<void> {
  if (typeof examId !== 'number') return;
  const exam = await examOf(db, examId);
  if (exam?.resultsPublishedAt) throw badRequest(EXAM_MESSAGES.published);
}

/** The class with its program (type) as the rules need it. */
async function classOf(db: DbOrTx, examClassId: number) {
  const [found] = await db
    .select({
      id: examClasses.id,
      campusId: examClasses.campusId,
      examId: examClasses.examId,
      programId: examClasses.programId,
      batchId: examClasses.batchId,
      yearOrSemester: examClasses.yearOrSemester,
      className: examClasses.className,
      programType: programs.programType,
    })
    .from(examClasses)
    .innerJoin(programs, eq(programs.id, examClasses.programId))
    .where(and(eq(examClasses.id, examClassId), isNull(examClasses.deletedAt)))
    .limit(1);
  return found ?? null;
}

const minutes = (time: string): number => {
  const [hours, mins] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (mins ?? 0);
};

/** The routine entries of a campus on a day overlapping [start, end), but `exceptId`. */
async function overlapping(
  db: DbOrTx,
  campusId: number,
  day: string,
  start: string,
  end: string,
  exceptId: number | null,
) {
  const rows = await db
    .select({
      id: examRoutines.id,
      examClassId: examRoutines.examClassId,
      room: examRoutines.room,
      startTime: examRoutines.startTime,
      endTime: examRoutines.endTime,
      className: examClasses.className,
      subjectName: subjects.subjectName,
    })
    .from(examRoutines)
    .innerJoin(examClasses, eq(examClasses.id, examRoutines.examClassId))
    .innerJoin(subjects, eq(subjects.id, examRoutines.subjectId))
    .where(
      and(
        eq(examRoutines.campusId, campusId),
        eq(examRoutines.examDate, day),
        isNull(examRoutines.deletedAt),
        exceptId === null ? undefined : ne(examRoutines.id, exceptId),
      ),
    );
  return rows.filter(
    (row) =>
      minutes(row.startTime ?? '00:00') < minutes(end) &&
      minutes(start) < minutes(row.endTime ?? '00:00'),
  );
}

export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  const registry = app.hemis.resources;
  // The kit's writes take JSON or multipart bodies (the screens post JSON; no files here).
  await registerMultipart(app, {
    attachFieldsToBody: true,
    limits: { fields: 40, fieldSize: 10_000, files: 0, parts: 40 },
  });
  registerExamFigures(app);
  const register = (
    contract: AnyResourceContract,
    table: Parameters<typeof registerResource>[2],
    extra: Omit<ResourceOptions, 'registry'> = {},
  ) => registerResource(app, contract, table, { registry, ...extra });
  const asContract = <C>(contract: C) => contract as unknown as AnyResourceContract;

  register(asContract(examTypeContract), examTypes);

  register(asContract(examContract), exams, {
    prepareInput: fillDays(['startDate', 'startDateBs'], ['endDate', 'endDateBs']),
    async validate({ values, existing }) {
      if (existing?.resultsPublishedAt) throw badRequest(EXAM_MESSAGES.published);
      const start = checkDay(values, 'startDate', 'startDateBs', EXAM_MESSAGES.dateRequired);
      const end = checkDay(values, 'endDate', 'endDateBs');
      const from = text(start.startDate);
      const to = text(end.endDate);
      if (from && to && to < from) throw refuse('endDateBs', EXAM_MESSAGES.endBeforeStart);
      return { ...start, ...end };
    },
    beforeDelete: async ({ existing }) => {
      if (existing.resultsPublishedAt) throw badRequest(EXAM_MESSAGES.published);
    },
  });

  register(asContract(examClassContract), examClasses, {
    async validate({ db, values, existing }) {
      await refuseIfPublished(db, values.examId);
      if (existing) return;
      const [program] = await db
        .select({ name: programs.programName, type: programs.programType })
        .from(programs)
        .where(eq(programs.id, Number(values.programId)))
        .limit(1);
      const [batch] = await db
        .select({ name: batches.batchName })
        .from(batches)
        .where(eq(batches.id, Number(values.batchId)))
        .limit(1);
      const period = periodName(program?.type, Number(values.yearOrSemester));
      return { className: `${program?.name ?? ''} ${period} (${batch?.name ?? ''})`.trim() };
    },
    beforeDelete: async ({ db, existing }) => refuseIfPublished(db, existing.examId),
  });

  register(asContract(examRoutineContract), examRoutines, {
    prepareInput: fillDays(['examDate', 'examDateBs']),
    async validate({ db, values, existing }) {
      const examClass = await classOf(db, Number(values.examClassId));
      if (!examClass || examClass.campusId !== values.campusId) {
        throw refuse('examClassId', EXAM_MESSAGES.classRequired);
      }
      const exam = await examOf(db, Number(examClass.examId));
      if (!exam) throw refuse('examClassId', EXAM_MESSAGES.classNotOfExam);
      if (exam.resultsPublishedAt) throw badRequest(EXAM_MESSAGES.published);
      const day = checkDay(values, 'examDate', 'examDateBs', EXAM_MESSAGES.dateRequired);
      const examDate = String(day.examDate);
      if (
        (exam.startDate && examDate < exam.startDate) ||
        (exam.endDate && examDate > exam.endDate)
      ) {
        throw refuse('examDateBs', EXAM_MESSAGES.outsideExam);
      }
      const [subject] = await db
        .select({ programId: subjects.programId, year: subjects.year, semester: subjects.semester })
        .from(subjects)
        .where(and(eq(subjects.id, Number(values.subjectId)), isNull(subjects.deletedAt)))
        .limit(1);
      const period = examClass.programType === 'semester' ? subject?.semester : subject?.year;
      if (
        !subject ||
        subject.programId !== examClass.programId ||
        period !== examClass.yearOrSemester
      ) {
        throw refuse('subjectId', EXAM_MESSAGES.subjectNotOfClass);
      }
      const start = String(values.startTime);
      const end = String(values.endTime);
      const others = await overlapping(
        db,
        Number(values.campusId),
        examDate,
        start,
        end,
        existing ? Number(existing.id) : null,
      );
      const sameClass = others.find((row) => row.examClassId === examClass.id);
      if (sameClass) {
        throw refuse(
          'startTime',
          classClashMessage(`${sameClass.subjectName} ${sameClass.startTime}–${sameClass.endTime}`),
        );
      }
      const room = text(values.room)?.trim().toLowerCase();
      const sameRoom = room && others.find((row) => row.room?.trim().toLowerCase() === room);
      if (sameRoom) {
        throw refuse(
          'room',
          roomClashMessage(
            String(values.room),
            `${sameRoom.className}, ${sameRoom.subjectName} ${sameRoom.startTime}–${sameRoom.endTime}`,
          ),
        );
      }
      return { ...day, examId: examClass.examId };
    },
    beforeDelete: async ({ db, existing }) => refuseIfPublished(db, existing.examId),
  });

  register(asContract(examCandidateContract), examCandidates, {
    async validate({ db, values, existing }) {
      const examClass = await classOf(db, Number(values.examClassId));
      if (!examClass || examClass.campusId !== values.campusId) {
        throw refuse('examClassId', EXAM_MESSAGES.classRequired);
      }
      await refuseIfPublished(db, examClass.examId);
      if (existing) return;
      // Only the campus writes its candidates (campusKept): its own students are the ones offered.
      const [record] = await db
        .select()
        .from(students)
        .where(
          and(
            eq(students.id, Number(values.studentId)),
            eq(students.campusId, Number(values.campusId)),
            isNull(students.deletedAt),
          ),
        )
        .limit(1);
      if (!record) {
        throw refuse('studentId', EXAM_MESSAGES.studentRequired);
      }
      if (record.status !== 'active') throw refuse('studentId', EXAM_MESSAGES.notActive);
      if (
        record.programId !== examClass.programId ||
        record.batchId !== examClass.batchId ||
        record.yearOrSemester !== examClass.yearOrSemester
      ) {
        throw refuse('studentId', EXAM_MESSAGES.notInClass);
      }
      const symbolNo = text(values.symbolNo) ?? (await nextSymbolNo(db, Number(examClass.examId)));
      return {
        examId: examClass.examId,
        symbolNo,
        studentName: studentName(record),
        registrationNo: record.registrationNo ?? null,
        verifyToken: newVerificationToken(),
      };
    },
    beforeDelete: async ({ db, existing }) => refuseIfPublished(db, existing.examId),
  });

  addDocumentVerifiers(app, { 'admit-card': verifyAdmitCard });
};

/**
 * The next symbol number of an exam when the clerk gives none: "<exam id>-<serial>", the serial
 * of four digits counting the exam's candidates (unique per campus since the exam id leads).
 */
export async function nextSymbolNo(db: DbOrTx, examId: number): Promise<string> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(examCandidates)
    .where(eq(examCandidates.examId, examId));
  return `${examId}-${String((row?.count ?? 0) + 1).padStart(4, '0')}`;
}

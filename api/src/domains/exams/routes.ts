/**
 * A campus's exams (mfe-exams): the kit's routes of exam types, exams (the exam schedule), the
 * classes an exam covers, the routine and the candidates, with the rules the kit cannot state:
 * dates in BS or AD, an exam within its fiscal year, a routine inside the exam's dates and free of clashes (a class sitting two
 * papers at once, a room holding two at once), subjects of the class, candidates of the class,
 * and everything of an exam locked once its results are published. Admit cards carry the one
 * verification code (kind `admit-card`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull, ne } from 'drizzle-orm';
import {
  EXAM_MESSAGES,
  MESSAGES,
  calendarPairProblem,
  classClashMessage,
  examCandidateContract,
  examClassContract,
  examContract,
  examRoutineContract,
  examDateProblems,
  examTypeContract,
  fiscalYearDaysOf,
  fillCalendarPair,
  roomClashMessage,
  studentName,
  type FieldSpec,
  type Ownership,
  type ResourceContract,
  type FiscalYearDays,
} from '@hemis/shared-contracts';
import {
  batches,
  examCandidates,
  examClasses,
  examRoutines,
  examTypes,
  exams,
  fiscalYears,
  programs,
  students,
  subjects,
} from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { registerMultipart } from '../../lib/multipart';
import { registerResource, type ResourceOptions, type Row } from '../../lib/resource/register';
import type { DbOrTx } from '../../lib/resource/types';
import { addDocumentVerifiers, newVerificationToken } from '../../lib/verification';
import { registerExamPrintouts, verifyAdmitCard } from './admit-cards';
import { registerCandidateRoutes } from './candidates';
import { registerClassSubjects, subjectsOfClass } from './class-subjects';
import {
  attendanceOf,
  classOf,
  examOf,
  nextSymbolNo,
  periodName,
  refuseIfPublished,
} from './lookups';

export { nextSymbolNo, periodName } from './lookups';
import { registerExamFigures } from './figures';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const refuse = (field: string, message: string) =>
  badRequest(MESSAGES.http.badRequest, { [field]: message });

/**
 * The body's days given in one calendar get the other before the schema checks them (an update
 * sending only the AD day replaces the stored BS one too, not contradicts it).
 */
const fillDays =
  (...pairs: (readonly [ad: string, bs: string])[]) =>
  (values: Row): Row =>
    pairs.reduce((filled, [ad, bs]) => fillCalendarPair(filled, ad, bs), values);

/**
 * A day of the row in BS and AD (filled by fillDays): checked, or a message on the day's field
 * (forms enter both calendars in the one input of the AD field).
 */
function checkDay(values: Row, ad: string, bs: string, required?: string): Row {
  const day = text(values[ad]);
  const bsDay = text(values[bs]);
  if (!day && !bsDay) {
    if (required) throw refuse(ad, required);
    return {};
  }
  const problem = calendarPairProblem(day, bsDay, false);
  if (problem === 'bsInvalid') throw refuse(ad, EXAM_MESSAGES.dateBsInvalid);
  if (problem) throw refuse(ad, EXAM_MESSAGES.datesDisagree);
  return { [ad]: values[ad], [bs]: values[bs] };
}

/** The days of a fiscal year record, or null when there is none. */
async function fiscalYearDays(db: DbOrTx, id: unknown): Promise<FiscalYearDays | null> {
  if (typeof id !== 'number') return null;
  const [year] = await db
    .select({
      label: fiscalYears.label,
      startDate: fiscalYears.startDate,
      endDate: fiscalYears.endDate,
    })
    .from(fiscalYears)
    .where(eq(fiscalYears.id, id))
    .limit(1);
  return fiscalYearDaysOf(year);
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
  // The kit's writes read JSON or form bodies alike; exams take no files.
  await registerMultipart(app, {
    attachFieldsToBody: true,
    limits: { fields: 40, fieldSize: 10_000, files: 0, parts: 40 },
  });
  const registry = app.hemis.resources;
  registerExamFigures(app);
  const register = <F extends Record<string, FieldSpec>, O extends Ownership>(
    contract: ResourceContract<F, O>,
    table: Parameters<typeof registerResource>[2],
    extra: Omit<ResourceOptions, 'registry'> = {},
  ) => registerResource(app, contract, table, { registry, ...extra });

  register(examTypeContract, examTypes);

  register(examContract, exams, {
    prepareInput: fillDays(['startDate', 'startDateBs'], ['endDate', 'endDateBs']),
    async validate({ db, values, existing }) {
      if (existing?.resultsPublishedAt) throw badRequest(EXAM_MESSAGES.published);
      const start = checkDay(values, 'startDate', 'startDateBs', EXAM_MESSAGES.dateRequired);
      const end = checkDay(values, 'endDate', 'endDateBs');
      // The contract's rule again, now with the fiscal year's record: the exam lies within it.
      const problems = examDateProblems(values, await fiscalYearDays(db, values.fiscalYearId));
      if (Object.keys(problems).length > 0) throw badRequest(MESSAGES.http.badRequest, problems);
      return { ...start, ...end };
    },
    beforeDelete: async ({ existing }) => {
      if (existing.resultsPublishedAt) throw badRequest(EXAM_MESSAGES.published);
    },
  });

  const classHandle = register(examClassContract, examClasses, {
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

  register(examRoutineContract, examRoutines, {
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
        throw refuse('examDate', EXAM_MESSAGES.outsideExam);
      }
      const [subject] = await db
        .select({ id: subjects.id })
        .from(subjects)
        .where(and(eq(subjects.id, Number(values.subjectId)), subjectsOfClass(examClass)))
        .limit(1);
      if (!subject) throw refuse('subjectId', EXAM_MESSAGES.subjectNotOfClass);
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

  register(examCandidateContract, examCandidates, {
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
      const attendance = await attendanceOf(
        db,
        examClass,
        [record.id],
        app.hemis.config.examMinAttendance,
      );
      return {
        ...attendance.get(record.id),
        examId: examClass.examId,
        symbolNo,
        studentName: studentName(record),
        registrationNo: record.registrationNo ?? null,
        verifyToken: newVerificationToken(),
      };
    },
    beforeDelete: async ({ db, existing }) => refuseIfPublished(db, existing.examId),
  });

  registerCandidateRoutes(app, classHandle);
  registerClassSubjects(app);
  registerExamPrintouts(app);
  addDocumentVerifiers(app, { 'admit-card': verifyAdmitCard });
};

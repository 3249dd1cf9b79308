/**
 * Admit cards as printed (one, or a class's ten to an A4 page: photo, symbol number, exam,
 * class, the class's routine and the QR code of the verification page; drawn by
 * admit-card-pdf.ts), the routine of an exam printed, and what the QR code of a printed admit card opens (the one verification page, kind
 * `admit-card`): the candidate, exam and class as registered, valid while the registration is.
 */
import { and, asc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { EXAM_PATHS, apiErrorSchema, examCandidateContract } from '@hemis/shared-contracts';
import {
  examCandidates,
  examClasses,
  examRoutines,
  exams,
  students,
  subjects,
} from '../../db/schema';
import { withdrawableVerdict } from '../../lib/withdrawable-document';
import { badRequest, notFound } from '../../lib/errors';
import { sendPdf, uploadedImage } from '../../lib/pdf';
import { sendDocument } from '../../lib/pdf-route';
import { resourceIdParams } from '../../lib/resource/register';
import { readCondition, resolveScope } from '../../lib/resource/scope';
import type { ZodApp } from '../../lib/resource/types';
import { verificationUrl, type DocumentVerifier } from '../../lib/verification';
import { admitCardsPdf, routinePdf, type AdmitCard, type RoutineLine } from './admit-card-pdf';
import { readableClass, readableExam } from './lookups';
import { security } from '../../lib/route-kit';

export const verifyAdmitCard: DocumentVerifier = async (app, token) => {
  const [row] = await app.db
    .select({
      symbolNo: examCandidates.symbolNo,
      studentName: examCandidates.studentName,
      registrationNo: examCandidates.registrationNo,
      campusId: examCandidates.campusId,
      deletedAt: examCandidates.deletedAt,
      examName: exams.examName,
      className: examClasses.className,
    })
    .from(examCandidates)
    .innerJoin(exams, eq(exams.id, examCandidates.examId))
    .innerJoin(examClasses, eq(examClasses.id, examCandidates.examClassId))
    .where(eq(examCandidates.verifyToken, token))
    .limit(1);
  if (!row) return null;
  const { campusName, ...verdict } = await withdrawableVerdict(app, row, {
    genuine: 'This admit card is genuine: the candidate is registered as shown below.',
    withdrawn: 'This registration was withdrawn by the campus: the admit card is no longer valid.',
  });
  return {
    ...verdict,
    facts: [
      { label: 'Campus', value: campusName },
      { label: 'Exam', value: row.examName ?? '-' },
      { label: 'Class', value: row.className ?? '-' },
      { label: 'Symbol No.', value: row.symbolNo ?? '-' },
      { label: 'Student', value: row.studentName ?? '-' },
      { label: 'Registration No.', value: row.registrationNo ?? '-' },
    ],
  };
};

/** No candidate, no admit cards: said rather than an empty PDF. */
export const ADMIT_CARD_MESSAGES = {
  noCandidates: 'No candidate is registered in this class yet',
  candidateNotFound: 'Candidate not found.',
  classNotFound: 'Exam class not found.',
  examNotFound: 'Exam not found.',
} as const;

/** The routine of an exam (or of some of its classes) in date and time order. */
async function routineOf(app: FastifyInstance, where: SQL | undefined): Promise<RoutineLine[]> {
  return app.db
    .select({
      examClassId: examRoutines.examClassId,
      className: examClasses.className,
      subjectName: subjects.subjectName,
      examDate: examRoutines.examDate,
      examDateBs: examRoutines.examDateBs,
      startTime: examRoutines.startTime,
      endTime: examRoutines.endTime,
      room: examRoutines.room,
    })
    .from(examRoutines)
    .innerJoin(examClasses, eq(examClasses.id, examRoutines.examClassId))
    .innerJoin(subjects, eq(subjects.id, examRoutines.subjectId))
    .where(and(isNull(examRoutines.deletedAt), where))
    .orderBy(asc(examRoutines.examDate), asc(examRoutines.startTime), asc(examClasses.className));
}

/** The student's stored photo (an upload column, outside the contract's typed fields). */
const studentColumns: Record<string, AnyPgColumn | undefined> = getTableColumns(students);
const STUDENT_PHOTO = studentColumns.photo;

/** The cards of the candidates matching `where`, by symbol number. */
async function admitCardsOf(app: FastifyInstance, where: SQL | undefined): Promise<AdmitCard[]> {
  const rows = await app.db
    .select({
      campusId: examCandidates.campusId,
      examClassId: examCandidates.examClassId,
      symbolNo: examCandidates.symbolNo,
      studentName: examCandidates.studentName,
      registrationNo: examCandidates.registrationNo,
      verifyToken: examCandidates.verifyToken,
      examName: exams.examName,
      className: examClasses.className,
      photo: sql<string | null>`${STUDENT_PHOTO ?? sql`null`}`,
    })
    .from(examCandidates)
    .innerJoin(exams, eq(exams.id, examCandidates.examId))
    .innerJoin(examClasses, eq(examClasses.id, examCandidates.examClassId))
    .innerJoin(students, eq(students.id, examCandidates.studentId))
    .where(and(isNull(examCandidates.deletedAt), where))
    .orderBy(asc(examCandidates.symbolNo));
  const classIds = [...new Set(rows.map((row) => Number(row.examClassId)))];
  const routine = classIds.length
    ? await routineOf(
        app,
        classIds.length === 1 ? eq(examRoutines.examClassId, classIds[0] ?? 0) : undefined,
      )
    : [];
  const { publicUrl } = app.hemis.config;
  return rows.map((row) => ({
    campusId: Number(row.campusId),
    symbolNo: row.symbolNo ?? '-',
    studentName: row.studentName ?? '-',
    registrationNo: row.registrationNo ?? '-',
    examName: row.examName ?? '-',
    className: row.className ?? '-',
    photo: uploadedImage(app.hemis.uploadsDir, row.photo),
    routine: routine.filter((line) => line.examClassId === row.examClassId),
    verifyUrl: verificationUrl(publicUrl, 'admit-card', row.verifyToken),
  }));
}

const CANDIDATE_OWNERS = {
  campusId: examCandidates.campusId,
  universityId: examCandidates.universityId,
};

/** The printouts of exams: admit cards (one or a class's) and the routine; `exam:export`. */
export function registerExamPrintouts(app: ZodApp): void {
  const { db } = app;
  const schema = (summary: string) => ({
    tags: [examCandidateContract.module],
    security,
    summary,
    params: resourceIdParams,
    produces: ['application/pdf'],
    response: { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
  });
  const config = { auth: { permission: 'exam:export' as const } };

  app.get(
    EXAM_PATHS.admitCard.route,
    {
      config,
      schema: schema("A candidate's admit card (PDF) with the QR code of its verification page"),
    },
    async (request, reply) => {
      const scope = await resolveScope(db, request.scope());
      const { id } = request.params;
      return sendDocument(reply, {
        fetch: async () =>
          (
            await admitCardsOf(
              app,
              and(eq(examCandidates.id, id), readCondition('campusKept', CANDIDATE_OWNERS, scope)),
            )
          )[0],
        missing: ADMIT_CARD_MESSAGES.candidateNotFound,
        render: (card) => admitCardsPdf(app, [card]),
        fileName: (card) => `admit-card-${card.symbolNo}.pdf`,
      });
    },
  );

  app.get(
    EXAM_PATHS.classAdmitCards.route,
    { config, schema: schema("The admit cards of a class's candidates, ten to an A4 page (PDF)") },
    async (request, reply) => {
      const scope = await resolveScope(db, request.scope());
      const { id } = request.params;
      return sendDocument(reply, {
        async fetch() {
          const [examClass] = await db
            .select({ id: examClasses.id })
            .from(examClasses)
            .where(readableClass(id, scope))
            .limit(1);
          return examClass ? admitCardsOf(app, eq(examCandidates.examClassId, id)) : null;
        },
        missing: ADMIT_CARD_MESSAGES.classNotFound,
        check(cards) {
          if (cards.length === 0) throw badRequest(ADMIT_CARD_MESSAGES.noCandidates);
        },
        render: (cards) => admitCardsPdf(app, cards),
        fileName: () => `admit-cards-${id}.pdf`,
      });
    },
  );

  app.get(
    EXAM_PATHS.routinePdf.route,
    { config, schema: schema('The routine of an exam as an A4 PDF') },
    async (request, reply) => {
      const scope = await resolveScope(db, request.scope());
      const { id } = request.params;
      const [exam] = await db
        .select({
          id: exams.id,
          campusId: exams.campusId,
          examName: exams.examName,
          startDate: exams.startDate,
          endDate: exams.endDate,
        })
        .from(exams)
        .where(readableExam(id, scope))
        .limit(1);
      if (!exam) throw notFound(ADMIT_CARD_MESSAGES.examNotFound);
      return sendPdf(
        reply,
        await routinePdf(
          app,
          { ...exam, campusId: Number(exam.campusId) },
          await routineOf(app, eq(examRoutines.examId, exam.id)),
        ),
        `routine-${id}.pdf`,
        true,
      );
    },
  );
}

/**
 * The signed-in student's own routes (Student accounts only, scope 'own'; 404 when no record is
 * linked to the account):
 *   GET /Student/Me       their record (with its reference labels) and its documents
 *   GET /Student/Me/Card  their identity card (PDF), once verified and active, as cards.ts makes
 *                         it for the campus: never another student's card
 *   GET /Student/Me/Receipts/{id}/Pdf  a receipt issued to them, as the campus prints it
 * (POST /Student/Me/CharacterCertificate, the student's own application, is in
 * character-certificates.ts; GET /Student/Me/ExamResults and their marksheets in exams/results.ts.)
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  RECEIPT_PATHS,
  STUDENT_PATHS,
  apiErrorSchema,
  idParamSchema,
  studentContract,
  studentSelfSchema,
} from '@hemis/shared-contracts';
import { students } from '../../db/schema';
import { documentsOf } from '../../lib/documents';
import { notFound } from '../../lib/errors';
import type { DbOrTx, ResourceHandle, Row, ZodApp } from '../../lib/resource/types';
import { rowsOf } from '../../lib/typed-routes';
import { sendDocument } from '../../lib/pdf-route';
import { receiptDocument } from '../fees/receipt-pdf';
import { EVERY_RECEIPT, readReceipt } from '../fees/receipts';
import { sendCard } from './cards';
import { security } from '../../lib/route-kit';
import { plainSerializer } from '../../lib/resource/http';

export const ownOnly = { permission: 'student:view', scope: ['own'] } as const;

/**
 * The ids of the live student records linked to an account, as a subquery: the rows a Student
 * owns (their receipts, their exam candidacies) hang from these.
 */
export const ownStudentIds = (db: DbOrTx, userId: number) =>
  db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.userId, userId), isNull(students.deletedAt)));

/** The live student record linked to an account (404 when none is). */
export async function ownStudentRecord(db: DbOrTx, userId: number): Promise<Row> {
  const [record] = await db
    .select()
    .from(students)
    .where(and(eq(students.userId, userId), isNull(students.deletedAt)))
    .orderBy(students.id)
    .limit(1);
  if (!record) throw notFound(`${studentContract.title} not found.`);
  return record;
}

export function registerStudentSelf(app: ZodApp, student: ResourceHandle): void {
  const db = app.db;

  const ownRecord = (userId: number) => ownStudentRecord(db, userId);

  app.get(
    STUDENT_PATHS.self,
    {
      config: { auth: ownOnly },
      serializerCompiler: plainSerializer,
      schema: {
        tags: ['student'],
        security,
        summary: "The signed-in student's own record and documents (Student accounts only)",
        response: { 200: studentSelfSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const record = await ownRecord(request.scope().userId);
      const [row] = rowsOf(studentContract.rowSchema, await student.toRows([record]));
      if (!row) throw notFound(`${studentContract.title} not found.`);
      return { record: row, documents: await documentsOf(db, 'Student', Number(record.id)) };
    },
  );

  app.get(
    STUDENT_PATHS.selfCard,
    {
      config: { auth: ownOnly },
      schema: {
        tags: ['student'],
        security,
        summary:
          "The signed-in student's own identity card (PDF, CR80), once verified and active " +
          '(Student accounts only)',
        produces: ['application/pdf'],
        response: { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { userId } = request.scope();
      return sendCard(app, student, reply, await ownRecord(userId), userId, false);
    },
  );

  app.get(
    RECEIPT_PATHS.ownPdf.route,
    {
      config: { auth: ownOnly },
      schema: {
        tags: ['student'],
        security,
        summary:
          'A receipt issued to the signed-in student, as the campus prints it (PDF, A5; ' +
          'Student accounts only)',
        params: idParamSchema,
        produces: ['application/pdf'],
        response: { 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        receiptDocument(app, async () => {
          const record = await ownRecord(request.scope().userId);
          // Whichever campus issued it: a receipt of their own record is theirs, no other is.
          const receipt = await readReceipt(db, EVERY_RECEIPT, request.params.id);
          return receipt.studentId === Number(record.id) ? receipt : null;
        }),
      ),
  );
}

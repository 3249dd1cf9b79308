/**
 * GET /Student/Me: the signed-in student's own record (with its reference labels) and its
 * documents. Only a Student (scope 'own') calls it; 404 when no record is linked to the account.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, studentContract, studentSelfSchema } from '@hemis/shared-contracts';
import { students } from '../../db/schema';
import { documentsOf } from '../../lib/documents';
import { notFound } from '../../lib/errors';
import type { ResourceHandle, Row } from '../../lib/resource/register';

const security = [{ bearer: [] }];
/** The row schema documents the response; the kit's rows are serialised as they are. */
const plainSerializer = () => (data: unknown) => JSON.stringify(data);

export function registerStudentSelf(app: FastifyInstance, student: ResourceHandle): void {
  const db = app.db;
  app.get(
    '/Student/Me',
    {
      config: { auth: { permission: 'student:view', scope: ['own'] } },
      serializerCompiler: plainSerializer,
      schema: {
        tags: ['student'],
        security,
        summary: "The signed-in student's own record and documents (Student accounts only)",
        response: { 200: studentSelfSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { userId } = request.scope();
      const [record] = (await db
        .select()
        .from(students)
        .where(and(eq(students.userId, userId), isNull(students.deletedAt)))
        .orderBy(students.id)
        .limit(1)) as Row[];
      if (!record) throw notFound(`${studentContract.title} not found.`);
      const [row] = await student.toRows([record]);
      return { record: row, documents: await documentsOf(db, 'Student', Number(record.id)) };
    },
  );
}

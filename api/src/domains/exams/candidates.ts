/**
 * Candidates of a class: the whole class registered at once (every active student of the
 * class's program, batch and year or semester not yet registered, symbol numbers in order), and
 * their attendance % from the attendance recorded in that class, flagged short under the
 * campus-wide minimum (HEMIS_EXAM_MIN_ATTENDANCE, 75 % by default).
 */
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { EXAM_PATHS, examCandidateContract, studentName } from '@hemis/shared-contracts';
import { auditLog, examCandidates, examClasses, exams, students } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { resourceIdParams } from '../../lib/resource/register';
import { resolveScope, writeCondition } from '../../lib/resource/scope';
import type { ResourceHandle, ZodApp } from '../../lib/resource/types';
import { newVerificationToken } from '../../lib/verification';
import type { ScopeFilter } from '../../plugins/auth';
import {
  attendanceOf,
  classOf,
  nextSymbolNo,
  refuseIfPublished,
  type ExamClassOf,
} from './lookups';
import { errorsWithoutConflict as errors, security } from '../../lib/route-kit';

const OWNERS = { campusId: examClasses.campusId, universityId: examClasses.universityId };
const tags = [examCandidateContract.module];

export function registerCandidateRoutes(app: ZodApp, classHandle: ResourceHandle): void {
  const { db } = app;
  const minimum = () => app.hemis.config.examMinAttendance;

  /** The class the caller may write (its own campus's), not yet locked by publication. */
  async function writableClass(scope: ScopeFilter, id: number): Promise<ExamClassOf> {
    const resolved = await resolveScope(db, scope);
    if (!(await classHandle.findVisible(id, resolved))) throw notFound('Exam class not found.');
    const writable = writeCondition('campusKept', OWNERS, resolved);
    if (writable === null) throw forbidden();
    const [mine] = await db
      .select({ id: examClasses.id })
      .from(examClasses)
      .where(and(eq(examClasses.id, id), writable))
      .limit(1);
    if (!mine) throw forbidden();
    const examClass = await classOf(db, id);
    if (!examClass) throw notFound('Exam class not found.');
    await refuseIfPublished(db, examClass.examId);
    return examClass;
  }

  app.post(
    EXAM_PATHS.registerClass.route,
    {
      config: { auth: { permission: 'exam:add' } },
      schema: {
        tags,
        security,
        summary:
          'Registers every active student of the class not yet registered, symbol numbers in order (one transaction)',
        params: resourceIdParams,
        response: { 200: z.object({ count: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const scope = request.scope();
      const examClass = await writableClass(scope, request.params.id);
      const examId = Number(examClass.examId);
      const added = await db.transaction(async (tx) => {
        // One registration of an exam at a time: symbol numbers stay in order and unique.
        await tx.select({ id: exams.id }).from(exams).where(eq(exams.id, examId)).for('update');
        const registered = tx
          .select({ id: examCandidates.studentId })
          .from(examCandidates)
          .where(and(eq(examCandidates.examId, examId), isNull(examCandidates.deletedAt)));
        const newcomers = await tx
          .select()
          .from(students)
          .where(
            and(
              eq(students.campusId, Number(examClass.campusId)),
              eq(students.programId, Number(examClass.programId)),
              eq(students.batchId, Number(examClass.batchId)),
              eq(students.yearOrSemester, Number(examClass.yearOrSemester)),
              eq(students.status, 'active'),
              isNull(students.deletedAt),
              notInArray(students.id, registered),
            ),
          )
          .orderBy(asc(students.campusRollNo), asc(students.firstName), asc(students.id));
        const attendance = await attendanceOf(
          tx,
          examClass,
          newcomers.map((student) => student.id),
          minimum(),
        );
        for (const student of newcomers) {
          await tx.insert(examCandidates).values({
            campusId: examClass.campusId,
            universityId: examClass.universityId,
            examId,
            examClassId: examClass.id,
            studentId: student.id,
            symbolNo: await nextSymbolNo(tx, examId),
            studentName: studentName(student),
            registrationNo: student.registrationNo ?? null,
            ...attendance.get(student.id),
            verifyToken: newVerificationToken(),
            createdBy: scope.userId,
            updatedBy: scope.userId,
          });
        }
        await tx.insert(auditLog).values({
          userId: scope.userId,
          action: 'registerClass',
          entity: 'ExamClass',
          entityId: String(examClass.id),
          detail: { examId, registered: newcomers.length },
        });
        return newcomers.length;
      });
      return { count: added };
    },
  );

  app.post(
    EXAM_PATHS.refreshAttendance.route,
    {
      config: { auth: { permission: 'exam:edit' } },
      schema: {
        tags,
        security,
        summary:
          "Takes the class's candidates' attendance % and flag again from recorded attendance",
        params: resourceIdParams,
        response: { 200: z.object({ count: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const scope = request.scope();
      const examClass = await writableClass(scope, request.params.id);
      const candidates = await db
        .select({ id: examCandidates.id, studentId: examCandidates.studentId })
        .from(examCandidates)
        .where(and(eq(examCandidates.examClassId, examClass.id), isNull(examCandidates.deletedAt)));
      const attendance = await attendanceOf(
        db,
        examClass,
        candidates.map((candidate) => Number(candidate.studentId)),
        minimum(),
      );
      await db.transaction(async (tx) => {
        for (const candidate of candidates) {
          await tx
            .update(examCandidates)
            .set({
              ...attendance.get(Number(candidate.studentId)),
              updatedAt: new Date(),
              updatedBy: scope.userId,
            })
            .where(eq(examCandidates.id, candidate.id));
        }
      });
      return { count: candidates.length };
    },
  );
}

/**
 * The subjects a class of an exam sits: its program's subjects of its year (annual programs) or
 * semester (semester programs). The routine's subject list offers these, and the routine refuses
 * any other, by this one condition.
 */
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { EXAM_PATHS, apiErrorSchema } from '@hemis/shared-contracts';
import { examClasses, subjects } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { resourceIdParams } from '../../lib/resource/register';
import { readCondition, resolveScope } from '../../lib/resource/scope';
import type { ZodApp } from '../../lib/resource/types';
import { classOf, type ExamClassOf } from './lookups';
import { security } from '../../lib/route-kit';

/** The live subjects of the class's program and year or semester. */
export function subjectsOfClass(
  examClass: Pick<ExamClassOf, 'programId' | 'programType' | 'yearOrSemester'>,
): SQL | undefined {
  const period = examClass.programType === 'semester' ? subjects.semester : subjects.year;
  return and(
    eq(subjects.programId, examClass.programId ?? -1),
    eq(period, examClass.yearOrSemester ?? -1),
    isNull(subjects.deletedAt),
  );
}

const classSubjectSchema = z.object({
  id: z.number().int(),
  subjectName: z.string().nullable(),
  code: z.string().nullable(),
});

export function registerClassSubjects(app: ZodApp): void {
  const { db } = app;
  app.get(
    EXAM_PATHS.classSubjects.route,
    {
      config: { auth: { permission: 'exam:view' } },
      schema: {
        tags: ['exam'],
        security,
        summary: "The subjects a class of an exam sits (its program's year or semester)",
        params: resourceIdParams,
        response: {
          200: z.array(classSubjectSchema),
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const scope = await resolveScope(db, request.scope());
      const [visible] = await db
        .select({ id: examClasses.id })
        .from(examClasses)
        .where(
          and(
            eq(examClasses.id, request.params.id),
            isNull(examClasses.deletedAt),
            readCondition(
              'campusKept',
              { campusId: examClasses.campusId, universityId: examClasses.universityId },
              scope,
            ),
          ),
        )
        .limit(1);
      const examClass = visible ? await classOf(db, visible.id) : null;
      if (!examClass) throw notFound('Exam class not found.');
      return db
        .select({ id: subjects.id, subjectName: subjects.subjectName, code: subjects.code })
        .from(subjects)
        .where(subjectsOfClass(examClass))
        .orderBy(asc(subjects.code), asc(subjects.id));
    },
  );
}

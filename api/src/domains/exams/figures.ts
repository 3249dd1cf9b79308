/**
 * The exam home's figures (navigation.json `"figures"`): the exams of this fiscal year, their
 * candidates (and how many are short of attendance), and the routine entries still to sit, as
 * the caller's scope reads them (a campus its own, a university its campuses', the commission all).
 */
import { and, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  SECTION_FIGURE_PATHS,
  apiErrorSchema,
  examCandidateContract,
  examContract,
  examRoutineContract,
  nepalToday,
  sectionFiguresSchema,
  type SectionFigures,
} from '@hemis/shared-contracts';
import { examCandidates, examRoutines, exams } from '../../db/schema';
import { countVisible, figure, type CountedTable } from '../../lib/resource/figures';
import { resolveScope } from '../../lib/resource/scope';
import type { ZodApp } from '../../lib/resource/types';
import { fiscalYearOn } from '../accounts/vouchers';
import { security } from '../../lib/route-kit';

const counted = (
  table: typeof exams | typeof examCandidates | typeof examRoutines,
  contract: CountedTable['contract'],
): CountedTable => ({
  table,
  contract,
  columns: {
    deletedAt: table.deletedAt,
    campusId: table.campusId,
    universityId: table.universityId,
  },
});

const EXAMS = counted(exams, examContract);
const CANDIDATES = counted(examCandidates, examCandidateContract);
const ROUTINES = counted(examRoutines, examRoutineContract);

export function registerExamFigures(app: ZodApp): void {
  app.get(
    SECTION_FIGURE_PATHS.exam,
    {
      config: { auth: { permission: 'exam:view' } },
      schema: {
        tags: [examContract.module],
        security,
        summary:
          "The exam home's figures: exams this fiscal year, their candidates (short of attendance too), routine entries to come",
        response: { 200: sectionFiguresSchema, 403: apiErrorSchema },
      },
    },
    async (request): Promise<SectionFigures> => {
      const scope = await resolveScope(app.db, request.scope());
      const today = nepalToday();
      const year = await fiscalYearOn(app.db, today);
      // No fiscal year holds today (the setup lacks it): nothing counts as "this year".
      const ofYear = app.db
        .select({ id: exams.id })
        .from(exams)
        .where(and(eq(exams.fiscalYearId, year?.id ?? -1), isNull(exams.deletedAt)));
      const candidatesOf = (extra?: SQL) =>
        countVisible(app.db, CANDIDATES, scope, and(inArray(examCandidates.examId, ofYear), extra));
      const [examCount, candidates, short, upcoming] = await Promise.all([
        countVisible(app.db, EXAMS, scope, eq(exams.fiscalYearId, year?.id ?? -1)),
        candidatesOf(),
        candidatesOf(eq(examCandidates.attendanceFlag, 'short')),
        countVisible(app.db, ROUTINES, scope, gte(examRoutines.examDate, today)),
      ]);
      const yearLabel = year?.label ?? 'this fiscal year';
      return {
        figures: [
          figure('exams', `Exams in ${yearLabel}`, examCount),
          figure('candidates', `Candidates in ${yearLabel}`, candidates),
          figure('shortAttendance', 'Candidates short of attendance', short),
          figure('upcoming', 'Routine entries to come', upcoming),
        ],
      };
    },
  );
}

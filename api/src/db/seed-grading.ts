/**
 * The demo grading schemes, each as its owner publishes it, and the marks setup of the demo
 * subjects (so marks entry and results have full and pass marks and credit hours to work with).
 *
 * - The commission's national defaults (every level): divisions of annual programs at 40% and
 *   4.0 letter grades of semester programs, the lowest passing grade C.
 * - Tribhuvan University's own, for its Bachelor and Master levels: annual programs in divisions
 *   (Distinction 80%, First 60%, Second 45%, Third 35%) and the semester programs' 4.0 grades of
 *   its 2074/75 semester bylaws (A 90%, A- 80%, B+ 70%, B 60%, B- 50% the lowest pass, F).
 * Kathmandu University has no levels in the demo set, so no scheme of its own yet.
 */
import { inArray, isNull } from 'drizzle-orm';
import type { GradeBand, GradingRules } from '@hemis/shared-contracts';
import type { Database } from './client';
import { gradingSchemes, levels, programs, subjects } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const band = (
  label: string,
  minPercentage: number,
  maxPercentage: number,
  gradePoint?: number,
): GradeBand =>
  gradePoint === undefined
    ? { label, minPercentage, maxPercentage }
    : { label, minPercentage, maxPercentage, gradePoint };

export const NATIONAL_DIVISIONS: GradingRules = {
  kind: 'division',
  passPercentage: 40,
  bands: [
    band('Distinction', 80, 100),
    band('First Division', 60, 79.99),
    band('Second Division', 45, 59.99),
    band('Third Division', 40, 44.99),
    band('Fail', 0, 39.99),
  ],
};

export const NATIONAL_GRADES: GradingRules = {
  kind: 'gpa',
  passPercentage: 45,
  bands: [
    band('A', 90, 100, 4),
    band('A-', 80, 89.99, 3.7),
    band('B+', 70, 79.99, 3.3),
    band('B', 60, 69.99, 3),
    band('B-', 55, 59.99, 2.7),
    band('C+', 50, 54.99, 2.3),
    band('C', 45, 49.99, 2),
    band('F', 0, 44.99, 0),
  ],
};

export const TU_DIVISIONS: GradingRules = {
  kind: 'division',
  passPercentage: 35,
  bands: [
    band('Distinction', 80, 100),
    band('First Division', 60, 79.99),
    band('Second Division', 45, 59.99),
    band('Third Division', 35, 44.99),
    band('Fail', 0, 34.99),
  ],
};

export const TU_SEMESTER_GRADES: GradingRules = {
  kind: 'gpa',
  passPercentage: 50,
  bands: [
    band('A', 90, 100, 4),
    band('A-', 80, 89.99, 3.7),
    band('B+', 70, 79.99, 3.3),
    band('B', 60, 69.99, 3),
    band('B-', 50, 59.99, 2.7),
    band('F', 0, 49.99, 0),
  ],
};

const TU_LEVELS = ['Bachelor', 'Master'];

const schemeRow = (
  rules: GradingRules,
  levelId: number,
  universityId: number | null,
  remarks: string,
) => ({
  universityId,
  campusId: null,
  levelId,
  kind: rules.kind,
  passPercentage: rules.passPercentage,
  bands: JSON.stringify(rules.bands),
  remarks,
});

export async function seedGradingDemo(tx: Tx, tu: number): Promise<void> {
  const levelRows = await tx
    .select({ id: levels.id, name: levels.levelName })
    .from(levels)
    .where(isNull(levels.campusId));
  const rows = levelRows.flatMap(({ id, name }) => [
    schemeRow(NATIONAL_DIVISIONS, id, null, 'National default of the commission'),
    schemeRow(NATIONAL_GRADES, id, null, 'National default of the commission'),
    ...(name !== null && TU_LEVELS.includes(name)
      ? [
          schemeRow(TU_DIVISIONS, id, tu, 'Annual programs of Tribhuvan University'),
          schemeRow(
            TU_SEMESTER_GRADES,
            id,
            tu,
            'Semester system bylaws of Tribhuvan University (2074/75)',
          ),
        ]
      : []),
  ]);
  if (rows.length > 0) await tx.insert(gradingSchemes).values(rows);

  // Annual programs' papers: 100 full marks, 35 to pass (TU's annual pass mark). Semester
  // programs' courses: 3 credit hours, 100 full marks, 50 to pass (grade B-).
  const programRows = await tx
    .select({ id: programs.id, type: programs.programType })
    .from(programs);
  for (const type of ['annual', 'semester'] as const) {
    const ids = programRows.filter((program) => program.type === type).map((program) => program.id);
    if (ids.length === 0) continue;
    await tx
      .update(subjects)
      .set(
        type === 'annual'
          ? { theoryFullMarks: 100, theoryPassMarks: 35 }
          : { creditHours: 3, theoryFullMarks: 100, theoryPassMarks: 50 },
      )
      .where(inArray(subjects.programId, ids));
  }
}

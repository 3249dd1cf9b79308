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
import { PERCENTAGE_STEP, type GradeBand, type GradingRules } from '@hemis/shared-contracts';
import type { Database } from './client';
import { gradingSchemes, levels, programs, subjects } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A scheme's bands from the top down, each `[label, lowest percentage, grade point]`: the first
 * reaches 100% and each other ends one step below where the band above it starts.
 */
const bandsFrom = (
  ...steps: readonly (readonly [label: string, minPercentage: number, gradePoint?: number])[]
): GradeBand[] =>
  steps.map(([label, minPercentage, gradePoint], index) => {
    const above = steps[index - 1];
    const maxPercentage = above ? above[1] - PERCENTAGE_STEP : 100;
    return gradePoint === undefined
      ? { label, minPercentage, maxPercentage }
      : { label, minPercentage, maxPercentage, gradePoint };
  });

/** Annual programs' divisions: the owners publish the same bands but for the pass mark. */
const divisions = (passPercentage: number): GradingRules => ({
  kind: 'division',
  passPercentage,
  bands: bandsFrom(
    ['Distinction', 80],
    ['First Division', 60],
    ['Second Division', 45],
    ['Third Division', passPercentage],
    ['Fail', 0],
  ),
});

export const NATIONAL_DIVISIONS = divisions(40);

export const NATIONAL_GRADES: GradingRules = {
  kind: 'gpa',
  passPercentage: 45,
  bands: bandsFrom(
    ['A', 90, 4],
    ['A-', 80, 3.7],
    ['B+', 70, 3.3],
    ['B', 60, 3],
    ['B-', 55, 2.7],
    ['C+', 50, 2.3],
    ['C', 45, 2],
    ['F', 0, 0],
  ),
};

export const TU_DIVISIONS = divisions(35);

export const TU_SEMESTER_GRADES: GradingRules = {
  kind: 'gpa',
  passPercentage: 50,
  bands: bandsFrom(
    ['A', 90, 4],
    ['A-', 80, 3.7],
    ['B+', 70, 3.3],
    ['B', 60, 3],
    ['B-', 50, 2.7],
    ['F', 0, 0],
  ),
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

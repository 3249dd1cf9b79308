/** The checks of a marks grid's rows before anything is written (pure). */
import {
  MARKS_MESSAGES,
  MARK_PARTS,
  absentKey,
  markProblem,
  type MarksRowInput,
} from '@hemis/shared-contracts';
import type { RoutineEntry } from './marks-entries';

/**
 * Field messages of a grid's rows (`rows.3.theory`): candidates not of the class (when
 * `candidates` is known) or given twice, marks the subject cannot have, a mark beside Absent.
 * Empty when the grid may be saved.
 */
export function gridProblems(
  entry: RoutineEntry,
  candidates: ReadonlySet<number> | null,
  rows: readonly MarksRowInput[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    if ((candidates && !candidates.has(row.candidateId)) || seen.has(row.candidateId)) {
      problems[`rows.${index}.candidateId`] = MARKS_MESSAGES.notCandidate;
    }
    seen.add(row.candidateId);
    for (const part of MARK_PARTS) {
      const full = part === 'theory' ? entry.theoryFullMarks : entry.practicalFullMarks;
      const value = row[part];
      const absent = row[absentKey(part)];
      const problem =
        absent && !full ? MARKS_MESSAGES.notExamined : absent ? null : markProblem(value, full);
      if (problem) problems[`rows.${index}.${part}`] = problem;
    }
  });
  return problems;
}

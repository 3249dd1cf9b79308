import { examClassContract } from '@hemis/shared-contracts';
import type { FieldOverride } from '@hemis/shared-ui';

/** The class field of a routine entry or a candidate: only the classes of the chosen exam. */
export const classesOfExam = (examId: number): FieldOverride => ({
  optionsPath: `${examClassContract.path}?examId=${examId}&pageSize=100`,
});

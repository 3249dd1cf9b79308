/** The words of the grading scheme screen. */
export const BANDS_TEXTS = {
  grade: 'Grade',
  division: 'Division',
  label: 'Grade or division',
  minPercentage: 'From %',
  maxPercentage: 'To %',
  gradePoint: 'Grade Point',
  remove: 'Remove',
  add: 'Add band',
  empty: 'No bands yet',
  hint: 'Highest band first, from 100% down to 0%; each band ends 0.01% below where the one above starts. The pass percentage is where the lowest passing band starts.',
  summary: 'Bands',
} as const;

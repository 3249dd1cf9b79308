export const PASS_RATE_TEXTS = {
  scheduleDescription:
    'Record each board exam the university held for a program’s year or semester in a fiscal ' +
    'year. Choose "Counts by gender" to type the appeared and passed figures, or "Per student" ' +
    'to record each student: the counts then follow their entries.',
  appearedDescription:
    'Appeared and passed counts of each sitting, with its pass rate. Edit a counts sitting to ' +
    'enter its figures; a per-student sitting’s counts come from its students.',
  appearDescription:
    'Record a student of the sitting’s program with a symbol number, as appeared or absent.',
  resultDescription: 'Enter each student’s result once the university publishes it.',
  homeTitle: 'Pass Rate',
  byProgram: (year: string) => `Pass rate by program, ${year}`,
  noYear: 'No fiscal year covers today.',
  trend: 'Pass rate over the last five fiscal years',
  group: 'Group',
  appeared: 'Appeared',
  passed: 'Passed',
  passRate: 'Pass Rate (%)',
  loadFailed: 'The pass rates could not be loaded.',
} as const;

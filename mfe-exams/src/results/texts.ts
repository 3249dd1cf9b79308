/** The results screens' words. */
export const RESULT_TEXTS = {
  title: 'Results',
  exam: 'Exam',
  state: 'State',
  marks: 'Marks entered',
  compute: 'Compute results',
  recompute: 'Compute again',
  computeFailed: 'The results could not be computed',
  publishFailed: 'The results could not be published',
  publish: 'Publish',
  publishConfirm:
    'Publish the results? Students then see them, and marks can only be corrected by an amendment.',
  sheets: 'Tabulation sheets',
  sheetTitle: 'Marks List',
  export: 'Export .xlsx',
  total: 'Total',
  percentage: 'Percentage',
  sgpa: 'SGPA',
  cgpa: 'CGPA',
  division: 'Division',
  result: 'Result',
  rank: 'Rank',
  marksheet: 'Marksheet',
  absent: 'AB',
  notComputed: 'Results of this exam are not computed yet',
  marksheetTitle: 'Marksheet',
  marksheetPreview: 'Marksheet preview',
  marksheetLoading: 'Preparing the marksheet…',
  marksheetFailed: 'The marksheet could not be made',
} as const;

export const resultLinks = {
  sheet: (examClassId: number) => `/exam-management/marks-list/${examClassId}`,
  marksheet: (candidateId: number) => `/exam-management/view-result/${candidateId}`,
};

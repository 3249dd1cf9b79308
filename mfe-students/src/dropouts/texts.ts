export const dropoutLinks = {
  list: '/dropout-management/dropout-list',
  letters: (studentId: number) => `/dropout-management/recommendation-letter/${studentId}`,
};

export const DROPOUT_TEXTS = {
  listTitle: 'Dropout List',
  listDescription:
    'Record a student who has dropped out: the student’s status becomes dropped out. A wrong ' +
    'entry is undone by deleting it, and the student is active again.',
  letters: 'Letters',
  lettersTitle: 'Recommendation and Transfer Letters',
  lettersDescription:
    'Issue a letter of recommendation or transfer for this student. Each letter is numbered in ' +
    'the campus’s series of the fiscal year and carries a QR code that opens its public ' +
    'verification page. A letter is never edited: withdraw a wrong one and issue another.',
  student: 'Student',
  dropout: 'Dropped out',
  notDroppedOut: 'No dropout is recorded for this student.',
  studentNotFound: 'No such student, or not one of your campus.',
  print: 'Print',
  preview: 'Letter preview',
  loadingPdf: 'Preparing the letter…',
  pdfFailed: 'The letter PDF could not be made.',
  withdrawConfirm: 'Withdraw this letter? Its verification page will say it was withdrawn.',
  withdrawFailed: 'Error withdrawing the letter',
};

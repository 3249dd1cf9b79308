import { studentsTexts } from '../i18n/texts';

/** Where the character certificate screens are (the routes of ./routes.tsx). */
export const characterLinks = {
  applications: '/character-application',
  certificate: (id: number) => `/character-certificate/${id}`,
  oldForm: (id: number | 'new') => `/character-certificate-old/${id}`,
};

export const CHARACTER_TEXTS = {
  title: 'Character Certificates',
  applyTitle: 'Apply for a character certificate',
  applyNote:
    'The campus checks your application and issues the certificate; once issued, you can print it here.',
  onBehalfTitle: 'Apply on behalf of a student',
  student: 'Student',
  purpose: 'Purpose',
  purposeHint: 'e.g. Higher studies, job application, visa',
  apply: 'Apply',
  applyFailed: 'The application could not be sent',
  oldFormat: 'Old-format certificate',
  oldFormatNote: 'For someone who left before their records were kept here: type their details.',
  mine: 'My applications',
  none: 'No applications yet.',
  appliedOn: 'Applied on',
  open: 'Open',
  download: 'Download PDF',
  approve: 'Approve',
  approveQuestion: (name: string) =>
    studentsTexts.translate(
      'Issue the character certificate of {{name}}? It takes the next number of the fiscal year.',
      { name },
    ),
  approveFailed: 'The certificate could not be issued',
  reject: 'Reject',
  rejectTitle: 'Reject the application',
  rejectReason: 'Reason',
  rejectFailed: 'The application could not be rejected',
  reissue: 'Reissue',
  reissueTitle: 'Reissue the certificate',
  reissueNote:
    'A new certificate with a new number and verification code is issued with the same details; this one is marked replaced.',
  reissueFailed: 'The certificate could not be reissued',
  keep: 'Keep',
  edit: 'Edit details',
  details: 'Character Certificate',
  verification: 'Verification',
  verificationPage: 'Open the verification page',
  replaces: 'Replaces certificate',
  replacedBy: 'Replaced by certificate',
  notFound: 'Character certificate not found.',
  preview: 'Certificate preview',
  loadingPdf: 'Preparing the certificate…',
  pdfFailed: 'The certificate PDF could not be made.',
  oldTitle: 'Character Certificate (old format)',
  oldNew: 'New old-format certificate',
  oldSaved: 'Saved: the certificate waits for approval.',
  back: 'Back to the applications',
} as const;

import { GRADUATION_PATHS, GRADUATION_MESSAGES } from '@hemis/shared-contracts';
import type { RowAction, ResourceRow } from '@hemis/shared-ui';
import { apiClient } from '@hemis/shared-auth';
import { studentsTexts } from '../i18n/texts';

const g = (segment: string) => `/graduation-management/${segment}`;

export const graduationLinks = {
  studentList: g('student-list'),
  form: (studentId: number) => g(`graduation-form/${studentId}`),
  receipt: (receiptId: number) => g(`receipt-details/${receiptId}`),
  list: g('graduation-list'),
};

export const GRADUATION_TEXTS = {
  setupTitle: 'Graduation Table Setup',
  setupDescription:
    'What the graduation form of each level requires: the result (a division for annual ' +
    'programs, a CGPA for semester ones, or either), a thesis, the graduation fee receipt. A ' +
    'campus’s own rule of a level is followed before its university’s and the national one.',
  studentsTitle: 'Students Eligible for Graduation',
  studentsDescription:
    'Active students the upgrade marked eligible (they passed their final year or semester). ' +
    'Open a student’s graduation form to fill it in.',
  openForm: 'Graduation Form',
  formTitle: 'Graduation Form',
  formsTitle: 'Graduation Forms',
  formsDescription:
    'The campus’s graduation forms, those waiting for approval first. Approving a form ' +
    'graduates the student; an approved form can no longer be changed.',
  listTitle: 'Graduation List',
  requirements: 'This level requires',
  noSetup: GRADUATION_MESSAGES.noSetup,
  result: 'Result',
  thesis: 'Thesis',
  receipt: 'Graduation fee receipt',
  required: 'Required',
  notRequired: 'Not required',
  approve: 'Approve',
  approveConfirm: (row: ResourceRow) =>
    studentsTexts.translate(
      'Approve the graduation of {{name}}? The student becomes graduated and the form can no longer be changed.',
      {
        name:
          typeof row.studentName === 'string' && row.studentName
            ? row.studentName
            : studentsTexts.translate('this student'),
      },
    ),
  approveFailed: 'Error approving the graduation',
  approvedOn: 'Approved on',
  approvedBy: 'Approved by',
  approvedNote: 'This graduation is approved: the form is read only.',
  receiptLink: 'Receipt',
  notEligible:
    'This student is not eligible for graduation: only students the upgrade marked eligible can graduate.',
};

/** Approve, in a graduation form's row: for users with graduation:approve, on pending forms. */
export const approveAction: RowAction = {
  label: GRADUATION_TEXTS.approve,
  permission: 'approve',
  visible: (row) => row.status === 'pending',
  confirm: GRADUATION_TEXTS.approveConfirm,
  run: (row) => apiClient.post(GRADUATION_PATHS.approve(row.id)),
  success: () => studentsTexts.translate(GRADUATION_MESSAGES.approved),
  failure: GRADUATION_TEXTS.approveFailed,
};

/** Only pending forms are edited or deleted (the API refuses approved ones). */
export const isPending = (row: ResourceRow) => row.status !== 'approved';

import {
  CAMPUS_TYPE_CHOICES,
  RETURN_STATUSES,
  type ReturnForm,
  type ReturnStatus,
} from '@hemis/shared-contracts';
import { type Translate, inEnglish } from '@hemis/shared-ui';

/**
 * The statistical return's screens' own words (the API's messages come with its answers). A text
 * with values is a function taking the screen's translate function (English without one).
 */
export const RETURN_TEXTS = {
  titles: {
    full: 'Statistical Report',
    prabhat: 'Prabhat Report',
  } satisfies Record<ReturnForm, string>,
  form: 'Form',
  campusIntro:
    'Your campus’s annual return to the commission, filled from the records you keep. Correct a ' +
    'figure the records do not hold (with a reason), explain each warning, and submit. Then ' +
    'print it, have it signed and stamped, and upload the signed copy.',
  overviewIntro:
    'Every campus’s return of the fiscal year with its status; open one to endorse, accept or ' +
    'return it with a comment.',
  fiscalYear: 'Fiscal Year',
  status: 'Status',
  number: 'Submission',
  deadline: 'Deadline',
  noDeadline: 'No deadline set',
  source: 'Source',
  emptySection: 'No figures in the records',
  loadFailed: 'The return could not be loaded.',
  save: 'Save Draft',
  submit: 'Submit Return',
  saved: 'The draft was saved.',
  submitted: 'The return was submitted.',
  pdf: 'Print (PDF)',
  pdfFailed: 'The PDF could not be made. Please try again.',
  upload: 'Upload Signed Return (PDF)',
  uploaded: 'The signed return was uploaded.',
  signedKept: 'The signed return is uploaded.',
  endorse: 'Endorse',
  accept: 'Accept',
  sendBack: 'Return to Campus',
  decisionComment: 'Comment',
  commentNeeded: 'Say why the return goes back.',
  decided: 'Done.',
  correct: 'Correct',
  correction: 'Corrected figure',
  reason: 'Reason',
  computed: (value: number | null, t: Translate = inEnglish) =>
    t('Computed from the records: {{value}}', { value: value ?? '–' }),
  findings: 'Checks',
  noFindings: 'Every check passes.',
  comment: 'Your explanation',
  contacts: 'Contact persons',
  contactName: 'Name',
  contactPost: 'Post',
  contactPhone: 'Phone',
  contactEmail: 'E-mail',
  addContact: 'Add contact person',
  researchCell: 'Does the campus have a research management cell?',
  yes: 'Yes',
  no: 'No',
  history: 'History',
  noHistory: 'Not submitted yet.',
  campuses: 'Campuses',
  campus: 'Campus',
  university: 'University',
  province: 'Province',
  campusType: 'Campus type',
  submittedAt: 'Submitted',
  warningsExplained: 'Warnings explained',
  open: 'Open',
  search: 'Search campus',
  completenessByUniversity: 'Completeness by university',
  completenessByProvince: 'Completeness by province',
  done: 'Submitted or later',
  totals: 'National totals (accepted returns)',
  totalsIntro: (accepted: number, campuses: number, t: Translate = inEnglish) =>
    t('{{accepted}} of {{campuses}} campuses’ returns accepted.', { accepted, campuses }),
  exportXlsx: 'Export (.xlsx)',
  exportPdf: 'Annual Report (PDF)',
  rules: 'Validation rules',
  ruleLevel: 'Level',
  ruleMessage: 'Message',
  ruleThreshold: 'Figure (%)',
  ruleActive: 'Active',
  ruleSaved: 'The rule was saved.',
  cycle: 'Cycle of the year',
  setDeadline: 'Save Deadline',
  deadlineSaved: 'The deadline was saved.',
  reminders: 'Send Due Reminders',
  remindersSent: (sent: number, t: Translate = inEnglish) =>
    t('{{sent}} reminder(s) sent.', { sent }),
  publish: 'Publish the Year as Open Data',
  published: (at: string, t: Translate = inEnglish) =>
    t('Published {{date}}', { date: at.slice(0, 10) }),
  publishDone: 'The year is published.',
  openData: 'Open data',
  // Object.fromEntries is typed with string keys; the entries name every status.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries keys are typed string
  statuses: Object.fromEntries(RETURN_STATUSES.map((s) => [s.value, s.label])) as Record<
    ReturnStatus,
    string
  >,
} as const;

export const STATUS_COLOURS: Record<ReturnStatus, string> = {
  notStarted: 'default',
  draft: 'processing',
  submitted: 'blue',
  endorsed: 'cyan',
  returned: 'orange',
  accepted: 'green',
};

/** A campus type ('constituent') as its option label reads (a text: translate it). */
export const campusTypeLabel = (value: string) =>
  CAMPUS_TYPE_CHOICES.find((choice) => choice.value === value)?.label ?? value;

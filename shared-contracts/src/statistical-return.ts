/**
 * The annual statistical return (issue: campuses submit, universities endorse, the commission
 * accepts and publishes): one return per campus, fiscal year and form (the full form, or the
 * short "prabhat" form), filled from the data the campus keeps. Its figures are tables of cells
 * addressed `table/row/column`; a clerk's correction keeps the computed figure beside it.
 */
import { z } from 'zod';
import { textInput } from './text';
import { idValue, recordId } from './ids';
import { choices, type ChoiceValue } from './resource';

export { OPEN_DATA_PAGE_PATH, OPEN_DATA_PATHS, RETURN_PATHS } from './report-paths';

export const RETURN_FORMS = choices({
  full: 'Statistical Report',
  prabhat: 'Prabhat (short return)',
});
export type ReturnForm = ChoiceValue<typeof RETURN_FORMS>;
const FORM_VALUES = RETURN_FORMS.map((form) => form.value);

export const RETURN_STATUSES = choices({
  notStarted: 'Not started',
  draft: 'Draft',
  submitted: 'Submitted',
  endorsed: 'Endorsed',
  returned: 'Returned',
  accepted: 'Accepted',
});
export type ReturnStatus = ChoiceValue<typeof RETURN_STATUSES>;
/** The statuses in their order (RETURN_STATUSES' values, as a tuple for schemas). */
export const RETURN_STATUS_VALUES = RETURN_STATUSES.map((status) => status.value);

/** What the campus may still change: a return not yet submitted, or one returned to it. */
export const RETURN_EDITABLE: readonly ReturnStatus[] = ['notStarted', 'draft', 'returned'];

export const RETURN_ACTIONS = choices({
  saved: 'Draft saved',
  submitted: 'Submitted',
  endorsed: 'Endorsed by the university',
  returned: 'Returned',
  accepted: 'Accepted by the commission',
  signedUploaded: 'Signed return uploaded',
});
export type ReturnAction = ChoiceValue<typeof RETURN_ACTIONS>;

/** The sections of the form, in its order; `forms`: the forms that hold each. */
export const RETURN_SECTIONS = [
  {
    key: 'enrolmentAnnual',
    title: '1A. Enrolment in annual programs',
    source: 'Students on the roll in the fiscal year (Student Management), by program and year',
    forms: ['full', 'prabhat'],
  },
  {
    key: 'enrolmentSemester',
    title: '1B. Enrolment in semester programs',
    source: 'Students on the roll in the fiscal year (Student Management), by program and semester',
    forms: ['full', 'prabhat'],
  },
  {
    key: 'examStatus',
    title: '2. Examination status of the last fiscal year (regular students)',
    source: 'Board exam sittings of the last fiscal year (Pass Rate), and its graduations',
    forms: ['full', 'prabhat'],
  },
  {
    key: 'staff',
    title: '3. Teaching and Non-Teaching staff',
    source: 'Working employees (Employee Management), by post, joining type and gender',
    forms: ['full', 'prabhat'],
  },
  {
    key: 'research',
    title: '4. Research, publications and fellowships of the last fiscal year',
    source: 'Research records of the last fiscal year (/research)',
    forms: ['full'],
  },
  {
    key: 'infrastructure',
    title: '5. Physical infrastructure',
    source: 'Land, buildings, labs, hostels, facilities and equipment (Infrastructure)',
    forms: ['full'],
  },
  {
    key: 'finance',
    title: '6. Actual income and expenditure of the last fiscal year',
    source: 'Income and expenditure entries of the last fiscal year (Public Finance), by head',
    forms: ['full'],
  },
  {
    key: 'contacts',
    title: '7. Contact persons',
    source: 'Entered on this return',
    forms: ['full', 'prabhat'],
  },
] as const satisfies readonly {
  key: string;
  title: string;
  source: string;
  forms: readonly ReturnForm[];
}[];
export type ReturnSectionKey = (typeof RETURN_SECTIONS)[number]['key'];

export const sectionsOfForm = (form: ReturnForm) =>
  RETURN_SECTIONS.filter((section) =>
    section.forms.some((sectionForm: ReturnForm) => sectionForm === form),
  );

export const RETURN_MESSAGES = {
  fiscalYear: 'Choose an existing fiscal year.',
  campus: 'Choose a campus in your reach.',
  notOpen: 'Returns of this fiscal year are not open: the commission has published it.',
  notEditable: 'This return has been submitted: it can be changed only once it is returned.',
  blocked: 'The return has errors to correct before it can be submitted.',
  unexplained: 'Explain each warning before submitting.',
  notSubmitted: 'Only a submitted return can be endorsed.',
  notEndorsable: 'Only a submitted return can be endorsed or returned by the university.',
  notAcceptable: 'Only a submitted or endorsed return can be accepted or returned.',
  commentRequired: 'Say why the return goes back (a comment).',
  reasonRequired: 'Give the reason for the corrected figure.',
  unknownCell: 'No such figure on the form.',
  notFound: 'No such return.',
  submitted: 'The return was submitted.',
  saved: 'The draft was saved.',
  contacts: 'At most three contact persons.',
  deadline: 'The deadline must be a date (YYYY-MM-DD).',
  noAccepted: 'No accepted return of this fiscal year yet.',
  alreadyPublished: 'This fiscal year is already published.',
  notPublished: 'This fiscal year has not been published.',
  unknownTable: 'No such open-data table.',
  signedExists: 'The campus already has a signed return for this fiscal year',
  signedNeedsSubmission: 'Submit the return before uploading its signed copy.',
} as const;

/** One figure of the form: computed from the data, and the clerk's correction if any. */
export const returnCellSchema = z.object({
  computed: z.number().nullable(),
  value: z.number().nullable(),
  corrected: z.boolean(),
});
export type ReturnCell = z.output<typeof returnCellSchema>;

export const returnColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** The column's group heading (e.g. "1st year", "Permanent"). */
  group: z.string().optional(),
});

export const returnRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** The heading the row is listed under (a level, a kind of staff). */
  group: z.string().optional(),
  cells: z.record(z.string(), returnCellSchema),
});
export type ReturnRow = z.output<typeof returnRowSchema>;

export const returnTableSchema = z.object({
  key: z.string(),
  title: z.string(),
  columns: z.array(returnColumnSchema),
  rows: z.array(returnRowSchema),
});
export type ReturnTable = z.output<typeof returnTableSchema>;

export const returnSectionSchema = z.object({
  key: z.enum(RETURN_SECTIONS.map((section) => section.key)),
  title: z.string(),
  source: z.string(),
  tables: z.array(returnTableSchema),
  /** Whether the section holds no figure at all (a rule asks why). */
  empty: z.boolean(),
});
export type ReturnSection = z.output<typeof returnSectionSchema>;

export const returnFindingSchema = z.object({
  rule: z.string(),
  level: z.enum(['error', 'warning']),
  message: z.string(),
  /** What the finding is about (a cell, a row, a program, a section): what a comment explains. */
  subject: z.string(),
  /** The campus's comment on a warning (none: unexplained). */
  comment: z.string().nullable(),
});
export type ReturnFinding = z.output<typeof returnFindingSchema>;

export const returnCorrectionSchema = z.object({
  address: z.string(),
  value: z.number(),
  computed: z.number().nullable(),
  reason: z.string(),
});

export const returnContactSchema = z.object({
  name: textInput().min(1).max(120),
  post: textInput().max(120).default(''),
  phone: textInput().max(30).default(''),
  email: z.union([z.literal(''), z.email().max(200)]).default(''),
});
export type ReturnContact = z.output<typeof returnContactSchema>;

export const returnHistoryEntrySchema = z.object({
  action: z.enum(RETURN_ACTIONS.map((action) => action.value)),
  status: z.enum(RETURN_STATUS_VALUES),
  by: z.string(),
  at: z.string(),
  comment: z.string().nullable(),
});

export const statisticalReturnSchema = z.object({
  id: z.number().nullable(),
  form: z.enum(FORM_VALUES),
  campusId: z.number(),
  campusName: z.string(),
  universityName: z.string(),
  fiscalYearId: z.number(),
  fiscalYearLabel: z.string(),
  lastFiscalYearLabel: z.string().nullable(),
  status: z.enum(RETURN_STATUS_VALUES),
  /** The submission's number (the campus's series of the year), once submitted. */
  number: z.string().nullable(),
  submittedAt: z.string().nullable(),
  deadline: z.string().nullable(),
  /** Whether the caller may change it now, and what else it may do. */
  editable: z.boolean(),
  actions: z.array(z.enum(['save', 'submit', 'endorse', 'return', 'accept', 'upload'])),
  sections: z.array(returnSectionSchema),
  corrections: z.array(returnCorrectionSchema),
  findings: z.array(returnFindingSchema),
  contacts: z.array(returnContactSchema),
  researchCell: z.boolean().nullable(),
  history: z.array(returnHistoryEntrySchema),
  signedReturnId: z.number().nullable(),
});
export type StatisticalReturn = z.output<typeof statisticalReturnSchema>;

/** A request's form: the full one unless it names the short one. */
export const returnFormField = z.enum(FORM_VALUES).default('full');

export const campusReturnQuerySchema = z.strictObject({
  fiscalYearId: idValue('Fiscal Year'),
  /** A campus in reach (a campus's own users need not name it). */
  campusId: idValue('Campus').optional(),
  form: returnFormField,
});
export type CampusReturnQuery = z.output<typeof campusReturnQuerySchema>;

export const returnDraftSchema = z.strictObject({
  fiscalYearId: idValue('Fiscal Year'),
  campusId: idValue('Campus').optional(),
  form: returnFormField,
  corrections: z
    .array(
      z.strictObject({
        address: z.string().max(200),
        value: z.number().int().min(0).max(10_000_000_000),
        reason: textInput({ multiLine: true }).max(500).default(''),
      }),
    )
    .max(2000)
    .default([]),
  /** Comments on warnings, by the finding's subject. */
  comments: z
    .array(
      z.strictObject({
        subject: z.string().max(200),
        comment: textInput({ multiLine: true }).max(1000),
      }),
    )
    .max(2000)
    .default([]),
  contacts: z.array(returnContactSchema).max(3, { error: RETURN_MESSAGES.contacts }).default([]),
  researchCell: z.boolean().nullable().default(null),
});
export type ReturnDraft = z.output<typeof returnDraftSchema>;

export const returnSubmitSchema = z.strictObject({
  fiscalYearId: idValue('Fiscal Year'),
  campusId: idValue('Campus').optional(),
  form: returnFormField,
});

export const returnDecisionSchema = z.strictObject({
  comment: textInput({ multiLine: true }).max(2000).default(''),
});

export const returnIdParamsSchema = z.strictObject({ id: recordId() });

/**
 * Public finance and budgets: the commission's grants to universities and campuses (University
 * Budget), a campus's income by source and expenditure by head per fiscal year, and the teaching
 * load of its teachers (read by the annual statistical report with the finance figures).
 */
import { z } from 'zod';
import { decimal, defineResourceContract, integer, longText, reference, text } from '../resource';
import {
  campusRef,
  fiscalYearRef,
  programRef,
  requiredChoice,
  requiredText,
  universityRef,
} from './fields';
import { BUDGET_NATURES, INCOME_SOURCES } from './setup';

export const BUDGET_MESSAGES = {
  releasedOverAllocated: 'Released must not exceed the allocated amount',
  spentOverReleased: 'Spent must not exceed the released amount',
  conflict: 'A grant with this purpose already exists for this recipient and fiscal year!',
} as const;

const amount = (label: string, required?: string) =>
  decimal(label, { ...(required ? { required } : {}), min: 0, max: 1e12 });

/**
 * A grant of the commission to a university (its office) or one of its campuses, per fiscal year
 * and budget head (recurrent or capital). The commission writes grants; each recipient reads its
 * own. What was spent is read from the recipient's approved vouchers where it keeps its accounts
 * here (`spent`, `spentFrom: 'vouchers'`), else it is the figure reported (`spentReported`).
 */
export const budgetGrantContract = defineResourceContract({
  name: 'BudgetGrant',
  title: 'Grant',
  module: 'publicFinance',
  ownership: 'allotted',
  updateMethod: 'PATCH',
  unique: ['fiscalYearId', 'purpose'],
  defaultSort: 'purpose',
  fields: {
    fiscalYearId: fiscalYearRef(true),
    // The recipient is set when the grant is made.
    universityId: universityRef(true, true),
    campusId: campusRef(false, true),
    budgetNature: requiredChoice('Budget Head', BUDGET_NATURES),
    purpose: requiredText('Purpose', 150),
    allocated: amount('Allocated (NPR)', 'Allocated amount is required'),
    released: amount('Released (NPR)'),
    spentReported: { ...amount('Spent, as reported (NPR)'), column: false },
    remarks: longText('Remarks'),
  },
  refine: (values, ctx) => {
    const allocated = typeof values.allocated === 'number' ? values.allocated : null;
    const released = typeof values.released === 'number' ? values.released : null;
    if (allocated !== null && released !== null && released > allocated) {
      ctx.addIssue({
        code: 'custom',
        path: ['released'],
        message: BUDGET_MESSAGES.releasedOverAllocated,
      });
    }
    const spent = typeof values.spentReported === 'number' ? values.spentReported : null;
    if (spent !== null && spent > (released ?? 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['spentReported'],
        message: BUDGET_MESSAGES.spentOverReleased,
      });
    }
  },
  messages: { conflict: BUDGET_MESSAGES.conflict },
});

/** Where a grant's or a statement's spending figure comes from. */
export const FIGURE_SOURCES = ['vouchers', 'entries', 'reported'] as const;
export type FigureSource = (typeof FIGURE_SOURCES)[number];
export const FIGURE_SOURCE_LABELS: Record<FigureSource, string> = {
  vouchers: 'Approved vouchers',
  entries: 'Entered directly',
  reported: 'As reported',
};

/** What every grant row carries besides its fields. */
export const budgetGrantExtrasSchema = z.object({
  /** In paisa: exact. */
  spentPaisa: z.number().int().nullable(),
  spentFrom: z.enum(FIGURE_SOURCES).nullable(),
});

// ---- Income and expenditure statement --------------------------------------------------------

export const financeStatementQuerySchema = z.strictObject({
  fiscalYearId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  campusId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  universityId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type FinanceStatementQuery = z.infer<typeof financeStatementQuerySchema>;

const incomeSourceValues = INCOME_SOURCES.map((choice) => choice.value);

/** One head's amount in a campus's (or a scope's) statement, in paisa. */
export const financeStatementLineSchema = z.object({
  headId: z.number().int(),
  headName: z.string(),
  headType: z.enum(['income', 'expense']),
  incomeSource: z.enum(incomeSourceValues).nullable(),
  budgetNature: z.enum(['recurrent', 'capital']).nullable(),
  fromVouchersPaisa: z.number().int(),
  enteredPaisa: z.number().int(),
  amountPaisa: z.number().int(),
});
export type FinanceStatementLine = z.infer<typeof financeStatementLineSchema>;

export const financeStatementSchema = z.object({
  fiscalYearId: z.number().int().nullable(),
  fiscalYear: z.string().nullable(),
  /** Campuses in the statement, and how many of them keep their accounts here. */
  campuses: z.number().int(),
  campusesWithAccounts: z.number().int(),
  lines: z.array(financeStatementLineSchema),
  incomeBySource: z.array(
    z.object({ source: z.string(), label: z.string(), amountPaisa: z.number().int() }),
  ),
  totalIncomePaisa: z.number().int(),
  totalExpenditurePaisa: z.number().int(),
  surplusPaisa: z.number().int(),
});
export type FinanceStatement = z.infer<typeof financeStatementSchema>;

// ---- Teaching load -------------------------------------------------------------------------

/** A post without its own full load: periods per week a full-time teacher teaches. */
export const DEFAULT_FULL_LOAD = 20;

export const TEACHING_LOAD_MESSAGES = {
  notTeacher: 'Choose a teacher of this campus',
  subjectOutsideProgram: 'The subject is not of this program',
  conflict: 'This teacher already teaches this subject to this section in the fiscal year!',
} as const;

/**
 * The classes a teacher teaches in a fiscal year (program, subject and so its year or semester,
 * section) and the periods per week of each; the year or semester is the subject's.
 */
export const teachingLoadContract = defineResourceContract({
  name: 'TeachingLoad',
  title: 'Teaching Load',
  module: 'employee',
  ownership: 'campus',
  updateMethod: 'PATCH',
  unique: ['fiscalYearId', 'employeeId', 'subjectId', 'section'],
  defaultSort: 'periodsPerWeek',
  fields: {
    campusId: campusRef(false, true),
    fiscalYearId: fiscalYearRef(true),
    employeeId: reference('Teacher', 'Teacher', 'fullName', {
      required: 'Teacher is required',
      filter: true,
    }),
    programId: programRef(true),
    subjectId: reference('Subject', 'Subject', 'subjectName', { required: 'Subject is required' }),
    year: integer('Year', { min: 1, max: 6, readOnly: true }),
    semester: integer('Semester', { min: 1, max: 12, readOnly: true }),
    section: text('Section', { max: 10 }),
    periodsPerWeek: integer('Periods per Week', {
      required: 'Periods per week is required',
      min: 1,
      max: 40,
    }),
    remarks: longText('Remarks'),
  },
  messages: { conflict: TEACHING_LOAD_MESSAGES.conflict },
});

/** A teacher a campus may give classes: GET /TeachingLoad/Teachers. */
export const teacherChoiceSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  positionName: z.string().nullable(),
  fullLoad: z.number().int(),
});
export type TeacherChoice = z.infer<typeof teacherChoiceSchema>;

/** GET /TeachingLoad/Summary?fiscalYearId=&campusId=: per teacher, periods against a full load. */
export const teachingLoadSummaryRowSchema = z.object({
  employeeId: z.number().int(),
  teacherName: z.string(),
  campusId: z.number().int().nullable(),
  positionName: z.string().nullable(),
  classes: z.number().int(),
  periodsPerWeek: z.number().int(),
  fullLoad: z.number().int(),
});
export type TeachingLoadSummaryRow = z.infer<typeof teachingLoadSummaryRowSchema>;

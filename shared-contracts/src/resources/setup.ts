/**
 * The other-setup masters (spec section 2, "Other setup"): fiscal years, batches, ethnic groups,
 * employee posts, sections, departments, income/expense heads and entries, holidays, budgets,
 * student age groups and campus-type numbers.
 */
import { z } from 'zod';
import { CAMPUS_TYPES } from '../campus';
import {
  choice,
  choices,
  date,
  decimal,
  defineResourceContract,
  flag,
  inOrder,
  integer,
  longText,
  status,
  text,
  type Choice,
} from '../resource';
import {
  campusRef,
  codeField,
  conflict,
  facultyRef,
  fiscalYearRef,
  headRef,
  remarksAndStatus,
  requiredChoice,
  requiredText,
  shortNameField,
  universityRef,
} from './fields';

/** "2081/82": a Bikram Sambat year and the last two digits of the next one. */
export const FISCAL_YEAR_LABEL = /^(\d{4})\/(\d{2})$/;
export const FISCAL_YEAR_MESSAGES = {
  label: 'Fiscal year must look like 2081/82',
  labelSequence: 'The second year must follow the first (2081/82)',
  endAfterStart: 'End date must be after the start date',
  keepOneActive: 'One fiscal year must stay active: make another one active instead',
  deleteActive: 'The active fiscal year cannot be deleted',
} as const;

const endAfterStart = inOrder('startDate', 'endDate', FISCAL_YEAR_MESSAGES.endAfterStart, {
  strictly: true,
});

export const fiscalYearContract = defineResourceContract({
  name: 'FiscalYear',
  title: 'Fiscal Year',
  module: 'setup',
  ownership: 'nation',
  updateMethod: 'PUT',
  unique: ['label'],
  defaultSort: 'startDate',
  fields: {
    label: text('Fiscal Year (BS)', {
      required: 'Fiscal Year is required',
      max: 7,
      pattern: { regex: FISCAL_YEAR_LABEL, message: FISCAL_YEAR_MESSAGES.label },
    }),
    startDate: date('Start Date (AD)', { required: 'Start date is required' }),
    endDate: date('End Date (AD)', { required: 'End date is required' }),
    isActive: flag('Active', { filter: true }),
    remarks: longText('Remarks'),
  },
  refine: (values, ctx) => {
    const label = typeof values.label === 'string' ? FISCAL_YEAR_LABEL.exec(values.label) : null;
    if (label && (Number(label[1]) + 1) % 100 !== Number(label[2])) {
      ctx.addIssue({
        code: 'custom',
        path: ['label'],
        message: FISCAL_YEAR_MESSAGES.labelSequence,
      });
    }
    endAfterStart(values, ctx);
  },
  messages: conflict('Fiscal year'),
});

export const batchContract = defineResourceContract({
  name: 'Batch',
  title: 'Batch',
  module: 'setup',
  ownership: 'institution',
  updateMethod: 'PUT',
  unique: ['batchName'],
  fields: {
    batchName: requiredText('Batch Name', 100),
    batchYear: integer('Batch Year (BS)', { min: 2000, max: 2200, filter: true }),
    fiscalYearId: fiscalYearRef(),
    ...remarksAndStatus(),
  },
  messages: conflict('Batch'),
});

/** Equity categories used in statistics (DESIGN.md section 4). */
export const EQUITY_CATEGORIES: readonly Choice[] = choices({
  dalit: 'Dalit',
  janajati: 'Janajati',
  madhesi: 'Madhesi',
  muslim: 'Muslim',
  brahminChhetri: 'Brahmin/Chhetri',
  others: 'Others',
});

export const ethnicGroupContract = defineResourceContract({
  name: 'EthinicGroup',
  title: 'Ethnic Group',
  module: 'setup',
  ownership: 'nation',
  updateMethod: 'PUT',
  unique: ['name'],
  fields: {
    name: requiredText('Ethnic Group', 100),
    nepaliName: text('Name (Nepali)', { max: 100 }),
    equityCategory: requiredChoice('Equity Category', EQUITY_CATEGORIES),
    ...remarksAndStatus(),
  },
  messages: conflict('Ethnic group'),
});

export const POSITION_CATEGORIES: readonly Choice[] = choices({
  teaching: 'Teaching',
  administrative: 'Administrative',
  technical: 'Technical',
  other: 'Other',
});

export const employeePositionContract = defineResourceContract({
  name: 'EmployeePositions',
  title: 'Employee Post',
  module: 'setup',
  ownership: 'nation',
  updateMethod: 'PUT',
  unique: ['positionName'],
  defaultSort: 'rank',
  fields: {
    positionName: requiredText('Post Name', 100),
    shortName: shortNameField(),
    category: requiredChoice('Category', POSITION_CATEGORIES),
    rank: integer('Rank (order)', { min: 1, max: 100 }),
    // Teaching posts: the periods per week a full-time teacher of the post teaches.
    fullLoad: integer('Full Load (periods/week)', { min: 1, max: 40, column: false }),
    ...remarksAndStatus(),
  },
  messages: conflict('Post'),
});

export const sectionContract = defineResourceContract({
  name: 'Section',
  title: 'Section',
  module: 'setup',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['sectionName'],
  fields: {
    sectionName: requiredText('Section Name', 100),
    code: codeField(),
    headName: text('Section Head', { max: 100 }),
    ...remarksAndStatus(),
  },
  messages: conflict('Section'),
});

export const departmentContract = defineResourceContract({
  name: 'Department',
  title: 'Department',
  module: 'setup',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['departmentName'],
  fields: {
    facultyId: facultyRef(),
    departmentName: requiredText('Department Name', 150),
    code: codeField(),
    headName: text('Head of Department', { max: 100 }),
    ...remarksAndStatus(),
  },
  messages: conflict('Department'),
});

export const HEAD_TYPES: readonly Choice[] = choices({
  income: 'Income',
  expense: 'Expense',
});

/** Where a campus's income comes from, as the commission's annual data form groups it. */
export const INCOME_SOURCES: readonly Choice[] = choices({
  fees: 'Fees',
  ugcGrant: 'Commission Grants',
  government: 'Government',
  donation: 'Donations',
  other: 'Other',
});
/** Budget heads are recurrent or capital. */
export const BUDGET_NATURES: readonly Choice[] = choices({
  recurrent: 'Recurrent',
  capital: 'Capital',
});
export const HEAD_MESSAGES = {
  sourceRequired: 'Income source is required for an income head',
  natureRequired: 'Recurrent or capital is required for an expense head',
} as const;

export const incomeExpenseHeadContract = defineResourceContract({
  name: 'IncomeExpenseHead',
  title: 'Income/Expense Head',
  module: 'setup',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['headName'],
  fields: {
    headName: requiredText('Head Name', 150),
    headType: requiredChoice('Type', HEAD_TYPES),
    incomeSource: choice('Income Source', INCOME_SOURCES, { filter: true }),
    budgetNature: choice('Recurrent/Capital', BUDGET_NATURES, { filter: true }),
    code: codeField(),
    ...remarksAndStatus(),
  },
  // An income head says its source, an expense head its nature; the other is cleared (API).
  refine: (values, ctx) => {
    if (values.headType === 'income' && !values.incomeSource) {
      ctx.addIssue({
        code: 'custom',
        path: ['incomeSource'],
        message: HEAD_MESSAGES.sourceRequired,
      });
    }
    if (values.headType === 'expense' && !values.budgetNature) {
      ctx.addIssue({
        code: 'custom',
        path: ['budgetNature'],
        message: HEAD_MESSAGES.natureRequired,
      });
    }
  },
  messages: conflict('Head'),
});

export const incomeExpenditureEntryContract = defineResourceContract({
  name: 'IncomeExpenditureEntry',
  title: 'Income/Expenditure Entry',
  module: 'setup',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  defaultSort: 'entryDate',
  fields: {
    campusId: campusRef(false, true),
    fiscalYearId: fiscalYearRef(true),
    headId: headRef(true),
    entryDate: date('Date (AD)', { required: 'Date is required' }),
    amount: decimal('Amount (NPR)', { required: 'Amount is required', min: 0, max: 1e12 }),
    voucherNo: text('Voucher No.', { max: 50 }),
    description: longText('Description'),
  },
});

export const holidayContract = defineResourceContract({
  name: 'Holiday',
  title: 'Holiday',
  module: 'setup',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['holidayName', 'fromDate'],
  defaultSort: 'fromDate',
  fields: {
    holidayName: text('Holiday', { required: 'Holiday name is required', max: 150 }),
    fromDate: date('From (AD)', { required: 'From date is required' }),
    toDate: date('To (AD)', { required: 'To date is required' }),
    fiscalYearId: fiscalYearRef(),
    ...remarksAndStatus(),
  },
  refine: inOrder('fromDate', 'toDate', 'To date must not be before the from date'),
  messages: conflict('Holiday'),
});

export const budgetSetupContract = defineResourceContract({
  name: 'BudgetSetup',
  title: 'Budget',
  module: 'setup',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['fiscalYearId', 'headId'],
  fields: {
    fiscalYearId: fiscalYearRef(true),
    headId: headRef(true),
    amount: decimal('Budget (NPR)', { required: 'Amount is required', min: 0, max: 1e12 }),
    ...remarksAndStatus(),
  },
  messages: { conflict: 'A budget for this head and fiscal year already exists!' },
});

export const studentAgeGroupContract = defineResourceContract({
  name: 'StudentAgeGroup',
  title: 'Student Age Group',
  module: 'setup',
  ownership: 'nation',
  updateMethod: 'PATCH',
  unique: ['groupName'],
  defaultSort: 'sortOrder',
  fields: {
    groupName: requiredText('Age Group', 50),
    minAge: integer('From Age', { min: 0, max: 120 }),
    maxAge: integer('To Age', { min: 0, max: 120 }),
    sortOrder: integer('Order', { min: 0, max: 100 }),
    status: status(),
  },
  refine: inOrder('minAge', 'maxAge', 'To age must not be below the from age'),
  messages: conflict('Age group'),
});

export const CAMPUS_TYPE_CHOICES: readonly Choice[] = CAMPUS_TYPES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

/** Campuses per type (per university) in a fiscal year, as reported to the commission. */
export const campusTypeNumberContract = defineResourceContract({
  name: 'CampusTypeNumber',
  title: 'Campus-type Number',
  module: 'setup',
  ownership: 'nation',
  updateMethod: 'PATCH',
  unique: ['fiscalYearId', 'universityId', 'campusType'],
  fields: {
    fiscalYearId: fiscalYearRef(true),
    universityId: universityRef(),
    campusType: requiredChoice('Campus Type', CAMPUS_TYPE_CHOICES),
    numberOfCampuses: integer('Number of Campuses', {
      required: 'Number is required',
      min: 0,
      max: 100000,
    }),
    remarks: longText('Remarks'),
  },
  messages: { conflict: 'A number for this fiscal year and campus type already exists!' },
});

/** GET /CampusTypeNumber/Actual: what the campus register holds, per type and university. */
export const campusTypeCountSchema = z.object({
  universityId: z.number().int().nullable(),
  universityName: z.string().nullable(),
  campusType: z.enum(CAMPUS_TYPES),
  numberOfCampuses: z.number().int(),
});
export type CampusTypeCount = z.infer<typeof campusTypeCountSchema>;

/**
 * The fees a student pays: general (non-course) and course fee types, and the fee setup (what
 * each program charges per batch and year or semester in a fiscal year, in rupees with two
 * decimals, as its screen enters them). Receipts for what is paid are fees.ts.
 */
import {
  choices,
  decimal,
  defineResourceContract,
  integer,
  longText,
  reference,
  type ChoiceValue,
} from '../resource';
import {
  campusRef,
  codeField,
  conflict,
  fiscalYearRef,
  programRef,
  remarksAndStatus,
  requiredChoice,
  requiredText,
} from './fields';

// ---- fee types ---------------------------------------------------------------------------

/** What a general (non-course) fee is for; each falls into the accounts by its category. */
export const GENERAL_FEE_CATEGORIES = choices({
  admission: 'Admission',
  registration: 'Registration',
  examination: 'Examination',
  library: 'Library',
  lab: 'Laboratory',
  identityCard: 'Identity Card',
  certificate: 'Certificate',
  application: 'Application',
  fine: 'Fine',
  other: 'Other',
});
export type GeneralFeeCategory = ChoiceValue<typeof GENERAL_FEE_CATEGORIES>;

const incomeLedger = () =>
  reference('Income Ledger', 'AccountLedger', 'ledgerName', { column: false });

/** How both kinds of fee type are kept: per institution, each name once, listed by name. */
const FEE_TYPE_LIST = {
  module: 'receipt',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['feeTypeName'],
  defaultSort: 'feeTypeName',
  messages: conflict('Fee type'),
} as const;

/**
 * General fee types (GET /GeneralFeeType): admission, registration, examination... A commission
 * row serves every campus; a university or campus adds its own. The income ledger is where an
 * issued receipt credits the fee (by default the standard chart's ledger of its category).
 */
export const generalFeeTypeContract = defineResourceContract({
  name: 'GeneralFeeType',
  title: 'General Fee Type',
  ...FEE_TYPE_LIST,
  fields: {
    feeTypeName: requiredText('Fee Type', 100),
    category: requiredChoice('Category', GENERAL_FEE_CATEGORIES),
    code: codeField(),
    ledgerId: incomeLedger(),
    ...remarksAndStatus(),
  },
});

/**
 * Course fee types (GET /FeeType): tuition, practical, internal assessment... charged per year
 * or semester of a program.
 */
export const feeTypeContract = defineResourceContract({
  name: 'FeeType',
  title: 'Fee Type',
  ...FEE_TYPE_LIST,
  fields: {
    feeTypeName: requiredText('Fee Type', 100),
    code: codeField(),
    ledgerId: incomeLedger(),
    ...remarksAndStatus(),
  },
});

// ---- fee setup ---------------------------------------------------------------------------

export const FEE_SETUP_MESSAGES = {
  oneFeeType: 'Choose either a fee type or a general fee type',
  conflict: 'This fee is already set for the program, batch and year/semester in the fiscal year!',
} as const;

/**
 * What a campus charges (POST /FeeSetup): the amount of one fee type for a program in a fiscal
 * year, for one batch or every batch (none), for one year or semester or once (none). A course
 * fee type or a general fee type, never both.
 */
export const feeSetupContract = defineResourceContract({
  name: 'FeeSetup',
  title: 'Fee Setup',
  module: 'setup',
  ownership: 'campus',
  updateMethod: 'PATCH',
  unique: [
    'fiscalYearId',
    'programId',
    'batchId',
    'yearOrSemester',
    'feeTypeId',
    'generalFeeTypeId',
  ],
  defaultSort: 'programId',
  fields: {
    campusId: campusRef(false, true),
    fiscalYearId: fiscalYearRef(true),
    programId: programRef(true),
    batchId: reference('Batch', 'Batch', 'batchName', { filter: true }),
    yearOrSemester: integer('Year/Semester', { min: 1, max: 12, filter: true }),
    feeTypeId: reference('Fee Type', 'FeeType', 'feeTypeName', { filter: true }),
    generalFeeTypeId: reference('General Fee Type', 'GeneralFeeType', 'feeTypeName', {
      filter: true,
    }),
    amount: decimal('Amount (NPR)', { required: 'Amount is required', min: 0, max: 1e9 }),
    remarks: longText('Remarks'),
  },
  refine: (values, ctx) => {
    const course = typeof values.feeTypeId === 'number';
    const general = typeof values.generalFeeTypeId === 'number';
    if (course === general) {
      ctx.addIssue({
        code: 'custom',
        path: [course ? 'generalFeeTypeId' : 'feeTypeId'],
        message: FEE_SETUP_MESSAGES.oneFeeType,
      });
    }
  },
  messages: { conflict: FEE_SETUP_MESSAGES.conflict },
});

/**
 * The columns that tell one fee setup row from another, kept on a laptop's list (the campus
 * opens under each row): the program, fiscal year, batch and term, the fee and its amount.
 */
export const FEE_SETUP_KEY_COLUMNS = [
  'programId',
  'fiscalYearId',
  'batchId',
  'yearOrSemester',
  'feeTypeId',
  'generalFeeTypeId',
  'amount',
] as const satisfies readonly (keyof typeof feeSetupContract.fields)[];

import {
  MESSAGES,
  PAGE_SIZES,
  SEMESTERS,
  SETUP_PATHS,
  SUBJECT_SEMESTER_REQUIRED,
  SUBJECT_YEAR_REQUIRED,
  YEARS,
  subjectContract,
} from '@hemis/shared-contracts';
import { defineResource, type FormView } from '@hemis/shared-ui';
import { setupTexts } from '../i18n/texts';

/** The contract's 'Error adding subject: ', in the current language. */
const prefix = () => setupTexts.translate(MESSAGES.subject.addFailurePrefix);
/** The program choices: the programs the signed-in user's campus runs. */
export const SUBJECT_PROGRAMS_PATH = SETUP_PATHS.programsOfCollege;
/** The chosen program's type: annual programs count years, semester programs semesters. */
const programType = (view: FormView) => view.ref('programId')?.programType;

/**
 * Subject Management (spec sections 2, 3, 4, 5, 8, 9): Year only for annual programs, Semester
 * only for semester programs (the other cleared); the program is locked in the Edit Subject
 * dialog (createOnly in the contract); regular/optional shown as Compulsory/Elective (the
 * contract's SUBJECT_TYPES labels). Form and columns: the contract's fields in order.
 */
export default defineResource({
  contract: subjectContract,
  title: 'Subject Management',
  filters: ['programId', 'semester', 'year'],
  pageSizes: PAGE_SIZES, // 25, 50, 75; 25 first
  fields: {
    // A campus's subjects belong to the programs it runs (the API answers a university or
    // nation user with every program in reach).
    programId: { optionsPath: SUBJECT_PROGRAMS_PATH },
    semester: {
      options: SEMESTERS,
      enabled: (view) => programType(view) === 'semester',
      required: SUBJECT_SEMESTER_REQUIRED,
    },
    year: {
      options: YEARS,
      enabled: (view) => programType(view) === 'annual',
      required: SUBJECT_YEAR_REQUIRED,
    },
  },
  // Spec section 8: 'Error adding subject: ' plus the cause (a duplicate too).
  messages: {
    addFailure: (cause) => `${prefix()}${cause}`,
    conflictFailure: (cause, mode) => (mode === 'create' ? `${prefix()}${cause}` : cause),
  },
});

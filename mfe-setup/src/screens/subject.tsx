import {
  MESSAGES,
  PAGE_SIZES,
  SUBJECT_SEMESTER_REQUIRED,
  SUBJECT_YEAR_REQUIRED,
  subjectContract,
} from '@hemis/shared-contracts';
import { defineResource, type FormView } from '@hemis/shared-ui';

/** The chosen program's type: annual programs count years, semester programs semesters. */
const programType = (view: FormView) => view.ref('programId')?.programType;

/**
 * Subject Management (spec sections 2, 3, 4, 5, 8, 9): Year only for annual programs, Semester
 * only for semester programs (the other cleared); the program is locked in the Edit Subject
 * dialog (createOnly in the contract); regular/optional shown as Compulsory/Elective.
 */
export default defineResource({
  contract: subjectContract,
  title: 'Subject Management',
  form: [
    'programId',
    'subjectName',
    'shortName',
    'code',
    'subjectType',
    'semester',
    'year',
    'alias',
    'remarks',
  ],
  columns: [
    'programId',
    'subjectName',
    'shortName',
    'code',
    'subjectType',
    'semester',
    'year',
    'alias',
  ],
  filters: ['programId', 'semester', 'year'],
  pageSizes: PAGE_SIZES,
  fields: {
    semester: {
      enabled: (view) => programType(view) === 'semester',
      required: SUBJECT_SEMESTER_REQUIRED,
    },
    year: { enabled: (view) => programType(view) === 'annual', required: SUBJECT_YEAR_REQUIRED },
  },
  messages: { addFailure: (cause) => `${MESSAGES.subject.addFailurePrefix}${cause}` },
});

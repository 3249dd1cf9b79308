import { STUDENT_DOCUMENT_TYPES, type studentContract } from '@hemis/shared-contracts';
import {
  ADDRESS_STEP,
  DOCUMENTS_STEP,
  MULTI_STEP_TEXTS,
  PERSON_FIELDS,
  type MultiStepRegisterSpec,
  type RegisterStepSpec,
} from '@hemis/shared-ui';

export type StudentField = keyof typeof studentContract.fields & string;

/**
 * The steps of student-register: the student record's fields in the order they are asked. The
 * BS date of birth is entered with the AD one (one input fills the other).
 */
export const REGISTER_STEPS: readonly RegisterStepSpec<StudentField>[] = [
  {
    title: 'Personal',
    fields: [
      ...PERSON_FIELDS,
      'dateOfBirthBs',
      'ethnicGroupId',
      'religion',
      'citizenshipNo',
      'nationalIdNo',
      'email',
      'phoneNumber',
      'hasDisability',
      'disabilityGrade',
      'conflictAffected',
    ],
  },
  ADDRESS_STEP,
  {
    title: 'Guardians',
    fields: ['fatherName', 'motherName', 'guardianName', 'guardianRelation', 'guardianPhone'],
  },
  {
    title: 'Academic',
    fields: [
      'campusId',
      'programId',
      'batchId',
      'yearOrSemester',
      'registrationNo',
      'symbolNo',
      'campusRollNo',
      'admissionDate',
      'admissionFiscalYearId',
      'previousSchool',
      'status',
    ],
  },
  DOCUMENTS_STEP,
];

export const LIST_PATH = '/student-management/student-list';

export const REGISTER_TEXTS = {
  title: 'Student Registration',
  ...MULTI_STEP_TEXTS,
  cancel: 'Cancel',
} as const;

/** student-register as the shared multi-step register takes it. */
export const REGISTER: MultiStepRegisterSpec<StudentField> = {
  name: 'student-register',
  steps: REGISTER_STEPS,
  texts: REGISTER_TEXTS,
  documentTypes: STUDENT_DOCUMENT_TYPES,
  documentSelectWidth: 220,
};

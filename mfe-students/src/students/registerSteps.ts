import type { FormRule } from 'antd';
import {
  STUDENT_DOCUMENT_TYPES,
  STUDENT_RECORD_REQUIRED,
  type studentContract,
} from '@hemis/shared-contracts';
import {
  ADDRESS_STEP,
  DOCUMENTS_STEP,
  MULTI_STEP_TEXTS,
  PERSON_FIELDS,
  type MultiStepRegisterSpec,
  type RegisterStepSpec,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';

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

/** Why the disability grade cannot be filled in. */
export const DISABILITY_ONLY = 'Only for a person with disability';

/**
 * A record field's rules in the register forms (a clerk's register, an online application):
 * the record's required fields first; the disability grade only for a person with disability.
 */
export function recordFieldRules(
  name: StudentField,
  rules: (name: StudentField) => FormRule[],
  values: { hasDisability?: unknown },
): FormRule[] {
  const required = (STUDENT_RECORD_REQUIRED as Partial<Record<string, string>>)[name];
  if (required) {
    return [{ required: true, message: studentsTexts.translate(required) }, ...rules(name)];
  }
  if (name === 'disabilityGrade') return values.hasDisability === true ? rules(name) : [];
  return rules(name);
}

/** Why a field cannot be filled in yet (the field it follows is empty), or undefined. */
export function recordFieldWaiting(
  name: StudentField,
  values: { hasDisability?: unknown },
  waiting: Readonly<Record<string, string>>,
): string | undefined {
  if (name === 'disabilityGrade' && values.hasDisability !== true) return DISABILITY_ONLY;
  return waiting[name];
}

import type { FormRule } from 'antd';
import {
  STUDENT_ADMISSION_FIELDS,
  STUDENT_DOCUMENT_TYPES,
  STUDENT_RECORD_REQUIRED,
  type studentContract,
} from '@hemis/shared-contracts';
import { PERSON_FIELDS, personRegister } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';

export type StudentField = keyof typeof studentContract.fields & string;

export const LIST_PATH = '/student-management/student-list';

/**
 * student-register as the shared multi-step register takes it: the student record's fields in
 * the order they are asked. The BS date of birth is entered with the AD one (one input fills the
 * other).
 */
const STUDENT_REGISTER = personRegister<StudentField, { title: string; cancel: string }>({
  name: 'student-register',
  personal: [
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
  steps: [
    {
      title: 'Guardians',
      fields: ['fatherName', 'motherName', 'guardianName', 'guardianRelation', 'guardianPhone'],
    },
    {
      title: 'Academic',
      fields: [...STUDENT_ADMISSION_FIELDS, 'previousSchool', 'status'],
    },
  ],
  texts: { title: 'Student Registration', cancel: 'Cancel' },
  documentTypes: STUDENT_DOCUMENT_TYPES,
  documentSelectWidth: 220,
});

export const REGISTER_STEPS = STUDENT_REGISTER.steps;
export const REGISTER_TEXTS = STUDENT_REGISTER.texts;
export const REGISTER = STUDENT_REGISTER.register;

/** Why the disability grade cannot be filled in. */
export const DISABILITY_ONLY = 'Only for a person with disability';

/** The message of each field the record requires. */
export const REQUIRED_MESSAGES: Partial<Record<string, string>> = STUDENT_RECORD_REQUIRED;

/**
 * A record field's rules in the register forms (a clerk's register, an online application):
 * the record's required fields first; the disability grade only for a person with disability.
 */
export function recordFieldRules(
  name: StudentField,
  rules: (name: StudentField) => FormRule[],
  values: { hasDisability?: unknown },
): FormRule[] {
  const required = REQUIRED_MESSAGES[name];
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

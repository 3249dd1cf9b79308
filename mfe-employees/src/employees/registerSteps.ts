import { EMPLOYEE_DOCUMENT_TYPES, type employeeContract } from '@hemis/shared-contracts';
import {
  ADDRESS_STEP,
  DOCUMENTS_STEP,
  MULTI_STEP_TEXTS,
  PERSON_FIELDS,
  type MultiStepRegisterSpec,
  type RegisterStepSpec,
} from '@hemis/shared-ui';

export type EmployeeField = keyof typeof employeeContract.fields & string;

/** The steps of employee-register: the employee record's fields in the order they are asked. */
export const REGISTER_STEPS: readonly RegisterStepSpec<EmployeeField>[] = [
  {
    title: 'Personal',
    fields: [
      'employeeCode',
      ...PERSON_FIELDS,
      'citizenshipNo',
      'nationalIdNo',
      'email',
      'phoneNumber',
      'ethnicGroupId',
      'religion',
      'hasDisability',
    ],
  },
  ADDRESS_STEP,
  {
    title: 'Employment',
    fields: [
      'workplace',
      'universityId',
      'campusId',
      'employeeType',
      'staffCategory',
      'positionId',
      'joiningType',
      'joiningDate',
      'facultyId',
      'departmentId',
      'sectionId',
      'status',
    ],
  },
  {
    title: 'Qualification',
    fields: ['qualification', 'qualificationSubject', 'qualificationInstitution'],
  },
  { title: 'Bank and PAN', fields: ['bankName', 'bankBranch', 'bankAccountNo', 'panNo'] },
  DOCUMENTS_STEP,
];

export const REGISTER_TEXTS = {
  title: 'Employee Registration',
  ...MULTI_STEP_TEXTS,
  registerAnother: 'Register another',
  goToList: 'Go to the employee list',
} as const;

/** employee-register as the shared multi-step register takes it. */
export const REGISTER: MultiStepRegisterSpec<EmployeeField> = {
  name: 'employee-register',
  steps: REGISTER_STEPS,
  texts: REGISTER_TEXTS,
  documentTypes: EMPLOYEE_DOCUMENT_TYPES,
  documentSelectWidth: 200,
};

/**
 * Whether a post (an EmployeePositions row) fits the staff type chosen so far: teaching posts for
 * teachers, posts of the staff category for non-teaching staff (the API checks the same).
 */
export function postFitsStaff(
  post: Record<string, unknown>,
  values: Record<string, unknown>,
): boolean {
  const category =
    values.employeeType === 'teaching'
      ? 'teaching'
      : values.employeeType === 'nonTeaching'
        ? values.staffCategory
        : undefined;
  return category !== undefined && category !== null && post.category === category;
}

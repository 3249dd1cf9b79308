import { EMPLOYEE_DOCUMENT_TYPES, type employeeContract } from '@hemis/shared-contracts';
import { PERSON_FIELDS, personRegister } from '@hemis/shared-ui';

export type EmployeeField = keyof typeof employeeContract.fields & string;

/**
 * employee-register as the shared multi-step register takes it: the employee record's fields in
 * the order they are asked.
 */
const EMPLOYEE_REGISTER = personRegister<
  EmployeeField,
  { title: string; registerAnother: string; goToList: string }
>({
  name: 'employee-register',
  personal: [
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
  steps: [
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
  ],
  texts: {
    title: 'Employee Registration',
    registerAnother: 'Register another',
    goToList: 'Go to the employee list',
  },
  documentTypes: EMPLOYEE_DOCUMENT_TYPES,
  documentSelectWidth: 200,
});

export const REGISTER_STEPS = EMPLOYEE_REGISTER.steps;
export const REGISTER_TEXTS = EMPLOYEE_REGISTER.texts;
export const REGISTER = EMPLOYEE_REGISTER.register;

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

import type { employeeContract } from '@hemis/shared-contracts';

export type EmployeeField = keyof typeof employeeContract.fields & string;

export interface RegisterStep {
  title: string;
  fields: readonly EmployeeField[];
}

/** The steps of employee-register: the employee record's fields in the order they are asked. */
export const REGISTER_STEPS: readonly RegisterStep[] = [
  {
    title: 'Personal',
    fields: [
      'employeeCode',
      'firstName',
      'middleName',
      'lastName',
      'nameNepali',
      'gender',
      'dateOfBirth',
      'citizenshipNo',
      'nationalIdNo',
      'email',
      'phoneNumber',
      'ethnicGroupId',
      'religion',
      'hasDisability',
    ],
  },
  {
    title: 'Address',
    fields: [
      'permanentProvinceId',
      'permanentDistrictId',
      'permanentLocalLevel',
      'permanentWard',
      'temporaryAddress',
    ],
  },
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
  { title: 'Photo and Documents', fields: [] },
];

/** The step a field is asked on (the last step for anything else, e.g. the photo). */
export function stepOfField(name: string): number {
  const index = REGISTER_STEPS.findIndex((step) =>
    (step.fields as readonly string[]).includes(name),
  );
  return index < 0 ? REGISTER_STEPS.length - 1 : index;
}

export const DRAFT_PATH = '/Draft/employee-register';
/** A dirty form is saved as a draft this often (and on every step change). */
export const DRAFT_INTERVAL_MS = 20_000;

export const REGISTER_TEXTS = {
  title: 'Employee Registration',
  next: 'Next',
  previous: 'Previous',
  saveDraft: 'Save draft',
  submit: 'Submit',
  draftRestored: 'Draft restored',
  discardDraft: 'Discard draft',
  draftSaved: 'Draft saved',
  draftFailed: 'The draft could not be saved.',
  registerAnother: 'Register another',
  goToList: 'Go to the employee list',
  addDocument: 'Add document',
  documentsTitle: 'Documents',
  documentsUploadFailed: 'Some documents could not be uploaded:',
} as const;

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

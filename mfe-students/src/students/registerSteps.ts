import type { studentContract } from '@hemis/shared-contracts';

export type StudentField = keyof typeof studentContract.fields & string;

export interface RegisterStep {
  title: string;
  fields: readonly StudentField[];
}

/**
 * The steps of student-register: the student record's fields in the order they are asked. The
 * BS date of birth is entered with the AD one (one input fills the other).
 */
export const REGISTER_STEPS: readonly RegisterStep[] = [
  {
    title: 'Personal',
    fields: [
      'firstName',
      'middleName',
      'lastName',
      'nameNepali',
      'gender',
      'dateOfBirth',
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
  {
    title: 'Address',
    fields: [
      'permanentProvinceId',
      'permanentDistrictId',
      'permanentLocalLevel',
      'permanentWard',
      'temporaryProvinceId',
      'temporaryDistrictId',
      'temporaryLocalLevel',
      'temporaryWard',
    ],
  },
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
  { title: 'Photo and Documents', fields: [] },
];

/** The step a field is asked on (the last step for anything else, e.g. the photo). */
export function stepOfField(name: string): number {
  const index = REGISTER_STEPS.findIndex((step) =>
    (step.fields as readonly string[]).includes(name),
  );
  return index < 0 ? REGISTER_STEPS.length - 1 : index;
}

export const DRAFT_PATH = '/Draft/student-register';
/** A dirty form is saved as a draft this often (and on every step change). */
export const DRAFT_INTERVAL_MS = 20_000;
export const LIST_PATH = '/student-management/student-list';

export const REGISTER_TEXTS = {
  title: 'Student Registration',
  next: 'Next',
  previous: 'Previous',
  saveDraft: 'Save draft',
  submit: 'Submit',
  draftRestored: 'Draft restored',
  discardDraft: 'Discard draft',
  draftSaved: 'Draft saved',
  draftFailed: 'The draft could not be saved.',
  addDocument: 'Add document',
  documentsTitle: 'Documents',
  documentsUploadFailed: 'Some documents could not be uploaded:',
  cancel: 'Cancel',
  duplicateIntro: 'Students at other campuses match this record. Save it anyway?',
} as const;

/** The address fields of the two addresses: each district list follows its province. */
export const DISTRICT_OF_PROVINCE = {
  permanentDistrictId: 'permanentProvinceId',
  temporaryDistrictId: 'temporaryProvinceId',
} as const satisfies Partial<Record<StudentField, StudentField>>;

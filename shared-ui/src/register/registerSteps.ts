import {
  ADDRESS_PARTS,
  type AddressKind,
  type Choice,
  type FieldSpec,
} from '@hemis/shared-contracts';

/** One step of a multi-step register: its title and the record fields asked on it. */
export interface RegisterStepSpec<Field extends string = string> {
  title: string;
  fields: readonly Field[];
}

/** A dirty register form is saved as a draft this often (and on every step change). */
export const REGISTER_DRAFT_INTERVAL_MS = 20_000;

/** The texts every multi-step register shares (its title and own texts are added to them). */
export const MULTI_STEP_TEXTS = {
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
} as const;

/** A register's texts: its title and the shared ones. */
export type MultiStepTexts = { title: string } & Record<keyof typeof MULTI_STEP_TEXTS, string>;

/** What makes one multi-step register (student-register, employee-register) its own. */
export interface MultiStepRegisterSpec<Field extends string = string> {
  /**
   * The form's name and the screen's test id, e.g. 'student-register'; its draft is kept at
   * `/Draft/<name>` (`API_PATHS.draft`).
   */
  name: string;
  steps: readonly RegisterStepSpec<Field>[];
  texts: MultiStepTexts;
  /** The document types offered on the last step, and the width of their select. */
  documentTypes: readonly Choice[];
  documentSelectWidth: number;
  /**
   * false: no draft on the server (a public form filled in without signing in, e.g. online
   * enrolment); the form then keeps its values only while it is open.
   */
  serverDraft?: boolean;
}

/**
 * The register's steps as the section headings of a one-page form of the same record (an Edit
 * dialog): each step's title before the first of its fields the form shows, unless the contract
 * heads that field already (an address's "Permanent Address").
 */
export function stepSections<Field extends string>(
  steps: readonly RegisterStepSpec<Field>[],
  form: readonly Field[],
  specs: Readonly<Record<Field, FieldSpec>>,
): Partial<Record<Field, string>> {
  const sections: Partial<Record<Field, string>> = {};
  for (const step of steps) {
    const first = step.fields.find((name) => form.includes(name));
    if (first !== undefined && !specs[first].section) sections[first] = step.title;
  }
  return sections;
}

/** The step a field is asked on (the last step for anything else, e.g. the photo). */
export function stepOfFieldIn(steps: readonly RegisterStepSpec[], name: string): number {
  const index = steps.findIndex((step) => step.fields.includes(name));
  return index < 0 ? steps.length - 1 : index;
}

/**
 * The person fields a register asks first, in this order (a student's and an employee's record
 * both have them): the name in English and Nepali, gender and the date of birth.
 */
export const PERSON_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'nameNepali',
  'gender',
  'dateOfBirth',
] as const;

type AddressField = `${AddressKind}${(typeof ADDRESS_PARTS)[number]}`;
const addressOf = (kind: AddressKind) =>
  ADDRESS_PARTS.map((part): AddressField => `${kind}${part}`);

/** The step of a person's two addresses (the contract's `addressFields`), permanent first. */
export const ADDRESS_STEP: RegisterStepSpec<AddressField> = {
  title: 'Address',
  fields: [...addressOf('permanent'), ...addressOf('temporary')],
};

/** The last step: the photo (and signature) and the documents, no record fields of its own. */
export const DOCUMENTS_STEP: RegisterStepSpec<never> = { title: 'Photo and Documents', fields: [] };

/**
 * A person's register (a student's, an employee's): the personal step, the two addresses, the
 * register's own steps, the photo and documents last; its texts are the shared ones and its own.
 */
export function personRegister<Field extends string, Texts extends { title: string }>(spec: {
  name: string;
  /** The personal step's fields (PERSON_FIELDS among them). */
  personal: readonly Field[];
  /** The steps between the addresses and the photo and documents. */
  steps: readonly RegisterStepSpec<Field>[];
  texts: Texts;
  documentTypes: readonly Choice[];
  documentSelectWidth: number;
}) {
  const steps: readonly RegisterStepSpec<Field | AddressField>[] = [
    { title: 'Personal', fields: spec.personal },
    ADDRESS_STEP,
    ...spec.steps,
    DOCUMENTS_STEP,
  ];
  const texts = { ...MULTI_STEP_TEXTS, ...spec.texts };
  const register: MultiStepRegisterSpec<Field | AddressField> = {
    name: spec.name,
    steps,
    texts,
    documentTypes: spec.documentTypes,
    documentSelectWidth: spec.documentSelectWidth,
  };
  return { steps, texts, register };
}

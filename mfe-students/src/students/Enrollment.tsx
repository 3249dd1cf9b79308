import { REGISTER_STEPS } from './registerSteps';
import { StudentRecordForm } from './StudentRecordForm';

/** The register's steps an enrolment shows again, with the fields in the same order. */
const PERSONAL_STEPS = ['Personal', 'Address', 'Guardians'];
const SECTIONS = [
  { title: 'Admission', fields: ['admissionDate', 'admissionFiscalYearId', 'previousSchool'] },
  ...REGISTER_STEPS.filter((step) => PERSONAL_STEPS.includes(step.title)).map((step) => ({
    title: step.title,
    // The form pairs the BS date of birth with the AD one itself.
    fields: step.fields.filter((name) => name !== 'dateOfBirthBs'),
  })),
] as const;

/** /enrollment/:id: a student's admission and their personal, contact and address details. */
export default function Enrollment() {
  return <StudentRecordForm title="Enrollment" sections={SECTIONS} />;
}

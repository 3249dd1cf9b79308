import { StudentRecordForm } from './StudentRecordForm';

/** /enrollment/:id: a student's admission and their personal, contact and address details. */
export default function Enrollment() {
  return (
    <StudentRecordForm
      title="Enrollment"
      sections={[
        {
          title: 'Admission',
          fields: ['admissionDate', 'admissionFiscalYearId', 'previousSchool'],
        },
        {
          title: 'Personal',
          fields: [
            'firstName',
            'middleName',
            'lastName',
            'nameNepali',
            'gender',
            'dateOfBirth',
            'ethnicGroupId',
            'religion',
            'citizenshipNo',
            'nationalIdNo',
            'hasDisability',
            'disabilityGrade',
            'conflictAffected',
          ],
        },
        { title: 'Contact', fields: ['email', 'phoneNumber'] },
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
      ]}
    />
  );
}

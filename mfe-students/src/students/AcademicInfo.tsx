import { StudentRecordForm } from './StudentRecordForm';

/** /academic-info/:id: a student's program, batch, year or semester, numbers and status. */
export default function AcademicInfo() {
  return (
    <StudentRecordForm
      title="Academic Information"
      sections={[
        {
          title: 'Program',
          fields: ['programId', 'batchId', 'yearOrSemester', 'status'],
        },
        { title: 'Numbers', fields: ['registrationNo', 'symbolNo', 'campusRollNo'] },
      ]}
      derived={['levelId', 'facultyId']}
    />
  );
}

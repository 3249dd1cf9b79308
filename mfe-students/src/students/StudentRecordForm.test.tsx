import {
  choose,
  fieldRefusal,
  listReply,
  mockScreenApi,
  pathOf,
  renderScreen,
  SITA,
} from '../testing';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import { STUDENT_MESSAGES } from '@hemis/shared-contracts';
import AcademicInfo from './AcademicInfo';
import Enrollment from './Enrollment';
import { SAVE_TEXT } from './StudentRecordForm';
import { STUDENT_NOT_FOUND } from './studentRecord';

// The record's forms have many fields to fill: slow on a loaded machine (CI runs beside Chromium).
jest.setTimeout(60_000);

const student = {
  ...SITA,
  dateOfBirthBs: '2061-04-01',
  hasDisability: false,
  conflictAffected: false,
  citizenshipNo: '12-34-56',
  permanentProvinceId: 3,
  permanentDistrictId: 27,
  programId: 4,
  levelId: 1,
  facultyId: 2,
  symbolNo: null,
  admissionDate: '2022-09-01',
  // A personal file: the API row carries its signed link.
  photo: '/api/Student/7/Files/photo?name=student-photo-1.png&expires=1&signature=s',
  labels: {
    programId: 'BSc CSIT',
    levelId: 'Bachelor',
    facultyId: 'Science and Technology',
    campusId: 'Model Campus',
    batchId: '2022',
  },
};

const programs = [
  {
    id: 4,
    programName: 'BSc CSIT',
    labels: { levelId: 'Bachelor', facultyId: 'Science and Technology' },
  },
  { id: 9, programName: 'MBS', labels: { levelId: 'Master', facultyId: 'Management' } },
];

const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/student/7') {
    return call.method === 'PATCH'
      ? { status: 200, data: { ...student, ...(call.data as object) } }
      : { status: 200, data: student };
  }
  if (path === '/student/8') return { status: 404, data: { message: 'Not Found' } };
  if (path === '/programmgmt') return listReply(programs);
  if (path === '/batch') return listReply([{ id: 2, batchName: '2022' }]);
  return listReply([]);
});

function at(url: string, route: string, Page: ComponentType): ComponentType {
  return function Routed() {
    return (
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={route} element={<Page />} />
        </Routes>
      </MemoryRouter>
    );
  };
}

const patches = () => mocked.api.calls.filter((call) => call.method === 'PATCH');

describe('academic information and enrollment', () => {
  it('academic info shows the student and PATCHes the academic fields', async () => {
    const { user } = renderScreen(at('/academic-info/7', '/academic-info/:id', AcademicInfo));
    expect(await screen.findByText('Sita Tamang')).toBeInTheDocument();
    expect(screen.getByText('7-2-49-100-2022')).toBeInTheDocument();
    expect(screen.getByText('Model Campus')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Sita Tamang' })).toHaveAttribute(
      'src',
      '/api/Student/7/Files/photo?name=student-photo-1.png&expires=1&signature=s',
    );
    // Level and faculty follow the program.
    expect(screen.getByText('Bachelor')).toBeInTheDocument();
    expect(screen.queryByLabelText('Level')).not.toBeInTheDocument();
    await choose(user, 'Program', 'MBS');
    await waitFor(() => expect(screen.getByText('Master')).toBeInTheDocument());
    expect(screen.getByText('Management')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Campus Roll No.'));
    await user.type(screen.getByLabelText('Campus Roll No.'), ' 15 ');
    await user.type(screen.getByLabelText('Symbol No.'), '7800123');
    await user.click(screen.getByRole('button', { name: SAVE_TEXT }));
    expect(await screen.findByText(STUDENT_MESSAGES.updated)).toBeInTheDocument();
    expect(patches()).toHaveLength(1);
    expect(patches()[0]?.url).toBe('/Student/7');
    expect(patches()[0]?.data).toEqual({
      programId: 9,
      batchId: 2,
      yearOrSemester: 3,
      status: 'active',
      registrationNo: '7-2-49-100-2022',
      symbolNo: '7800123',
      campusRollNo: '15',
    });
  });

  it('sends a cleared field as null and shows the field errors of the server', async () => {
    mocked.answer = (call) =>
      call.method === 'PATCH'
        ? fieldRefusal({ yearOrSemester: STUDENT_MESSAGES.beyondProgram })
        : undefined;
    const { user } = renderScreen(at('/academic-info/7', '/academic-info/:id', AcademicInfo));
    await screen.findByText('Sita Tamang');
    await user.clear(screen.getByLabelText('University Registration No.'));
    await user.click(screen.getByRole('button', { name: SAVE_TEXT }));
    expect(await screen.findByText(STUDENT_MESSAGES.beyondProgram)).toBeInTheDocument();
    expect(await screen.findByText(STUDENT_MESSAGES.updateFailure)).toBeInTheDocument();
    expect(patches()[0]?.data).toMatchObject({ registrationNo: null });
  });

  it('enrollment edits admission and personal fields; a BS date fills the AD one', async () => {
    const { user } = renderScreen(at('/enrollment/7', '/enrollment/:id', Enrollment));
    await screen.findByText('Sita Tamang');
    expect(screen.getByLabelText('Date of Birth (BS)')).toHaveValue('2061-04-01');
    expect(screen.getByLabelText('Admission Date (AD)')).toHaveValue('2022-09-01');
    await user.clear(screen.getByLabelText('Date of Birth (BS)'));
    await user.type(screen.getByLabelText('Date of Birth (BS)'), '2061-04-02');
    expect(screen.getByLabelText('Date of Birth (AD)')).toHaveValue('2004-07-17');
    await user.type(screen.getByLabelText('Previous School/College'), 'Janata Secondary School');
    await user.click(screen.getByRole('button', { name: SAVE_TEXT }));
    expect(await screen.findByText(STUDENT_MESSAGES.updated)).toBeInTheDocument();
    expect(patches()[0]?.data).toMatchObject({
      dateOfBirth: '2004-07-17',
      dateOfBirthBs: '2061-04-02',
      previousSchool: 'Janata Secondary School',
      admissionDate: '2022-09-01',
      firstName: 'Sita',
      disabilityGrade: null,
    });
    expect(patches()[0]?.data).not.toHaveProperty('programId');
  });

  it('says so when the student is not found or out of reach', async () => {
    renderScreen(at('/enrollment/8', '/enrollment/:id', Enrollment));
    expect(await screen.findByText(STUDENT_NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SAVE_TEXT })).not.toBeInTheDocument();
  });
});

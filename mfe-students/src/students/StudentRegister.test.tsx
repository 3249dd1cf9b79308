import { choose, listReply, mockScreenApi, pathOf, renderScreen, testUser } from '../testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DUPLICATE_MESSAGES, STUDENT_MESSAGES } from '@hemis/shared-contracts';
import {
  button,
  currentStep,
  draftReply,
  expectStepChangeSave,
} from '@hemis/shared-ui/src/register/testing';
import { REGISTER_DRAFT_INTERVAL_MS } from '@hemis/shared-ui';
import StudentRegister from './StudentRegister';
import { LIST_PATH, REGISTER_TEXTS } from './registerSteps';

/** A whole record, as a draft left on the last step holds it. */
const complete = {
  firstName: 'Sita',
  lastName: 'Tamang',
  gender: 'female',
  dateOfBirth: '2004-07-16',
  dateOfBirthBs: '2061-04-01',
  citizenshipNo: '12-34-56',
  hasDisability: false,
  conflictAffected: false,
  permanentProvinceId: 3,
  permanentDistrictId: 27,
  programId: 4,
  batchId: 2,
  yearOrSemester: 1,
  registrationNo: '7-2-49-100-2024',
  status: 'active',
};

const draftAt = (step: number, values: Record<string, unknown>) =>
  draftReply('student-register', step, values);

const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/draft/student-register') {
    return call.method === 'GET'
      ? { status: 404, data: { message: 'No saved draft' } }
      : { status: 200, data: {} };
  }
  if (path === '/student/duplicatecheck') return { status: 200, data: { matches: [] } };
  if (path === '/student' && call.method === 'POST') {
    return { status: 201, data: { id: 31, ...complete } };
  }
  if (path === '/programmgmt') return listReply([{ id: 4, programName: 'BSc CSIT' }]);
  if (path === '/batch') return listReply([{ id: 2, batchName: '2024' }]);
  return listReply([]);
});

function Routed() {
  return (
    <MemoryRouter initialEntries={['/student-management/student-register']}>
      <Routes>
        <Route path="/student-management/student-register" element={<StudentRegister />} />
        <Route path={LIST_PATH} element={<p>The student list</p>} />
      </Routes>
    </MemoryRouter>
  );
}

const calls = (method: string, path: string) =>
  mocked.api.calls.filter((call) => call.method === method && pathOf(call) === path);

describe('student-register', () => {
  it('validates each step before Next; a BS date of birth fills the AD one', async () => {
    const { user } = renderScreen(Routed);
    expect(screen.getByRole('heading', { name: 'Student Registration' })).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toBe('Personal'));
    await user.click(button(REGISTER_TEXTS.next));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
    expect(screen.getByText(STUDENT_MESSAGES.dateOfBirthRequired)).toBeInTheDocument();
    expect(currentStep()).toBe('Personal');
    expect(calls('PUT', '/draft/student-register')).toHaveLength(0);
    // A disability grade is only for a person with disability.
    expect(screen.getByLabelText('Disability Card Grade')).toBeDisabled();

    await user.type(screen.getByLabelText('First Name'), 'Sita');
    await user.type(screen.getByLabelText('Last Name'), 'Tamang');
    await choose(user, 'Gender', 'Female');
    await user.type(screen.getByLabelText('Date of Birth (BS)'), '2061-04-01');
    expect(screen.getByLabelText('Date of Birth (AD)')).toHaveValue('2004-07-16');
    await user.click(button(REGISTER_TEXTS.next));
    await waitFor(() => expect(currentStep()).toBe('Address'));
    await expectStepChangeSave(() => calls('PUT', '/draft/student-register'), 1, {
      firstName: 'Sita',
      dateOfBirth: '2004-07-16',
      dateOfBirthBs: '2061-04-01',
      status: 'active',
    });
    // The district list waits for the province.
    expect(
      screen.getByLabelText('District', { selector: '#student-register_permanentDistrictId' }),
    ).toBeDisabled();
  });

  it('restores the draft with a notice and discards it', async () => {
    mocked.answer = (call) =>
      call.method === 'GET' && pathOf(call) === '/draft/student-register'
        ? draftAt(3, { firstName: 'Ram', lastName: 'Thapa', gender: 'male' })
        : undefined;
    const { user } = renderScreen(Routed);
    expect(await screen.findByText(REGISTER_TEXTS.draftRestored)).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toBe('Academic'));
    // A campus user registers at their own campus.
    expect(screen.queryByLabelText('Campus')).not.toBeInTheDocument();
    await user.click(button(REGISTER_TEXTS.next));
    expect(await screen.findByText(STUDENT_MESSAGES.programRequired)).toBeInTheDocument();
    await user.click(button(REGISTER_TEXTS.discardDraft));
    await waitFor(() => expect(currentStep()).toBe('Personal'));
    expect(calls('DELETE', '/draft/student-register')).toHaveLength(1);
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    expect(screen.queryByText(REGISTER_TEXTS.draftRestored)).not.toBeInTheDocument();
  });

  it('shows matches at this campus and others first; Save anyway registers and goes to the list', async () => {
    mocked.answer = (call) => {
      if (call.method === 'GET' && pathOf(call) === '/draft/student-register') {
        return draftAt(4, { ...complete, phoneNumber: '9841000001' });
      }
      if (pathOf(call) === '/student/duplicatecheck') {
        return {
          status: 200,
          data: {
            matches: [
              {
                matchedOn: 'phoneNumber',
                campusName: 'Shanker Dev Campus',
                universityName: 'Tribhuvan University',
                sameCampus: true,
                student: { id: 7, name: 'Gita Tamang', registrationNo: '7-2-49-99-2024' },
              },
              {
                matchedOn: 'citizenshipNo',
                campusName: 'Valley Campus',
                universityName: 'Tribhuvan University',
                sameCampus: false,
                student: null,
              },
            ],
          },
        };
      }
      return undefined;
    };
    const { user } = renderScreen(Routed);
    await waitFor(() => expect(currentStep()).toBe('Photo and Documents'));
    await user.click(button(REGISTER_TEXTS.submit));
    const dialog = await screen.findByRole('dialog', { name: DUPLICATE_MESSAGES.title });
    const [own, elsewhere] = within(dialog).getAllByRole('row').slice(1);
    if (!own || !elsewhere) throw new Error('two matches expected');
    // The campus's own record is named; one outside the clerk's reach is only its campus.
    expect(within(own).getByText(DUPLICATE_MESSAGES.phoneNumber)).toBeInTheDocument();
    expect(
      within(own).getByText(
        `${DUPLICATE_MESSAGES.thisCampus}: Shanker Dev Campus (Tribhuvan University)`,
      ),
    ).toBeInTheDocument();
    expect(within(own).getByText('Gita Tamang, 7-2-49-99-2024')).toBeInTheDocument();
    expect(within(elsewhere).getByText(DUPLICATE_MESSAGES.citizenshipNo)).toBeInTheDocument();
    expect(within(elsewhere).getByText('Valley Campus (Tribhuvan University)')).toBeInTheDocument();
    expect(within(elsewhere).getByText(DUPLICATE_MESSAGES.elsewhere)).toBeInTheDocument();
    expect(calls('POST', '/student/duplicatecheck')[0]?.data).toEqual({
      firstName: 'Sita',
      lastName: 'Tamang',
      dateOfBirth: '2004-07-16',
      citizenshipNo: '12-34-56',
      phoneNumber: '9841000001',
      email: null,
      campusId: null,
    });
    await user.click(within(dialog).getByRole('button', { name: REGISTER_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST', '/student')).toHaveLength(0);

    await waitFor(() => expect(button(REGISTER_TEXTS.submit)).toBeEnabled());
    await user.click(button(REGISTER_TEXTS.submit));
    const again = await screen.findByRole('dialog', { name: DUPLICATE_MESSAGES.title });
    await user.click(within(again).getByRole('button', { name: DUPLICATE_MESSAGES.saveAnyway }));
    expect(await screen.findByText(STUDENT_MESSAGES.created)).toBeInTheDocument();
    expect(await screen.findByText('The student list')).toBeInTheDocument();
    expect(calls('POST', '/student')[0]?.data).toEqual({
      ...complete,
      phoneNumber: '9841000001',
      hasDisability: false,
      conflictAffected: false,
    });
    expect(calls('DELETE', '/draft/student-register')).toHaveLength(1);
  });

  it('takes the clerk back to the step of a field the server refused', async () => {
    mocked.answer = (call) => {
      if (call.method === 'GET' && pathOf(call) === '/draft/student-register') {
        return draftAt(4, complete);
      }
      if (call.method === 'POST' && pathOf(call) === '/student') {
        return {
          status: 409,
          data: {
            statusCode: 409,
            error: 'Conflict',
            message: STUDENT_MESSAGES.registrationTaken,
            fields: { registrationNo: STUDENT_MESSAGES.registrationTaken },
          },
        };
      }
      return undefined;
    };
    const { user } = renderScreen(Routed);
    await waitFor(() => expect(currentStep()).toBe('Photo and Documents'));
    await user.click(button(REGISTER_TEXTS.submit));
    await waitFor(() => expect(currentStep()).toBe('Academic'));
    expect(
      await screen.findByText(STUDENT_MESSAGES.registrationTaken, {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText(STUDENT_MESSAGES.conflict)).toBeInTheDocument();
    expect(screen.getByLabelText('University Registration No.')).toHaveValue('7-2-49-100-2024');
  });

  it('saves a changed form as a draft every 20 s', async () => {
    jest.useFakeTimers();
    try {
      const { user } = renderScreen(Routed, testUser(), jest.advanceTimersByTime);
      await waitFor(() => expect(currentStep()).toBe('Personal'));
      act(() => {
        jest.advanceTimersByTime(REGISTER_DRAFT_INTERVAL_MS);
      });
      expect(calls('PUT', '/draft/student-register')).toHaveLength(0);
      await user.type(screen.getByLabelText('First Name'), 'Gita');
      act(() => {
        jest.advanceTimersByTime(REGISTER_DRAFT_INTERVAL_MS);
      });
      await waitFor(() => expect(calls('PUT', '/draft/student-register')).toHaveLength(1));
      expect(calls('PUT', '/draft/student-register')[0]?.data).toEqual({
        step: 0,
        values: expect.objectContaining({ firstName: 'Gita' }) as unknown,
      });
      // Nothing changed since: no second save.
      act(() => {
        jest.advanceTimersByTime(REGISTER_DRAFT_INTERVAL_MS);
      });
      expect(calls('PUT', '/draft/student-register')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends the photo as multipart and uploads the chosen documents to the new record', async () => {
    mocked.answer = (call) => {
      if (call.method === 'GET' && pathOf(call) === '/draft/student-register') {
        return draftAt(4, complete);
      }
      if (call.method === 'POST' && pathOf(call) === '/student/31/documents') {
        return { status: 201, data: {} };
      }
      return undefined;
    };
    const { user } = renderScreen(Routed);
    await waitFor(() => expect(currentStep()).toBe('Photo and Documents'));
    fireEvent.change(screen.getByLabelText('Photo'), {
      target: { files: [new File([new Uint8Array(10)], 'me.png', { type: 'image/png' })] },
    });
    await choose(user, 'Document Type', 'SEE/SLC Marksheet');
    fireEvent.change(screen.getByLabelText('Document File'), {
      target: { files: [new File(['%PDF'], 'see.pdf', { type: 'application/pdf' })] },
    });
    await user.click(button(REGISTER_TEXTS.addDocument));
    expect(await screen.findByText('see.pdf')).toBeInTheDocument();
    await user.click(button(REGISTER_TEXTS.submit));
    expect(await screen.findByText(STUDENT_MESSAGES.created)).toBeInTheDocument();
    const body = calls('POST', '/student')[0]?.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('photo') as File).name).toBe('me.png');
    expect(body.get('registrationNo')).toBe('7-2-49-100-2024');
    expect(body.get('status')).toBe('active');
    const upload = calls('POST', '/student/31/documents')[0]?.data as FormData;
    expect(upload.get('documentType')).toBe('see');
    expect((upload.get('file') as File).name).toBe('see.pdf');
  });
});

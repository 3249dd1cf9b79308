import '@hemis/shared-auth/src/testing-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EMPLOYEE_MESSAGES } from '@hemis/shared-contracts';
import { REGISTER_TEXTS } from './registerSteps';
import {
  button,
  choose,
  currentStep,
  draftReply,
  fillPersonal,
  lastStepRecord,
  listReply,
  mockRegisterApi,
  next,
  pathOf,
  renderResourceScreen,
  Routed,
  savedDraft,
  testUser,
} from './EmployeeRegister.testing';

const { mocked } = mockRegisterApi();

describe('employee-register', () => {
  it('submits the record, shows a 409 on its field and step, then registers', async () => {
    // The refused save is logged; keep the test output clean.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let conflict = true;
    mocked.answer = (call) => {
      if (call.method === 'POST' && pathOf(call) === '/employee') {
        if (conflict) {
          conflict = false;
          return {
            status: 409,
            data: {
              statusCode: 409,
              error: 'Conflict',
              message: EMPLOYEE_MESSAGES.citizenshipTaken,
              fields: { citizenshipNo: EMPLOYEE_MESSAGES.citizenshipTaken },
            },
          };
        }
        return { status: 201, data: { id: 77 } };
      }
      if (call.method === 'DELETE') return { status: 204 };
      if (call.method === 'GET' && pathOf(call) === '/draft/employee-register') {
        // A draft filled in up to the last step.
        return draftReply('employee-register', 5, lastStepRecord);
      }
      return undefined;
    };
    const { user } = renderResourceScreen(Routed, { user: testUser() });
    await waitFor(() => expect(currentStep()).toBe('Photo and Documents'));
    await user.click(button(REGISTER_TEXTS.submit));

    await waitFor(() => expect(currentStep()).toBe('Personal'));
    expect(
      await screen.findByText(EMPLOYEE_MESSAGES.citizenshipTaken, {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeInTheDocument();
    const posted = mocked.api.calls.find((call) => call.method === 'POST');
    expect(posted?.data).toEqual(lastStepRecord);

    await user.clear(screen.getByLabelText('Citizenship No.'));
    await user.type(screen.getByLabelText('Citizenship No.'), '99-00-11');
    for (const step of ['Address', 'Employment', 'Qualification', 'Bank and PAN']) {
      await next(user, step);
    }
    await next(user, 'Photo and Documents');
    await user.click(button(REGISTER_TEXTS.submit));
    expect(
      await screen.findByText(EMPLOYEE_MESSAGES.created, { selector: '.ant-result-title' }),
    ).toBeInTheDocument();
    expect(mocked.api.calls.filter((call) => call.method === 'POST').at(-1)?.data).toMatchObject({
      citizenshipNo: '99-00-11',
    });
    expect(
      mocked.api.calls.some(
        (call) => call.method === 'DELETE' && pathOf(call) === '/draft/employee-register',
      ),
    ).toBe(true);
    await user.click(button(REGISTER_TEXTS.registerAnother));
    await waitFor(() => expect(currentStep()).toBe('Personal'));
    expect(
      within(screen.getByTestId('employee-register')).getByLabelText('First Name'),
    ).toHaveValue('');
  });

  it('sends the photo as multipart, uploads the chosen documents, and puts a 400 on its step', async () => {
    // The refused save is logged; keep the test output clean.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let rejected = false;
    mocked.answer = (call) => {
      if (call.method === 'POST' && pathOf(call) === '/employee') {
        if (!rejected) {
          rejected = true;
          return {
            status: 400,
            data: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Invalid input',
              fields: { panNo: EMPLOYEE_MESSAGES.panDigits },
            },
          };
        }
        return { status: 201, data: { id: 77 } };
      }
      if (call.method === 'POST') return { status: 201, data: {} };
      if (call.method === 'DELETE') return { status: 204 };
      return undefined;
    };
    const { user } = renderResourceScreen(Routed, { user: testUser() });
    await waitFor(() => expect(currentStep()).toBe('Personal'));
    await fillPersonal(user);
    await next(user, 'Address');
    await next(user, 'Employment');
    await choose(user, 'Staff Type', 'Teaching');
    await waitFor(() => expect(screen.getByLabelText('Post')).toBeEnabled());
    await choose(user, 'Post', 'Lecturer');
    await choose(user, 'Joining Type', 'Contract');
    await next(user, 'Qualification');
    await choose(user, 'Highest Qualification', 'PhD');
    await next(user, 'Bank and PAN');
    await next(user, 'Photo and Documents');

    fireEvent.change(screen.getByLabelText('Photo'), {
      target: { files: [new File(['png'], 'sita.png', { type: 'image/png' })] },
    });
    await choose(user, 'Document Type', 'Academic Certificate');
    await user.type(screen.getByLabelText('Document Title'), 'PhD degree');
    fireEvent.change(screen.getByLabelText('Document File'), {
      target: { files: [new File(['%PDF'], 'degree.pdf', { type: 'application/pdf' })] },
    });
    await user.click(button(REGISTER_TEXTS.addDocument));
    expect(await screen.findByText(/PhD degree/)).toBeInTheDocument();

    await user.click(button(REGISTER_TEXTS.submit));
    await waitFor(() => expect(currentStep()).toBe('Bank and PAN'));
    expect(
      await screen.findByText(EMPLOYEE_MESSAGES.panDigits, {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeInTheDocument();
    await next(user, 'Photo and Documents');
    await user.click(button(REGISTER_TEXTS.submit));
    expect(
      await screen.findByText(EMPLOYEE_MESSAGES.created, { selector: '.ant-result-title' }),
    ).toBeInTheDocument();
    const posts = mocked.api.calls.filter((call) => call.method === 'POST');
    const employee = posts.at(-2)?.data as FormData;
    expect(employee).toBeInstanceOf(FormData);
    expect(employee.get('firstName')).toBe('Sita');
    expect(employee.get('qualification')).toBe('phd');
    expect((employee.get('photo') as File).name).toBe('sita.png');
    const document = posts.at(-1);
    expect(document?.url).toBe('/Employee/77/Documents');
    const body = document?.data as FormData;
    expect(body.get('documentType')).toBe('academic');
    expect(body.get('title')).toBe('PhD degree');
    expect((body.get('file') as File).name).toBe('degree.pdf');
  });

  it('asks a university user where the employee works', async () => {
    const { user } = renderResourceScreen(Routed, {
      user: testUser({ role: 'UniAdmin', listUser: [{ roleName: 'UniAdmin' }], campusId: null }),
    });
    await waitFor(() => expect(currentStep()).toBe('Personal'));
    await fillPersonal(user);
    await next(user, 'Address');
    await next(user, 'Employment');
    expect(screen.getByLabelText('Workplace')).toBeInTheDocument();
    expect(screen.getByLabelText('Campus')).toBeInTheDocument();
    expect(screen.queryByLabelText('University')).not.toBeInTheDocument();
    await choose(user, 'Staff Type', 'Teaching');
    await waitFor(() => expect(screen.getByLabelText('Post')).toBeEnabled());
    await choose(user, 'Post', 'Lecturer');
    await choose(user, 'Joining Type', 'Permanent');
    await user.click(button(REGISTER_TEXTS.next));
    expect(await screen.findByText('Campus is required')).toBeInTheDocument();
    await choose(user, 'Workplace', 'University');
    await waitFor(() =>
      expect(document.getElementById('employee-register_campusId')).not.toBeInTheDocument(),
    );
    await next(user, 'Qualification');
  });

  it('asks a nation user for the university and campus of a campus employee, none for UGC staff', async () => {
    mocked.answer = savedDraft(
      2,
      { firstName: 'Ram', lastName: 'Thapa', gender: 'male', workplace: 'campus' },
      (call) =>
        pathOf(call) === '/university'
          ? listReply([{ id: 1, name: 'Tribhuvan University' }])
          : undefined,
    );
    const { user } = renderResourceScreen(Routed, {
      user: testUser({
        role: 'UgcAdmin',
        listUser: [{ roleName: 'UgcAdmin' }],
        universityId: null,
        campusId: null,
      }),
    });
    await waitFor(() => expect(currentStep()).toBe('Employment'));
    await user.click(button(REGISTER_TEXTS.next));
    expect(await screen.findByText('University is required')).toBeInTheDocument();
    expect(screen.getByText('Campus is required')).toBeInTheDocument();
    await choose(user, 'University', 'Tribhuvan University');
    await waitFor(() =>
      expect(mocked.api.calls.some((call) => call.url === '/Campus?universityId=1')).toBe(true),
    );
    await choose(user, 'Workplace', 'UGC');
    await waitFor(() =>
      expect(document.getElementById('employee-register_universityId')).not.toBeInTheDocument(),
    );
    expect(document.getElementById('employee-register_campusId')).not.toBeInTheDocument();
  });
});

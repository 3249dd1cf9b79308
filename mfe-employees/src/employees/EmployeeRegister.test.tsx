import '@hemis/shared-auth/src/testing-dom';
import { MemoryRouter } from 'react-router-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { EMPLOYEE_MESSAGES } from '@hemis/shared-contracts';
import {
  choose,
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
  type User,
} from '@hemis/shared-ui/src/resource/testing';
import { button, currentStep, draftReply } from '@hemis/shared-ui/src/register/testing';
import { REGISTER_DRAFT_INTERVAL_MS } from '@hemis/shared-ui';
import EmployeeRegister from './EmployeeRegister';
import { REGISTER_TEXTS } from './registerSteps';

const posts = [
  { id: 1, positionName: 'Lecturer', category: 'teaching' },
  { id: 9, positionName: 'Accountant', category: 'administrative' },
  { id: 12, positionName: 'Lab Assistant', category: 'technical' },
];

const mocked = mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/draft/employee-register') {
    return call.method === 'GET'
      ? { status: 404, data: { message: 'No saved draft' } }
      : { status: 200, data: {} };
  }
  if (path === '/employeepositions') return listReply(posts);
  return listReply([]);
});
afterEach(() => jest.restoreAllMocks());

function Routed() {
  return (
    <MemoryRouter>
      <EmployeeRegister />
    </MemoryRouter>
  );
}

/** A record filled in up to the last step: the draft holds it and Submit sends it as it is. */
const lastStepRecord = {
  firstName: 'Sita',
  lastName: 'Karki',
  gender: 'female',
  citizenshipNo: '27-01-75-01001',
  hasDisability: false,
  employeeType: 'teaching',
  positionId: 1,
  joiningType: 'permanent',
  qualification: 'master',
  status: true,
};
const draftPuts = () =>
  mocked.api.calls.filter(
    (call) => call.method === 'PUT' && pathOf(call) === '/draft/employee-register',
  );

async function fillPersonal(user: User, citizenshipNo = '12-34-56') {
  await user.type(screen.getByLabelText('First Name'), 'Sita');
  await user.type(screen.getByLabelText('Last Name'), 'Karki');
  await choose(user, 'Gender', 'Female');
  await user.type(screen.getByLabelText('Citizenship No.'), citizenshipNo);
}

async function next(user: User, to: string) {
  await user.click(button(REGISTER_TEXTS.next));
  await waitFor(() => expect(currentStep()).toBe(to));
}

describe('employee-register', () => {
  it('validates each step before Next and saves the draft on a step change', async () => {
    const { user } = renderResourceScreen(Routed, { user: testUser() });
    expect(screen.getByRole('heading', { name: 'Employee Registration' })).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toBe('Personal'));
    await user.click(button(REGISTER_TEXTS.next));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
    expect(currentStep()).toBe('Personal');
    expect(draftPuts()).toHaveLength(0);
    await user.type(screen.getByLabelText('Phone'), '123');
    await user.click(button(REGISTER_TEXTS.next));
    expect(await screen.findByText(EMPLOYEE_MESSAGES.phoneDigits)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone'));

    await fillPersonal(user);
    await next(user, 'Address');
    await waitFor(() => expect(draftPuts()).toHaveLength(1));
    expect(draftPuts()[0]?.data).toEqual({
      step: 1,
      values: expect.objectContaining({
        firstName: 'Sita',
        lastName: 'Karki',
        gender: 'female',
        citizenshipNo: '12-34-56',
      }) as unknown,
    });
  });

  it('offers the provinces for the temporary address as for the permanent one', async () => {
    mocked.answer = (call) => {
      const path = pathOf(call);
      if (call.method === 'GET' && path === '/draft/employee-register') {
        return draftReply('employee-register', 1, { firstName: 'Ram' });
      }
      return path === '/province' ? listReply([{ id: 3, name: 'Bagmati' }]) : undefined;
    };
    const { user } = renderResourceScreen(Routed, { user: testUser() });
    await waitFor(() => expect(currentStep()).toBe('Address'));
    const [, temporary] = screen.getAllByLabelText('Province');
    expect(temporary).toBeEnabled();
    await user.click(temporary as HTMLElement);
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent),
      ).toEqual(['Bagmati']),
    );
  });

  it('offers Staff Category only for non-teaching staff and the posts of the category', async () => {
    mocked.answer = (call) =>
      call.method === 'GET' && pathOf(call) === '/draft/employee-register'
        ? draftReply('employee-register', 2, {
            firstName: 'Ram',
            lastName: 'Thapa',
            gender: 'male',
          })
        : undefined;
    const { user } = renderResourceScreen(Routed, { user: testUser() });
    await waitFor(() => expect(currentStep()).toBe('Employment'));
    // A campus user registers at their own campus: no workplace, university or campus inputs.
    await next(user, 'Employment');
    expect(screen.queryByLabelText('Campus')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Workplace')).not.toBeInTheDocument();
    // Staff Category is only for non-teaching staff; the posts follow the category.
    expect(screen.getByLabelText('Staff Category')).toBeDisabled();
    await choose(user, 'Staff Type', 'Non-Teaching');
    await waitFor(() => expect(screen.getByLabelText('Staff Category')).toBeEnabled());
    await user.click(button(REGISTER_TEXTS.next));
    expect(await screen.findByText(EMPLOYEE_MESSAGES.staffCategoryRequired)).toBeInTheDocument();
    await choose(user, 'Staff Category', 'Administrative');
    await waitFor(() => expect(screen.getByLabelText('Post')).toBeEnabled());
    await user.click(screen.getByLabelText('Post'));
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.textContent,
    );
    expect(offered).toContain('Accountant');
    expect(offered).not.toContain('Lecturer');
    expect(offered).not.toContain('Lab Assistant');
    await user.keyboard('{Escape}');
    await user.click(button(REGISTER_TEXTS.previous));
    await waitFor(() => expect(currentStep()).toBe('Address'));
    await waitFor(() => expect(draftPuts().at(-1)?.data).toMatchObject({ step: 1 }));
  });

  it('restores the draft with a notice and discards it', async () => {
    mocked.answer = (call) =>
      call.method === 'GET' && pathOf(call) === '/draft/employee-register'
        ? draftReply('employee-register', 2, {
            firstName: 'Ram',
            lastName: 'Thapa',
            employeeType: 'teaching',
          })
        : call.method === 'DELETE'
          ? { status: 204 }
          : undefined;
    const { user } = renderResourceScreen(Routed, { user: testUser() });
    expect(await screen.findByText(REGISTER_TEXTS.draftRestored)).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toBe('Employment'));
    await user.click(button(REGISTER_TEXTS.previous));
    await user.click(button(REGISTER_TEXTS.previous));
    await waitFor(() => expect(currentStep()).toBe('Personal'));
    expect(screen.getByLabelText('First Name')).toHaveValue('Ram');
    await user.click(button(REGISTER_TEXTS.discardDraft));
    await waitFor(() =>
      expect(mocked.api.calls.some((call) => call.method === 'DELETE')).toBe(true),
    );
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue(''));
    expect(screen.queryByText(REGISTER_TEXTS.draftRestored)).not.toBeInTheDocument();
  });

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

  it('saves a changed form as a draft every 20 s', async () => {
    jest.useFakeTimers();
    try {
      const { user } = renderResourceScreen(Routed, {
        user: testUser(),
        advanceTimers: jest.advanceTimersByTime,
      });
      await waitFor(() => expect(currentStep()).toBe('Personal'));
      act(() => {
        jest.advanceTimersByTime(REGISTER_DRAFT_INTERVAL_MS);
      });
      expect(draftPuts()).toHaveLength(0);
      await user.type(screen.getByLabelText('First Name'), 'Gita');
      act(() => {
        jest.advanceTimersByTime(REGISTER_DRAFT_INTERVAL_MS);
      });
      await waitFor(() => expect(draftPuts()).toHaveLength(1));
      expect(draftPuts()[0]?.data).toEqual({
        step: 0,
        values: expect.objectContaining({ firstName: 'Gita' }) as unknown,
      });
      // Nothing changed since: no second save.
      act(() => {
        jest.advanceTimersByTime(REGISTER_DRAFT_INTERVAL_MS);
      });
      expect(draftPuts()).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
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
    mocked.answer = (call) =>
      call.method === 'GET' && pathOf(call) === '/draft/employee-register'
        ? draftReply('employee-register', 2, {
            firstName: 'Ram',
            lastName: 'Thapa',
            gender: 'male',
            workplace: 'campus',
          })
        : pathOf(call) === '/university'
          ? listReply([{ id: 1, name: 'Tribhuvan University' }])
          : undefined;
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

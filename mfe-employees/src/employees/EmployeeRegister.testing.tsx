/** What the employee-register tests share: the API they answer, the screen, the steps' helpers. */
import { MemoryRouter } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import { mockApiForEachTest, type ApiAnswer } from '@hemis/shared-auth/src/testing';
import { choose, listReply, pathOf, type User } from '@hemis/shared-ui/src/resource/testing';
import { button, currentStep, draftReply } from '@hemis/shared-ui/src/register/testing';
import EmployeeRegister from './EmployeeRegister';
import { REGISTER_TEXTS } from './registerSteps';

export const posts = [
  { id: 1, positionName: 'Lecturer', category: 'teaching' },
  { id: 9, positionName: 'Accountant', category: 'administrative' },
  { id: 12, positionName: 'Lab Assistant', category: 'technical' },
];

/** The register's API for each test of the file that calls it (at its top). */
export function mockRegisterApi() {
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
  /** The drafts saved so far. */
  const draftPuts = () =>
    mocked.api.calls.filter(
      (call) => call.method === 'PUT' && pathOf(call) === '/draft/employee-register',
    );
  return { mocked, draftPuts };
}

export function Routed() {
  return (
    <MemoryRouter>
      <EmployeeRegister />
    </MemoryRouter>
  );
}

/** A record filled in up to the last step: the draft holds it and Submit sends it as it is. */
export const lastStepRecord = {
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

export async function fillPersonal(user: User, citizenshipNo = '12-34-56') {
  await user.type(screen.getByLabelText('First Name'), 'Sita');
  await user.type(screen.getByLabelText('Last Name'), 'Karki');
  await choose(user, 'Gender', 'Female');
  await user.type(screen.getByLabelText('Citizenship No.'), citizenshipNo);
}

export async function next(user: User, to: string) {
  await user.click(button(REGISTER_TEXTS.next));
  await waitFor(() => expect(currentStep()).toBe(to));
}

/** The API answering the register's draft with these values at this step (others: `rest`). */
export const savedDraft =
  (step: number, values: Record<string, unknown>, rest?: ApiAnswer): ApiAnswer =>
  (call) =>
    call.method === 'GET' && pathOf(call) === '/draft/employee-register'
      ? draftReply('employee-register', step, values)
      : rest?.(call);

/** Re-exported so that the register's tests import their kit helpers from one place. */
export {
  choose,
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
} from '@hemis/shared-ui/src/resource/testing';
export { button, currentStep, draftReply } from '@hemis/shared-ui/src/register/testing';

import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor } from '@testing-library/react';
import { selectCurrentUser, signInSuccess } from '@hemis/shared-auth';
import {
  mockApi,
  sampleUser,
  type ApiCall,
  type ApiReply,
  type MockedApi,
} from '@hemis/shared-auth/src/testing';
import ProfilePage from './ProfilePage';
import { freshStore, renderPage } from './LoginPage.testing';

const profile = {
  id: 7,
  email: 'collegeadmin@hemis.test',
  firstName: 'Sita',
  middleName: null,
  lastName: 'Sharma',
  phoneNumber: '9800000000',
  gender: 'female',
  role: 'CollegeAdmin',
  type: 'college',
  universityId: 1,
  campusId: 49,
  institution: {
    id: 49,
    universityId: 1,
    logo: null,
    campusName: 'Model Campus',
    localLevel: 'Kathmandu',
    district: 'Kathmandu',
  },
  lastSignInAt: null,
};

let api: MockedApi;
let onPatch: (call: ApiCall) => ApiReply;
let onGet: () => ApiReply;
beforeEach(() => {
  onGet = () => ({ status: 200, data: profile });
  onPatch = (call) => ({ status: 200, data: { ...profile, ...(call.data as object) } });
  api = mockApi((call) => (call.method === 'PATCH' ? onPatch(call) : onGet()));
});
afterEach(() => api.restore());

async function open() {
  const store = await freshStore();
  store.dispatch(signInSuccess(sampleUser()));
  const view = await renderPage(<ProfilePage />, { path: '/profile', store });
  return view;
}

describe('ProfilePage', () => {
  it("shows the signed-in user's profile", async () => {
    await open();
    expect(await screen.findByText('collegeadmin@hemis.test')).toBeInTheDocument();
    expect(screen.getByText('Model Campus, Kathmandu, Kathmandu')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Sita');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('9800000000');
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/User/Profile' });
    expect(api.calls[0]?.headers.authorization).toBe('Bearer token-abc');
  });

  it('saves names and phone, and updates the signed-in user', async () => {
    const { user, store } = await open();
    const first = await screen.findByLabelText('First Name');
    await user.clear(first);
    await user.type(first, 'Gita');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch).toMatchObject({
      url: '/User/Profile',
      data: { firstName: 'Gita', middleName: '', lastName: 'Sharma', phoneNumber: '9800000000' },
    });
    expect(selectCurrentUser(store.getState())?.firstName).toBe('Gita');
  });

  it('checks the fields with the contract rules', async () => {
    const { user } = await open();
    const phone = await screen.findByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, '98x12');
    expect(phone).toHaveValue('9812');
    await user.clear(screen.getByLabelText('Last Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('says so when saving fails', async () => {
    onPatch = () => ({ status: 500 });
    const { user, store } = await open();
    await screen.findByLabelText('First Name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to update your profile. Please try again.'),
    ).toBeInTheDocument();
    expect(selectCurrentUser(store.getState())?.firstName).toBe('Sita');
  });

  it('says so when the profile cannot be loaded', async () => {
    onGet = () => ({ status: 500 });
    await open();
    await waitFor(() =>
      expect(
        screen.getByText('Failed to load your profile. Please try again later.'),
      ).toBeInTheDocument(),
    );
  });
});

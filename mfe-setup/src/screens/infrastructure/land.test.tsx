import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import {
  mockApi,
  type ApiCall,
  type ApiReply,
  type MockedApi,
} from '@hemis/shared-auth/src/testing';
import {
  choose,
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
} from '@hemis/shared-ui/src/resource/testing';
import LandScreen from './land';

const plot = {
  id: 7,
  campusId: 49,
  universityId: 1,
  kittaNo: '1201',
  landOwnership: 'own',
  locationProvinceId: null,
  locationDistrictId: null,
  locationLocalLevel: null,
  locationWard: null,
  unitSystem: 'hill',
  ropani: 2,
  aana: 5,
  paisa: 2,
  daam: 1,
  bigha: null,
  kattha: null,
  dhur: null,
  areaSqm: 1194.34,
  remarks: null,
  labels: { campusId: 'Bhaktapur Multiple Campus' },
};

let api: MockedApi;
let answer: (call: ApiCall) => ApiReply | undefined;
beforeEach(() => {
  answer = () => undefined;
  api = mockApi((call) => {
    const given = answer(call);
    if (given) return given;
    const path = pathOf(call);
    if (path === '/land') return listReply([plot]);
    if (path === '/land/7/documents') return { status: 200, data: [] };
    return listReply([]);
  });
});
afterEach(() => api.restore());

describe('Land register', () => {
  it('enters the area in the chosen unit system and shows it in m² and both systems', async () => {
    answer = (call) =>
      call.method === 'POST' ? { status: 201, data: { ...plot, id: 8 } } : undefined;
    const { user } = renderResourceScreen(LandScreen, { user: testUser() });
    const table = screen.getByRole('table');
    // The stored m² and the same area in ropani-aana-paisa-daam and bigha-kattha-dhur.
    const row = (await within(table).findByText('1201')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1,194.34')).toBeInTheDocument();
    expect(within(row).getByText('2-5-2-1')).toBeInTheDocument();
    expect(within(row).getByText('0-3-10.54')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    expect(headers).toEqual(
      expect.arrayContaining([
        'Area (m²)',
        'Area (Ropani-Aana-Paisa-Daam)',
        'Area (Bigha-Kattha-Dhur)',
        'Documents',
      ]),
    );
    // A campus user's rows are their campus's: no campus column.
    expect(headers).not.toContain('Campus');

    const form = screen.getByTestId('resource-form-create');
    // The parts open with their system; the other system's stay shut.
    expect(within(form).getByLabelText('Ropani')).toBeDisabled();
    expect(within(form).getByLabelText('Bigha')).toBeDisabled();
    await user.type(within(form).getByLabelText('Plot (Kitta) No.'), '1202');
    await choose(user, 'Ownership', 'Own', form);
    await choose(user, 'Unit System', 'Ropani-Aana-Paisa-Daam (hill)', form);
    await waitFor(() => expect(within(form).getByLabelText('Ropani')).toBeEnabled());
    expect(within(form).getByLabelText('Bigha')).toBeDisabled();
    expect(within(form).queryByLabelText('Area (m²)')).not.toBeInTheDocument();
    for (const [label, value] of [
      ['Ropani', '2'],
      ['Aana', '5'],
      ['Paisa', '2'],
      ['Daam', '1'],
    ] as const) {
      await user.type(within(form).getByLabelText(label), value);
    }
    // The area as the API will store it, and in the other system, while it is entered.
    expect(
      await within(form).findByText('= 1,194.34 m² = 0-3-10.54 bigha-kattha-dhur'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Data added successfully!')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({
      url: '/Land',
      data: { kittaNo: '1202', unitSystem: 'hill', ropani: 2, aana: 5, paisa: 2, daam: 1 },
    });
    expect(post?.data).not.toHaveProperty('areaSqm');
    expect(post?.data).not.toHaveProperty('campusId');
  });

  it('shows the API’s field message for parts that do not hold together', async () => {
    answer = (call) =>
      call.method === 'POST'
        ? {
            status: 400,
            data: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Bad Request',
              fields: { aana: 'Aana must be less than 16 (that many make one ropani)' },
            },
          }
        : undefined;
    const { user } = renderResourceScreen(LandScreen, { user: testUser() });
    await screen.findByText('1201');
    const form = screen.getByTestId('resource-form-create');
    await user.type(within(form).getByLabelText('Plot (Kitta) No.'), '9');
    await choose(user, 'Ownership', 'Lease', form);
    await choose(user, 'Unit System', 'Ropani-Aana-Paisa-Daam (hill)', form);
    await waitFor(() => expect(within(form).getByLabelText('Aana')).toBeEnabled());
    await user.type(within(form).getByLabelText('Aana'), '16');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(
      await within(form).findByText('Aana must be less than 16 (that many make one ropani)'),
    ).toBeInTheDocument();
  });

  it('the commission reads the campus’s rows and documents, and is offered no change', async () => {
    const { user } = renderResourceScreen(LandScreen, {
      user: testUser({
        role: 'UgcAdmin',
        listUser: [{ roleName: 'UgcAdmin' }],
        campusId: null,
        universityId: null,
        type: undefined,
      }),
    });
    const table = screen.getByRole('table');
    const row = (await within(table).findByText('1201')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Bhaktapur Multiple Campus')).toBeInTheDocument();
    expect(screen.queryByTestId('resource-form-create')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Documents' }));
    const heading = await screen.findByText('Documents: Kitta 1201');
    const drawer = heading.closest('.ant-drawer') as HTMLElement;
    await waitFor(() =>
      expect(api.calls.some((call) => pathOf(call) === '/land/7/documents')).toBe(true),
    );
    expect(within(drawer).queryByRole('button', { name: /upload/i })).not.toBeInTheDocument();
  });
});

import '@hemis/shared-auth/src/testing-dom';
import { screen, within } from '@testing-library/react';
import { mockApi, type ApiCall, type MockedApi } from '@hemis/shared-auth/src/testing';
import { BUILDING_MESSAGES, bsYearToday } from '@hemis/shared-contracts';
import {
  choose,
  listReply,
  renderResourceScreen,
  testUser,
} from '@hemis/shared-ui/src/resource/testing';
import BuildingScreen from './building';

// The first render of antd's grid and selects is slow on a busy two-core machine.
jest.setTimeout(60_000);

let api: MockedApi;
let calls: ApiCall[] = [];
beforeEach(() => {
  calls = [];
  api = mockApi((call) => {
    calls.push(call);
    if (call.method === 'POST') return { status: 201, data: { id: 3 } };
    return listReply([]);
  });
});
afterEach(() => api.restore());

describe('Building register', () => {
  it('refuses a year built still to come before sending', async () => {
    const { user } = renderResourceScreen(BuildingScreen, { user: testUser() });
    const form = await screen.findByTestId('resource-form-create');
    await user.type(within(form).getByLabelText('Building Name'), 'Science Block');
    await user.type(within(form).getByLabelText('Floors'), '2');
    await choose(user, 'Structure', 'RCC Frame', form);
    await choose(user, 'Condition', 'Good', form);
    await user.type(within(form).getByLabelText('Year Built (BS)'), String(bsYearToday() + 1));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText(BUILDING_MESSAGES.yearInFuture)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

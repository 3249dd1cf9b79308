import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, type ApiCall, type MockedApi } from '@hemis/shared-auth/src/testing';
import { RESEARCH_MESSAGES } from '@hemis/shared-contracts';
import {
  choose,
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
  type User,
} from '@hemis/shared-ui/src/resource/testing';
import ResearchScreen from './research';

// The first render of antd's grid and selects is slow on a busy two-core machine.
jest.setTimeout(60_000);

let api: MockedApi;
let calls: ApiCall[] = [];
beforeEach(() => {
  calls = [];
  api = mockApi((call) => {
    calls.push(call);
    const path = pathOf(call);
    if (call.method === 'POST') return { status: 201, data: { id: 9 } };
    if (path === '/fiscalyear') return listReply([{ id: 3, label: '2082/83' }]);
    if (path === '/teachingload/teachers') {
      return { status: 200, data: [{ id: 5, fullName: 'Hari Bhandari', positionName: null }] };
    }
    return listReply([]);
  });
});
afterEach(() => api.restore());

/** The labels of the inputs the add form shows now. */
function shownInputs(form: HTMLElement): string[] {
  return [...form.querySelectorAll('.ant-form-item-label label')].map(
    (label) => label.textContent?.trim() ?? '',
  );
}

async function fillCommon(user: User, form: HTMLElement, activity: string, title: string) {
  await choose(user, 'Activity', activity, form);
  await user.type(within(form).getByLabelText('Title'), title);
  await choose(user, 'Fiscal Year', '2082/83', form);
}

describe('Research and Publications', () => {
  it("shows each activity's own fields only, and sends none of another's", async () => {
    const { user } = renderResourceScreen(ResearchScreen, { user: testUser() });
    const form = await screen.findByTestId('resource-form-create');
    // Before an activity is chosen: what every activity has.
    expect(shownInputs(form)).toEqual(['Activity', 'Title', 'Fiscal Year']);

    await choose(user, 'Activity', 'Research', form);
    const research = shownInputs(form);
    for (const label of ['Teacher', 'Sponsor', 'Grant or Fellowship Amount (NPR)', 'Status']) {
      expect(research).toContain(label);
    }
    expect(research).not.toContain('Journal');
    expect(research).not.toContain('Frequency');
    await user.type(within(form).getByLabelText('Sponsor'), 'University Grants Commission');

    await choose(user, 'Activity', 'Campus Publication', form);
    await waitFor(() =>
      expect(shownInputs(form)).toEqual(
        expect.arrayContaining(['Campus Publication Type', 'Frequency']),
      ),
    );
    const publication = shownInputs(form);
    for (const label of ['Teacher', 'Sponsor', 'Status', 'Journal', 'Publication Type']) {
      expect(publication).not.toContain(label);
    }

    await user.type(within(form).getByLabelText('Title'), 'Campus Research Bulletin');
    await choose(user, 'Fiscal Year', '2082/83', form);
    await choose(user, 'Campus Publication Type', 'Bulletin', form);
    await choose(user, 'Frequency', 'Biannual', form);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.data).toEqual({
      activityType: 'campusPublication',
      title: 'Campus Research Bulletin',
      fiscalYearId: 3,
      campusPublicationType: 'bulletin',
      frequency: 'biannual',
    });
  });

  it("refuses a research without its teacher and status, with the contract's messages, before sending", async () => {
    const { user } = renderResourceScreen(ResearchScreen, { user: testUser() });
    const form = await screen.findByTestId('resource-form-create');
    await fillCommon(user, form, 'Research', 'Air quality of the valley');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText(RESEARCH_MESSAGES.teacherRequired)).toBeInTheDocument();
    expect(within(form).getByText(RESEARCH_MESSAGES.statusRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('lets a university read its campuses\u2019 activities with a campus filter, and add none', async () => {
    renderResourceScreen(ResearchScreen, {
      user: testUser({ role: 'UniAdmin', listUser: [{ roleName: 'UniAdmin' }], campusId: null }),
    });
    expect(await screen.findByTestId('filter-campusId')).toBeInTheDocument();
    expect(screen.getByTestId('filter-activityType')).toBeInTheDocument();
    expect(screen.queryByTestId('resource-form-create')).toBeNull();
  });
});

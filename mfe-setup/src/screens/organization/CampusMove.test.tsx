import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { CAMPUS_MESSAGES } from '@hemis/shared-contracts';
import {
  choose,
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
} from '@hemis/shared-ui/src/resource/testing';
import ConstituentCampusScreen from './constituentCampus';

const universities = [
  { id: 5, name: 'Tribhuvan University' },
  { id: 6, name: 'Kathmandu University' },
];
const campus = {
  id: 49,
  campusName: 'Ratna Rajyalaxmi Campus',
  campusType: 'constituent',
  universityId: 5,
  provinceId: 3,
  districtId: 30,
  localLevel: 'Kathmandu Metropolitan City',
  status: true,
  logo: null,
  labels: { universityId: 'Tribhuvan University' },
};

const mocked = mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/university/getalluniversities') return { status: 200, data: universities };
  if (path === '/campus/49/move') {
    return { status: 200, data: { ...campus, universityId: 6 } };
  }
  if (path === '/university') return listReply(universities);
  if (path === '/province' || path === '/district') return { status: 200, data: [] };
  return listReply([campus]);
});

const superAdmin = testUser({
  role: 'SuperAdmin',
  listUser: [{ roleName: 'SuperAdmin' }],
  universityId: null,
  campusId: null,
  type: 'Uni',
});
/** The open confirmation (antd's modal, by its title). */
async function confirmationDialog(): Promise<HTMLElement> {
  const title = await screen.findByText('Move this campus?');
  const dialog = title.closest<HTMLElement>('.ant-modal');
  if (!dialog) throw new Error('the confirmation is not a modal');
  return dialog;
}
const moveCalls = () => mocked.api.calls.filter((call) => pathOf(call) === '/campus/49/move');

describe('Moving a campus to another university', () => {
  it('is a confirmed action of its own for the commission', async () => {
    const { user } = renderResourceScreen(ConstituentCampusScreen, { user: superAdmin });
    const table = screen.getByRole('table');
    await within(table).findByText('Ratna Rajyalaxmi Campus');
    await user.click(within(table).getByRole('button', { name: 'Move to another university' }));
    const drawer = await screen.findByRole('dialog');
    expect(
      within(drawer).getByText('Move Ratna Rajyalaxmi Campus to another university'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('Tribhuvan University')).toBeInTheDocument();
    const move = within(drawer).getByRole('button', { name: 'Move' });
    expect(move).toBeDisabled();
    await choose(user, 'New university', 'Kathmandu University', drawer);
    await user.click(move);

    // Nothing moves before the confirmation, and Cancel leaves the campus where it is.
    const confirmation = await confirmationDialog();
    expect(confirmation).toHaveTextContent(
      'Move Ratna Rajyalaxmi Campus to Kathmandu University? Its users, students, staff and ' +
        'records go with it, and Kathmandu University will manage them.',
    );
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(moveCalls()).toHaveLength(0);

    await user.click(move);
    const again = await confirmationDialog();
    await user.click(within(again).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(moveCalls()).toHaveLength(1));
    expect(moveCalls()[0]?.method.toUpperCase()).toBe('POST');
    expect(moveCalls()[0]?.data).toEqual({ universityId: 6, confirm: true });
    expect(await screen.findByText(CAMPUS_MESSAGES.moved)).toBeInTheDocument();
  });

  it('is not offered to a university, whose edit keeps the campus in its university', async () => {
    renderResourceScreen(ConstituentCampusScreen, {
      user: testUser({
        role: 'UniAdmin',
        listUser: [{ roleName: 'UniAdmin' }],
        campusId: null,
        type: 'Uni',
      }),
    });
    const table = screen.getByRole('table');
    await within(table).findByText('Ratna Rajyalaxmi Campus');
    expect(
      within(table).queryByRole('button', { name: 'Move to another university' }),
    ).not.toBeInTheDocument();
  });
});

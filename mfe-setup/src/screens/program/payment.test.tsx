import '@hemis/shared-auth/src/testing-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, sampleUser, type ApiCall, type MockedApi } from '@hemis/shared-auth/src/testing';
import { listReply, pathOf, renderResourceScreen } from '@hemis/shared-ui/src/resource/testing';
import {
  FEE_SETUP_ROWS,
  expectFeeTypeAndAmountColumns,
} from '@hemis/shared-ui/src/resource/feeSetupTesting';
import { emulateWindowWidth } from '@hemis/shared-ui/src/testing-screen';
import { GRANT_MESSAGES, type GrantInstalmentRow } from '@hemis/shared-contracts';
import GrantReleaseScreen from '../organization/grantRelease';
import { INSTALMENT_TEXTS } from '../organization/GrantInstalments';
import { MemoryRouter } from 'react-router-dom';
import ProgramPayment from './payment';

const grant = {
  id: 7,
  fiscalYearId: 5,
  universityId: 1,
  campusId: 49,
  grantType: 'recurrent',
  amount: 4_500_000,
  letterReference: 'UGC/2083/REC/49',
  letterDate: null,
  remarks: null,
  labels: {
    fiscalYearId: '2083/84',
    universityId: 'Tribhuvan University',
    campusId: 'Patan Multiple Campus',
  },
  released: 1_500_000,
  scheduled: 3_000_000,
  instalments: 3,
  nextDueOn: '2026-12-15',
};

const instalment = (id: number, dueOn: string, status: GrantInstalmentRow['status']) => ({
  id,
  grantReleaseId: 7,
  instalmentNo: id,
  dueOn,
  amount: 1_500_000,
  status,
  releasedOn: status === 'released' ? dueOn : null,
  letterReference: status === 'released' ? 'UGC/REL/1' : null,
  note: null,
  recordedBy: 'Commission Officer',
  updatedAt: '2026-08-01T00:00:00.000Z',
});
const instalments = [
  instalment(1, '2026-08-01', 'released'),
  instalment(2, '2026-12-15', 'scheduled'),
  instalment(3, '2027-04-15', 'scheduled'),
];

const commission = sampleUser({
  role: 'UgcAdmin',
  listUser: [{ roleName: 'UgcAdmin' }],
  campusId: null,
  universityId: null,
});

let api: MockedApi;
let calls: ApiCall[] = [];
beforeEach(() => {
  calls = [];
  api = mockApi((call) => {
    calls.push(call);
    const path = pathOf(call);
    if (path === '/grantrelease') return listReply([grant]);
    if (path === '/grantrelease/7/instalments' && call.method.toLowerCase() === 'get') {
      return { status: 200, data: instalments };
    }
    if (path === '/grantrelease/7/instalments' && call.method.toLowerCase() === 'post') {
      return {
        status: 400,
        data: {
          statusCode: 400,
          error: 'Bad Request',
          message: GRANT_MESSAGES.overGrant,
          fields: { amount: `${GRANT_MESSAGES.overGrant} (NPR 0.00 open)` },
        },
      };
    }
    if (path === '/feesetup') return listReply(FEE_SETUP_ROWS);
    return listReply([]);
  });
});
afterEach(() => api.restore());

async function openInstalments() {
  const row = (await screen.findByText('UGC/2083/REC/49')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: INSTALMENT_TEXTS.label }));
  return screen.findByRole('dialog');
}

describe('Grant Releases', () => {
  it('the commission grants, sees what was released, and is refused an instalment over the grant', async () => {
    renderResourceScreen(GrantReleaseScreen, { user: commission });
    expect(await screen.findByText('15,00,000.00')).toBeInTheDocument();
    expect(screen.getByTestId('resource-form-create')).toBeInTheDocument();
    const drawer = await openInstalments();
    expect(await within(drawer).findByText('UGC/REL/1')).toBeInTheDocument();
    const table = drawer.querySelector('.ant-table') as HTMLElement;
    expect(within(table).getAllByText('Scheduled')).toHaveLength(2);
    // Granted 45 lakh; the three instalments leave nothing open.
    expect(within(drawer).getByText('0.00')).toBeInTheDocument();
    const form = within(drawer).getByTestId('instalment-form');
    fireEvent.change(within(form).getByLabelText(INSTALMENT_TEXTS.amount), {
      target: { value: '1000' },
    });
    const dueOn = within(form).getAllByRole('textbox')[0] as HTMLElement;
    fireEvent.change(dueOn, { target: { value: '2027-06-01' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: INSTALMENT_TEXTS.save }));
    });
    await waitFor(() =>
      expect(calls.some((call) => call.method.toLowerCase() === 'post')).toBe(true),
    );
    expect(
      await within(form).findByText(`${GRANT_MESSAGES.overGrant} (NPR 0.00 open)`),
    ).toBeInTheDocument();
  });

  it('shows a campus its grants and their instalments, to read only', async () => {
    renderResourceScreen(GrantReleaseScreen, { user: sampleUser() });
    const drawer = await openInstalments();
    expect(await within(drawer).findByText('UGC/REL/1')).toBeInTheDocument();
    expect(screen.queryByTestId('resource-form-create')).not.toBeInTheDocument();
    expect(within(drawer).queryByTestId('instalment-form')).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: INSTALMENT_TEXTS.delete })).toBeNull();
  });
});

describe('the program section’s Payment', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('shows the grant releases, and each program’s fees beside them', async () => {
    restore = emulateWindowWidth(1366);
    renderResourceScreen(
      () => (
        <MemoryRouter>
          <ProgramPayment />
        </MemoryRouter>
      ),
      { user: sampleUser() },
    );
    expect(await screen.findByText('45,00,000.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Program Fees' }));
    await expectFeeTypeAndAmountColumns();
  });
});

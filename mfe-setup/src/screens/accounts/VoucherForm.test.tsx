import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { VOUCHER_MESSAGES, adToBs, nepalToday } from '@hemis/shared-contracts';
import { mockApi, type ApiCall, type MockedApi } from '@hemis/shared-auth/src/testing';
import { renderResourceScreen, choose } from '@hemis/shared-ui/src/resource/testing';
import { VoucherForm, type LedgerChoice } from './VoucherForm';

// The first render of antd's grid and selects is slow on a busy two-core machine.
jest.setTimeout(60_000);

const LEDGERS: LedgerChoice[] = [
  { id: 1, name: 'Cash in Hand', cashOrBank: true, subLedgers: [] },
  { id: 2, name: 'Teaching Materials', cashOrBank: false, subLedgers: [] },
];

let api: MockedApi;
let posted: ApiCall[] = [];
let reply: { status: number; data: unknown } = { status: 201, data: { id: 9, lines: [] } };
const saved = jest.fn();
beforeEach(() => {
  posted = [];
  saved.mockReset();
  api = mockApi((call) => {
    posted.push(call);
    return reply;
  });
  reply = { status: 201, data: { id: 9, lines: [] } };
});
afterEach(() => api.restore());

function Form() {
  return <VoucherForm ledgers={LEDGERS} defaultType="journal" onSaved={saved} />;
}

async function fillLines(
  user: ReturnType<typeof renderResourceScreen>['user'],
  debit: string,
  credit: string,
) {
  await user.clear(screen.getByLabelText('Date (BS)'));
  await user.type(screen.getByLabelText('Date (BS)'), '2082-05-01');
  await user.type(screen.getByLabelText('Narration'), 'Chalk and markers');
  await choose(user, 'Ledger of line 1', 'Teaching Materials');
  await choose(user, 'Ledger of line 2', 'Cash in Hand');
  await user.type(screen.getByLabelText('Debit of line 1'), debit);
  await user.type(screen.getByLabelText('Credit of line 2'), credit);
}

describe('the voucher form', () => {
  it('keeps running totals and refuses unbalanced lines without sending them', async () => {
    const { user } = renderResourceScreen(Form);
    await fillLines(user, '12000', '10000');
    expect(screen.getByTestId('total-debit')).toHaveTextContent('12,000.00');
    expect(screen.getByTestId('total-credit')).toHaveTextContent('10,000.00');
    expect(screen.getByTestId('total-difference')).toHaveTextContent('2,000.00');
    await user.click(screen.getByRole('button', { name: 'Save Voucher' }));
    expect(await screen.findByTestId('voucher-problems')).toHaveTextContent(
      'Debits (12,000.00) and credits (10,000.00) must be equal',
    );
    expect(posted.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends a balanced voucher in paisa', async () => {
    const { user } = renderResourceScreen(Form);
    await fillLines(user, '1200.50', '1200.50');
    expect(screen.getByTestId('total-difference')).toHaveTextContent('0.00');
    await user.click(screen.getByRole('button', { name: 'Save Voucher' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const call = posted.find((entry) => entry.method === 'POST');
    expect(call?.data).toMatchObject({
      voucherType: 'journal',
      dateBs: '2082-05-01',
      narration: 'Chalk and markers',
      lines: [
        { ledgerId: 2, debitPaisa: 120050, creditPaisa: 0 },
        { ledgerId: 1, debitPaisa: 0, creditPaisa: 120050 },
      ],
    });
  });

  it('is dated today to begin with, as a receipt is', () => {
    renderResourceScreen(Form);
    expect(screen.getByLabelText('Date (BS)')).toHaveValue(adToBs(nepalToday()));
  });

  it("puts a line's problem on that line, not only above the form", async () => {
    const { user } = renderResourceScreen(Form);
    await user.type(screen.getByLabelText('Narration'), 'Chalk and markers');
    await choose(user, 'Ledger of line 1', 'Teaching Materials');
    await user.type(screen.getByLabelText('Debit of line 1'), '500');
    await user.type(screen.getByLabelText('Credit of line 1'), '500');
    await user.type(screen.getByLabelText('Credit of line 2'), '500');
    await user.click(screen.getByRole('button', { name: 'Save Voucher' }));
    expect(await screen.findByTestId('line-1-problems')).toHaveTextContent(
      VOUCHER_MESSAGES.oneSide,
    );
    expect(screen.getByTestId('line-2-problems')).toHaveTextContent(
      VOUCHER_MESSAGES.ledgerRequired,
    );
    expect(screen.queryByTestId('voucher-problems')).not.toHaveTextContent(
      VOUCHER_MESSAGES.ledgerRequired,
    );
    expect(posted.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the API's refusal of a line on that line", async () => {
    reply = {
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Bad request',
        fields: { 'lines.1.ledgerId': VOUCHER_MESSAGES.ledgerNotFound },
      },
    };
    const { user } = renderResourceScreen(Form);
    await fillLines(user, '100', '100');
    await user.click(screen.getByRole('button', { name: 'Save Voucher' }));
    const line = await screen.findByTestId('line-2-problems');
    expect(line).toHaveTextContent(VOUCHER_MESSAGES.ledgerNotFound);
    expect(
      within(line.closest('tr') as HTMLElement).getByLabelText('Ledger of line 2'),
    ).toBeTruthy();
  });
});

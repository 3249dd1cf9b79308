import { captureDownloads, mockScreenApi, pathOf, renderScreen, testUser } from '../testing';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import {
  RECEIPT_MESSAGES,
  type NextReceiptNo,
  type Receipt,
  type ReceiptList as ReceiptListAnswer,
  type StudentLedger,
} from '@hemis/shared-contracts';
import ReceiptForm from './ReceiptForm';
import ReceiptDetails from './ReceiptDetails';
import ReceiptList from './ReceiptList';
import { FILTER_BAR_TEXTS, PDF_PANEL_TEXTS } from '@hemis/shared-ui';
import { emulateWindowWidth } from '@hemis/shared-ui/src/testing-screen';
import { RECEIPT_TEXTS } from './texts';

const ledger: StudentLedger = {
  studentId: 7,
  studentName: 'Sita Tamang',
  registrationNo: '7-2-49-100-2022',
  campusId: 49,
  campusName: 'Patan Multiple Campus',
  programName: 'BSc CSIT',
  batchName: '2022',
  yearOrSemester: 2,
  dues: [
    {
      feeTypeId: 1,
      generalFeeTypeId: null,
      feeTypeName: 'Tuition Fee',
      yearOrSemester: 1,
      fiscalYear: '2083/84',
      duePaisa: 2_250_000,
      paidPaisa: 2_250_000,
      balancePaisa: 0,
    },
    {
      feeTypeId: 1,
      generalFeeTypeId: null,
      feeTypeName: 'Tuition Fee',
      yearOrSemester: 2,
      fiscalYear: '2083/84',
      duePaisa: 2_250_000,
      paidPaisa: 0,
      balancePaisa: 2_250_000,
    },
    {
      feeTypeId: null,
      generalFeeTypeId: 3,
      feeTypeName: 'Examination Fee',
      yearOrSemester: 2,
      fiscalYear: '2083/84',
      duePaisa: 300_000,
      paidPaisa: 0,
      balancePaisa: 300_000,
    },
  ],
  receipts: [],
  duePaisa: 4_800_000,
  paidPaisa: 2_250_000,
  balancePaisa: 2_550_000,
};

const receipt: Receipt = {
  id: 41,
  campusId: 49,
  campusName: 'Patan Multiple Campus',
  fiscalYearId: 3,
  fiscalYear: '2083/84',
  receiptNo: 12,
  studentId: 7,
  studentName: 'Sita Tamang',
  registrationNo: '7-2-49-100-2022',
  programName: 'BSc CSIT',
  dateAd: '2026-11-26',
  dateBs: '2083-08-10',
  lines: [
    {
      feeTypeId: 1,
      generalFeeTypeId: null,
      feeTypeName: 'Tuition Fee',
      yearOrSemester: 2,
      amountPaisa: 2_250_000,
    },
  ],
  feesPaisa: 2_250_000,
  discountPaisa: 0,
  discountKind: null,
  discountReason: null,
  finePaisa: 0,
  totalPaisa: 2_250_000,
  amountInWords: 'Rupees Twenty-Two Thousand Five Hundred Only',
  amountInWordsNepali: 'बाइस हजार पाँच सय रुपैयाँ मात्र',
  paymentMode: 'cash',
  bankVoucherNo: null,
  esewaRefId: null,
  remarks: null,
  status: 'issued',
  issuedBy: 'College Admin',
  issuedById: 1,
  createdAt: '2026-11-26T05:00:00.000Z',
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: null,
  voucherNo: 'RV-3',
  reversalVoucherNo: null,
};

const next: NextReceiptNo = { campusId: 49, fiscalYearId: 3, fiscalYear: '2083/84', receiptNo: 12 };
let current: Receipt = receipt;
beforeEach(() => {
  current = receipt;
  Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => undefined });
});

const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/receipt/student/7/ledger') return { status: 200, data: ledger };
  if (path === '/receipt/getreceiptno') return { status: 200, data: next };
  if (path === '/feetype') return { status: 200, data: [{ id: 1, feeTypeName: 'Tuition Fee' }] };
  if (path === '/generalfeetype') {
    return { status: 200, data: [{ id: 3, feeTypeName: 'Examination Fee' }] };
  }
  if (path === '/receipt' && call.method === 'POST') return { status: 201, data: receipt };
  if (path === '/receipt/41') return { status: 200, data: current };
  if (path === '/receipt/41/pdf') {
    return { status: 200, data: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) };
  }
  if (path === '/receipt/41/cancel') {
    current = {
      ...receipt,
      status: 'cancelled',
      cancelReason: 'Wrong student',
      cancelledAt: '2026-11-26T06:00:00.000Z',
      cancelledBy: 'College Admin',
    };
    return { status: 200, data: current };
  }
  if (path === '/receipt/clerks') {
    return {
      status: 200,
      data: [
        { id: 5, name: 'College User' },
        { id: 9, name: 'Sarita Cashier' },
      ],
    };
  }
  if (path === '/receipt') {
    const list: ReceiptListAnswer = { data: [receipt], total: 1, totalPaisa: 2_250_000 };
    return { status: 200, data: list };
  }
  return undefined;
});

function at(path: string): ComponentType {
  return function Routed() {
    return (
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/receipt-management/receipt-form/:id" element={<ReceiptForm />} />
          <Route path="/receipt-management/receipt-details/:id" element={<ReceiptDetails />} />
          <Route path="/receipt-management/receipt-list" element={<ReceiptList />} />
        </Routes>
      </MemoryRouter>
    );
  };
}

describe('ReceiptForm', () => {
  it("starts from the student's ledger: the fees still owed, the total in figures and words", async () => {
    renderScreen(at('/receipt-management/receipt-form/7'));
    expect(await screen.findByText('Receipt: Sita Tamang')).toBeInTheDocument();
    expect(screen.getByTestId('ledger-balance')).toHaveTextContent('25,500.00');
    expect(await screen.findByTestId('next-receipt-no')).toHaveTextContent(
      'Next receipt: No. 12 of fiscal year 2083/84',
    );
    // The two fees owed, at their balances; the paid one is not offered.
    expect(screen.getByLabelText('Amount of line 1')).toHaveValue('22500.00');
    expect(screen.getByLabelText('Amount of line 2')).toHaveValue('3000.00');
    expect(screen.queryByLabelText('Amount of line 3')).not.toBeInTheDocument();
    const total = screen.getByTestId('receipt-total');
    expect(total).toHaveTextContent('25,500.00');
    expect(total).toHaveTextContent('Rupees Twenty-Five Thousand Five Hundred Only');
    expect(total).toHaveTextContent('पच्चीस हजार पाँच सय रुपैयाँ मात्र');
  });

  it('on a phone, shows each fee line as a card with its amount in full, right-aligned', async () => {
    const restore = emulateWindowWidth(390);
    try {
      renderScreen(at('/receipt-management/receipt-form/7'));
      const amount = await screen.findByLabelText('Amount of line 1');
      expect(amount).toHaveValue('22500.00');
      const form = screen.getByTestId('receipt-form');
      expect(form.querySelector('.ant-table')).toBeNull();
      const line = amount.closest('[data-testid="list-card"]') as HTMLElement;
      expect(within(line).getByLabelText('Fee type of line 1')).toBeInTheDocument();
      expect(within(line).getByRole('button', { name: 'Remove line 1' })).toBeInTheDocument();
      // Wide enough for its figures whatever the column, and read from the right.
      for (const label of ['Amount of line 1', RECEIPT_TEXTS.fine, RECEIPT_TEXTS.discount]) {
        expect(screen.getByLabelText(label)).toHaveStyle({ textAlign: 'right', width: '100%' });
      }
      // The fine, the discount, its kind and its reason stand one under another.
      for (const label of [RECEIPT_TEXTS.fine, RECEIPT_TEXTS.discountReason]) {
        expect(screen.getByLabelText(label).closest('.ant-col')).toHaveClass('ant-col-xs-24');
      }
      expect(screen.getByTestId('ledger-balance')).toHaveTextContent('25,500.00');
    } finally {
      restore();
    }
  });

  it('checks the rules before sending, then issues and sends the lines in paisa', async () => {
    const { user } = renderScreen(at('/receipt-management/receipt-form/7'));
    await screen.findByLabelText('Amount of line 1');
    await user.type(screen.getByLabelText(RECEIPT_TEXTS.discount), '500');
    await user.click(screen.getByRole('button', { name: RECEIPT_TEXTS.save }));
    const problems = await screen.findByTestId('receipt-problems');
    expect(problems).toHaveTextContent(RECEIPT_MESSAGES.discountReason);
    expect(mocked.api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText(RECEIPT_TEXTS.discount));
    await user.clear(screen.getByLabelText('Amount of line 2'));
    await user.type(screen.getByLabelText('Amount of line 2'), '2,999.5');
    await user.click(screen.getByRole('button', { name: RECEIPT_TEXTS.save }));
    await waitFor(() => expect(mocked.api.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = mocked.api.calls.find((call) => call.method === 'POST');
    expect(post?.data).toMatchObject({
      studentId: 7,
      paymentMode: 'cash',
      lines: [
        { feeTypeId: 1, generalFeeTypeId: null, yearOrSemester: 2, amountPaisa: 2_250_000 },
        { feeTypeId: null, generalFeeTypeId: 3, yearOrSemester: 2, amountPaisa: 299_950 },
      ],
    });
  });

  it('shows a nation user the ledger too (the API says which campus issues)', async () => {
    renderScreen(
      at('/receipt-management/receipt-form/7'),
      testUser({ role: 'SuperAdmin', listUser: [{ roleName: 'SuperAdmin' }], campusId: null }),
    );
    expect(await screen.findByText('Receipt: Sita Tamang')).toBeInTheDocument();
    expect(screen.getByText(RECEIPT_TEXTS.dues)).toBeInTheDocument();
  });
});

describe('ReceiptDetails', () => {
  it('shows the receipt, previews its PDF, and cancels it with a reason', async () => {
    const { user } = renderScreen(at('/receipt-management/receipt-details/41'));
    expect(await screen.findByText(/Receipt Details: No\. 12 \(2083\/84\)/)).toBeInTheDocument();
    expect(screen.getByText('Issued')).toBeInTheDocument();
    expect(await screen.findByTitle(RECEIPT_TEXTS.preview)).toHaveAttribute('src', 'blob:receipt');
    const saved = captureDownloads();
    await user.click(screen.getByRole('button', { name: PDF_PANEL_TEXTS.download }));
    expect(saved).toEqual(['receipt-12-2083-84.pdf']);

    await user.click(screen.getByRole('button', { name: RECEIPT_TEXTS.cancel }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: RECEIPT_TEXTS.cancelOk }));
    expect(await within(dialog).findByText(RECEIPT_MESSAGES.cancelReason)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(RECEIPT_TEXTS.cancelReason), 'Wrong student');
    await user.click(within(dialog).getByRole('button', { name: RECEIPT_TEXTS.cancelOk }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText(/Cancelled on .* by College Admin: Wrong student/)).toBeInTheDocument();
    const cancel = mocked.api.calls.find((call) => pathOf(call) === '/receipt/41/cancel');
    expect(cancel?.data).toEqual({ reason: 'Wrong student' });
    expect(screen.queryByRole('button', { name: RECEIPT_TEXTS.cancel })).not.toBeInTheDocument();
  });

  it('offers no Cancel to a cashier', async () => {
    renderScreen(
      at('/receipt-management/receipt-details/41'),
      testUser({ role: 'CollegeUser', listUser: [{ roleName: 'CollegeUser' }] }),
    );
    expect(await screen.findByText(/Receipt Details/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PDF_PANEL_TEXTS.print })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RECEIPT_TEXTS.cancel })).not.toBeInTheDocument();
  });
});

describe('ReceiptList', () => {
  it('lists the receipts with their collected total, filters by any clerk, and searches by number', async () => {
    const { user } = renderScreen(at('/receipt-management/receipt-list'));
    expect(await screen.findByTestId('receipt-summary')).toHaveTextContent(
      '1 receipt(s); collected NPR 22,500.00',
    );
    expect(screen.getByRole('link', { name: '12 (2083/84)' })).toHaveAttribute(
      'href',
      '/receipt-management/receipt-details/41',
    );
    // The clerk filter offers every clerk of the campus, not only those of the loaded page.
    await user.click(screen.getByLabelText(RECEIPT_TEXTS.clerk));
    await user.click(await screen.findByTitle('Sarita Cashier'));
    await waitFor(() =>
      expect(
        mocked.api.calls.some(
          (call) =>
            pathOf(call) === '/receipt' &&
            (call.params as { issuedById?: number } | undefined)?.issuedById === 9,
        ),
      ).toBe(true),
    );
    await user.type(screen.getByLabelText(RECEIPT_TEXTS.search), '12{Enter}');
    await waitFor(() =>
      expect(
        mocked.api.calls.some(
          (call) =>
            pathOf(call) === '/receipt' && (call.params as { q?: string } | undefined)?.q === '12',
        ),
      ).toBe(true),
    );
  });

  it('on a phone, shows each receipt as a card and keeps the filters behind one button', async () => {
    const restore = emulateWindowWidth(390);
    try {
      const { user } = renderScreen(at('/receipt-management/receipt-list'));
      const link = await screen.findByRole('link', { name: '12 (2083/84)' });
      const card = link.closest('[data-testid="list-card"]') as HTMLElement;
      expect(within(card).getByTestId('list-card-title')).toHaveTextContent('Sita Tamang');
      expect(screen.queryByLabelText(RECEIPT_TEXTS.clerk)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: FILTER_BAR_TEXTS.filters }));
      const drawer = await screen.findByTestId('filter-drawer');
      expect(within(drawer).getByLabelText(RECEIPT_TEXTS.clerk)).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

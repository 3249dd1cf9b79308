import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import {
  mockApi,
  type ApiCall,
  type ApiReply,
  type MockedApi,
} from '@hemis/shared-auth/src/testing';
import { captureDownloads } from '@hemis/shared-ui/src/resource/testing';
import { MY_FEES_TEXTS, MyFees } from './MyFees';
import { MY_RESULTS_TEXTS, MyResults } from './MyResults';
import { renderPage } from './LoginPage.testing';

/** A student downloads their own marksheets and receipts from My Record. */

const result = {
  candidateId: 4,
  examName: 'Semester 2 Board Exam 2083',
  className: 'BSc CSIT Semester 2',
  status: 'passed',
  percentage: 78.5,
  sgpa: 3.2,
  cgpa: 3.41,
  division: null,
  rank: 2,
  publishedAt: '2026-11-20T10:00:00.000Z',
};

const receipt = {
  id: 31,
  campusId: 49,
  campusName: 'Model Campus',
  fiscalYearId: 3,
  fiscalYear: '2083/84',
  receiptNo: 12,
  studentId: 7,
  studentName: 'Sita Tamang',
  registrationNo: null,
  programName: 'BSc CSIT',
  dateAd: '2026-11-20',
  dateBs: '2083-08-04',
  feesPaisa: 2_250_000,
  discountPaisa: 0,
  discountKind: null,
  discountReason: null,
  finePaisa: 0,
  totalPaisa: 2_250_000,
  amountInWords: '',
  amountInWordsNepali: '',
  paymentMode: 'cash',
  bankVoucherNo: null,
  esewaRefId: null,
  remarks: null,
  status: 'issued',
  issuedBy: 'College User',
  issuedById: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: null,
  voucherNo: null,
  reversalVoucherNo: null,
};

const ledger = {
  studentId: 7,
  studentName: 'Sita Tamang',
  registrationNo: null,
  campusId: 49,
  campusName: 'Model Campus',
  programName: 'BSc CSIT',
  batchName: '2022',
  yearOrSemester: 2,
  dues: [],
  receipts: [receipt],
  duePaisa: 0,
  paidPaisa: 2_250_000,
  balancePaisa: 0,
};

let api: MockedApi;
const answer = (call: ApiCall): ApiReply => {
  if (call.url === '/Student/Me/ExamResults') return { status: 200, data: [result] };
  if (call.url === '/Student/Me/Fees') return { status: 200, data: ledger };
  return { status: 200, data: new Blob(['%PDF']) };
};
beforeEach(() => {
  api = mockApi(answer);
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('My Record downloads', () => {
  it('downloads the marksheet of a published result', async () => {
    const saved = captureDownloads();
    const { user } = await renderPage(<MyResults />, { path: '/student-home' });
    const row = (await screen.findByText(result.examName)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: MY_RESULTS_TEXTS.marksheet }));
    await waitFor(() => expect(saved).toEqual(['marksheet-Semester-2-Board-Exam-2083.pdf']));
    expect(api.calls.at(-1)).toMatchObject({
      method: 'GET',
      url: '/Student/Me/ExamResults/4/Pdf',
    });
  });

  it('lists their receipts, each with its PDF', async () => {
    const saved = captureDownloads();
    const { user } = await renderPage(<MyFees />, { path: '/student-home' });
    expect(await screen.findByText(MY_FEES_TEXTS.receipts)).toBeInTheDocument();
    const row = screen.getByText('12 (2083/84)').closest('tr') as HTMLElement;
    expect(within(row).getByText('2083-08-04')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: MY_FEES_TEXTS.receipt }));
    await waitFor(() => expect(saved).toEqual(['receipt-12-2083-84.pdf']));
    expect(api.calls.at(-1)).toMatchObject({ method: 'GET', url: '/Student/Me/Receipts/31/Pdf' });
  });
});

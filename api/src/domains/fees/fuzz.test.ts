// First: the test helpers stand in for ESM-only modules before the app loads them.
import {
  fuzzedApp,
  garbageBodies,
  itSurvivesGarbage,
  jsonBody,
  probeResources,
  sendMixes,
  type Edges,
  type FuzzRoute,
} from '../../test/fuzz';
import {
  feeSetupContract,
  feeTypeContract,
  generalFeeTypeContract,
  type AnyResourceContract,
} from '@hemis/shared-contracts';

/**
 * The fee and receipt routes never answer bad input with a 500: garbage bodies, odd URLs,
 * random mixes of edge values in plausible receipts, and the kit's probes of the fee resources.
 */

const app = fuzzedApp(['collegeadmin', 'collegeuser', 'uniadmin', 'superadmin', 'student']);

const routes = (): FuzzRoute[] => [
  { method: 'GET', url: '/api/Receipt' },
  { method: 'POST', url: '/api/Receipt' },
  { method: 'GET', url: '/api/Receipt/1' },
  { method: 'GET', url: '/api/Receipt/1/Pdf' },
  { method: 'POST', url: '/api/Receipt/1/Cancel' },
  { method: 'GET', url: '/api/Receipt/GetReceiptNo' },
  { method: 'GET', url: '/api/Receipt/DailyCollection' },
  { method: 'GET', url: '/api/Receipt/Student/1/Ledger' },
  { method: 'GET', url: '/api/Receipt/Figures' },
  { method: 'POST', url: '/api/FeeSetup' },
  { method: 'POST', url: '/api/FeeType' },
  { method: 'POST', url: '/api/GeneralFeeType' },
  { method: 'GET', url: '/api/Verify/receipt/abc' },
  { method: 'POST', url: '/api/Esewa/Pay' },
  { method: 'POST', url: '/api/Esewa/Confirm' },
  { method: 'GET', url: '/api/Esewa/Payment/ABC' },
  { method: 'GET', url: '/api/Esewa/Payment/ABC/Form' },
  { method: 'GET', url: '/api/OpenEnrolment/Form' },
  { method: 'POST', url: '/api/OpenEnrolment' },
];

const bodies = garbageBodies({
  malformed: '{"studentId": 1, ',
  typed: [
    jsonBody('wrong types', {
      studentId: 'me',
      lines: 'many',
      discountPaisa: '5',
      paymentMode: 7,
      dateBs: '2081-13-40',
    }),
    jsonBody('wrong line types', {
      studentId: 1,
      paymentMode: 'cash',
      lines: [{ feeTypeId: 'tuition', amountPaisa: -1 }, null, 3],
    }),
  ],
  hugeField: 'remarks',
});

const weirdUrls = [
  '/api/Receipt/-1',
  '/api/Receipt/2147483648',
  '/api/Receipt/%00/Pdf',
  '/api/Receipt?status=moon',
  '/api/Receipt?from=2081-13-40&to=abc',
  '/api/Receipt?page=0&pageSize=100000',
  '/api/Receipt?campusId=0x1f&feeTypeId=-3',
  '/api/Receipt?q=%27%20or%201%3D1%20--&paymentMode=cheque',
  '/api/Receipt/Export?issuedById=2147483648',
  '/api/Receipt/GetReceiptNo?CampusId=abc',
  '/api/Receipt/GetReceiptNo?CampusId=2147483647',
  '/api/Receipt/DailyCollection?date=2025-02-30&format=pdf',
  '/api/Receipt/DailyCollection?campusId=99999',
  '/api/Receipt/Student/2147483647/Ledger?format=xlsx',
  '/api/Receipt/Student/abc/Ledger',
  '/api/Verify/receipt/' + 'x'.repeat(300),
  '/api/Verify/%2e%2e/abc',
  '/api/Esewa/Payment/' + 'x'.repeat(100) + '/Form',
  '/api/Esewa/Payment/%00',
];

const EDGES: Edges = {
  studentId: [1, 0, -1, 2_147_483_647, 2_147_483_648, 'x', null],
  dateBs: ['2082-05-01', '2082-04-32', '1900-01-01', '2200-01-01', '', null, 5],
  dateAd: ['2025-09-01', '2025-02-30', '9999-12-31', '', null],
  discountPaisa: [0, 100, 1e11, 1e11 + 1, 2 ** 53, -5, 1.5, null],
  discountKind: ['discount', 'scholarship', 'gift', null],
  discountReason: ['', 'x'.repeat(301), '\u0000', 'Merit'],
  finePaisa: [0, 100, -1, 1e20, null],
  paymentMode: ['cash', 'bank', 'esewa', 'cheque', null],
  bankVoucherNo: ['', 'x'.repeat(51), 'NB-1', null],
};
/** An online enrolment application's values (anyone may send one). */
const APPLICATION_EDGES: Edges = {
  offerId: [1, 0, -1, 2_147_483_648, 'x', '', null],
  password: ['Applicant@2083', 'short', '', 'x'.repeat(600), null, 5],
  confirmPassword: ['Applicant@2083', 'other', null],
  firstName: ['Asha', '', 'x'.repeat(300), '\u0000', 7],
  lastName: ['Rai', null],
  gender: ['female', 'moon', null],
  dateOfBirth: ['2005-03-15', '2025-02-30', '1800-01-01', 'yesterday', null],
  dateOfBirthBs: ['2061-12-01', '2061-13-40', ''],
  email: ['asha@example.org', 'not-an-email', '', 'x'.repeat(300)],
  phoneNumber: ['9841234567', '98', 'abcdefghij', null],
  permanentProvinceId: [3, 0, 99, 'x'],
  permanentDistrictId: [27, 1, 2_147_483_648, null],
  permanentWard: [1, 0, 40, 1.5],
  ethnicGroupId: [1, -1, 'x'],
  programId: [1, null],
  citizenshipNo: ['27-01-2345', '', 'x'.repeat(60)],
  'document.see': ['text instead of a file'],
  'document.passport': ['x'],
};

const LINE_EDGES: Edges = {
  feeTypeId: [1, 0, -1, 2_147_483_647, 'x', null],
  generalFeeTypeId: [1, 0, 2_147_483_648, null],
  yearOrSemester: [1, 0, 13, 1.5, null],
  amountPaisa: [1, 0, 100_000, 1e11, 1e11 + 1, -5, 1.5, '100', null],
};

describe('bad input never gives a 500', () => {
  itSurvivesGarbage(app, routes, bodies, weirdUrls);

  it('survives plausible receipts with edge values', async () => {
    await sendMixes(app.t.app, 20261127, 60, (mixer, round) => {
      const body = mixer.withLines(
        mixer.mix({ studentId: 1, paymentMode: 'cash' }, EDGES, 0.4),
        LINE_EDGES,
        4,
      );
      return {
        body,
        token: app.tokens[round % 2] ?? '',
        requests: [
          { method: 'POST', url: '/api/Receipt', payload: body },
          {
            method: 'POST',
            url: '/api/Receipt/1/Cancel',
            payload: { reason: mixer.pick(EDGES.discountReason ?? []) },
          },
        ],
      };
    });
  });

  it('survives plausible online enrolment applications with edge values', async () => {
    // Anyone may send one: no token.
    await sendMixes(app.t.app, 20261128, 60, (mixer) => {
      const body = mixer.mix({}, APPLICATION_EDGES, 0.5);
      return { body, requests: [{ method: 'POST', url: '/api/OpenEnrolment', payload: body }] };
    });
  });

  it('answers the kit probes of the fee resources with field messages', async () => {
    const contracts = [
      generalFeeTypeContract,
      feeTypeContract,
      feeSetupContract,
    ] as unknown as AnyResourceContract[];
    const { misses } = await probeResources(app.t.app, app.tokens, contracts);
    expect(misses).toEqual([]);
  });
});

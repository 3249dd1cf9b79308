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
  accountLedgerContract,
  accountSubGroupContract,
  accountSubLedgerContract,
  type AnyResourceContract,
} from '@hemis/shared-contracts';

/**
 * The accounts routes (chart resources, vouchers and their steps, reports) never answer bad
 * input with a 500: garbage bodies, odd URLs, random mixes of edge values in plausible vouchers,
 * and the kit's probes of the chart resources.
 */

const app = fuzzedApp(['collegeadmin', 'collegeuser', 'uniadmin', 'superadmin', 'student']);

const routes = (): FuzzRoute[] => [
  { method: 'GET', url: '/api/AccountVoucher' },
  { method: 'POST', url: '/api/AccountVoucher' },
  { method: 'PUT', url: '/api/AccountVoucher/1' },
  { method: 'DELETE', url: '/api/AccountVoucher/99999' },
  { method: 'POST', url: '/api/AccountVoucher/1/Check' },
  { method: 'POST', url: '/api/AccountVoucher/1/Approve' },
  { method: 'POST', url: '/api/AccountVoucher/1/Cancel' },
  { method: 'POST', url: '/api/AccountVoucher/1/Reverse' },
  { method: 'GET', url: '/api/AccountChart' },
  { method: 'GET', url: '/api/AccountSummary' },
  { method: 'POST', url: '/api/AccountLedger' },
];

const bodies = garbageBodies({
  malformed: '{"voucherType": "journal", ',
  typed: [
    jsonBody('wrong types', {
      voucherType: 7,
      dateBs: '2081-13-40',
      dateAd: '2025-02-30',
      narration: ['x'],
      lines: 'many',
    }),
    jsonBody('wrong line types', {
      voucherType: 'journal',
      dateBs: '2082-05-01',
      narration: 'x',
      lines: [{ ledgerId: 'cash', debitPaisa: 1.5, creditPaisa: -1 }, null, 3],
    }),
  ],
  hugeField: 'narration',
});

const weirdUrls = [
  '/api/AccountVoucher/-1',
  '/api/AccountVoucher/2147483648',
  '/api/AccountVoucher/%00',
  '/api/AccountVoucher?status=moon',
  '/api/AccountVoucher?from=2081-13-40&to=abc',
  '/api/AccountVoucher?from=2081-02-32',
  '/api/AccountVoucher?page=0&pageSize=100000',
  '/api/AccountVoucher?campusId=0x1f',
  '/api/AccountReport/TrialBalance?fiscalYearId=99999',
  '/api/AccountReport/TrialBalance?from=2000-01-01',
  '/api/AccountReport/TrialBalance?from=2081-02-32',
  '/api/AccountReport/TrialBalance?campusId=2147483647',
  '/api/AccountReport/LedgerStatement',
  '/api/AccountReport/LedgerStatement?ledgerId=abc',
  '/api/AccountReport/LedgerStatement?ledgerId=2147483647',
  '/api/AccountReport/BalanceSheet/Export?to=9999-99-99',
  '/api/AccountReport/IncomeExpenditure/Pdf?from=2082-04-01&to=2081-04-01',
];

const EDGES: Edges = {
  voucherType: ['journal', 'payment', 'receipt', 'contra', 'x', null],
  dateBs: ['2082-05-01', '2082-04-32', '1900-01-01', '2200-01-01', '', null, 5],
  dateAd: ['2025-09-01', '2025-02-30', '9999-12-31', '', null],
  narration: ['', ' ', 'x'.repeat(1001), '\u0000', 'ok'],
};
const LINE_EDGES: Edges = {
  ledgerId: [1, 0, -1, 2_147_483_647, 2_147_483_648, 'x', null],
  subLedgerId: [1, 0, 2_147_483_647, null, 'x'],
  debitPaisa: [0, 100, 1e12, 1e12 + 1, 2 ** 53, -5, 1.5, '100', null],
  creditPaisa: [0, 100, 1e12, -5, 1.5, null],
  narration: ['x'.repeat(501), null, 7],
};

describe('bad input never gives a 500', () => {
  itSurvivesGarbage(app, routes, bodies, weirdUrls);

  it('survives plausible vouchers with edge values', async () => {
    await sendMixes(app.t.app, 20261126, 60, (mixer, round) => {
      const voucher = { voucherType: 'journal', dateBs: '2082-05-01', narration: 'Fuzzed' };
      const body = mixer.withLines(mixer.mix(voucher, EDGES, 0.4), LINE_EDGES, 4);
      // The administrator and the clerk in turn.
      return {
        body,
        token: app.tokens[round % 2] ?? '',
        requests: [
          { method: 'POST', url: '/api/AccountVoucher', payload: body },
          { method: 'PUT', url: '/api/AccountVoucher/1', payload: body },
          { method: 'POST', url: '/api/AccountVoucher/1/Reverse', payload: body },
        ],
      };
    });
  });

  it('answers the kit probes of the chart resources with field messages', async () => {
    const contracts = [
      accountSubGroupContract,
      accountLedgerContract,
      accountSubLedgerContract,
    ] as unknown as AnyResourceContract[];
    // Rows of the campus's own, so the probes' updates reach the values (a campus never changes
    // the standard chart).
    const add = async (path: string, payload: Record<string, unknown>) => {
      const response = await app.api('collegeadmin', 'POST', `/${path}`, payload);
      expect(response.statusCode).toBe(201);
      return response.json<{ id: number }>().id;
    };
    const subGroupId = await add('AccountSubGroup', {
      groupType: 'asset',
      subGroupName: 'Fuzzed Sub-group',
    });
    const ledgerId = await add('AccountLedger', { subGroupId, ledgerName: 'Fuzzed Ledger' });
    await add('AccountSubLedger', { ledgerId, subLedgerName: 'Fuzzed Sub-ledger' });
    const { misses } = await probeResources(app.t.app, app.tokens, contracts);
    expect(misses).toEqual([]);
  });
});

// First: the test helpers stand in for ESM-only modules before the app loads them.
import {
  BROKEN_MULTIPART,
  fuzzedApp,
  garbageBodies,
  itSurvivesGarbage,
  jsonBody,
  sendMixes,
  type Edges,
  type FuzzRoute,
} from '../../test/fuzz';

/**
 * The public finance, budget and teaching load routes (grants, the statement and its workbook,
 * the section figures, the teaching load and its summary) never answer bad input with a 500:
 * garbage bodies, odd URLs, and random mixes of edge values in otherwise plausible grants.
 */

const app = fuzzedApp(['ugcadmin', 'collegeadmin', 'uniadmin', 'collegeuser', 'student']);

const grantBody = (): Record<string, unknown> => ({
  fiscalYearId: 1,
  universityId: 1,
  campusId: 49,
  budgetNature: 'recurrent',
  purpose: 'Fuzzed grant',
  allocated: 1000,
  released: 500,
});

const routes = (): FuzzRoute[] => [
  { method: 'GET', url: '/api/BudgetGrant' },
  { method: 'POST', url: '/api/BudgetGrant' },
  { method: 'PATCH', url: '/api/BudgetGrant/1' },
  { method: 'POST', url: '/api/TeachingLoad' },
  { method: 'PATCH', url: '/api/TeachingLoad/1' },
  { method: 'POST', url: '/api/IncomeExpenseHead' },
  { method: 'GET', url: '/api/PublicFinance/Statement' },
  { method: 'GET', url: '/api/PublicFinance/Statement/Export' },
  { method: 'GET', url: '/api/PublicFinance/Figures' },
  { method: 'GET', url: '/api/OtherSetup/Figures' },
  { method: 'GET', url: '/api/ProgramMgmt/Figures' },
  { method: 'GET', url: '/api/TeachingLoad/Teachers' },
  { method: 'GET', url: '/api/TeachingLoad/Summary' },
];

const bodies = garbageBodies({
  malformed: '{"purpose": "a", ',
  typed: [
    jsonBody('wrong types', {
      fiscalYearId: 'this year',
      universityId: [1],
      campusId: {},
      budgetNature: 'both',
      allocated: '1e3',
      released: -1,
      spentReported: true,
      employeeId: 1.5,
      periodsPerWeek: 1e9,
      headType: 'gift',
      incomeSource: 7,
    }),
  ],
  hugeField: 'purpose',
  multipart: [BROKEN_MULTIPART],
});

const weirdUrls = [
  '/api/PublicFinance/Statement?fiscalYearId=abc',
  '/api/PublicFinance/Statement?fiscalYearId=2147483648',
  '/api/PublicFinance/Statement?campusId=-1&universityId=%00',
  '/api/PublicFinance/Statement?fiscalYearId=1&fiscalYearId=2',
  '/api/PublicFinance/Statement?other=1',
  '/api/PublicFinance/Statement/Export?campusId=1.5',
  '/api/TeachingLoad/Summary?fiscalYearId=99999999999',
  '/api/TeachingLoad/Summary?campusId[]=1',
  '/api/BudgetGrant?budgetNature=,,,',
  '/api/BudgetGrant?sort=allocated;drop',
  '/api/BudgetGrant/Export?q=%25%5F%5C',
  '/api/TeachingLoad?employeeId=abc',
  '/api/BudgetGrant/2147483648',
];

/** Edge values per field of a grant (a small seeded generator: reproducible). */
const EDGES: Edges = {
  fiscalYearId: [1, 0, -1, 2_147_483_648, null, '1'],
  universityId: [1, 2, 999, null],
  campusId: [49, 50, 0, 2_147_483_648, null],
  budgetNature: ['recurrent', 'capital', 'other', '', null],
  purpose: ['', ' ', 'p'.repeat(151), 'अनुदान', "1'; drop table budget_grants", null],
  allocated: [0, 0.01, 0.001, 999_999_999_999.99, 1e13, -5, null],
  released: [0, 0.5, 1e12, 1e13, -1, null],
  spentReported: [0, 10, 1e15, null],
};

describe('bad input never gives a 500', () => {
  itSurvivesGarbage(app, routes, bodies, weirdUrls);

  it('survives plausible grants with edge values (create and change)', async () => {
    await sendMixes(app.t.app, 20261126, 60, (mixer, round) => {
      const body = mixer.mix({ ...grantBody(), purpose: `Fuzzed grant ${round}` }, EDGES, 0.3);
      return {
        body,
        token: app.tokens[round % app.tokens.length] ?? '',
        requests: [
          { method: 'POST', url: '/api/BudgetGrant', payload: body },
          { method: 'PATCH', url: '/api/BudgetGrant/1', payload: body },
        ],
      };
    });
  });
});

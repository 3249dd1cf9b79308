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
import { INFRASTRUCTURE_CONTRACTS } from '@hemis/shared-contracts';
import { DISTRICTS } from '../../db/reference-data';

/**
 * The infrastructure routes (each register's kit routes and documents, the home's figures) never
 * answer bad input with a 500: garbage bodies, odd URLs, and random mixes of edge values in
 * otherwise plausible land records (the unit parts the area is computed from).
 */

const app = fuzzedApp(['collegeadmin', 'collegeuser', 'ugcadmin', 'uniadmin', 'student']);
const BHAKTAPUR = DISTRICTS.find((district) => district.name === 'Bhaktapur');
let plot = 0;

const landBody = (): Record<string, unknown> => ({
  kittaNo: 'F-1',
  landOwnership: 'lease',
  locationProvinceId: BHAKTAPUR?.provinceId,
  locationDistrictId: BHAKTAPUR?.id,
  locationWard: 3,
  unitSystem: 'hill',
  ropani: 1,
  aana: 2,
});

beforeAll(async () => {
  const response = await app.api('collegeadmin', 'POST', '/Land', landBody());
  plot = Number(response.json<{ id: number }>().id);
});

const routes = (): FuzzRoute[] => [
  ...INFRASTRUCTURE_CONTRACTS.flatMap((contract): FuzzRoute[] => [
    { method: 'GET', url: `/api${contract.path}` },
    { method: 'POST', url: `/api${contract.path}` },
    { method: 'PATCH', url: `/api${contract.path}/${plot}` },
    { method: 'POST', url: `/api${contract.path}/${plot}/Documents` },
  ]),
  { method: 'GET', url: '/api/Infrastructure/Figures' },
];

const bodies = garbageBodies({
  malformed: '{"kittaNo": "a", ',
  typed: [
    jsonBody('wrong types', {
      kittaNo: 42,
      unitSystem: ['hill'],
      ropani: '2',
      aana: 1.5,
      daam: -1,
      bigha: 1e12,
      areaSqm: 5,
      floors: 'two',
      capacity: { n: 1 },
      occupied: true,
      valueNpr: '1e3',
      facility: 'moon',
      isAutomated: 'yes',
      campusId: 'x',
    }),
  ],
  hugeField: 'kittaNo',
  multipart: [BROKEN_MULTIPART],
});

const weirdUrls = [
  ...INFRASTRUCTURE_CONTRACTS.flatMap((contract) => [
    `/api${contract.path}/-1`,
    `/api${contract.path}/2147483648`,
    `/api${contract.path}/%00`,
    `/api${contract.path}?sort=areaSqm;drop`,
    `/api${contract.path}/Export?q=%25%5F%5C`,
    `/api${contract.path}/1/Documents/abc`,
    `/api${contract.path}/abc/Documents`,
  ]),
  '/api/Land?unitSystem=moon',
  '/api/Land?locationDistrictId=abc',
  '/api/Building?fundingSource=,,,',
  '/api/Infrastructure/Figures?campusId=abc',
];

/** Edge values per field of a land record (a small seeded generator: reproducible). */
const EDGES: Edges = {
  kittaNo: ['', ' ', 'k'.repeat(51), 'कित्ता', null, "1'; drop table lands"],
  unitSystem: ['hill', 'terai', 'mountain', '', null],
  ropani: [0, 1, 999_999, 1_000_001, -1, 2.5, '3', null],
  aana: [0, 15, 16, 1000, null],
  paisa: [0, 3, 4, null],
  daam: [0, 3, 4, 1e20, null],
  bigha: [0, 1, 2_147_483_648, null],
  kattha: [0, 19, 20, null],
  dhur: [0, 19, 20, null],
  locationDistrictId: [1, 77, 78, 0, 2_147_483_648, null],
  locationLocalLevel: ['Bhaktapur Municipality', 'भक्तपुर नगरपालिका', 'Nowhere', '', null],
  locationWard: [0, 1, 34, null],
  areaSqm: [1, null],
};

describe('bad input never gives a 500', () => {
  itSurvivesGarbage(app, routes, bodies, weirdUrls);

  it('survives plausible land records with edge values (create and change)', async () => {
    await sendMixes(app.t.app, 20261126, 60, (mixer, round) => {
      const body = mixer.mix({ ...landBody(), kittaNo: `F-${round}` }, EDGES, 0.3);
      return {
        body,
        token: app.tokens[round % app.tokens.length] ?? '',
        requests: [
          { method: 'POST', url: '/api/Land', payload: body },
          { method: 'PATCH', url: `/api/Land/${plot}`, payload: body },
        ],
      };
    });
  });
});

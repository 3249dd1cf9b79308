// First: the test helpers stand in for ESM-only modules before the app loads them.
import {
  fuzzedApp,
  garbageBodies,
  itSurvivesGarbage,
  jsonBody,
  type FuzzRoute,
} from '../../test/fuzz';
import { gradingSchemeContract } from '@hemis/shared-contracts';
import { gradingSchemes } from '../../db/schema';

/** The grading scheme routes never answer bad input (bands above all) with a 500. */

const app = fuzzedApp(['uniadmin', 'collegeadmin', 'superadmin']);
const path = `/api${gradingSchemeContract.path}`;
let schemeId = 0;
beforeAll(async () => {
  const [row] = await app.t.db.select({ id: gradingSchemes.id }).from(gradingSchemes).limit(1);
  schemeId = row?.id ?? 0;
});

const routes = (): FuzzRoute[] => [
  { method: 'POST', url: path },
  { method: 'PATCH', url: `${path}/${schemeId}` },
  { method: 'DELETE', url: `${path}/99999` },
];

const band = { label: 'A', minPercentage: 0, maxPercentage: 100, gradePoint: 4 };
const bodies = garbageBodies({
  malformed: '{"kind": "gpa", ',
  typed: [
    jsonBody('wrong types', { levelId: 'abc', kind: 7, passPercentage: 'x', bands: [band] }),
    jsonBody('bands not JSON', { levelId: 1, kind: 'gpa', passPercentage: 50, bands: '{[' }),
    jsonBody('bands of odd values', {
      levelId: 1,
      kind: 'gpa',
      passPercentage: 50,
      bands: JSON.stringify([
        { ...band, minPercentage: 1e308, maxPercentage: -1e308, gradePoint: Number.MAX_VALUE },
        { label: '', minPercentage: null },
        'A',
      ]),
    }),
    jsonBody('bands as an object', {
      levelId: 1,
      kind: 'division',
      passPercentage: 40,
      bands: JSON.stringify({ __proto__: { label: 'x' }, length: 3 }),
    }),
    jsonBody('too many bands', {
      levelId: 1,
      kind: 'gpa',
      passPercentage: 50,
      bands: JSON.stringify(Array.from({ length: 60 }, () => band)),
    }),
    jsonBody('huge numbers', { levelId: 2 ** 40, kind: 'gpa', passPercentage: 1e20, bands: '[]' }),
  ],
  hugeField: 'bands',
});

const urls = (): string[] => [
  `${path}/abc`,
  `${path}/2147483648`,
  `${path}?kind=moon`,
  `${path}?levelId=abc`,
  `${path}?sort=bands;drop`,
  `${path}?pageSize=-1`,
  `${path}/Export?kind=gpa`,
];

describe('bad input never gives a 500', () => {
  itSurvivesGarbage(app, routes, bodies, urls);
});

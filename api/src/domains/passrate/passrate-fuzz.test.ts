// First: the test helpers stand in for ESM-only modules before the app loads them.
import {
  fuzzedApp,
  garbageBodies,
  itSurvivesGarbage,
  jsonBody,
  type FuzzRoute,
} from '../../test/fuzz';
import { PASS_RATE_PATHS as P } from '@hemis/shared-contracts';

/**
 * The pass-rate reads and the board-exam writes beyond the field probes of the kit's fuzz never
 * answer bad input with a 500.
 */

const app = fuzzedApp(['collegeadmin', 'collegeuser', 'uniadmin', 'ugcadmin', 'student']);

const routes = (): FuzzRoute[] => [
  { method: 'POST', url: '/api/BoardExamSitting' },
  { method: 'PATCH', url: '/api/BoardExamSitting/1' },
  { method: 'POST', url: '/api/BoardExamStudent' },
  { method: 'PATCH', url: '/api/BoardExamStudent/1' },
];

const bodies = garbageBodies({
  malformed: '{"entryKind": "counts", ',
  typed: [
    jsonBody('wrong types', {
      fiscalYearId: 'abc',
      programId: -1,
      yearOrSemester: 1e12,
      entryKind: 'maybe',
      appearedMale: -5,
      passedMale: 'x',
      examDateBs: '2081-13-40',
    }),
    jsonBody('passed over appeared', { appearedFemale: 1, passedFemale: 2, entryKind: 'counts' }),
    jsonBody('bad entry', { sittingId: 2147483648, studentId: 0, attendance: 'absent', gpa: 9 }),
  ],
  hugeField: 'remarks',
});

const urls = (): string[] =>
  Object.values(P).flatMap((path) => [
    `/api${path}`,
    `/api${path}?fiscalYearId=abc`,
    `/api${path}?campusId=99999999999`,
    `/api${path}?levelId=-1&universityId=1e3`,
    `/api${path}?unknown=1`,
  ]);

describe('bad input never gives a 500', () => {
  itSurvivesGarbage(app, routes, bodies, urls, {
    bodies: 'survives garbage bodies on the board-exam writes',
    urls: 'survives odd queries on the pass-rate reads',
  });
});

// First: the test helpers stand in for ESM-only modules before the app loads them.
import {
  fuzzedApp,
  garbageBodies,
  itSurvivesGarbage,
  jsonBody,
  type FuzzRoute,
} from '../../test/fuzz';

/** The upgrade, class attendance and student report routes never answer bad input with a 500. */

const app = fuzzedApp(['collegeadmin', 'superadmin', 'uniadmin', 'student']);

const routes: FuzzRoute[] = [
  { method: 'GET', url: '/api/StudentUpgrade/Class' },
  { method: 'POST', url: '/api/StudentUpgrade' },
  { method: 'GET', url: '/api/StudentAttendance' },
  { method: 'PUT', url: '/api/StudentAttendance' },
  { method: 'GET', url: '/api/StudentAttendance/Summary' },
  { method: 'GET', url: '/api/Student/Report/ByDistrict' },
  { method: 'GET', url: '/api/Student/Summary/Export' },
];

const bodies = garbageBodies({
  malformed: '{"programId": 1, ',
  typed: [
    jsonBody('wrong types', {
      programId: 'abc',
      batchId: -1,
      yearOrSemester: 99,
      campusId: 1e12,
      date: '2025-02-30',
      studentIds: ['x', null],
      entries: [{ studentId: 'x', status: 7 }],
    }),
    jsonBody('unknown class', {
      programId: 2_147_483_647,
      batchId: 2_147_483_647,
      yearOrSemester: 12,
      campusId: 49,
      date: '2025-01-01',
      studentIds: [1, 2, 2_147_483_647],
      entries: [{ studentId: 2_147_483_647, status: 'present' }],
    }),
    jsonBody('too many students', {
      programId: 1,
      batchId: 1,
      yearOrSemester: 1,
      studentIds: Array.from({ length: 6000 }, (_, i) => i + 1),
    }),
  ],
  hugeField: 'remarks',
});

const klass = 'programId=1&batchId=1&yearOrSemester=1';
const weirdUrls = [
  `/api/StudentUpgrade/Class?${klass}&campusId=99999999999`,
  '/api/StudentUpgrade/Class?programId=-1&batchId=0&yearOrSemester=0',
  '/api/StudentUpgrade/Class?programId=1&batchId=1&yearOrSemester=1.5',
  `/api/StudentUpgrade/Class?${klass}&campusId=49&extra=1`,
  `/api/StudentUpgrade/Class?${klass}&campusId=2147483647`,
  `/api/StudentAttendance?${klass}&date=2025-02-30&campusId=49`,
  `/api/StudentAttendance?${klass}&date=yesterday`,
  `/api/StudentAttendance/Summary?${klass}&month=2025-1&campusId=49`,
  `/api/StudentAttendance/Summary/Export?${klass}&month=0000-01&campusId=49`,
  `/api/StudentAttendance/Summary/Export?programId=abc&month=2025-01`,
  '/api/Student/Report/ByDistrict?status=%00',
  '/api/Student/Report/ByDistrict?campusId=1e99',
  '/api/Student/Report/ByDistrict/Export?universityId=-5',
  '/api/Student/Summary?levelId=abc&facultyId=2147483648',
  '/api/Student/Summary?programId=1&programId=2',
  '/api/Student/Summary/Export?q=%25%5F%5C',
];

describe('bad input never gives a 500', () => {
  itSurvivesGarbage(app, () => routes, bodies, weirdUrls);
});

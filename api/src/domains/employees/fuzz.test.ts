// First: the test helpers stand in for ESM-only modules before the app loads them.
import {
  BROKEN_MULTIPART,
  MULTIPART_WITHOUT_BOUNDARY,
  fuzzedApp,
  garbageBodies,
  itSurvivesGarbage,
  jsonBody,
  type FuzzRoute,
} from '../../test/fuzz';

/** The employee, document, attendance and draft routes never answer bad input with a 500. */

const app = fuzzedApp(['collegeadmin', 'superadmin', 'uniadmin']);

const routes: FuzzRoute[] = [
  { method: 'GET', url: '/api/Employee' },
  { method: 'POST', url: '/api/Employee' },
  { method: 'PATCH', url: '/api/Employee/1' },
  { method: 'DELETE', url: '/api/Employee/99999' },
  { method: 'GET', url: '/api/Employee/Summary' },
  { method: 'GET', url: '/api/Employee/1/Documents' },
  { method: 'POST', url: '/api/Employee/1/Documents' },
  { method: 'PUT', url: '/api/Employee/1/Documents/1' },
  { method: 'DELETE', url: '/api/Employee/1/Documents/1' },
  { method: 'GET', url: '/api/StaffAttendance' },
  { method: 'PUT', url: '/api/StaffAttendance' },
  { method: 'GET', url: '/api/Draft/employee-register' },
  { method: 'PUT', url: '/api/Draft/employee-register' },
];

const bodies = garbageBodies({
  malformed: '{"firstName": "a", ',
  typed: [
    jsonBody('wrong types', {
      firstName: 42,
      gender: ['x'],
      positionId: 'abc',
      campusId: 1e12,
      dateOfBirth: '2025-02-30',
      date: '2025-02-30',
      entries: [{ employeeId: 'x' }],
      step: 'one',
      values: 'none',
    }),
    jsonBody('impossible dates', {
      firstName: 'A',
      lastName: 'B',
      gender: 'male',
      employeeType: 'teaching',
      positionId: 1,
      joiningType: 'permanent',
      qualification: 'master',
      joiningDate: '2025-02-30',
      date: '2025-02-30',
      entries: [{ employeeId: 1, status: 'present' }],
    }),
  ],
  hugeField: 'firstName',
  multipart: [
    BROKEN_MULTIPART,
    {
      name: 'multipart with a stray file',
      payload:
        '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n' +
        'Content-Type: image/png\r\n\r\nabc\r\n--x\r\nContent-Disposition: form-data; ' +
        'name="documentType"\r\n\r\nother\r\n--x\r\nContent-Disposition: form-data; ' +
        'name="documentType"\r\n\r\nother\r\n--x--\r\n',
      type: 'multipart/form-data; boundary=x',
    },
    MULTIPART_WITHOUT_BOUNDARY,
  ],
});

const weirdUrls = [
  '/api/Employee/-1',
  '/api/Employee/2147483648',
  '/api/Employee/%00',
  '/api/Employee?joiningDate=2025-02-30',
  '/api/Employee?staffCategory=,,,',
  '/api/Employee?positionId=abc',
  '/api/Employee?sort=firstName;drop',
  '/api/Employee?workplace=moon',
  '/api/Employee/Export?q=%25%5F%5C',
  '/api/Employee/Summary?employeeType=teaching&campusId=99999999999',
  '/api/Employee/Summary/Export?employeeType=both',
  '/api/Employee/1/Documents/abc',
  '/api/Employee/abc/Documents',
  '/api/Employee/1/Documents/99999999999',
  '/api/StaffAttendance?date=2025-02-30&campusId=49',
  '/api/StaffAttendance?date=yesterday',
  '/api/StaffAttendance?date=2025-01-01&campusId=99999',
  '/api/StaffAttendance?date=2025-01-01&campusId=-3',
  '/api/StaffAttendance/Summary?month=2025-1&campusId=49',
  '/api/StaffAttendance/Summary/Export?month=0000-01&campusId=49',
  '/api/Draft/../User',
  '/api/Draft/%E0%A4%A',
];

describe('bad input never gives a 500', () => {
  itSurvivesGarbage(app, () => routes, bodies, weirdUrls);
});

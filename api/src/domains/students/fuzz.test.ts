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
import { CAMPUS_49, batchOf, programByCode, seededStudent, studentBody } from './test-fixtures';

/**
 * The student record routes (kit routes, the student's own record, verification, duplicate
 * check, documents) never answer bad input with a 500: garbage bodies, odd URLs, and random
 * mixes of edge values in otherwise plausible records.
 */

const app = fuzzedApp(['collegeadmin', 'superadmin', 'uniadmin', 'student']);
let ram = 0;
let csit = 0;
let batch = 0;
beforeAll(async () => {
  ram = (await seededStudent(app.t.db, 'Ram Prajapati')).id;
  csit = (await programByCode(app.t.db, 'CSIT')).id;
  batch = await batchOf(app.t.db, CAMPUS_49, 2082);
});

const routes = (): FuzzRoute[] => [
  { method: 'GET', url: '/api/Student' },
  { method: 'POST', url: '/api/Student' },
  { method: 'PATCH', url: `/api/Student/${ram}` },
  { method: 'DELETE', url: '/api/Student/99999' },
  { method: 'GET', url: '/api/Student/Me' },
  { method: 'PUT', url: `/api/Student/${ram}/Verification` },
  { method: 'POST', url: '/api/Student/DuplicateCheck' },
  { method: 'GET', url: `/api/Student/${ram}/Documents` },
  { method: 'POST', url: `/api/Student/${ram}/Documents` },
];

const bodies = garbageBodies({
  malformed: '{"firstName": "a", ',
  typed: [
    jsonBody('wrong types', {
      firstName: 42,
      gender: ['x'],
      programId: 'abc',
      campusId: 1e12,
      studentId: -1,
      yearOrSemester: 1.5,
      dateOfBirth: '2025-02-30',
      dateOfBirthBs: '2081-13-40',
      decision: 'maybe',
      reason: { text: 'x' },
      citizenshipNo: ['a'],
    }),
  ],
  hugeField: 'firstName',
  multipart: [
    BROKEN_MULTIPART,
    {
      name: 'multipart with repeated and stray parts',
      payload:
        '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n' +
        'Content-Type: image/png\r\n\r\nabc\r\n--x\r\nContent-Disposition: form-data; ' +
        'name="firstName"\r\n\r\nA\r\n--x\r\nContent-Disposition: form-data; ' +
        'name="firstName"\r\n\r\nB\r\n--x\r\nContent-Disposition: form-data; ' +
        'name="dateOfBirthBs"\r\n\r\n2060-01-01\r\n--x--\r\n',
      type: 'multipart/form-data; boundary=x',
    },
  ],
});

const weirdUrls = [
  '/api/Student/-1',
  '/api/Student/2147483648',
  '/api/Student/%00',
  '/api/Student/Me/Documents',
  '/api/Student/abc/Verification',
  '/api/Student?dateOfBirth=2025-02-30',
  '/api/Student?verificationStatus=,,,',
  '/api/Student?verificationStatus=pending,moon',
  '/api/Student?programId=abc',
  '/api/Student?yearOrSemester=99999999999',
  '/api/Student?sort=levelId',
  '/api/Student?sort=firstName;drop',
  '/api/Student?graduationEligible=maybe',
  '/api/Student/Export?q=%25%5F%5C',
  '/api/Student/1/Documents/abc',
  '/api/Student/1/Documents/99999999999',
];

/** Edge values per field for the random records (a small seeded generator: reproducible). */
const EDGES: Edges = {
  firstName: ['', ' ', 'a'.repeat(101), 'अ', null, "O'Brien; drop table students"],
  gender: ['female', 'x', null],
  dateOfBirth: ['2006-04-14', '1900-01-01', '9999-12-31', '2004-02-29', '2005-02-29', '', null],
  dateOfBirthBs: ['2063-01-01', '1900-01-01', '2099-12-32', '2081-00-10', '0000-00-00', '', null],
  programId: [0, -1, 2_147_483_647, 2_147_483_648, 'CSIT', null],
  batchId: [0, 2_147_483_647, null, '1'],
  yearOrSemester: [0, 1, 8, 12, 13, -3, 1e9, '2', null],
  campusId: [49, 0, 2_147_483_647, null, 'x'],
  citizenshipNo: ['  A  B  ', '%_\\', 'x'.repeat(31), null],
  hasDisability: [true, 'yes', null],
  disabilityGrade: ['A', 'Z', null],
  permanentWard: [0, 41, 5, null],
  email: ['a@b.c', 'not-an-email', null],
};

describe('bad input never gives a 500', () => {
  itSurvivesGarbage(app, routes, bodies, weirdUrls);

  it('survives plausible records with edge values (create, change, duplicates)', async () => {
    await sendMixes(app.t.app, 20261123, 60, (mixer, round) => {
      const body = mixer.mix(studentBody(csit, batch), EDGES, 0.3);
      return {
        body,
        token: app.token(round % 2 === 0 ? 'collegeadmin' : 'superadmin'),
        requests: [
          { method: 'POST', url: '/api/Student', payload: body },
          { method: 'PATCH', url: `/api/Student/${ram}`, payload: body },
          {
            method: 'POST',
            url: '/api/Student/DuplicateCheck',
            payload: {
              firstName: body.firstName,
              lastName: body.lastName,
              dateOfBirth: body.dateOfBirth,
              citizenshipNo: body.citizenshipNo,
              campusId: body.campusId,
            },
          },
        ],
      };
    });
  });
});

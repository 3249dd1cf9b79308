// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokenFor, withToken, type TestApp } from '../../test/helpers';
import type { InjectOptions } from 'fastify';

/** The upgrade, class attendance and student report routes never answer bad input with a 500. */

let t: TestApp;
const tokens: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['collegeadmin', 'superadmin', 'uniadmin', 'student']) {
    tokens.push(await tokenFor(t.app, `${name}@hemis.test`));
  }
});
afterAll(async () => {
  await t.close();
});

const routes: { method: InjectOptions['method']; url: string }[] = [
  { method: 'GET', url: '/api/StudentUpgrade/Class' },
  { method: 'POST', url: '/api/StudentUpgrade' },
  { method: 'GET', url: '/api/StudentAttendance' },
  { method: 'PUT', url: '/api/StudentAttendance' },
  { method: 'GET', url: '/api/StudentAttendance/Summary' },
  { method: 'GET', url: '/api/Student/Report/ByDistrict' },
  { method: 'GET', url: '/api/Student/Summary/Export' },
];

const huge = 'x'.repeat(2 * 1024 * 1024);
const bodies: { name: string; payload?: string | Buffer; type?: string }[] = [
  { name: 'malformed JSON', payload: '{"programId": 1, ', type: 'application/json' },
  { name: 'JSON array', payload: '[1,2,3]', type: 'application/json' },
  { name: 'JSON null', payload: 'null', type: 'application/json' },
  {
    name: 'wrong types',
    payload: JSON.stringify({
      programId: 'abc',
      batchId: -1,
      yearOrSemester: 99,
      campusId: 1e12,
      date: '2025-02-30',
      studentIds: ['x', null],
      entries: [{ studentId: 'x', status: 7 }],
    }),
    type: 'application/json',
  },
  {
    name: 'unknown class',
    payload: JSON.stringify({
      programId: 2_147_483_647,
      batchId: 2_147_483_647,
      yearOrSemester: 12,
      campusId: 49,
      date: '2025-01-01',
      studentIds: [1, 2, 2_147_483_647],
      entries: [{ studentId: 2_147_483_647, status: 'present' }],
    }),
    type: 'application/json',
  },
  {
    name: 'too many students',
    payload: JSON.stringify({
      programId: 1,
      batchId: 1,
      yearOrSemester: 1,
      studentIds: Array.from({ length: 6000 }, (_, i) => i + 1),
    }),
    type: 'application/json',
  },
  {
    name: 'prototype pollution',
    payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}',
    type: 'application/json',
  },
  { name: 'huge JSON', payload: JSON.stringify({ remarks: huge }), type: 'application/json' },
  { name: 'binary', payload: Buffer.from([0, 1, 2, 255, 254]), type: 'application/octet-stream' },
  { name: 'empty', payload: '', type: 'application/json' },
  { name: 'no body' },
];

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

function expectClientError(response: { statusCode: number; body: string }, label: string) {
  if (response.statusCode >= 500) {
    throw new Error(`${label} answered ${response.statusCode}: ${response.body}`);
  }
}

describe('bad input never gives a 500', () => {
  it('survives garbage bodies on every route', async () => {
    for (const route of routes) {
      for (const body of bodies) {
        for (const token of tokens) {
          const response = await t.app.inject(
            withToken(token, {
              method: route.method,
              url: route.url,
              payload: body.payload,
              headers: body.type ? { 'content-type': body.type } : {},
            }),
          );
          expectClientError(response, `${route.method} ${route.url} (${body.name})`);
        }
      }
    }
  });

  it('survives odd URLs', async () => {
    for (const url of weirdUrls) {
      for (const token of tokens) {
        const response = await t.app.inject(withToken(token, { method: 'GET', url }));
        expectClientError(response, url);
      }
    }
  });
});

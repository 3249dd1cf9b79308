// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokenFor, withToken, type TestApp } from '../../test/helpers';
import type { InjectOptions } from 'fastify';

/** The employee, document, attendance and draft routes never answer bad input with a 500. */

let t: TestApp;
const tokens: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['collegeadmin', 'superadmin', 'uniadmin']) {
    tokens.push(await tokenFor(t.app, `${name}@hemis.test`));
  }
});
afterAll(async () => {
  await t.close();
});

const routes: { method: InjectOptions['method']; url: string }[] = [
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

const huge = 'x'.repeat(2 * 1024 * 1024);
const bodies: { name: string; payload?: string | Buffer; type?: string }[] = [
  { name: 'malformed JSON', payload: '{"firstName": "a", ', type: 'application/json' },
  { name: 'JSON array', payload: '[1,2,3]', type: 'application/json' },
  { name: 'JSON null', payload: 'null', type: 'application/json' },
  {
    name: 'wrong types',
    payload: JSON.stringify({
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
    type: 'application/json',
  },
  {
    name: 'impossible dates',
    payload: JSON.stringify({
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
    type: 'application/json',
  },
  {
    name: 'prototype pollution',
    payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}',
    type: 'application/json',
  },
  { name: 'huge JSON', payload: JSON.stringify({ firstName: huge }), type: 'application/json' },
  {
    name: 'broken multipart',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
    type: 'multipart/form-data; boundary=x',
  },
  {
    name: 'multipart with a stray file',
    payload:
      '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n' +
      'Content-Type: image/png\r\n\r\nabc\r\n--x\r\nContent-Disposition: form-data; ' +
      'name="documentType"\r\n\r\nother\r\n--x\r\nContent-Disposition: form-data; ' +
      'name="documentType"\r\n\r\nother\r\n--x--\r\n',
    type: 'multipart/form-data; boundary=x',
  },
  { name: 'multipart without boundary', payload: 'abc', type: 'multipart/form-data' },
  { name: 'binary', payload: Buffer.from([0, 1, 2, 255, 254]), type: 'application/octet-stream' },
  { name: 'empty', payload: '', type: 'application/json' },
  { name: 'no body' },
];

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

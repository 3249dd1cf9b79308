// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokenFor, withToken, type TestApp } from '../../test/helpers';
import type { InjectOptions } from 'fastify';
import { CAMPUS_49, batchOf, programByCode, seededStudent, studentBody } from './test-fixtures';

/**
 * The student record routes (kit routes, the student's own record, verification, duplicate
 * check, documents) never answer bad input with a 500: garbage bodies, odd URLs, and random
 * mixes of edge values in otherwise plausible records.
 */

let t: TestApp;
const tokens: string[] = [];
let ram = 0;
let csit = 0;
let batch = 0;
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['collegeadmin', 'superadmin', 'uniadmin', 'student']) {
    tokens.push(await tokenFor(t.app, `${name}@hemis.test`));
  }
  ram = (await seededStudent(t.db, 'Ram Prajapati')).id;
  csit = (await programByCode(t.db, 'CSIT')).id;
  batch = await batchOf(t.db, CAMPUS_49, 2082);
});
afterAll(async () => {
  await t.close();
});

const routes = (): { method: InjectOptions['method']; url: string }[] => [
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
    name: 'multipart with repeated and stray parts',
    payload:
      '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n' +
      'Content-Type: image/png\r\n\r\nabc\r\n--x\r\nContent-Disposition: form-data; ' +
      'name="firstName"\r\n\r\nA\r\n--x\r\nContent-Disposition: form-data; ' +
      'name="firstName"\r\n\r\nB\r\n--x\r\nContent-Disposition: form-data; ' +
      'name="dateOfBirthBs"\r\n\r\n2060-01-01\r\n--x--\r\n',
    type: 'multipart/form-data; boundary=x',
  },
  { name: 'binary', payload: Buffer.from([0, 1, 2, 255, 254]), type: 'application/octet-stream' },
  { name: 'empty', payload: '', type: 'application/json' },
  { name: 'no body' },
];

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
const EDGES: Record<string, unknown[]> = {
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

function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function expectClientError(response: { statusCode: number; body: string }, label: string) {
  if (response.statusCode >= 500) {
    throw new Error(`${label} answered ${response.statusCode}: ${response.body}`);
  }
}

describe('bad input never gives a 500', () => {
  it('survives garbage bodies on every route', async () => {
    for (const route of routes()) {
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

  it('survives plausible records with edge values (create, change, duplicates)', async () => {
    const random = generator(20261123);
    const [clerk, superAdmin] = tokens;
    for (let round = 0; round < 60; round += 1) {
      const body = studentBody(csit, batch);
      for (const [field, values] of Object.entries(EDGES)) {
        if (random() < 0.3) body[field] = values[Math.floor(random() * values.length)];
      }
      const token = round % 2 === 0 ? clerk : superAdmin;
      for (const options of [
        { method: 'POST' as const, url: '/api/Student', payload: body },
        { method: 'PATCH' as const, url: `/api/Student/${ram}`, payload: body },
        {
          method: 'POST' as const,
          url: '/api/Student/DuplicateCheck',
          payload: {
            firstName: body.firstName,
            lastName: body.lastName,
            dateOfBirth: body.dateOfBirth,
            citizenshipNo: body.citizenshipNo,
            campusId: body.campusId,
          },
        },
      ]) {
        const response = await t.app.inject(withToken(token ?? '', options));
        expectClientError(response, `${options.method} ${options.url} ${JSON.stringify(body)}`);
      }
    }
  });
});

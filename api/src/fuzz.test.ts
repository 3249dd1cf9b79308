// The helpers come first: they stand in for ESM-only modules before the app loads them.
import type { InjectOptions } from 'fastify';
import { apiErrorSchema } from '@hemis/shared-contracts';
import {
  BINARY,
  BROKEN_MULTIPART,
  EMPTY,
  HUGE as huge,
  JSON_ARRAY,
  JSON_NULL,
  MULTIPART_WITHOUT_BOUNDARY,
  NO_BODY,
  PROTOTYPE_POLLUTION,
  expectNoServerError as expectClientError,
  fuzzedApp,
  hugeJson,
  jsonBody,
  malformedJson,
  sendBodies,
  type FuzzBody,
} from './test/fuzz';

const fuzzed = fuzzedApp(['collegeadmin']);
const asAdmin = (options: InjectOptions) => fuzzed.call('collegeadmin', options);
const asVisitor = (options: InjectOptions) => fuzzed.t.app.inject(options);

const routes: { method: InjectOptions['method']; url: string }[] = [
  { method: 'POST', url: '/api/User/Login' },
  { method: 'POST', url: '/api/User' },
  { method: 'POST', url: '/api/User/GetCodeUser' },
  { method: 'POST', url: '/api/User/ResetPassword' },
  { method: 'POST', url: '/api/User/ChangePassword' },
  { method: 'GET', url: '/api/User/Profile' },
  { method: 'GET', url: '/api/User/Session' },
  { method: 'PATCH', url: '/api/User/Profile' },
  { method: 'POST', url: '/api/User/Logout' },
  { method: 'GET', url: '/api/Campus/49' },
  { method: 'GET', url: '/api/Dashboard/Counts' },
  { method: 'GET', url: '/api/health' },
  // Setup, program and organization resources.
  { method: 'GET', url: '/api/Faculty' },
  { method: 'POST', url: '/api/Faculty' },
  { method: 'PATCH', url: '/api/Faculty/5' },
  { method: 'DELETE', url: '/api/Faculty/99999' },
  { method: 'GET', url: '/api/Faculty/Export' },
  { method: 'POST', url: '/api/Level' },
  { method: 'POST', url: '/api/Subject' },
  { method: 'PATCH', url: '/api/Subject/1' },
  { method: 'GET', url: '/api/Subject/GetAllSubjects' },
  { method: 'POST', url: '/api/ProgramMgmt' },
  { method: 'POST', url: '/api/CollegeProgram' },
  { method: 'PUT', url: '/api/Batch/1' },
  { method: 'PUT', url: '/api/FiscalYear/1' },
  { method: 'POST', url: '/api/IncomeExpenditureEntry' },
  { method: 'POST', url: '/api/Holiday' },
  { method: 'PATCH', url: '/api/Campus/49' },
  { method: 'PATCH', url: '/api/Campus/49/Location' },
];

const bodies: FuzzBody[] = [
  malformedJson('{"email": "a@b.c", '),
  JSON_ARRAY,
  JSON_NULL,
  jsonBody('JSON string', 'hello'),
  jsonBody('wrong types', { email: 42, password: ['x'], firstName: {}, newPassword: true }),
  jsonBody('unknown fields', { email: 'a@b.c', password: 'x', isAdmin: true }),
  PROTOTYPE_POLLUTION,
  hugeJson('email'),
  {
    name: 'form urlencoded',
    payload: 'email=a&password=b',
    type: 'application/x-www-form-urlencoded',
  },
  BROKEN_MULTIPART,
  MULTIPART_WITHOUT_BOUNDARY,
  { name: 'xml', payload: '<a/>', type: 'application/xml' },
  BINARY,
  EMPTY,
  NO_BODY,
];

const weirdUrls = [
  '/api/Campus/-1',
  '/api/Campus/0',
  '/api/Campus/1.5',
  '/api/Campus/99999999999999999999',
  '/api/Campus/2147483648',
  '/api/Campus/%00',
  '/api/Campus/%E0%A4%A',
  "/api/Campus/1'%20or%201=1",
  '/api/Campus/' + '9'.repeat(300),
  '/api/User/GetCodeUser?email=',
  '/api/User/GetCodeUser?email=a@b.c&email=d@e.f',
  '/api/User/GetCodeUser?email[]=x',
  '/api/User/GetCodeUser?email=' + 'a'.repeat(5000) + '@x.org',
  '/api/Dashboard/Counts?scope=nation',
  '/api/Faculty/-1',
  '/api/Faculty/99999999999999999999',
  '/api/Faculty?page=-1',
  '/api/Faculty?pageSize=abc',
  '/api/Faculty?pageSize=100000',
  '/api/Faculty?sort=facultyName;drop%20table%20faculties',
  '/api/Faculty?q=%25%5F%5C',
  '/api/Faculty?facultyType[]=x',
  '/api/Faculty?status=maybe',
  '/api/Faculty?unknown=1',
  '/api/Subject?programId=abc',
  '/api/Subject?semester=99999999999',
  '/api/Holiday?fromDate=yesterday',
  '/api/Subject/GetAllSubjects?programId=abc&semester=-1',
  '/api/ProgramMgmt/GetProgramByCOllegeId?collegeid=99999999999',
  '/api/ProgramMgmt/GetAllPrograms/abc',
  '/api/Faculty/GetAllFaculties/abc',
  '/api/level/GetAllLebel/-5',
  '/api/District?provinceId=0',
  '/api/Campus/GetAllCampuses?campusType=castle',
  '/api/FiscalYear/Export?order=sideways',
  '/api/../etc/passwd',
  '/uploads/../../etc/passwd',
  '/remotes/../package.json',
];

describe('bad input never gives a 500', () => {
  it('survives garbage bodies on every route, with and without a token', async () => {
    const visitor = '';
    const tokens = [visitor, fuzzed.token('collegeadmin')];
    await sendBodies(fuzzed.t.app, tokens, routes, bodies, (response) => {
      if (response.statusCode >= 400) {
        expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
      }
    });
  });

  it('answers 413 with a clear message for huge bodies and 400 for malformed JSON', async () => {
    const big = await asVisitor({
      method: 'POST',
      url: '/api/User/Login',
      payload: JSON.stringify({ email: huge, password: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: 'The request is too large.' });
    const broken = await asVisitor({
      method: 'POST',
      url: '/api/User/ResetPassword',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
  });

  it('survives weird ids, queries and paths', async () => {
    for (const url of weirdUrls) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await asAdmin({ method, url });
        expectClientError(response, `${method} ${url}`);
      }
    }
  });

  it('survives hostile values in well-formed resource bodies', async () => {
    const values: unknown[] = [
      'a\u0000b',
      '\ud800',
      'x'.repeat(5000),
      -1,
      0,
      1e300,
      3_000_000_000,
      Number.MAX_SAFE_INTEGER,
      '2024-02-30',
      '0000-01-01',
      '99999-01-01',
      true,
      null,
      [],
      {},
      "'; drop table faculties; --",
    ];
    const bodies: {
      url: string;
      method: InjectOptions['method'];
      base: Record<string, unknown>;
    }[] = [
      {
        method: 'POST',
        url: '/api/Faculty',
        base: { facultyName: 'F', facultyType: 'general', shortName: 'F' },
      },
      {
        method: 'POST',
        url: '/api/Subject',
        base: {
          programId: 1,
          subjectName: 'S',
          shortName: 'S',
          code: 'S',
          subjectType: 'regular',
          semester: 1,
        },
      },
      {
        method: 'POST',
        url: '/api/Holiday',
        base: { holidayName: 'H', fromDate: '2025-01-01', toDate: '2025-01-02' },
      },
      {
        method: 'POST',
        url: '/api/IncomeExpenditureEntry',
        base: { fiscalYearId: 1, headId: 1, entryDate: '2025-01-01', amount: 10 },
      },
      { method: 'PATCH', url: '/api/Campus/49/Location', base: { latitude: 1, longitude: 1 } },
    ];
    for (const { url, method, base } of bodies) {
      for (const key of Object.keys(base)) {
        for (const value of values) {
          const response = await asAdmin({ method, url, payload: { ...base, [key]: value } });
          expectClientError(response, `${method} ${url} with ${key}=${JSON.stringify(value)}`);
        }
      }
    }
  });

  it('survives hostile headers', async () => {
    const headers = [
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: `Bearer ${'a'.repeat(10000)}` },
      { authorization: 'Bearer a.b.c' },
      { accept: '*/*'.repeat(100) },
      { 'content-type': 'application/json; charset=utf-16' },
    ];
    for (const extra of headers) {
      for (const route of routes) {
        const response = await asVisitor({
          method: route.method,
          url: route.url,
          headers: extra,
          payload: route.method === 'GET' ? undefined : '{}',
        });
        expectClientError(
          response,
          `${route.method} ${route.url} with ${JSON.stringify(extra).slice(0, 60)}`,
        );
      }
    }
  });
});

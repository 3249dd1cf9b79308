// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createUser, outbox, signIn, type TestApp } from '../test/helpers';
import { signedInApp } from '../test/signed-in';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, SEMESTER_NAMES, YEAR_NAMES } from '@hemis/shared-contracts';
import { campuses, programs } from '../db/schema';

/**
 * The spec's calls (section 7) as the product's existing browser client makes them, and the
 * shapes it reads from the answers.
 */
const signedIn = signedInApp(['ugcadmin', 'uniadmin', 'collegeadmin', 'collegeuser']);
let t: TestApp;
let csit = 0;
let bbs = 0;

beforeAll(async () => {
  t = signedIn.t;
  const rows = await t.db.select({ id: programs.id, code: programs.code }).from(programs);
  csit = rows.find((row) => row.code === 'CSIT')?.id ?? 0;
  bbs = rows.find((row) => row.code === 'BBS')?.id ?? 0;
});

const { call } = signedIn;
type Json = Record<string, unknown>;

describe('GET /StudentUpgrade/Semesters and /Years', () => {
  it('answer plain values, each shown as it is', async () => {
    const semesters = await call('collegeuser', {
      method: 'GET',
      url: '/api/StudentUpgrade/Semesters',
    });
    expect(semesters.statusCode).toBe(200);
    expect(semesters.json()).toEqual(SEMESTER_NAMES);
    expect(semesters.json<unknown[]>().slice(0, 2)).toEqual(['First', 'Second']);
    const years = await call('collegeuser', {
      method: 'GET',
      url: '/api/StudentUpgrade/Years',
    });
    expect(years.json()).toEqual(YEAR_NAMES);
    expect(years.json<unknown[]>().every((item) => typeof item === 'string')).toBe(true);
  });
});

describe('the plain list reads', () => {
  it.each(['FiscalYear', 'Batch', 'EmployeePositions', 'EthinicGroup'])(
    'GET /%s answers an array without paging parameters, { total, data } with them',
    async (name) => {
      const plain = await call('collegeadmin', { method: 'GET', url: `/api/${name}` });
      expect(plain.statusCode).toBe(200);
      const rows = plain.json<Json[]>();
      expect(Array.isArray(rows)).toBe(true);
      for (const query of ['page=1&pageSize=2', 'pageSize=2', 'page=1']) {
        const paged = await call('collegeadmin', {
          method: 'GET',
          url: `/api/${name}?${query}`,
        });
        expect(paged.statusCode).toBe(200);
        const body = paged.json<{ total: number; data: Json[] }>();
        expect(body.total).toBe(rows.length);
        expect(body.data.length).toBe(
          Math.min(rows.length, query.includes('pageSize') ? 2 : DEFAULT_PAGE_SIZE),
        );
      }
    },
  );

  it('answers the plain array filtered, sorted and whole', async () => {
    const url = '/api/EthinicGroup?equityCategory=dalit&sort=name&order=desc';
    const plain = (await call('collegeuser', { method: 'GET', url })).json<
      { name: string; equityCategory: string }[]
    >();
    expect(plain.length).toBeGreaterThan(1);
    expect(plain.every((row) => row.equityCategory === 'dalit')).toBe(true);
    const paged = (await call('collegeuser', { method: 'GET', url: `${url}&pageSize=500` })).json<{
      data: { name: string }[];
    }>();
    expect(plain.map((row) => row.name)).toEqual(paged.data.map((row) => row.name));
    // Every row, not a first page.
    const all = await call('collegeuser', { method: 'GET', url: '/api/EthinicGroup' });
    const total = (
      await call('collegeuser', { method: 'GET', url: '/api/EthinicGroup?pageSize=1' })
    ).json<{ total: number }>().total;
    expect(total).toBeGreaterThan(DEFAULT_PAGE_SIZE);
    expect(all.json<Json[]>()).toHaveLength(total);
  });

  it('gives fiscal years the client’s activeFiscalYear flag', async () => {
    const years = (await call('collegeuser', { method: 'GET', url: '/api/FiscalYear' })).json<
      Json[]
    >();
    const active = years.find((row) => row.activeFiscalYear === true);
    expect(active).toBeDefined();
    expect(years.filter((row) => row.activeFiscalYear === true)).toHaveLength(1);
    expect(years.every((row) => row.activeFiscalYear === row.isActive)).toBe(true);
    const one = await call('collegeuser', {
      method: 'GET',
      url: `/api/FiscalYear/${String(active?.id)}`,
    });
    expect(one.json()).toMatchObject({ activeFiscalYear: true, isActive: true });
    const paged = await call('collegeuser', {
      method: 'GET',
      url: '/api/FiscalYear?isActive=true&page=1&pageSize=10',
    });
    expect(paged.json()).toMatchObject({ total: 1, data: [{ activeFiscalYear: true }] });
  });

  it('answers every other list as a plain array too, and pages it with paging names', async () => {
    const plain = await call('collegeadmin', { method: 'GET', url: '/api/Section' });
    expect(Array.isArray(plain.json())).toBe(true);
    const paged = await call('collegeadmin', {
      method: 'GET',
      url: '/api/Section?pageSize=5',
    });
    expect(paged.json()).toHaveProperty('total');
    expect(paged.json().total).toBe(plain.json().length);
  });
});

describe('GET /ProgramMgmt/GetCollegePrograms', () => {
  it("carries the program's id, name, type, short name, level and faculty at the top level", async () => {
    const response = await call('collegeadmin', {
      method: 'GET',
      url: '/api/ProgramMgmt/GetCollegePrograms',
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json<Json[]>();
    const csitRow = rows.find((row) => row.programId === csit);
    expect(csitRow).toMatchObject({
      id: csit,
      programId: csit,
      programName: 'BSc Computer Science and Information Technology',
      programType: 'semester',
      levelName: expect.any(String),
      facultyName: expect.any(String),
      shortName: expect.any(String),
      campusId: 49,
      program: { id: csit, programType: 'semester' },
    });
    // The college program's own id stays, under collegeProgramId.
    const own = await call('collegeadmin', {
      method: 'GET',
      url: `/api/CollegeProgram/${String(csitRow?.collegeProgramId)}`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ programId: csit, campusId: 49 });
  });
});

describe('Subjects as the client writes them', () => {
  const clientSubject = (extra: Json) => ({
    subjectName: 'Numerical Methods',
    shortName: 'NM',
    code: 'CSC212',
    pageNumber: 1,
    pageSize: 10,
    majorSubjectIds: [],
    ...extra,
  });

  it('takes the type by label and the semester by name, ignoring the list keys', async () => {
    const created = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Subject',
      payload: clientSubject({ programId: csit, subjectType: 'Elective', semester: 'Second' }),
    });
    expect(created.statusCode).toBe(201);
    const row = created.json<Json>();
    expect(row).toMatchObject({ subjectType: 'optional', semester: 2, year: null });
    const changed = await call('collegeadmin', {
      method: 'PATCH',
      url: `/api/Subject/${String(row.id)}`,
      payload: {
        programId: csit,
        subjectType: 'Compulsory',
        semester: 'Fourth',
        pageNumber: 1,
        pageSize: 10,
        majorSubjectIds: [3],
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ subjectType: 'regular', semester: 4 });
    const read = await call('collegeadmin', {
      method: 'GET',
      url: `/api/Subject/${String(row.id)}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id: row.id,
      programId: csit,
      program: {
        id: csit,
        programName: 'BSc Computer Science and Information Technology',
        programType: 'semester',
      },
    });
  });

  it('takes the year by name for annual programs, and our codes and numbers still', async () => {
    const annual = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Subject',
      payload: clientSubject({
        programId: bbs,
        code: 'MGT311',
        subjectType: 'Compulsory',
        year: 'Third',
        semester: null,
      }),
    });
    expect(annual.statusCode).toBe(201);
    expect(annual.json()).toMatchObject({ subjectType: 'regular', year: 3, semester: null });
    const ours = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Subject',
      payload: {
        programId: csit,
        subjectName: 'Data Mining',
        shortName: 'DM',
        code: 'CSC713',
        subjectType: 'optional',
        semester: 7,
      },
    });
    expect(ours.statusCode).toBe(201);
    expect(ours.json()).toMatchObject({ subjectType: 'optional', semester: 7 });
  });

  it('still refuses names it does not know and keys that are no fields', async () => {
    for (const [payload, field] of [
      [
        clientSubject({ programId: csit, code: 'X9', subjectType: 'Optional-ish', semester: 1 }),
        'subjectType',
      ],
      [
        clientSubject({
          programId: csit,
          code: 'X9',
          subjectType: 'Elective',
          semester: 'Thirteenth',
        }),
        'semester',
      ],
      [
        clientSubject({ programId: bbs, code: 'X9', subjectType: 'Elective', year: 'Seventh' }),
        'year',
      ],
      [
        clientSubject({
          programId: csit,
          code: 'X9',
          subjectType: 'Elective',
          semester: 1,
          nope: 1,
        }),
        '_',
      ],
    ] as const) {
      const response = await call('collegeadmin', {
        method: 'POST',
        url: '/api/Subject',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
      if (field !== '_') expect(response.json()).toHaveProperty(`fields.${field}`);
    }
  });
});

describe('POST /User/GetCodeUser?email=', () => {
  it('accepts and ignores the collegeId and uniId the client adds', async () => {
    const user = await createUser(t.db, { role: 'CollegeUser' });
    const before = (await outbox(t)).length;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/User/GetCodeUser?email=${encodeURIComponent(user.email)}&collegeId=49&uniId=0`,
    });
    expect(response.statusCode).toBe(201);
    const mails = await outbox(t);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.to).toBe(user.email);
  });
});

describe('POST /User/Login', () => {
  it("gives the institution's university", async () => {
    const campusUser = await signIn(t.app, 'collegeadmin@hemis.test');
    expect(campusUser.json()).toMatchObject({ institution: { id: 49, universityId: 1 } });
    const universityUser = await signIn(t.app, 'uniadmin@hemis.test');
    expect(universityUser.json()).toMatchObject({ institution: { id: 1, universityId: 1 } });
  });

  it("gives the campus's bank account as the statistical return reads it", async () => {
    const [campus] = await t.db.select().from(campuses).where(eq(campuses.id, 49));
    const answer = (await signIn(t.app, 'collegeadmin@hemis.test')).json();
    expect(answer.institution).toMatchObject({
      bankName: campus!.bankName,
      branch: campus!.bankBranch,
      accountNo: campus!.bankAccountNo,
    });
    expect(answer.institution.accountNo).toEqual(expect.any(String));
  });
});

describe('uploads under /Uploads/', () => {
  it('serves the public campus logo whatever the case of the path', async () => {
    const campus = (await t.app.inject({ method: 'GET', url: '/api/Campus/49' })).json<{
      logo: string;
    }>();
    for (const prefix of ['/Uploads/', '/UPLOADS/', '/uploads/']) {
      const logo = await t.app.inject({ method: 'GET', url: `${prefix}${campus.logo}` });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toContain('image/svg+xml');
      expect(logo.headers['content-security-policy']).toContain('sandbox');
    }
    // What /uploads/ does not serve is not served under another case either.
    fs.writeFileSync(path.join(t.dataDir, 'outside.txt'), 'outside-the-uploads');
    fs.writeFileSync(path.join(t.dataDir, 'uploads', '.hidden'), 'hidden-upload');
    for (const url of [
      '/Uploads/missing.png',
      '/UPLOADS/.hidden',
      '/Uploads/%2e%2e/outside.txt',
      '/uPloads/..%2foutside.txt',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).not.toBe(200);
      expect(response.body).not.toMatch(/outside-the-uploads|hidden-upload/);
    }
  });
});

// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { signedInAs } from '../../test/signed-in';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { and, count, eq, isNull } from 'drizzle-orm';
import { subjects } from '../../db/schema';

const signedIn = signedInAs([
  ['ugc', 'ugcadmin@hemis.test'],
  ['college', 'collegeadmin@hemis.test'],
  ['uni', 'uniadmin@hemis.test'],
  ['superAdmin', 'superadmin@hemis.test'],
  ['student', 'student@hemis.test'],
]);
const { call } = signedIn;

/** Spec section 7, as written (methods, odd spellings and cases included). */
const SPEC_CALLS: { method: InjectOptions['method']; url: string; as?: 'college' | 'uni' }[] = [
  { method: 'POST', url: '/api/Faculty', as: 'college' },
  { method: 'PATCH', url: '/api/Faculty/1', as: 'uni' },
  { method: 'GET', url: '/api/Faculty/1' },
  { method: 'GET', url: '/api/Faculty/GetAllFaculties/1' },
  { method: 'GET', url: '/api/Faculty/GetAllFaculties' },
  { method: 'POST', url: '/api/Level', as: 'college' },
  { method: 'PATCH', url: '/api/Level/1', as: 'uni' },
  { method: 'GET', url: '/api/level/1' },
  { method: 'GET', url: '/api/level/GetAllLebel/1' },
  { method: 'GET', url: '/api/Level/GetAllLevels' },
  { method: 'POST', url: '/api/ProgramMgmt', as: 'college' },
  { method: 'PATCH', url: '/api/ProgramMgmt/1', as: 'uni' },
  { method: 'GET', url: '/api/ProgramMgmt/1' },
  { method: 'GET', url: '/api/ProgramMgmt/GetAllPrograms' },
  { method: 'GET', url: '/api/ProgramMgmt/GetAllPrograms/1' },
  { method: 'GET', url: '/api/ProgramMgmt/GetProgramByCOllegeId?collegeid=49' },
  { method: 'GET', url: '/api/ProgramMgmt/GetCollegePrograms' },
  { method: 'POST', url: '/api/Subject', as: 'college' },
  { method: 'PATCH', url: '/api/Subject/1', as: 'uni' },
  { method: 'GET', url: '/api/Subject/1' },
  { method: 'GET', url: '/api/Subject/GetAllSubjects' },
  { method: 'GET', url: '/api/StudentUpgrade/Semesters' },
  { method: 'GET', url: '/api/StudentUpgrade/Years' },
  { method: 'GET', url: '/api/University/GetAllUniversities' },
  { method: 'GET', url: '/api/University/1' },
  { method: 'GET', url: '/api/Campus/GetAllCampuses' },
  { method: 'GET', url: '/api/FiscalYear' },
  { method: 'GET', url: '/api/FiscalYear/GetFiscalYearsForSelection' },
  { method: 'GET', url: '/api/FiscalYear/1' },
  { method: 'PUT', url: '/api/FiscalYear/1' },
  { method: 'GET', url: '/api/Batch' },
  { method: 'POST', url: '/api/Batch' },
  { method: 'PUT', url: '/api/Batch/1', as: 'college' },
  { method: 'GET', url: '/api/Batch/1' },
  { method: 'GET', url: '/api/EmployeePositions' },
  { method: 'GET', url: '/api/EmployeePositions/1' },
  { method: 'POST', url: '/api/EmployeePositions' },
  { method: 'PUT', url: '/api/EmployeePositions/1' },
  { method: 'GET', url: '/api/EthinicGroup' },
  { method: 'POST', url: '/api/EthinicGroup' },
  { method: 'PUT', url: '/api/EthinicGroup/1' },
  { method: 'GET', url: '/api/EthinicGroup/1' },
];

const OTHER_RESOURCES = [
  'Section',
  'Department',
  'IncomeExpenseHead',
  'IncomeExpenditureEntry',
  'Holiday',
  'BudgetSetup',
  'StudentAgeGroup',
  'CampusTypeNumber',
  'CollegeProgram',
  'MajorSubject',
  'CentralDepartment',
  'University',
  'Campus',
];

describe('spec section 7 calls', () => {
  it.each(SPEC_CALLS)('$method $url exists', async ({ method, url, as }) => {
    const response = await call(as ?? 'ugc', {
      method,
      url,
      payload: method === 'GET' ? undefined : {},
    });
    // A route that exists answers its own way (2xx, or 400 for the empty body); never 404 or 405.
    expect([200, 201, 400]).toContain(response.statusCode);
    if (response.statusCode === 400) expect(response.json()).toHaveProperty('message');
  });

  it('answers the GetAll reads as plain arrays', async () => {
    for (const url of [
      '/api/Faculty/GetAllFaculties',
      '/api/Level/GetAllLevels',
      '/api/ProgramMgmt/GetAllPrograms',
      '/api/Subject/GetAllSubjects',
      '/api/University/GetAllUniversities',
      '/api/Campus/GetAllCampuses',
    ]) {
      const response = await call('college', { method: 'GET', url });
      expect(Array.isArray(response.json())).toBe(true);
    }
  });

  it('serves list, export and CRUD for the other setup resources', async () => {
    const writer = (name: string) =>
      ['CollegeProgram', 'MajorSubject'].includes(name)
        ? 'college'
        : ['CentralDepartment', 'University', 'Campus'].includes(name)
          ? 'superAdmin'
          : 'ugc';
    for (const name of OTHER_RESOURCES) {
      // Paged as the screens ask (the earlier client's plain lists: legacy-client).
      const list = await call('ugc', { method: 'GET', url: `/api/${name}?pageSize=20` });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toHaveProperty('total');
      const exported = await call('ugc', { method: 'GET', url: `/api/${name}/Export` });
      expect(exported.statusCode).toBe(200);
      const bad = await call(writer(name), {
        method: 'POST',
        url: `/api/${name}`,
        payload: { nope: 1 },
      });
      expect(bad.statusCode).toBe(400);
    }
  });
});

describe('export', () => {
  it('exports the filtered list as a real .xlsx workbook with the contract labels', async () => {
    const response = await call('college', {
      method: 'GET',
      url: '/api/Subject/Export?programId=1&sort=code',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('Subject.xlsx');
    const data = response.rawPayload;
    expect(data.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Program');
    expect(sheet.getRow(1).getCell(3).value).toBe('Subject Name');
    expect(sheet.getRow(2).getCell(2).value).toBe(
      'BSc Computer Science and Information Technology',
    );
    expect(sheet.getRow(2).getCell(5).value).toBe('CSC109');
    expect(sheet.getRow(2).getCell(6).value).toBe('Compulsory');
    // The header, then every live subject of the program.
    const [held] = await signedIn.t.db
      .select({ n: count() })
      .from(subjects)
      .where(and(eq(subjects.programId, 1), isNull(subjects.deletedAt)));
    expect(held?.n).toBeGreaterThan(5);
    expect(sheet.rowCount).toBe(1 + (held?.n ?? 0));
    const denied = await call('student', { method: 'GET', url: '/api/Subject/Export' });
    expect(denied.statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the resource routes from the contracts', async () => {
    const response = await signedIn.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(doc.paths['/api/Faculty']).toHaveProperty('post');
    expect(doc.paths['/api/Faculty/{id}']).toHaveProperty('patch');
    expect(doc.paths['/api/FiscalYear/{id}']).toHaveProperty('put');
    expect(JSON.stringify(doc.paths['/api/Faculty']?.post)).toContain('facultyName');
  });
});

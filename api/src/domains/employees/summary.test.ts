// The helpers come first: they stand in for ESM-only modules before the app loads them.
import type { TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import ExcelJS from 'exceljs';
import { postId, seededEmployees, teacherBody } from './test-fixtures';

const signedIn = signedInApp(['superadmin', 'ugcadmin', 'uniadmin', 'collegeadmin', 'collegeuser']);
let t: TestApp;
let lecturer = 0;

beforeAll(async () => {
  t = signedIn.t;
  lecturer = await postId(t.db, 'Lecturer');
});

type Json = Record<string, unknown>;
const { call } = signedIn;

describe('staff summary', () => {
  it('counts active non-teaching staff by post, gender, category and qualification in scope', async () => {
    const response = await call('collegeuser', {
      method: 'GET',
      url: '/api/Employee/Summary?employeeType=nonTeaching',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      total: Json;
      byPost: Json[];
      byStaffCategory: Json[];
      byQualification: Json[];
    }>();
    expect(body.total).toMatchObject({ group: 'Total', female: 1, male: 0, total: 1 });
    expect(body.byPost).toEqual([{ group: 'Accountant', male: 0, female: 1, other: 0, total: 1 }]);
    expect(body.byStaffCategory.find((row) => row.group === 'Administrative')).toMatchObject({
      total: 1,
    });
    expect(body.byQualification.find((row) => row.group === 'Bachelor')).toMatchObject({
      total: 1,
    });
  });

  it('narrows to a campus within scope and exports one sheet per breakdown', async () => {
    const seeded = await seededEmployees(t.db);
    const response = await call('uniadmin', {
      method: 'GET',
      url: `/api/Employee/Summary?employeeType=teaching&campusId=${seeded.get('Manisha')?.campusId}`,
    });
    expect(response.json<{ total: Json }>().total.total).toBe(0);
    const exported = await call('uniadmin', {
      method: 'GET',
      url: '/api/Employee/Summary/Export?employeeType=nonTeaching',
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'By Post',
      'By Joining Type',
      'By Qualification',
      'By Staff Category',
    ]);
  });

  it('leaves out deleted and inactive employees', async () => {
    const before = (
      await call('superadmin', {
        method: 'GET',
        url: '/api/Employee/Summary?employeeType=teaching',
      })
    ).json<{ total: { total: number } }>().total.total;
    const created = await call('superadmin', {
      method: 'POST',
      url: '/api/Employee',
      payload: teacherBody(lecturer, { campusId: 49, status: false }),
    });
    expect(created.statusCode).toBe(201);
    const after = (
      await call('superadmin', {
        method: 'GET',
        url: '/api/Employee/Summary?employeeType=teaching',
      })
    ).json<{ total: { total: number } }>().total.total;
    expect(after).toBe(before);
    const active = await call('superadmin', {
      method: 'POST',
      url: '/api/Employee',
      payload: teacherBody(lecturer, { campusId: 49 }),
    });
    const counted = (
      await call('superadmin', {
        method: 'GET',
        url: '/api/Employee/Summary?employeeType=teaching',
      })
    ).json<{ total: { total: number } }>().total.total;
    expect(counted).toBe(before + 1);
    await call('superadmin', { method: 'DELETE', url: `/api/Employee/${active.json<Json>().id}` });
    const deleted = (
      await call('superadmin', {
        method: 'GET',
        url: '/api/Employee/Summary?employeeType=teaching',
      })
    ).json<{ total: { total: number } }>().total.total;
    expect(deleted).toBe(before);
  });
});

// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createUser, tokenFor, withToken, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { count, eq, isNull } from 'drizzle-orm';
import { EMPLOYEE_MESSAGES } from '@hemis/shared-contracts';
import { auditLog, departments, employees, ethnicGroups, sections } from '../../db/schema';
import fs from 'node:fs';
import path from 'node:path';
import { PDF, PNG, multipart, postId, seededEmployees, teacherBody } from './test-fixtures';

const signedIn = signedInApp(['superadmin', 'ugcadmin', 'uniadmin', 'collegeadmin', 'collegeuser']);
let t: TestApp;
let lecturer = 0;
let accountant = 0;
let labAssistant = 0;

beforeAll(async () => {
  t = signedIn.t;
  lecturer = await postId(t.db, 'Lecturer');
  accountant = await postId(t.db, 'Accountant');
  labAssistant = await postId(t.db, 'Lab Assistant');
});

type Json = Record<string, unknown>;
const { call } = signedIn;
const liveCount = async () =>
  (await t.db.select({ n: count() }).from(employees).where(isNull(employees.deletedAt)))[0]?.n;

describe('registering employees', () => {
  it('registers a teacher at the campus of a campus user, whatever owner the client sends', async () => {
    const response = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Employee',
      payload: teacherBody(lecturer, { workplace: 'ugc', universityId: 2 }),
    });
    expect(response.statusCode).toBe(201);
    const row = response.json<Json>();
    expect(row).toMatchObject({ campusId: 49, universityId: 1, workplace: 'campus' });
    expect(row.labels).toMatchObject({ positionId: 'Lecturer', campusId: expect.any(String) });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row.id)));
    expect(audit).toMatchObject({ entity: 'Employee', action: 'create' });
  });

  it('stores a flag sent as null as "no" (its column is NOT NULL), on create and on change', async () => {
    const created = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Employee',
      payload: teacherBody(lecturer, { hasDisability: null }),
    });
    expect(created.statusCode).toBe(201);
    const row = created.json<Json>();
    expect(row.hasDisability).toBe(false);
    const changed = await call('collegeadmin', {
      method: 'PATCH',
      url: `/api/Employee/${String(row.id)}`,
      payload: { hasDisability: null },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Json>().hasDisability).toBe(false);
  });

  it('keeps a photo sent with the record (multipart) and refuses a file that is not an image', async () => {
    const fields = Object.fromEntries(
      Object.entries(teacherBody(lecturer)).map(([name, value]) => [name, String(value)]),
    );
    const withPhoto = multipart(fields, [
      { field: 'photo', name: 'me.png', data: PNG, type: 'image/png' },
    ]);
    const response = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Employee',
      ...withPhoto,
    });
    expect(response.statusCode).toBe(201);
    // A personal file: kept in the private folder, reached by the row's signed link.
    const photo = String(response.json<Json>().photo);
    expect(photo).toMatch(/^\/api\/Employee\/\d+\/Files\/photo\?/);
    const name = new URL(photo, 'http://x').searchParams.get('name') ?? '';
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'private', name))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);

    const before = await liveCount();
    const notImage = multipart(
      Object.fromEntries(
        Object.entries(teacherBody(lecturer)).map(([name, value]) => [name, String(value)]),
      ),
      [{ field: 'photo', name: 'me.pdf', data: PDF, type: 'application/pdf' }],
    );
    const refused = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Employee',
      ...notImage,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ fields: Json }>().fields)).toEqual(['photo']);
    expect(await liveCount()).toBe(before);
  });

  it('derives the workplace: the commission, a university office, a campus', async () => {
    const ugc = await call('superadmin', {
      method: 'POST',
      url: '/api/Employee',
      payload: teacherBody(lecturer, { workplace: 'campus' }),
    });
    expect(ugc.json<Json>()).toMatchObject({
      campusId: null,
      universityId: null,
      workplace: 'ugc',
    });
    const office = await call('superadmin', {
      method: 'POST',
      url: '/api/Employee',
      payload: {
        ...teacherBody(accountant, { universityId: 1, workplace: 'ugc' }),
        employeeType: 'nonTeaching',
        staffCategory: 'administrative',
      },
    });
    expect(office.statusCode).toBe(201);
    expect(office.json<Json>()).toMatchObject({
      universityId: 1,
      campusId: null,
      workplace: 'university',
    });
    // Moving the office employee to a campus moves the workplace too; a sent workplace is ignored.
    const moved = await call('superadmin', {
      method: 'PATCH',
      url: `/api/Employee/${office.json<Json>().id}`,
      payload: { campusId: 49, workplace: 'ugc' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Json>()).toMatchObject({
      campusId: 49,
      universityId: 1,
      workplace: 'campus',
    });
  });

  it('keeps a university user to its own campuses and a campus user to its campus', async () => {
    const seeded = await seededEmployees(t.db);
    const manisha = seeded.get('Manisha');
    const otherCampus = manisha?.campusId;
    const uni = await call('superadmin', {
      method: 'POST',
      url: '/api/Employee',
      payload: teacherBody(lecturer, { campusId: otherCampus }),
    });
    expect(uni.statusCode).toBe(201);
    expect(uni.json<Json>().universityId).toBe(manisha?.universityId);
    const hari = seeded.get('Hari');
    const moveAway = await call('collegeadmin', {
      method: 'PATCH',
      url: `/api/Employee/${hari?.id}`,
      payload: { campusId: seeded.get('Prakash')?.campusId },
    });
    expect(moveAway.statusCode).toBe(403);
    const [still] = await t.db
      .select()
      .from(employees)
      .where(eq(employees.id, hari?.id ?? 0));
    expect(still?.campusId).toBe(49);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await liveCount();
    const response = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Employee',
      payload: {
        ...teacherBody(lecturer),
        firstName: '',
        phoneNumber: '12',
        panNo: 'abc',
        email: 'not-an-email',
        gender: 'unknown',
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ fields: Record<string, string> }>().fields;
    expect(fields.phoneNumber).toBe(EMPLOYEE_MESSAGES.phoneDigits);
    expect(fields.panNo).toBe(EMPLOYEE_MESSAGES.panDigits);
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['firstName', 'email', 'gender']));
    const nonTeaching = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Employee',
      payload: { ...teacherBody(accountant), employeeType: 'nonTeaching' },
    });
    expect(nonTeaching.statusCode).toBe(400);
    expect(nonTeaching.json<{ fields: Json }>().fields.staffCategory).toBe(
      EMPLOYEE_MESSAGES.staffCategoryRequired,
    );
    expect(await liveCount()).toBe(before);
  });

  it('refuses a post that does not fit the staff type (400 on positionId)', async () => {
    const before = await liveCount();
    for (const payload of [
      teacherBody(accountant),
      { ...teacherBody(lecturer), employeeType: 'nonTeaching', staffCategory: 'administrative' },
      {
        ...teacherBody(labAssistant),
        employeeType: 'nonTeaching',
        staffCategory: 'administrative',
      },
    ]) {
      const response = await call('collegeadmin', {
        method: 'POST',
        url: '/api/Employee',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: Json }>().fields.positionId).toBe(
        EMPLOYEE_MESSAGES.postMismatch,
      );
    }
    const seeded = await seededEmployees(t.db);
    const change = await call('collegeadmin', {
      method: 'PATCH',
      url: `/api/Employee/${seeded.get('Sarita')?.id}`,
      payload: { positionId: accountant },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json<{ fields: Json }>().fields.positionId).toBe(EMPLOYEE_MESSAGES.postMismatch);
    expect(await liveCount()).toBe(before);
  });

  it('answers 409 for a duplicate citizenship number or e-mail at the same campus only', async () => {
    const first = teacherBody(lecturer);
    expect(
      (await call('collegeadmin', { method: 'POST', url: '/api/Employee', payload: first }))
        .statusCode,
    ).toBe(201);
    const before = await liveCount();
    const sameCitizenship = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Employee',
      payload: { ...teacherBody(lecturer), citizenshipNo: first.citizenshipNo },
    });
    expect(sameCitizenship.statusCode).toBe(409);
    expect(sameCitizenship.json<{ fields: Json }>().fields).toEqual({
      citizenshipNo: EMPLOYEE_MESSAGES.citizenshipTaken,
    });
    const sameEmail = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Employee',
      payload: { ...teacherBody(lecturer), email: first.email.toUpperCase() },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json<{ fields: Json }>().fields).toEqual({
      email: EMPLOYEE_MESSAGES.emailTaken,
    });
    expect(await liveCount()).toBe(before);
    const seeded = await seededEmployees(t.db);
    const elsewhere = await call('superadmin', {
      method: 'POST',
      url: '/api/Employee',
      payload: {
        ...teacherBody(lecturer),
        citizenshipNo: first.citizenshipNo,
        email: first.email,
        campusId: seeded.get('Prakash')?.campusId,
      },
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('employee lists', () => {
  const names = async (who: string, query: string) => {
    const response = await call(who, { method: 'GET', url: `/api/Employee?pageSize=100&${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Json[] }>().data.map((row) => row.firstName);
  };

  it('filters with a comma meaning any of (non-technical staff)', async () => {
    const list = await names(
      'superadmin',
      'employeeType=nonTeaching&staffCategory=administrative,other',
    );
    expect(list).toEqual(expect.arrayContaining(['Laxmi', 'Kiran']));
    expect(list).not.toContain('Dipak');
    expect(await names('superadmin', 'staffCategory=technical')).toContain('Dipak');
  });

  it('finds the university office employees by workplace', async () => {
    expect(await names('uniadmin', 'workplace=university')).toContain('Kiran');
    expect(await names('collegeadmin', 'workplace=university')).toEqual([]);
  });

  it('pages on the server', async () => {
    const response = await call('superadmin', {
      method: 'GET',
      url: '/api/Employee?page=2&pageSize=3',
    });
    const body = response.json<{ data: Json[]; total: number }>();
    expect(body.data).toHaveLength(3);
    expect(body.total).toBeGreaterThanOrEqual(9);
  });
});

describe('references', () => {
  it('labels every reference and refuses a section or department the caller cannot see', async () => {
    const [section] = await t.db
      .select()
      .from(sections)
      .where(eq(sections.sectionName, 'Account Section'));
    const [department] = await t.db
      .select()
      .from(departments)
      .where(eq(departments.departmentName, 'Department of Computer Science'));
    const [group] = await t.db.select().from(ethnicGroups).limit(1);
    const response = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Employee',
      payload: {
        ...teacherBody(lecturer),
        facultyId: department?.facultyId,
        departmentId: department?.id,
        sectionId: section?.id,
        ethnicGroupId: group?.id,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Json>().labels).toEqual({
      positionId: 'Lecturer',
      universityId: expect.any(String),
      campusId: expect.any(String),
      facultyId: expect.any(String),
      departmentId: 'Department of Computer Science',
      sectionId: 'Account Section',
      ethnicGroupId: group?.name,
    });
    const seeded = await seededEmployees(t.db);
    const other = await createUser(t.db, {
      role: 'CollegeAdmin',
      campusId: seeded.get('Prakash')?.campusId ?? null,
      universityId: 1,
    });
    const otherCampus = await tokenFor(t.app, other.email);
    const before = await liveCount();
    const refused = await t.app.inject(
      withToken(otherCampus, {
        method: 'POST',
        url: '/api/Employee',
        payload: { ...teacherBody(lecturer), departmentId: department?.id, sectionId: section?.id },
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ fields: Json }>().fields).sort()).toEqual([
      'departmentId',
      'sectionId',
    ]);
    expect(await liveCount()).toBe(before);
  });
});

// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createUser } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@hemis/shared-contracts';
import { auditLog, faculties } from '../../db/schema';

const signedIn = signedInApp([
  'ugcadmin',
  'uniadmin',
  'collegeadmin',
  'collegeuser',
  'student',
  'superadmin',
]);

/** A campus admin of campus 50 (same university as 49) and a university admin of KU (id 2). */
beforeAll(async () => {
  const other = await createUser(signedIn.t.db, {
    role: 'CollegeAdmin',
    campusId: 50,
    universityId: 1,
  });
  await signedIn.signIn('otherCampusAdmin', other.email);
  const ku = await createUser(signedIn.t.db, {
    role: 'UniAdmin',
    campusId: null,
    universityId: 2,
  });
  await signedIn.signIn('otherUniAdmin', ku.email);
});

const { call } = signedIn;

function multipart(fields: Record<string, string>) {
  const boundary = '----hemis' + Math.random().toString(16).slice(2);
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('Faculty', () => {
  it('adds a faculty from a multipart form for a campus user (campusId set, trimmed, audited)', async () => {
    const { payload, headers } = multipart({
      facultyName: '  Fine Arts ',
      facultyType: 'general',
      shortName: ' FA ',
      status: 'true',
      universityId: '99',
    });
    const response = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Faculty',
      payload,
      headers,
    });
    expect(response.statusCode).toBe(201);
    const row = response.json<Record<string, unknown>>();
    expect(row).toMatchObject({
      facultyName: 'Fine Arts',
      shortName: 'FA',
      campusId: 49,
      universityId: 1,
      status: true,
      code: null,
    });
    const audits = await signedIn.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'Faculty'), eq(auditLog.entityId, String(row.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'create' });
  });

  it('gives a university user universityId and no campusId', async () => {
    const response = await call('uniadmin', {
      method: 'POST',
      url: '/api/Faculty',
      payload: { facultyName: 'Law', facultyType: 'general', shortName: 'FOL' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ universityId: 1, campusId: null });
  });

  it('refuses duplicates with 409 "Faculty already exists!", whatever the case and spaces', async () => {
    for (const name of [
      'Management',
      'management',
      '  MANAGEMENT  ',
      'Manage\u0020ment'.replace('\u0020', ''),
    ]) {
      const response = await call('uniadmin', {
        method: 'POST',
        url: '/api/Faculty',
        payload: { facultyName: name, facultyType: 'general', shortName: 'M' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: MESSAGES.faculty.conflict });
    }
    const spaced = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Faculty',
      payload: {
        facultyName: 'Computer   applications',
        facultyType: 'technical',
        shortName: 'CA',
      },
    });
    expect(spaced.statusCode).toBe(409);
    expect(spaced.json()).toMatchObject({ message: 'Faculty already exists!' });
  });

  it('answers required-field messages as field errors', async () => {
    const response = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Faculty',
      payload: { facultyName: '   ', shortName: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: {
        facultyName: 'Faculty Name is required',
        facultyType: 'Faculty Type is required',
        shortName: 'Short Name is required',
      },
    });
  });

  it('scopes reads: campus 49 sees its own and its university rows, not campus 50 rows', async () => {
    const mine = await call('otherCampusAdmin', {
      method: 'POST',
      url: '/api/Faculty',
      payload: { facultyName: 'Sports Science', facultyType: 'general', shortName: 'SS' },
    });
    expect(mine.statusCode).toBe(201);
    const id = mine.json<{ id: number }>().id;
    const list = await call('collegeadmin', {
      method: 'GET',
      url: '/api/Faculty?pageSize=500',
    });
    const names = list
      .json<{ data: { facultyName: string }[] }>()
      .data.map((row) => row.facultyName);
    expect(names).toEqual(expect.arrayContaining(['Management', 'Computer Applications']));
    expect(names).not.toContain('Sports Science');
    expect(
      (await call('collegeadmin', { method: 'GET', url: `/api/Faculty/${id}` })).statusCode,
    ).toBe(404);
    expect((await call('uniadmin', { method: 'GET', url: `/api/Faculty/${id}` })).statusCode).toBe(
      200,
    );
    expect(
      (await call('otherUniAdmin', { method: 'GET', url: `/api/Faculty/${id}` })).statusCode,
    ).toBe(404);
    expect((await call('ugcadmin', { method: 'GET', url: `/api/Faculty/${id}` })).statusCode).toBe(
      200,
    );
    const all = await call('collegeadmin', {
      method: 'GET',
      url: '/api/Faculty/GetAllFaculties',
    });
    expect(Array.isArray(all.json())).toBe(true);
    const ofTu = await call('otherUniAdmin', {
      method: 'GET',
      url: '/api/faculty/getallfaculties/1',
    });
    expect(ofTu.json()).toEqual([]);
  });

  it('lets a campus user edit its own rows but not its university rows (403) nor others (404)', async () => {
    const [management] = await signedIn.t.db
      .select()
      .from(faculties)
      .where(eq(faculties.facultyName, 'Management'));
    const [own] = await signedIn.t.db
      .select()
      .from(faculties)
      .where(eq(faculties.facultyName, 'Computer Applications'));
    const denied = await call('collegeadmin', {
      method: 'PATCH',
      url: `/api/Faculty/${management!.id}`,
      payload: { detail: 'x' },
    });
    expect(denied.statusCode).toBe(403);
    const ok = await call('collegeadmin', {
      method: 'PATCH',
      url: `/api/Faculty/${own!.id}`,
      payload: { detail: ' Computer applications ', status: false },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ detail: 'Computer applications', status: false });
    const foreign = await call('otherCampusAdmin', {
      method: 'PATCH',
      url: `/api/Faculty/${own!.id}`,
      payload: { detail: 'x' },
    });
    expect(foreign.statusCode).toBe(404);
    const readOnly = await call('collegeuser', {
      method: 'PATCH',
      url: `/api/Faculty/${own!.id}`,
      payload: { detail: 'x' },
    });
    expect(readOnly.statusCode).toBe(403);
    expect((await call('collegeuser', { method: 'GET', url: '/api/Faculty' })).statusCode).toBe(
      200,
    );
    expect((await call('student', { method: 'GET', url: '/api/Faculty' })).statusCode).toBe(403);
    expect((await signedIn.t.app.inject({ method: 'GET', url: '/api/Faculty' })).statusCode).toBe(
      401,
    );
  });

  it('soft-deletes: the row disappears from lists and its name can be used again', async () => {
    const created = await call('uniadmin', {
      method: 'POST',
      url: '/api/Faculty',
      payload: { facultyName: 'Agriculture', facultyType: 'technical', shortName: 'AG' },
    });
    const id = created.json<{ id: number }>().id;
    const removed = await call('uniadmin', { method: 'DELETE', url: `/api/Faculty/${id}` });
    expect(removed.statusCode).toBe(200);
    expect((await call('uniadmin', { method: 'GET', url: `/api/Faculty/${id}` })).statusCode).toBe(
      404,
    );
    const list = await call('uniadmin', {
      method: 'GET',
      url: '/api/Faculty?q=agri&pageSize=20',
    });
    expect(list.json()).toMatchObject({ total: 0 });
    const [stored] = await signedIn.t.db.select().from(faculties).where(eq(faculties.id, id));
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    const again = await call('uniadmin', {
      method: 'POST',
      url: '/api/Faculty',
      payload: { facultyName: 'Agriculture', facultyType: 'technical', shortName: 'AG' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('pages, sorts, searches and filters', async () => {
    const page = await call('ugcadmin', {
      method: 'GET',
      url: '/api/Faculty?page=1&pageSize=2&sort=facultyName&order=desc&facultyType=general',
    });
    expect(page.statusCode).toBe(200);
    const body = page.json<{
      data: { facultyName: string; facultyType: string }[];
      total: number;
    }>();
    expect(body.data).toHaveLength(2);
    expect(body.total).toBeGreaterThan(2);
    expect(body.data.every((row) => row.facultyType === 'general')).toBe(true);
    const names = body.data.map((row) => row.facultyName.toLowerCase());
    expect([...names].sort().reverse()).toEqual(names);
    expect(
      (await call('ugcadmin', { method: 'GET', url: '/api/Faculty?sort=password' })).statusCode,
    ).toBe(400);
    expect(
      (await call('ugcadmin', { method: 'GET', url: '/api/Faculty?status=maybe' })).statusCode,
    ).toBe(400);
  });
});

describe('Level', () => {
  it('answers "Level already exists!" for a duplicate and the spec messages for missing fields', async () => {
    const missing = await call('uniadmin', {
      method: 'POST',
      url: '/api/Level',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      fields: { levelName: 'Level Name is required', code: 'Code is required' },
    });
    const duplicate = await call('uniadmin', {
      method: 'POST',
      url: '/api/Level',
      payload: { levelName: ' master ', code: 'X' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: 'Level already exists!' });
    const created = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Level',
      payload: { levelName: 'Master of the Campus', code: 'BMC-M' },
    });
    expect(created.statusCode).toBe(201);
    const edit = await call('collegeadmin', {
      method: 'PATCH',
      url: `/api/Level/${created.json<{ id: number }>().id}`,
      payload: { code: '  ' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ fields: { code: 'Code is required' } });
    const lebel = await call('collegeadmin', {
      method: 'GET',
      url: '/api/level/GetAllLebel/1',
    });
    expect(lebel.statusCode).toBe(200);
    expect(lebel.json<unknown[]>().length).toBeGreaterThan(3);
    const all = await call('collegeadmin', { method: 'GET', url: '/api/Level/GetAllLevels' });
    expect(all.json<{ levelName: string }[]>().map((row) => row.levelName)).toContain(
      'Bridge Course',
    );
  });
});

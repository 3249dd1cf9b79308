// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { signedInApp } from '../../test/signed-in';
import { and, eq, ne } from 'drizzle-orm';
import { CAMPUS_MESSAGES, SETUP_PATHS } from '@hemis/shared-contracts';
import { auditLog, campuses, centralDepartments, students, users } from '../../db/schema';

/**
 * A campus always belongs to a university: an edit never empties it nor moves the campus; the
 * move is an action of its own (POST /Campus/{id}/Move), confirmed, by nation roles, audited,
 * and takes the campus's users, students and records along.
 */
const signedIn = signedInApp(['superadmin', 'ugcadmin', 'uniadmin', 'collegeadmin']);

type Fields = { fields?: Record<string, string> };
const { call } = signedIn;
const universityOf = async (id: number) =>
  (await signedIn.t.db.select().from(campuses).where(eq(campuses.id, id)))[0]?.universityId;
const move = (who: string, id: number, payload: Record<string, unknown>) =>
  call(who, { method: 'POST', url: `/api${SETUP_PATHS.campusMove(id)}`, payload });

describe('a campus always belongs to a university', () => {
  it('refuses an edit that empties the university, as JSON or form, for every role', async () => {
    for (const value of [null, '', '  ']) {
      for (const who of ['superadmin', 'uniadmin']) {
        const response = await call(who, {
          method: 'PATCH',
          url: '/api/Campus/49',
          payload: { universityId: value },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<Fields>().fields).toEqual({
          universityId: CAMPUS_MESSAGES.universityRequired,
        });
      }
    }
    const boundary = 'hemismove';
    const form = await call('superadmin', {
      method: 'PATCH',
      url: '/api/Campus/49',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="universityId"\r\n\r\n\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(form.statusCode).toBe(400);
    expect(form.json<Fields>().fields).toEqual({
      universityId: CAMPUS_MESSAGES.universityRequired,
    });
    // Every university's row alike (a central department).
    const [department] = await signedIn.t.db.select().from(centralDepartments).limit(1);
    const emptied = await call('superadmin', {
      method: 'PATCH',
      url: `/api/CentralDepartment/${department?.id ?? 0}`,
      payload: { universityId: null },
    });
    expect(emptied.statusCode).toBe(400);
    expect(await universityOf(49)).toBe(1);
  });

  it('refuses an edit to another university: the move does that', async () => {
    const edit = await call('superadmin', {
      method: 'PATCH',
      url: '/api/Campus/49',
      payload: { universityId: 2, campusName: 'Renamed on the way' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json<Fields>().fields).toEqual({ universityId: CAMPUS_MESSAGES.moveInstead });
    // The same university sent back (the edit dialog's whole form) is no move.
    const same = await call('superadmin', {
      method: 'PATCH',
      url: '/api/Campus/49',
      payload: { universityId: 1 },
    });
    expect(same.statusCode).toBe(200);
    const [campus] = await signedIn.t.db.select().from(campuses).where(eq(campuses.id, 49));
    expect(campus).toMatchObject({ universityId: 1 });
    expect(campus?.campusName).not.toBe('Renamed on the way');
  });

  it('keeps no hidden controls in a name: "a\\u202Eb" is stored as "ab"', async () => {
    const response = await call('superadmin', {
      method: 'PATCH',
      url: '/api/Campus/50',
      payload: { campusName: 'a\u202Eb', chiefName: '\u2066Ram\u2069 Sharma\u200F' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ campusName: 'ab', chiefName: 'Ram Sharma' });
    const [campus] = await signedIn.t.db.select().from(campuses).where(eq(campuses.id, 50));
    expect(campus).toMatchObject({ campusName: 'ab', chiefName: 'Ram Sharma' });
  });
});

describe('POST /Campus/{id}/Move', () => {
  it('is for nation roles that edit organizations, confirmed, to another live university', async () => {
    const body = { universityId: 2, confirm: true };
    expect((await move('uniadmin', 49, body)).statusCode).toBe(403);
    expect((await move('collegeadmin', 49, body)).statusCode).toBe(403);
    // The commission's data office reads organizations only.
    expect((await move('ugcadmin', 49, body)).statusCode).toBe(403);
    const unconfirmed = await move('superadmin', 49, { universityId: 2 });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json<Fields>().fields).toEqual({ confirm: CAMPUS_MESSAGES.moveConfirm });
    const declined = await move('superadmin', 49, { universityId: 2, confirm: false });
    expect(declined.statusCode).toBe(400);
    const same = await move('superadmin', 49, { universityId: 1, confirm: true });
    expect(same.json<Fields>().fields).toEqual({ universityId: CAMPUS_MESSAGES.alreadyThere });
    const nowhere = await move('superadmin', 49, { universityId: 99999, confirm: true });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json<Fields>().fields).toHaveProperty('universityId');
    expect((await move('superadmin', 99999, body)).statusCode).toBe(404);
    expect(await universityOf(49)).toBe(1);
  });

  it('moves the campus with its users and students, and writes the audit row', async () => {
    const ofCampus = await signedIn.t.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.campusId, 49))
      .limit(1);
    expect(ofCampus).toHaveLength(1);
    const moved = await move('superadmin', 49, { universityId: 2, confirm: true });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: 49, universityId: 2 });
    expect(await universityOf(49)).toBe(2);
    const behind = async (table: typeof students | typeof users) =>
      signedIn.t.db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.campusId, 49), ne(table.universityId, 2)));
    expect(await behind(students)).toEqual([]);
    expect(await behind(users)).toEqual([]);
    // Its former university no longer reaches it; the campus's own users still do.
    const tu = await call('uniadmin', { method: 'GET', url: '/api/Campus/GetAllCampuses' });
    expect(tu.json<{ id: number }[]>().map((row) => row.id)).not.toContain(49);
    const own = await call('collegeadmin', { method: 'GET', url: '/api/Student?pageSize=1' });
    expect(own.json<{ total: number }>().total).toBeGreaterThan(0);

    const [audit] = await signedIn.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'move'), eq(auditLog.entityId, '49')));
    expect(audit).toMatchObject({ entity: 'Campus', detail: { from: 1, to: 2 } });
    const rows = (audit?.detail as { rows: Record<string, number> }).rows;
    expect(rows.students).toBeGreaterThan(0);
    expect(rows.users).toBeGreaterThan(0);

    // And back, as deliberately.
    const back = await move('superadmin', 49, { universityId: 1, confirm: true });
    expect(back.statusCode).toBe(200);
    expect(await universityOf(49)).toBe(1);
  });
});

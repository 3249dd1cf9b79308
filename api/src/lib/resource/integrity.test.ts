// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { signedInApp } from '../../test/signed-in';
import { and, eq, isNull } from 'drizzle-orm';
import { INPUT_MESSAGES, MESSAGES } from '@hemis/shared-contracts';
import { faculties, universities } from '../../db/schema';

/**
 * DELETE on any resource keeps a record that live rows still use (of any table whose foreign
 * keys point at it), with a 409 naming them; a record nothing uses is deleted.
 */

const signedIn = signedInApp(['superadmin', 'ugcadmin', 'uniadmin', 'collegeadmin']);

const { call } = signedIn;

async function addFaculty(name: string, by = 'uniadmin'): Promise<number> {
  const response = await call(by, {
    method: 'POST',
    url: '/api/Faculty',
    payload: { facultyName: name, facultyType: 'general', shortName: name.slice(0, 3) },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('deleting what is still used', () => {
  it('keeps a university with campuses, students and accounts, naming them (409)', async () => {
    const response = await call('superadmin', { method: 'DELETE', url: '/api/University/1' });
    expect(response.statusCode).toBe(409);
    const { message } = response.json<{ message: string }>();
    expect(message).toMatch(/^This university is still used by \d+ campuses, .* and \d+ \w+/);
    expect(message).toMatch(/\d+ students/);
    expect(message).toMatch(/\d+ user accounts/);
    const [kept] = await signedIn.t.db
      .select({ id: universities.id })
      .from(universities)
      .where(and(eq(universities.id, 1), isNull(universities.deletedAt)));
    expect(kept).toEqual({ id: 1 });
  });

  it('keeps a faculty a program uses; once the program is deleted, the faculty goes', async () => {
    const facultyId = await addFaculty('Faculty of Oceanography');
    const program = await call('uniadmin', {
      method: 'POST',
      url: '/api/ProgramMgmt',
      payload: {
        facultyId,
        levelId: 1,
        programName: 'Bachelor of Oceanography',
        shortName: 'BOc',
        programType: 'semester',
        duration: 4,
      },
    });
    expect(program.statusCode).toBe(201);
    const programId = program.json<{ id: number }>().id;

    const refused = await call('uniadmin', { method: 'DELETE', url: `/api/Faculty/${facultyId}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: INPUT_MESSAGES.stillUsed('Faculty', [{ count: 1, noun: 'program' }]),
    });
    expect(refused.json<{ message: string }>().message).toBe(
      'This faculty is still used by 1 program.',
    );
    const [kept] = await signedIn.t.db
      .select({ deletedAt: faculties.deletedAt })
      .from(faculties)
      .where(eq(faculties.id, facultyId));
    expect(kept).toEqual({ deletedAt: null });

    // A deleted program no longer counts.
    const gone = await call('uniadmin', { method: 'DELETE', url: `/api/ProgramMgmt/${programId}` });
    expect(gone.statusCode).toBe(200);
    const deleted = await call('uniadmin', { method: 'DELETE', url: `/api/Faculty/${facultyId}` });
    expect(deleted.statusCode).toBe(200);
  });

  it('deletes a record nothing uses', async () => {
    const facultyId = await addFaculty('Faculty of Nothing Yet');
    const response = await call('uniadmin', { method: 'DELETE', url: `/api/Faculty/${facultyId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: facultyId });
  });
});

describe('renaming to a name that exists', () => {
  it('refuses to rename a faculty to an existing name (409, the contract message)', async () => {
    const facultyId = await addFaculty('Faculty of Renaming');
    for (const name of ['Management', '  management ', 'MANAGEMENT']) {
      const response = await call('uniadmin', {
        method: 'PATCH',
        url: `/api/Faculty/${facultyId}`,
        payload: { facultyName: name },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: MESSAGES.faculty.conflict,
        fields: { facultyName: MESSAGES.faculty.conflict },
      });
    }
    const [kept] = await signedIn.t.db
      .select({ facultyName: faculties.facultyName })
      .from(faculties)
      .where(eq(faculties.id, facultyId));
    expect(kept).toEqual({ facultyName: 'Faculty of Renaming' });
    // Its own name again is no clash.
    const same = await call('uniadmin', {
      method: 'PATCH',
      url: `/api/Faculty/${facultyId}`,
      payload: { facultyName: 'Faculty of renaming' },
    });
    expect(same.statusCode).toBe(200);
  });

  it("refuses a campus faculty its university's name, on rename as on add", async () => {
    const facultyId = await addFaculty('Campus Faculty of Renaming', 'collegeadmin');
    // "Management" is the university's (campusId null): the campus's list shows it too.
    const renamed = await call('collegeadmin', {
      method: 'PATCH',
      url: `/api/Faculty/${facultyId}`,
      payload: { facultyName: ' management' },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ message: MESSAGES.faculty.conflict });
    const added = await call('collegeadmin', {
      method: 'POST',
      url: '/api/Faculty',
      payload: { facultyName: 'Science and  Technology', facultyType: 'general', shortName: 'ST' },
    });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({ message: MESSAGES.faculty.conflict });
    // Nor a university faculty the name of one of its campuses'.
    const universityFaculty = await addFaculty('University Faculty of Renaming');
    const clash = await call('uniadmin', {
      method: 'PATCH',
      url: `/api/Faculty/${universityFaculty}`,
      payload: { facultyName: 'Campus Faculty of Renaming' },
    });
    expect(clash.statusCode).toBe(409);
    // A national faculty shows in every list: it takes no university's or campus's name.
    const national = await addFaculty('National Faculty of Renaming', 'ugcadmin');
    const nationalClash = await call('ugcadmin', {
      method: 'PATCH',
      url: `/api/Faculty/${national}`,
      payload: { facultyName: 'Management' },
    });
    expect(nationalClash.statusCode).toBe(409);
  });
});

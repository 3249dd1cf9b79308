// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { eq } from 'drizzle-orm';
import { faculties } from '../../db/schema';

const signedIn = signedInApp(['uniadmin']);

describe('reference labels of lists (kept per resource)', () => {
  it("shows a referenced row's new name at once after it is renamed", async () => {
    const programs = async () => {
      const response = await signedIn.api('uniadmin', 'GET', '/ProgramMgmt?pageSize=100');
      expect(response.statusCode).toBe(200);
      return json(response).data as {
        facultyId: number | null;
        labels: Record<string, string>;
      }[];
    };
    const program = (await programs()).find((row) => typeof row.facultyId === 'number');
    if (!program?.facultyId) throw new Error('the demo data has a program with a faculty');
    const facultyId = program.facultyId;
    expect(program.labels.facultyId).toBeTruthy();
    const renamed = await signedIn.api('uniadmin', 'PATCH', `/Faculty/${facultyId}`, {
      facultyName: 'Faculty Renamed For Labels',
    });
    expect(renamed.statusCode).toBe(200);
    const after = (await programs()).filter((row) => row.facultyId === facultyId);
    expect(after.length).toBeGreaterThan(0);
    for (const row of after) expect(row.labels.facultyId).toBe('Faculty Renamed For Labels');

    // Renamed outside the kit (any SQL of this process, or another process's commit heard
    // through LISTEN): the kept label goes all the same, since the faculties table changed.
    await signedIn.t.db
      .update(faculties)
      .set({ facultyName: 'Faculty Renamed Outside The Kit' })
      .where(eq(faculties.id, facultyId));
    for (const row of (await programs()).filter((entry) => entry.facultyId === facultyId)) {
      expect(row.labels.facultyId).toBe('Faculty Renamed Outside The Kit');
    }
  });
});

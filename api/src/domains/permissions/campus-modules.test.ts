// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, eq, ne } from 'drizzle-orm';
import {
  ACCOUNT_PATHS,
  MODULES,
  USER_PATHS,
  type Module,
  type ModuleAccessRow,
} from '@hemis/shared-contracts';
import { campusModules, campuses } from '../../db/schema';

const signedIn = signedInApp(['collegeadmin', 'uniadmin', 'ugcadmin', 'superadmin']);
const { call } = signedIn;
const codesOf = async (name: string, query = '') => {
  const answer = await call(name, { method: 'GET', url: `/api${USER_PATHS.moduleAccess}${query}` });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as ModuleAccessRow[]).map((row) => row.code);
};
const put = (name: string, campusId: number, payload: Record<string, unknown>) =>
  call(name, { method: 'PUT', url: `/api${USER_PATHS.campusModules(campusId)}`, payload });

describe('the modules a campus may use (GET/PUT /ModuleCollegeAccess)', () => {
  it('answers the modules each caller may use, with titles and descriptions', async () => {
    const campus = await codesOf('collegeadmin');
    for (const code of [
      'student',
      'receipt',
      'graduation',
      'dropout',
      'accounts',
      'exam',
    ] as const) {
      expect(campus).toContain(code);
    }
    expect(campus).not.toContain('user');
    const answer = await call('collegeadmin', {
      method: 'GET',
      url: `/api${USER_PATHS.moduleAccess}`,
    });
    const receipt = (answer.json() as ModuleAccessRow[]).find((row) => row.code === 'receipt');
    expect(receipt?.description).toMatch(/receipts/i);
    // The national officers read graduation, dropouts and pass rates.
    for (const name of ['ugcadmin', 'superadmin']) {
      const national = await codesOf(name);
      expect(national).toEqual(expect.arrayContaining(['graduation', 'dropout', 'passRate']));
    }
  });

  it('a module taken from a campus is closed to its users, and given back opens again', async () => {
    const all = MODULES.filter((code) => code !== 'accounts');
    const taken = await put('uniadmin', 49, { modules: all });
    expect(taken.statusCode).toBe(200);
    expect(json(taken).modules).not.toContain('accounts');
    expect(await codesOf('collegeadmin')).not.toContain('accounts');
    expect(await codesOf('uniadmin', '?campusId=49')).not.toContain('accounts');
    const summary = await call('collegeadmin', {
      method: 'GET',
      url: `/api${ACCOUNT_PATHS.summary}`,
    });
    expect(summary.statusCode).toBe(403);
    const mine = await call('collegeadmin', {
      method: 'GET',
      url: `/api${USER_PATHS.myPermissions}`,
    });
    expect(json(mine).permissions).not.toContain('accounts:view');
    // The university's own officers are no campus's users: their reach is untouched.
    expect(await codesOf('uniadmin')).toContain('accounts');

    const back = await put('uniadmin', 49, { modules: [...MODULES] });
    expect(back.statusCode).toBe(200);
    expect(await codesOf('collegeadmin')).toContain('accounts');
    const again = await call('collegeadmin', {
      method: 'GET',
      url: `/api${ACCOUNT_PATHS.summary}`,
    });
    expect(again.statusCode).toBe(200);
  });

  it('the dashboard stays with every campus', async () => {
    const answer = await put('superadmin', 49, { modules: ['student'] });
    expect(answer.statusCode).toBe(200);
    expect(json(answer).modules).toEqual(['dashboard', 'student']);
    expect(await codesOf('collegeadmin')).toEqual(['dashboard', 'student']);
    expect((await put('superadmin', 49, { modules: [...MODULES] })).statusCode).toBe(200);
  });

  it('refuses what is out of reach or wrong, and changes nothing', async () => {
    const before = await signedIn.t.db
      .select()
      .from(campusModules)
      .where(eq(campusModules.campusId, 49));
    const [other] = await signedIn.t.db
      .select({ id: campuses.id })
      .from(campuses)
      .where(and(ne(campuses.universityId, 1)))
      .limit(1);
    if (!other) throw new Error('the demo data has a campus of another university');
    expect((await put('uniadmin', other.id, { modules: ['student'] })).statusCode).toBe(403);
    expect((await put('collegeadmin', 49, { modules: ['student'] })).statusCode).toBe(403);
    expect((await codesOf('uniadmin', `?campusId=${49}`)).length).toBeGreaterThan(0);
    const peek = await call('collegeadmin', {
      method: 'GET',
      url: `/api${USER_PATHS.moduleAccess}?campusId=49`,
    });
    expect(peek.statusCode).toBe(403);
    const unknown = await put('superadmin', 49, { modules: ['student', 'payroll'] });
    expect(unknown.statusCode).toBe(400);
    const twice = await put('superadmin', 49, { modules: ['student', 'student'] });
    expect(twice.statusCode).toBe(400);
    const noCampus = await put('superadmin', 999999, { modules: ['student'] });
    expect(noCampus.statusCode).toBe(400);
    const after = await signedIn.t.db
      .select()
      .from(campusModules)
      .where(eq(campusModules.campusId, 49));
    expect(after).toHaveLength(before.length);
  });

  it('a new campus gets every module', async () => {
    const [created] = await signedIn.t.db
      .insert(campuses)
      .values({ campusName: 'Module Test Campus', campusType: 'private', universityId: 1 })
      .returning({ id: campuses.id });
    if (!created) throw new Error('campus not created');
    const rows = await signedIn.t.db
      .select({ module: campusModules.module })
      .from(campusModules)
      .where(eq(campusModules.campusId, created.id));
    expect(rows.map((row) => row.module as Module).sort()).toEqual([...MODULES].sort());
  });
});

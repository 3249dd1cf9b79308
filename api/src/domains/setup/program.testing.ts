// Shared setup of the program and reference-list tests.
// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, createUser, tokenFor, withToken, type TestApp } from '../../test/helpers';
import type { InjectOptions } from 'fastify';
import { programs } from '../../db/schema';

export let t: TestApp;
export const tokens: Record<string, string> = {};
export let otherCampusAdmin = '';
export let csit = 0;
export let bbs = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['ugcadmin', 'uniadmin', 'collegeadmin', 'collegeuser', 'student', 'admin']) {
    tokens[role] = await tokenFor(t.app, `${role}@hemis.test`);
  }
  const other = await createUser(t.db, { role: 'CollegeAdmin', campusId: 50, universityId: 1 });
  otherCampusAdmin = await tokenFor(t.app, other.email);
  const rows = await t.db.select({ id: programs.id, code: programs.code }).from(programs);
  csit = rows.find((row) => row.code === 'CSIT')?.id ?? 0;
  bbs = rows.find((row) => row.code === 'BBS')?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

export const call = (token: string, options: InjectOptions) =>
  t.app.inject(withToken(token, options));

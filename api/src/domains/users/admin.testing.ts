// Shared setup of the user-management tests: the demo accounts, another university’s campus.
// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokenFor, type TestApp } from '../../test/helpers';
import { callerOf } from '../../test/signed-in';
import { ne } from 'drizzle-orm';
import { ROLES, type KnownRole } from '@hemis/shared-contracts';
import { campuses } from '../../db/schema';

export let t: TestApp;
export const tokens = {} as Record<KnownRole, string>;
export const DEMO: Record<KnownRole, string> = {
  SuperAdmin: 'superadmin@hemis.test',
  Admin: 'admin@hemis.test',
  UgcAdmin: 'ugcadmin@hemis.test',
  UniAdmin: 'uniadmin@hemis.test',
  CollegeAdmin: 'collegeadmin@hemis.test',
  CollegeUser: 'collegeuser@hemis.test',
  Student: 'student@hemis.test',
};
/** A campus of another university than the demo university users' (Tribhuvan, id 1). */
export let otherCampus: { id: number; universityId: number };
export let emailCounter = 0;
export const freshEmail = () => {
  emailCounter += 1;
  return `new.account${emailCounter}@example.org`;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) tokens[role] = await tokenFor(t.app, DEMO[role]);
  const [campus] = await t.db
    .select({ id: campuses.id, universityId: campuses.universityId })
    .from(campuses)
    .where(ne(campuses.universityId, 1))
    .limit(1);
  if (!campus?.universityId) throw new Error('no campus outside university 1');
  otherCampus = { id: campus.id, universityId: campus.universityId };
});
afterAll(async () => {
  await t.close();
});

export const { call } = callerOf(
  () => t,
  (role: KnownRole) => tokens[role],
);

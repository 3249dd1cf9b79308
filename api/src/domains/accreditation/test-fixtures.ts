/**
 * What the accreditation tests start from: a test app with no cycles (the demo's make way, and
 * so do their certificate numbers), the demo roles' tokens and another campus's administrator's
 * (`otherCampus`), the campus administrator's campus and that other campus.
 */
import {
  campusOfUser,
  createTestApp,
  createUser,
  tokenFor,
  DEMO_ACCOUNTS,
  tokensByName,
  type TestApp,
} from '../../test/helpers';
import { eq } from 'drizzle-orm';
import { campuses, numberSeries } from '../../db/schema';
import { accreditationCycles } from '../../db/schema/accreditation';

export interface AccreditationFixture {
  t: TestApp;
  tokens: Record<string, string>;
  campusId: number;
  otherCampusId: number;
}

export async function accreditationFixture(): Promise<AccreditationFixture> {
  const t = await createTestApp();
  const tokens = await tokensByName(t.app, DEMO_ACCOUNTS);
  const campusId = await campusOfUser(t.db, 'collegeadmin@hemis.test');
  await t.db.delete(accreditationCycles);
  await t.db.delete(numberSeries).where(eq(numberSeries.series, 'accreditation-certificate'));
  const others = await t.db.select({ id: campuses.id }).from(campuses);
  const otherCampusId = others.find((c) => c.id !== campusId)!.id;
  const other = await createUser(t.db, { role: 'CollegeAdmin', campusId: otherCampusId });
  tokens.otherCampus = await tokenFor(t.app, other.email);
  return { t, tokens, campusId, otherCampusId };
}

// Shared setup of the report tests.
// The helpers come first: they stand in for ESM-only modules before the app loads them.
import {
  DEMO_ACCOUNTS,
  createTestApp,
  tokensByName,
  withToken,
  type TestApp,
} from '../../test/helpers';
import { and, eq, isNull } from 'drizzle-orm';
import {
  type GenderCount,
  type ReportSectionAnswer,
  type ReportSummary,
} from '@hemis/shared-contracts';
import { campuses, dropouts, fiscalYears, graduations, students } from '../../db/schema';

export let t: TestApp;
export let tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByName(t.app, DEMO_ACCOUNTS);
});
afterAll(() => t.close());

export const get = (who: string, url: string) =>
  t.app.inject(withToken(tokens[who] ?? '', { method: 'GET', url: `/api${url}` }));

export async function summary(who: string, query = ''): Promise<ReportSummary> {
  const response = await get(who, `/Report/Summary${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ReportSummary>();
}

export const sectionOf = (report: ReportSummary, key: string): ReportSectionAnswer => {
  const found = report.sections.find((s) => s.key === key);
  if (!found) throw new Error(`no section ${key}`);
  return found;
};

/** Enrolment of a fiscal year counted a second way: every student row read and judged here. */
export async function enrolledByHand(yearId: number, campusIds?: readonly number[]) {
  const years = await t.db.select().from(fiscalYears).where(isNull(fiscalYears.deletedAt));
  const year = years.find((y) => y.id === yearId)!;
  const startOf = (id: number | null) => years.find((y) => y.id === id)?.startDate ?? null;
  const rows = await t.db
    .select({
      id: students.id,
      campusId: students.campusId,
      gender: students.gender,
      admission: students.admissionFiscalYearId,
      createdAt: students.createdAt,
      staged: students.stagedJobId,
    })
    .from(students)
    .where(isNull(students.deletedAt));
  const left = new Map<number, string>();
  const leave = (studentId: number | null, fy: number | null) => {
    if (studentId === null) return;
    const start = startOf(fy);
    if (start && (left.get(studentId) ?? '') < start) left.set(studentId, start);
  };
  for (const g of await t.db
    .select()
    .from(graduations)
    .where(and(isNull(graduations.deletedAt), eq(graduations.status, 'approved'))))
    leave(g.studentId, g.fiscalYearId);
  for (const d of await t.db.select().from(dropouts).where(isNull(dropouts.deletedAt)))
    leave(d.studentId, d.fiscalYearId);
  const live = new Set(
    (await t.db.select({ id: campuses.id }).from(campuses).where(isNull(campuses.deletedAt))).map(
      (c) => c.id,
    ),
  );
  const count = { male: 0, female: 0, other: 0, total: 0 };
  for (const row of rows) {
    if (row.staged !== null || row.campusId === null || !live.has(row.campusId)) continue;
    if (campusIds && !campusIds.includes(row.campusId)) continue;
    const from = startOf(row.admission) ?? row.createdAt.toISOString().slice(0, 10);
    const until = left.get(row.id);
    if (from > (year.endDate ?? '') || (until !== undefined && until < (year.startDate ?? ''))) {
      continue;
    }
    if (row.gender === 'male' || row.gender === 'female' || row.gender === 'other')
      count[row.gender] += 1;
    count.total += 1;
  }
  return count;
}

export const genderOf = (row: GenderCount) => ({
  male: row.male,
  female: row.female,
  other: row.other,
  total: row.total,
});

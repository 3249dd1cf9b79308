/**
 * The demo campus's research, publications and fellowships: a few of each kind over its last two
 * fiscal years, by its demo teachers, so /research and the annual return have rows on a fresh
 * start. Days are counted from each fiscal year's first day, so they stay within it.
 */
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { BRANDING_CAMPUS_ID, nepalToday } from '@hemis/shared-contracts';
import type { Database } from './client';
import { employees, fiscalYears, research } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The AD day `days` after `day` (both YYYY-MM-DD). */
function after(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function seedResearchDemo(tx: Tx, universityId: number): Promise<void> {
  const [current, previous] = await tx
    .select({ id: fiscalYears.id, startDate: fiscalYears.startDate })
    .from(fiscalYears)
    .where(and(isNull(fiscalYears.deletedAt), lte(fiscalYears.startDate, nepalToday())))
    .orderBy(desc(fiscalYears.startDate))
    .limit(2);
  const teachers = new Map(
    (
      await tx
        .select({ id: employees.id, firstName: employees.firstName })
        .from(employees)
        .where(
          and(
            eq(employees.campusId, BRANDING_CAMPUS_ID),
            eq(employees.employeeType, 'teaching'),
            inArray(employees.firstName, ['Hari', 'Sarita', 'Mohan']),
          ),
        )
    ).map((row) => [row.firstName, row.id]),
  );
  const hari = teachers.get('Hari');
  const sarita = teachers.get('Sarita');
  if (!current?.startDate || !previous?.startDate || !hari || !sarita) return;
  const campus = { campusId: BRANDING_CAMPUS_ID, universityId };
  const thisYear = { fiscalYearId: current.id };
  const lastYear = { fiscalYearId: previous.id };

  await tx.insert(research).values([
    {
      ...campus,
      ...lastYear,
      activityType: 'research',
      employeeId: hari,
      title: 'Groundwater quality of the Bhaktapur valley after the 2015 earthquake',
      startDate: after(previous.startDate, 20),
      endDate: after(previous.startDate, 290),
      sponsor: 'University Grants Commission',
      amount: 250_000,
      durationDays: 270,
      researchStatus: 'completed',
    },
    {
      ...campus,
      ...thisYear,
      activityType: 'research',
      employeeId: sarita,
      title: 'Learning outcomes of first-generation students in community campuses',
      startDate: after(current.startDate, 45),
      sponsor: 'Tribhuvan University Research Directorate',
      amount: 150_000,
      durationDays: 180,
      researchStatus: 'ongoing',
    },
    {
      ...campus,
      ...thisYear,
      activityType: 'research',
      employeeId: teachers.get('Mohan') ?? hari,
      title: 'Solar drying of local vegetables for smallholder farmers',
      sponsor: 'Bhaktapur Municipality',
      researchStatus: 'inPipeline',
    },
    {
      ...campus,
      ...lastYear,
      activityType: 'teacherPublication',
      employeeId: hari,
      title: 'Nitrate in shallow wells of the Kathmandu valley',
      publishedOn: after(previous.startDate, 200),
      journal: 'Nepal Journal of Science and Technology',
      publicationType: 'refereed',
    },
    {
      ...campus,
      ...thisYear,
      activityType: 'campusPublication',
      title: 'Bhaktapur Campus Research Bulletin',
      publishedOn: after(current.startDate, 60),
      campusPublicationType: 'bulletin',
      frequency: 'biannual',
    },
    {
      ...campus,
      ...lastYear,
      activityType: 'fellowship',
      employeeId: sarita,
      title: 'UGC PhD Fellowship',
      sponsor: 'University Grants Commission',
      awardedOn: after(previous.startDate, 100),
      durationDays: 1095,
      amount: 600_000,
    },
  ]);
}

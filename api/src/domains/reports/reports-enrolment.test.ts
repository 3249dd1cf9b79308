// The shared setup comes first: it loads the test helpers before the app.
import { t, summary, sectionOf, enrolledByHand, genderOf } from './reports.testing';
import { and, eq, isNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { AGE_GROUPS } from '@hemis/shared-contracts';
import {
  campuses,
  dropouts,
  fiscalYears,
  graduations,
  students,
  universities,
} from '../../db/schema';

describe('enrolment kept by the database', () => {
  it('ends a student’s enrolment with a dropout and restores it when the dropout is undone', async () => {
    const [student] = await t.db
      .select({ id: students.id, campusId: students.campusId, until: students.enrolledUntil })
      .from(students)
      .where(and(isNull(students.deletedAt), isNull(students.enrolledUntil)))
      .limit(1);
    const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    const [dropout] = await t.db
      .insert(dropouts)
      .values({
        studentId: student!.id,
        campusId: student!.campusId,
        fiscalYearId: year!.id,
        reason: 'financial',
      } as typeof dropouts.$inferInsert)
      .returning({ id: dropouts.id });
    const after = async () =>
      (
        await t.db
          .select({ until: students.enrolledUntil })
          .from(students)
          .where(eq(students.id, student!.id))
      )[0]?.until;
    expect(await after()).toBe(year!.startDate);
    await t.db.update(dropouts).set({ deletedAt: new Date() }).where(eq(dropouts.id, dropout!.id));
    expect(await after()).toBeNull();
  });

  it('ends the enrolment of each student of a batch of graduations, and follows a record moved to another student', async () => {
    const four = await t.db
      .select({ id: students.id })
      .from(students)
      .where(
        and(
          isNull(students.deletedAt),
          isNull(students.enrolledUntil),
          sql`not exists (select 1 from graduations g where g.student_id = ${students.id})`,
        ),
      )
      .orderBy(students.id)
      .limit(4);
    const ids = four.map((student) => student.id);
    const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    const untils = async () =>
      (
        await t.db
          .select({ id: students.id, until: students.enrolledUntil })
          .from(students)
          .where(sql`${students.id} in ${ids}`)
          .orderBy(students.id)
      ).map((row) => row.until);
    // A class's graduations approved in one statement: each of the three leaves the roll.
    await t.db.execute(sql`insert into graduations (university_id, campus_id, student_id,
        student_name, registration_no, program_id, level_id, gender, fiscal_year_id,
        graduation_date, status)
      select s.university_id, s.campus_id, s.id, s.first_name, s.registration_no, s.program_id,
        s.level_id, s.gender, ${year!.id}, ${year!.startDate}, 'approved'
      from students s where s.id in ${ids.slice(0, 3)}`);
    const start = year!.startDate;
    expect(await untils()).toEqual([start, start, start, null]);
    // The third's record was the fourth's: corrected, the third is back on the roll.
    await t.db
      .update(graduations)
      .set({ studentId: ids[3]! })
      .where(eq(graduations.studentId, ids[2]!));
    expect(await untils()).toEqual([start, start, null, start]);
    // Removed for good: all are back.
    await t.db.delete(graduations).where(sql`${graduations.studentId} in ${ids}`);
    expect(await untils()).toEqual([null, null, null, null]);
  });

  it('gives each student the age group of the contracts, as of the fiscal year’s first day', async () => {
    const day = '2025-07-17';
    const groupOf = (age: number) =>
      AGE_GROUPS.find((group) => age >= group.from && age <= group.to)!.group;
    for (let age = 10; age <= 45; age += 1) {
      const birthday = `${2025 - age}-07-17`;
      const dayAfter = `${2025 - age}-07-18`;
      const result = (await t.db.execute(
        sql`select report_age_group(${birthday}::date, ${day}::date) as turned,
          report_age_group(${dayAfter}::date, ${day}::date) as younger`,
      )) as unknown as { rows: { turned: string; younger: string }[] };
      expect(result.rows[0]).toEqual({ turned: groupOf(age), younger: groupOf(age - 1) });
    }
  });

  it('keeps the enrolment summary equal to the students after every kind of write', async () => {
    const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    const nationally = async () => {
      const report = await summary('ugcadmin', `?fiscalYearId=${year!.id}`);
      const totals = [
        'studentsByLevel',
        'studentsByProgram',
        'studentsByAgeGroup',
        'studentsByEthnicGroup',
        'studentsByProvince',
        'studentsByBelt',
      ].map((key) => genderOf(sectionOf(report, key).total));
      return totals;
    };
    const expectAgreement = async () => {
      const byHand = await enrolledByHand(year!.id);
      for (const total of await nationally()) expect(total).toEqual(byHand);
    };
    const some = await t.db
      .select({ id: students.id, gender: students.gender, campusId: students.campusId })
      .from(students)
      .where(and(isNull(students.deletedAt), isNull(students.enrolledUntil)))
      .limit(3);
    const [first, second, third] = some;
    // A student leaves the register, one changes gender, one moves campus.
    await t.db.update(students).set({ deletedAt: new Date() }).where(eq(students.id, first!.id));
    await t.db
      .update(students)
      .set({ gender: second!.gender === 'female' ? 'male' : 'female' })
      .where(eq(students.id, second!.id));
    const [otherCampus] = await t.db
      .select({ id: campuses.id })
      .from(campuses)
      .where(and(isNull(campuses.deletedAt), sql`${campuses.id} <> ${third!.campusId}`))
      .limit(1);
    await t.db
      .update(students)
      .set({ campusId: otherCampus!.id })
      .where(eq(students.id, third!.id));
    await expectAgreement();
    // A campus moves to another university, and one is removed: only their students are recounted.
    const [moving, removed] = await t.db
      .select({ id: campuses.id, universityId: campuses.universityId })
      .from(campuses)
      .where(isNull(campuses.deletedAt))
      .orderBy(campuses.id)
      .limit(2);
    const [target] = await t.db
      .select({ id: universities.id })
      .from(universities)
      .where(sql`${universities.id} <> ${moving!.universityId}`)
      .limit(1);
    await t.db
      .update(campuses)
      .set({ universityId: target!.id })
      .where(eq(campuses.id, moving!.id));
    await t.db.update(campuses).set({ deletedAt: new Date() }).where(eq(campuses.id, removed!.id));
    await expectAgreement();
    const ofTarget = (
      await t.db
        .select({ id: campuses.id })
        .from(campuses)
        .where(and(isNull(campuses.deletedAt), eq(campuses.universityId, target!.id)))
    ).map((campus) => campus.id);
    const university = await summary(
      'ugcadmin',
      `?fiscalYearId=${year!.id}&universityId=${target!.id}&sections=studentsByEthnicGroup`,
    );
    expect(genderOf(sectionOf(university, 'studentsByEthnicGroup').total)).toEqual(
      await enrolledByHand(year!.id, ofTarget),
    );
    await t.db
      .update(campuses)
      .set({ universityId: moving!.universityId })
      .where(eq(campuses.id, moving!.id));
    await t.db.update(campuses).set({ deletedAt: null }).where(eq(campuses.id, removed!.id));
    // What the triggers kept equals the summary computed afresh.
    const rowsOf = async () =>
      (
        (await t.db.execute(
          sql`select fiscal_year_id, dimension, grain, campus_id, university_id, program_id,
            faculty_id, level_id, gender, value, students, entrants from report_enrolment
            where students > 0 or entrants > 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const expectKeptAsRebuilt = async () => {
      const kept = await rowsOf();
      await t.db.execute(sql`select report_enrolment_rebuild()`);
      expect(await rowsOf()).toEqual(kept);
    };
    await expectKeptAsRebuilt();
    // A fiscal year that ends earlier, or starts later (its students' spans move with it).
    await t.db
      .update(fiscalYears)
      .set({ endDate: year!.startDate })
      .where(eq(fiscalYears.id, year!.id));
    await expectAgreement();
    const dayAfter = new Date(Date.parse(`${year!.startDate}T00:00:00Z`) + 86_400_000);
    await t.db
      .update(fiscalYears)
      .set({ startDate: dayAfter.toISOString().slice(0, 10), endDate: year!.endDate })
      .where(eq(fiscalYears.id, year!.id));
    await expectAgreement();
    await t.db
      .update(fiscalYears)
      .set({ startDate: year!.startDate })
      .where(eq(fiscalYears.id, year!.id));
    await t.db.update(students).set({ deletedAt: null }).where(eq(students.id, first!.id));
    await expectAgreement();
    await expectKeptAsRebuilt();
  });
});

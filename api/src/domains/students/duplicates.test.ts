// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, json, tokenFor, withToken, type TestApp } from '../../test/helpers';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { duplicateCheckResultSchema, type KnownRole } from '@hemis/shared-contracts';
import { students } from '../../db/schema';
import { duplicateCondition } from './duplicates';
import {
  CAMPUS_49,
  ROLE_ACCOUNTS,
  campusNamed,
  grantPermission,
  seededStudent,
} from './test-fixtures';

/**
 * POST /Student/DuplicateCheck: students at other campuses with the same citizenship number
 * (any case and spacing) or the same name and date of birth; never the target campus's own
 * students, the record being edited, or deleted records.
 */

let t: TestApp;
const tokens = new Map<KnownRole, string>();
let patan = 0;
let kusom = 0;
let suman = { id: 0, citizenshipNo: '' };
let ram = { id: 0, citizenshipNo: '' };

const check = async (role: KnownRole, payload: Record<string, unknown>) => {
  const response = await t.app.inject(
    withToken(tokens.get(role) ?? '', {
      method: 'POST',
      url: '/api/Student/DuplicateCheck',
      payload,
    } satisfies InjectOptions),
  );
  return response;
};
const matchesOf = async (role: KnownRole, payload: Record<string, unknown>) => {
  const response = await check(role, payload);
  expect(response.statusCode).toBe(200);
  return duplicateCheckResultSchema.parse(response.json()).matches;
};

async function citizenshipOf(id: number): Promise<string> {
  const [row] = await t.db
    .select({ citizenshipNo: students.citizenshipNo })
    .from(students)
    .where(eq(students.id, id));
  return row?.citizenshipNo ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of ROLE_ACCOUNTS) tokens.set(role, await tokenFor(t.app, email));
  patan = await campusNamed(t.db, 'Patan');
  kusom = await campusNamed(t.db, 'Kathmandu University');
  const sumanRow = await seededStudent(t.db, 'Suman Maharjan');
  suman = { id: sumanRow.id, citizenshipNo: await citizenshipOf(sumanRow.id) };
  const ramRow = await seededStudent(t.db, 'Ram Prajapati');
  ram = { id: ramRow.id, citizenshipNo: await citizenshipOf(ramRow.id) };
});
afterAll(async () => {
  await t.close();
});

describe('POST /Student/DuplicateCheck', () => {
  it('finds a student at another campus by citizenship number, in any case and spacing', async () => {
    const exact = await matchesOf('CollegeAdmin', { citizenshipNo: suman.citizenshipNo });
    expect(exact).toEqual([
      {
        matchedOn: 'citizenshipNo',
        studentName: 'Suman Maharjan',
        campusName: 'Patan Multiple Campus',
        universityName: 'Tribhuvan University',
        programName: 'Bachelor of Business Studies',
        status: 'active',
      },
    ]);
    // Letter case and runs of spaces do not hide a match (as the index compares them).
    await t.db
      .update(students)
      .set({ citizenshipNo: 'ab  12 cd' })
      .where(eq(students.id, suman.id));
    const loose = await matchesOf('CollegeAdmin', { citizenshipNo: '  AB 12   CD ' });
    expect(loose.map((match) => match.studentName)).toEqual(['Suman Maharjan']);
    await t.db
      .update(students)
      .set({ citizenshipNo: suman.citizenshipNo })
      .where(eq(students.id, suman.id));
  });

  it('finds a student by first name, last name and date of birth together', async () => {
    const matches = await matchesOf('CollegeUser', {
      firstName: ' puja ',
      lastName: 'SHAKYA',
      dateOfBirth: '2005-03-03',
    });
    expect(matches).toMatchObject([
      {
        matchedOn: 'nameAndBirth',
        studentName: 'Puja Shakya',
        campusName: 'Patan Multiple Campus',
      },
    ]);
    expect(await matchesOf('CollegeUser', { firstName: 'Puja', lastName: 'Shakya' })).toEqual([]);
    expect(
      await matchesOf('CollegeUser', {
        firstName: 'Puja',
        lastName: 'Shakya',
        dateOfBirth: '2005-03-04',
      }),
    ).toEqual([]);
    expect(await matchesOf('CollegeUser', {})).toEqual([]);
  });

  it("never reports the target campus's own students or the record being edited", async () => {
    expect(await matchesOf('CollegeAdmin', { citizenshipNo: ram.citizenshipNo })).toEqual([]);
    // A nation role registering at Patan: Suman is that campus's own.
    expect(
      await matchesOf('SuperAdmin', { citizenshipNo: suman.citizenshipNo, campusId: patan }),
    ).toEqual([]);
    expect(
      await matchesOf('SuperAdmin', { citizenshipNo: ram.citizenshipNo, campusId: patan }),
    ).toHaveLength(1);
    // Editing Suman's own record (no campus named: every campus searched).
    expect(
      await matchesOf('SuperAdmin', { citizenshipNo: suman.citizenshipNo, studentId: suman.id }),
    ).toEqual([]);
    expect(await matchesOf('SuperAdmin', { citizenshipNo: suman.citizenshipNo })).toHaveLength(1);
  });

  it('leaves out deleted records', async () => {
    const response = await t.app.inject(
      withToken(tokens.get('SuperAdmin') ?? '', {
        method: 'DELETE',
        url: `/api/Student/${suman.id}`,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await matchesOf('CollegeAdmin', { citizenshipNo: suman.citizenshipNo })).toEqual([]);
  });

  it('keeps the target campus within the caller reach', async () => {
    const otherCampus = await check('CollegeAdmin', { citizenshipNo: 'x', campusId: patan });
    expect(otherCampus.statusCode).toBe(403);
    expect((await check('UniAdmin', { citizenshipNo: 'x' })).statusCode).toBe(403);
    expect((await check('Student', { citizenshipNo: 'x' })).statusCode).toBe(403);
    // Granted student:add, UniAdmin names only its university's campuses.
    await grantPermission(t.db, 'uniadmin@hemis.test', 'student:add');
    const outside = await check('UniAdmin', { citizenshipNo: 'x', campusId: kusom });
    expect(outside.statusCode).toBe(400);
    expect(json(outside).fields).toEqual({ campusId: 'Campus was not found' });
    expect((await check('UniAdmin', { citizenshipNo: 'x', campusId: CAMPUS_49 })).statusCode).toBe(
      200,
    );
    const unknown = await check('SuperAdmin', { citizenshipNo: 'x', campusId: 2_147_483_647 });
    expect(unknown.statusCode).toBe(400);
  });

  it('is answered from the citizenship and name-and-birth indexes', async () => {
    const condition = duplicateCondition({
      citizenshipNo: ' 27-01 ',
      firstName: 'Puja',
      lastName: 'Shakya',
      dateOfBirth: '2005-03-03',
    });
    if (!condition) throw new Error('no condition');
    // The demo table is small enough for a sequential scan; forbid it to see the plan's choice.
    await t.db.execute(sql`set enable_seqscan = off`);
    const plan = await t.db.execute(sql`explain select id from ${students} where ${condition}`);
    await t.db.execute(sql`reset enable_seqscan`);
    const text = JSON.stringify(plan);
    expect(text).toContain('students_citizenship_idx');
    expect(text).toContain('students_name_birth_idx');
  });
});

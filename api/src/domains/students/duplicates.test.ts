// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, json, tokenFor, withToken, type TestApp } from '../../test/helpers';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { MESSAGES, duplicateCheckResultSchema, type KnownRole } from '@hemis/shared-contracts';
import { students } from '../../db/schema';
import { RATE_LIMIT_DEFAULTS, scaledMax } from '../../lib/rate-limits';
import { duplicateCondition } from './duplicates';
import {
  CAMPUS_49,
  ROLE_ACCOUNTS,
  campusNamed,
  grantPermission,
  seededStudent,
} from './test-fixtures';

/**
 * POST /Student/DuplicateCheck: students anywhere with the same citizenship number (any case and
 * spacing) or the same name and date of birth, and at the record's own campus with the same
 * phone or e-mail; never the record being edited or deleted records. A match outside the
 * caller's reach carries only its campus; one within it, the student's name and registration
 * number. Limited per address.
 */

// Half the shipped limits: the limit test below stays short, the other tests stay under it.
const FACTOR = 0.5;
let t: TestApp;
const tokens = new Map<KnownRole, string>();
let patan = 0;
let kusom = 0;
let suman = { id: 0, citizenshipNo: '' };
interface Record49 {
  id: number;
  citizenshipNo: string;
  phoneNumber: string;
  email: string;
  registrationNo: string | null;
}
let ram: Record49 = { id: 0, citizenshipNo: '', phoneNumber: '', email: '', registrationNo: null };

const check = async (
  role: KnownRole,
  payload: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
) => {
  const response = await t.app.inject(
    withToken(tokens.get(role) ?? '', {
      method: 'POST',
      url: '/api/Student/DuplicateCheck',
      payload,
      remoteAddress,
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
  t = await createTestApp({ rateLimitFactor: FACTOR });
  for (const [role, email] of ROLE_ACCOUNTS) tokens.set(role, await tokenFor(t.app, email));
  patan = await campusNamed(t.db, 'Patan');
  kusom = await campusNamed(t.db, 'Kathmandu University');
  const sumanRow = await seededStudent(t.db, 'Suman Maharjan');
  suman = { id: sumanRow.id, citizenshipNo: await citizenshipOf(sumanRow.id) };
  const ramRow = await seededStudent(t.db, 'Ram Prajapati');
  const [ramRecord] = await t.db
    .select({
      citizenshipNo: students.citizenshipNo,
      phoneNumber: students.phoneNumber,
      email: students.email,
      registrationNo: students.registrationNo,
    })
    .from(students)
    .where(eq(students.id, ramRow.id));
  ram = {
    id: ramRow.id,
    citizenshipNo: ramRecord?.citizenshipNo ?? '',
    phoneNumber: ramRecord?.phoneNumber ?? '',
    email: ramRecord?.email ?? '',
    registrationNo: ramRecord?.registrationNo ?? null,
  };
});
afterAll(async () => {
  await t.close();
});

describe('POST /Student/DuplicateCheck', () => {
  it('tells only the campus of a student outside the caller reach, in any case and spacing', async () => {
    const response = await check('CollegeAdmin', { citizenshipNo: suman.citizenshipNo });
    expect(response.statusCode).toBe(200);
    expect(duplicateCheckResultSchema.parse(response.json()).matches).toEqual([
      {
        matchedOn: 'citizenshipNo',
        campusName: 'Patan Multiple Campus',
        universityName: 'Tribhuvan University',
        sameCampus: false,
        student: null,
      },
    ]);
    // No name, program, status or other personal data of a student at another campus.
    expect(response.body).not.toMatch(/Suman|Maharjan|Business|active|Registration/i);
    // Letter case and runs of spaces do not hide a match (as the index compares them).
    await t.db
      .update(students)
      .set({ citizenshipNo: 'ab  12 cd' })
      .where(eq(students.id, suman.id));
    const loose = await matchesOf('CollegeAdmin', { citizenshipNo: '  AB 12   CD ' });
    expect(loose.map((match) => match.campusName)).toEqual(['Patan Multiple Campus']);
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
    expect(matches).toEqual([
      {
        matchedOn: 'nameAndBirth',
        campusName: 'Patan Multiple Campus',
        universityName: 'Tribhuvan University',
        sameCampus: false,
        student: null,
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

  it('refuses a NUL in the names before any query, and ignores hidden controls', async () => {
    for (const field of ['firstName', 'lastName']) {
      const refused = await check('CollegeUser', {
        firstName: 'Puja',
        lastName: 'Shakya',
        dateOfBirth: '2005-03-03',
        [field]: 'Pu\u0000ja',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ fields: Record<string, string> }>().fields).toHaveProperty(field);
    }
    // A right-to-left override hides no match: the names are compared without it.
    const matches = await matchesOf('CollegeUser', {
      firstName: 'Pu\u202Eja',
      lastName: 'Shak\u200Bya',
      dateOfBirth: '2005-03-03',
    });
    expect(matches.map((match) => match.matchedOn)).toEqual(['nameAndBirth']);
  });

  it("flags the campus's own student, with name and registration number", async () => {
    const [byCitizenship, ...others] = await matchesOf('CollegeAdmin', {
      citizenshipNo: ram.citizenshipNo,
    });
    expect(others).toEqual([]);
    expect(byCitizenship).toMatchObject({
      matchedOn: 'citizenshipNo',
      universityName: 'Tribhuvan University',
      sameCampus: true,
      student: { id: ram.id, name: 'Ram Prajapati', registrationNo: ram.registrationNo },
    });
    expect(
      await matchesOf('CollegeUser', {
        firstName: 'RAM',
        lastName: ' prajapati',
        dateOfBirth: '2005-02-14',
      }),
    ).toEqual([{ ...byCitizenship, matchedOn: 'nameAndBirth' }]);
    // At one campus the same phone or e-mail is enough, whatever the name.
    expect(
      await matchesOf('CollegeUser', { firstName: 'Hari', phoneNumber: ` ${ram.phoneNumber} ` }),
    ).toEqual([{ ...byCitizenship, matchedOn: 'phoneNumber' }]);
    expect(
      await matchesOf('CollegeUser', { firstName: 'Hari', email: ram.email.toUpperCase() }),
    ).toEqual([{ ...byCitizenship, matchedOn: 'email' }]);
    // Editing Ram's own record: never its own duplicate.
    expect(await matchesOf('CollegeUser', { email: ram.email, studentId: ram.id })).toEqual([]);
  });

  it('looks for the same phone or e-mail at the record campus only', async () => {
    const [sumanContact] = await t.db
      .select({ phoneNumber: students.phoneNumber, email: students.email })
      .from(students)
      .where(eq(students.id, suman.id));
    expect(
      await matchesOf('CollegeAdmin', {
        phoneNumber: sumanContact?.phoneNumber,
        email: sumanContact?.email,
      }),
    ).toEqual([]);
    // A nation role registering at Patan: there Suman is the campus's own, and in its reach.
    expect(await matchesOf('SuperAdmin', { email: sumanContact?.email, campusId: patan })).toEqual([
      {
        matchedOn: 'email',
        campusName: 'Patan Multiple Campus',
        universityName: 'Tribhuvan University',
        sameCampus: true,
        student: expect.objectContaining({ id: suman.id, name: 'Suman Maharjan' }),
      },
    ]);
    // Without a campus, a nation role's check searches every campus by citizenship and name.
    const national = await matchesOf('SuperAdmin', { citizenshipNo: ram.citizenshipNo });
    expect(national).toMatchObject([{ sameCampus: false, student: { id: ram.id } }]);
    expect(
      await matchesOf('SuperAdmin', { citizenshipNo: suman.citizenshipNo, studentId: suman.id }),
    ).toEqual([]);
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
    expect(outside.statusCode).toBe(403);
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

  it('answers 429 past the look-up limit of one address', async () => {
    const limit = scaledMax(RATE_LIMIT_DEFAULTS.lookup.max, FACTOR);
    const answers = await Promise.all(
      Array.from({ length: limit + 3 }, () =>
        check('CollegeUser', { citizenshipNo: 'x' }, '10.40.0.1'),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(limit);
    expect(codes.filter((code) => code === 429)).toHaveLength(3);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused && json(refused).message).toBe(MESSAGES.http.tooManyRequests);
    expect((await check('CollegeUser', { citizenshipNo: 'x' }, '10.40.0.2')).statusCode).toBe(200);
  });
});

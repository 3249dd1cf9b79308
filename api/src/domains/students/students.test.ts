// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, type TestApp } from '../../test/helpers';
import { signedInRoles } from '../../test/signed-in';
import { count, eq } from 'drizzle-orm';
import { CAMPUS_MESSAGES, STUDENT_MESSAGES, adToBs, type KnownRole } from '@hemis/shared-contracts';
import { campuses, programs, students } from '../../db/schema';
import { STUDENT_RULE_MESSAGES } from './resource';
import {
  CAMPUS_49,
  batchOf,
  campusNamed,
  programByCode,
  studentBody,
  grantPermission,
} from './test-fixtures';

/**
 * The student record's server rules through the kit routes: field messages with nothing
 * written, duplicates at one campus, the program's level, faculty and periods, the date of
 * birth in both calendars, the verification state the server keeps, and the owner by role.
 */

const signedIn = signedInRoles();
let t: TestApp;
let csit = { id: 0, levelId: null as number | null, facultyId: null as number | null };
let bbs = { id: 0, levelId: null as number | null, facultyId: null as number | null };
let batch2082 = 0;
let patan = 0;
let kusom = 0;
let kuUniversity = 0;

const { call } = signedIn;
const create = (role: KnownRole, body: Record<string, unknown>) =>
  call(role, { method: 'POST', url: '/api/Student', payload: body });
async function studentCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(students);
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = signedIn.t;
  csit = await programByCode(t.db, 'CSIT');
  bbs = await programByCode(t.db, 'BBS');
  batch2082 = await batchOf(t.db, CAMPUS_49, 2082);
  patan = await campusNamed(t.db, 'Patan');
  kusom = await campusNamed(t.db, 'Kathmandu University');
  const [ku] = await t.db
    .select({ universityId: campuses.universityId })
    .from(campuses)
    .where(eq(campuses.id, kusom));
  kuUniversity = ku?.universityId ?? 0;
  // UniAdmin reads students by default; granted adding here, it adds at its campuses only.
  await grantPermission(t.db, 'uniadmin@hemis.test', 'student:add');
});

describe('POST /Student', () => {
  it('registers a student at the clerk campus with the program level, faculty and both dates', async () => {
    const response = await create('CollegeAdmin', studentBody(csit.id, batch2082));
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      campusId: CAMPUS_49,
      universityId: 1,
      levelId: csit.levelId,
      facultyId: csit.facultyId,
      dateOfBirth: '2006-04-14',
      dateOfBirthBs: adToBs('2006-04-14'),
      verificationStatus: 'pending',
      source: 'campus',
    });
    expect(csit.levelId).not.toBeNull();
  });

  it('fills the AD date of birth from a BS one', async () => {
    const bs = adToBs('2005-09-30') ?? '';
    const body = studentBody(csit.id, batch2082, { dateOfBirthBs: bs });
    delete body.dateOfBirth;
    const response = await create('CollegeUser', body);
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ dateOfBirth: '2005-09-30', dateOfBirthBs: bs });
  });

  it('answers 400 with field messages and writes nothing for bad input', async () => {
    const before = await studentCount();
    const missing = await create('CollegeAdmin', { firstName: '', gender: 'female' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).fields).toMatchObject({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
    });
    // The record's rule names every academic field a clerk's record must hold.
    const bare = studentBody(csit.id, batch2082);
    for (const field of ['programId', 'batchId', 'yearOrSemester', 'dateOfBirth'])
      delete bare[field];
    const incomplete = await create('CollegeAdmin', bare);
    expect(incomplete.statusCode).toBe(400);
    expect(json(incomplete).fields).toEqual({
      programId: STUDENT_MESSAGES.programRequired,
      batchId: STUDENT_MESSAGES.batchRequired,
      yearOrSemester: STUDENT_MESSAGES.yearOrSemesterRequired,
      dateOfBirth: STUDENT_MESSAGES.dateOfBirthRequired,
    });
    const disagree = await create(
      'CollegeAdmin',
      studentBody(csit.id, batch2082, { dateOfBirthBs: adToBs('2006-04-15') }),
    );
    expect(disagree.statusCode).toBe(400);
    expect(json(disagree).fields).toMatchObject({ dateOfBirthBs: STUDENT_MESSAGES.datesDisagree });
    const young = await create(
      'CollegeAdmin',
      studentBody(csit.id, batch2082, { dateOfBirth: '2020-01-01' }),
    );
    expect(json(young).fields).toMatchObject({ dateOfBirth: STUDENT_MESSAGES.bornTooLate });
    // What the program decides and the server keeps cannot be sent.
    for (const field of ['levelId', 'facultyId', 'verificationStatus', 'source']) {
      const sent = await create(
        'CollegeAdmin',
        studentBody(csit.id, batch2082, { [field]: field === 'levelId' ? 1 : 'verified' }),
      );
      expect(sent.statusCode).toBe(400);
      expect(Object.keys(json(sent).fields as object)).toContain(field);
    }
    expect(await studentCount()).toBe(before);
  });

  it('refuses a year or semester beyond the program', async () => {
    const before = await studentCount();
    // BSc CSIT: 4 years by semester, 8 semesters.
    const ninth = await create(
      'CollegeAdmin',
      studentBody(csit.id, batch2082, { yearOrSemester: 9 }),
    );
    expect(ninth.statusCode).toBe(400);
    expect(json(ninth).fields).toEqual({ yearOrSemester: STUDENT_MESSAGES.beyondProgram });
    // BBS: 4 years, annual.
    const fifth = await create(
      'CollegeAdmin',
      studentBody(bbs.id, batch2082, { yearOrSemester: 5 }),
    );
    expect(json(fifth).fields).toEqual({ yearOrSemester: STUDENT_MESSAGES.beyondProgram });
    expect(await studentCount()).toBe(before);
    const eighth = await create(
      'CollegeAdmin',
      studentBody(csit.id, batch2082, { yearOrSemester: 8 }),
    );
    expect(eighth.statusCode).toBe(201);
    const fourth = await create(
      'CollegeAdmin',
      studentBody(bbs.id, batch2082, { yearOrSemester: 4 }),
    );
    expect(fourth.statusCode).toBe(201);
  });

  it('answers 409 for a registration or citizenship number taken at the same campus only', async () => {
    const first = json(await create('CollegeAdmin', studentBody(csit.id, batch2082)));
    const before = await studentCount();
    const sameRegistration = await create(
      'CollegeAdmin',
      studentBody(csit.id, batch2082, { registrationNo: first.registrationNo }),
    );
    expect(sameRegistration.statusCode).toBe(409);
    expect(json(sameRegistration).fields).toEqual({
      registrationNo: STUDENT_MESSAGES.registrationTaken,
    });
    const sameCitizenship = await create(
      'CollegeAdmin',
      studentBody(csit.id, batch2082, {
        citizenshipNo: ` ${String(first.citizenshipNo).toUpperCase()} `,
      }),
    );
    expect(sameCitizenship.statusCode).toBe(409);
    expect(json(sameCitizenship).fields).toEqual({
      citizenshipNo: STUDENT_MESSAGES.citizenshipTaken,
    });
    expect(await studentCount()).toBe(before);
    // Another campus may hold the same numbers (a transfer; the duplicate check warns).
    const patanBatch = await batchOf(t.db, patan, 2081);
    const elsewhere = await create(
      'SuperAdmin',
      studentBody(bbs.id, patanBatch, {
        campusId: patan,
        registrationNo: first.registrationNo,
        citizenshipNo: first.citizenshipNo,
      }),
    );
    expect(elsewhere.statusCode).toBe(201);
    expect(json(elsewhere)).toMatchObject({ campusId: patan, universityId: 1 });
  });

  it('keeps each role to its campuses (UniAdmin granted student:add)', async () => {
    const before = await studentCount();
    const patanBatch = await batchOf(t.db, patan, 2081);
    // A campus role names only its own campus.
    const otherCampus = await create(
      'CollegeAdmin',
      studentBody(bbs.id, batch2082, { campusId: patan }),
    );
    expect(otherCampus.statusCode).toBe(403);
    // UniAdmin: a campus of Tribhuvan University only.
    const outside = await create('UniAdmin', studentBody(bbs.id, batch2082, { campusId: kusom }));
    expect(outside.statusCode).toBe(400);
    expect(json(outside).fields).toEqual({ campusId: 'Campus was not found' });
    // Nation roles must say which campus (UgcAdmin only reads students).
    expect((await create('UgcAdmin', studentBody(bbs.id, batch2082))).statusCode).toBe(403);
    const noCampus = await create('SuperAdmin', studentBody(bbs.id, batch2082));
    expect(noCampus.statusCode).toBe(400);
    expect(json(noCampus).fields).toEqual({ campusId: CAMPUS_MESSAGES.campusRequired });
    // The batch must be the campus's own.
    const wrongBatch = await create(
      'SuperAdmin',
      studentBody(bbs.id, batch2082, { campusId: patan }),
    );
    expect(wrongBatch.statusCode).toBe(400);
    expect(json(wrongBatch).fields).toEqual({ batchId: STUDENT_RULE_MESSAGES.batchElsewhere });
    // A campus clerk cannot see another campus's batch at all.
    const hiddenBatch = await create('CollegeAdmin', studentBody(bbs.id, patanBatch));
    expect(json(hiddenBatch).fields).toEqual({ batchId: 'Batch was not found' });
    // The program must be one of the campus's university.
    const [kuProgram] = await t.db
      .insert(programs)
      .values({
        universityId: kuUniversity,
        programName: 'Bachelor of Business Administration',
        shortName: 'BBA',
        levelId: csit.levelId,
        facultyId: csit.facultyId,
        programType: 'semester',
        duration: 4,
      })
      .returning({ id: programs.id });
    const foreignProgram = await create(
      'SuperAdmin',
      studentBody(kuProgram?.id ?? 0, batch2082, { campusId: CAMPUS_49 }),
    );
    expect(json(foreignProgram).fields).toEqual({
      programId: STUDENT_RULE_MESSAGES.programElsewhere,
    });
    expect(await studentCount()).toBe(before);
    const byUniversity = await create(
      'UniAdmin',
      studentBody(bbs.id, patanBatch, { campusId: patan }),
    );
    expect(byUniversity.statusCode).toBe(201);
    expect(json(byUniversity)).toMatchObject({ campusId: patan, universityId: 1 });
  });
});

describe('PATCH /Student/:id', () => {
  it('moves level and faculty with the program and keeps the verification state', async () => {
    const created = json(await create('CollegeAdmin', studentBody(csit.id, batch2082)));
    const id = Number(created.id);
    await t.db.update(students).set({ verificationStatus: 'verified' }).where(eq(students.id, id));
    const response = await call('CollegeAdmin', {
      method: 'PATCH',
      url: `/api/Student/${id}`,
      payload: { programId: bbs.id, yearOrSemester: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      programId: bbs.id,
      levelId: bbs.levelId,
      facultyId: bbs.facultyId,
      verificationStatus: 'verified',
      source: 'campus',
    });
    const beyond = await call('CollegeAdmin', {
      method: 'PATCH',
      url: `/api/Student/${id}`,
      payload: { yearOrSemester: 5 },
    });
    expect(beyond.statusCode).toBe(400);
    expect(json(beyond).fields).toEqual({ yearOrSemester: STUDENT_MESSAGES.beyondProgram });
    const server = await call('CollegeAdmin', {
      method: 'PATCH',
      url: `/api/Student/${id}`,
      payload: { verificationStatus: 'rejected' },
    });
    expect(server.statusCode).toBe(400);
  });

  it('fills the other calendar when one date of birth changes', async () => {
    const created = json(await create('CollegeAdmin', studentBody(csit.id, batch2082)));
    const byAd = await call('CollegeAdmin', {
      method: 'PATCH',
      url: `/api/Student/${String(created.id)}`,
      payload: { dateOfBirth: '2004-02-29' },
    });
    expect(byAd.statusCode).toBe(200);
    expect(json(byAd)).toMatchObject({
      dateOfBirth: '2004-02-29',
      dateOfBirthBs: adToBs('2004-02-29'),
    });
    const bs = adToBs('2003-12-31') ?? '';
    const byBs = await call('CollegeAdmin', {
      method: 'PATCH',
      url: `/api/Student/${String(created.id)}`,
      payload: { dateOfBirthBs: bs },
    });
    expect(byBs.statusCode).toBe(200);
    expect(json(byBs)).toMatchObject({ dateOfBirth: '2003-12-31', dateOfBirthBs: bs });
  });
});

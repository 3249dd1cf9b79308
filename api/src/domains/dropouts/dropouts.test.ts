// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, eq } from 'drizzle-orm';
import {
  DROPOUT_MESSAGES,
  DROPOUT_PATHS,
  adToBs,
  LETTER_MESSAGES,
  VERIFY_PATHS,
  dropoutContract,
  nepalToday,
  recommendationLetterContract,
  type KnownRole,
  type SectionFigures,
} from '@hemis/shared-contracts';
import { auditLog, recommendationLetters, students } from '../../db/schema';
import {
  CAMPUS_49,
  batchOf,
  campusNamed,
  can,
  programByCode,
  studentBody,
} from '../students/test-fixtures';

/**
 * Dropouts: a campus records that an active student dropped out (the status follows in the same
 * transaction), a wrong entry is undone by the campus administrator (the status comes back),
 * the lists and the report reads count them by fiscal year, reason and gender, scoped.
 */

let t: TestApp;
const ROLES = ['collegeadmin', 'collegeuser', 'uniadmin', 'ugcadmin', 'student'] as const;
const signedIn = signedInApp(ROLES);

const call = signedIn.api;

/** A new active student of campus 49 (BSc CSIT, 2081 batch). */
async function newStudent(extra: Record<string, unknown> = {}): Promise<number> {
  const csit = await programByCode(t.db, 'CSIT');
  const batch = await batchOf(t.db, CAMPUS_49, 2081);
  const created = await call('collegeuser', 'POST', '/Student', studentBody(csit.id, batch, extra));
  expect(created.statusCode).toBe(201);
  return Number(json(created).id);
}

const statusOf = async (id: number) =>
  (await t.db.select({ status: students.status }).from(students).where(eq(students.id, id)))[0]
    ?.status;

const today = nepalToday();

beforeAll(() => {
  t = signedIn.t;
});

describe('recording and undoing a dropout', () => {
  it('records a dropout from a BS date, and the student is dropped out with an audit row', async () => {
    const id = await newStudent({ gender: 'female' });
    const created = await call('collegeuser', 'POST', dropoutContract.path, {
      studentId: id,
      dropoutDateBs: adToBs(today),
      reason: 'financial',
      lastYearOrSemester: 2,
    });
    expect(created.statusCode).toBe(201);
    const row = json(created);
    expect(row).toMatchObject({
      campusId: CAMPUS_49,
      studentId: id,
      dropoutDate: today,
      gender: 'female',
      reason: 'financial',
    });
    expect(typeof row.fiscalYearId).toBe('number');
    expect(await statusOf(id)).toBe('droppedOut');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'Student'), eq(auditLog.entityId, String(id))));
    expect(audits.map((audit) => audit.action)).toContain('dropout');

    // Once only; and a student who is no longer active cannot drop out again.
    const again = await call('collegeuser', 'POST', dropoutContract.path, {
      studentId: id,
      dropoutDate: today,
      reason: 'health',
    });
    expect([400, 409]).toContain(again.statusCode);

    // A clerk cannot undo it; the campus administrator can, and the student is active again.
    expect(
      (await call('collegeuser', 'DELETE', `${dropoutContract.path}/${row.id}`)).statusCode,
    ).toBe(403);
    const undone = await call('collegeadmin', 'DELETE', `${dropoutContract.path}/${row.id}`);
    expect(undone.statusCode).toBe(200);
    expect(json(undone).message).toBe(DROPOUT_MESSAGES.undone);
    expect(await statusOf(id)).toBe('active');
  });

  it('refuses bad entries with field messages and changes nothing', async () => {
    const id = await newStudent();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const patan = await campusNamed(t.db, 'Patan');
    const [elsewhere] = await t.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.campusId, patan))
      .limit(1);
    const cases: [object, string][] = [
      [{ studentId: id, reason: 'financial' }, 'dropoutDateBs'],
      [{ studentId: id, dropoutDate: tomorrow, reason: 'financial' }, 'dropoutDateBs'],
      [{ studentId: id, dropoutDateBs: '2081-13-40', reason: 'financial' }, 'dropoutDateBs'],
      [
        { studentId: id, dropoutDate: today, dropoutDateBs: '2070-01-01', reason: 'financial' },
        'dropoutDateBs',
      ],
      [{ studentId: id, dropoutDate: today, reason: 'boredom' }, 'reason'],
      [{ dropoutDate: today, reason: 'financial' }, 'studentId'],
      [{ studentId: elsewhere?.id, dropoutDate: today, reason: 'financial' }, 'studentId'],
    ];
    for (const [body, field] of cases) {
      const response = await call('collegeuser', 'POST', dropoutContract.path, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys((json(response).fields ?? {}) as object)).toContain(field);
    }
    expect(await statusOf(id)).toBe('active');
  });

  it("refuses a day the student's record rules out (before admission, before the batch)", async () => {
    // A 2081-batch student admitted on 2081-04-17 BS (2024-08-01 AD).
    const admitted = await newStudent({ admissionDate: '2024-08-01' });
    const unadmitted = await newStudent();
    const cases: [object, Record<string, string>][] = [
      [
        { studentId: admitted, dropoutDate: '2024-07-20', reason: 'financial' },
        { dropoutDate: DROPOUT_MESSAGES.beforeAdmission },
      ],
      [
        { studentId: unadmitted, dropoutDateBs: '2080-06-01', reason: 'financial' },
        { dropoutDate: DROPOUT_MESSAGES.beforeBatch },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await call('collegeuser', 'POST', dropoutContract.path, body);
      expect(response.statusCode).toBe(400);
      expect(json(response).fields).toEqual(fields);
    }
    expect(await statusOf(admitted)).toBe('active');
    expect(await statusOf(unadmitted)).toBe('active');
    // The day of admission itself is taken; moving it before the admission is refused.
    const created = await call('collegeuser', 'POST', dropoutContract.path, {
      studentId: admitted,
      dropoutDate: '2024-08-01',
      reason: 'financial',
    });
    expect(created.statusCode).toBe(201);
    const moved = await call(
      'collegeuser',
      'PATCH',
      `${dropoutContract.path}/${json(created).id}`,
      {
        dropoutDate: '2024-07-20',
        dropoutDateBs: null,
      },
    );
    expect(moved.statusCode).toBe(400);
    expect(json(moved).fields).toEqual({ dropoutDate: DROPOUT_MESSAGES.beforeAdmission });
  });

  it('is the campus’s to record: others read, a student reads nothing', async () => {
    const id = await newStudent();
    const body = { studentId: id, dropoutDate: today, reason: 'employment' };
    for (const role of ['uniadmin', 'ugcadmin', 'student'] as const) {
      expect((await call(role, 'POST', dropoutContract.path, body)).statusCode).toBe(403);
    }
    expect((await call('student', 'GET', dropoutContract.path)).statusCode).toBe(403);
    expect((await call('collegeuser', 'POST', dropoutContract.path, body)).statusCode).toBe(201);
    // Reading follows the permission table: the campus's roles read, the others per their rows.
    const roles = {
      collegeadmin: 'CollegeAdmin',
      uniadmin: 'UniAdmin',
      ugcadmin: 'UgcAdmin',
    } as const;
    for (const [role, name] of Object.entries(roles) as [keyof typeof roles, KnownRole][]) {
      const list = await call(role, 'GET', `${dropoutContract.path}?reason=employment&pageSize=50`);
      expect(list.statusCode).toBe(can(name, 'dropout:view') ? 200 : 403);
      if (list.statusCode === 200) expect(json(list).total).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('the dropout home', () => {
  it('counts the dropouts in all, as the list does (the report reads: legacy-client)', async () => {
    const list = await call('collegeadmin', 'GET', `${dropoutContract.path}?pageSize=1`);
    const figures = await call('collegeuser', 'GET', DROPOUT_PATHS.figures);
    expect(figures.statusCode).toBe(200);
    const total = figures.json<SectionFigures>().figures.find((figure) => figure.key === 'total');
    expect(total?.value).toBe(json(list).total);
    expect((await call('student', 'GET', DROPOUT_PATHS.figures)).statusCode).toBe(403);
  });
});

describe('recommendation and transfer letters', () => {
  const letters = recommendationLetterContract.path;
  const tokenOf = async (id: number) =>
    (
      await t.db
        .select({ token: recommendationLetters.verifyToken })
        .from(recommendationLetters)
        .where(eq(recommendationLetters.id, id))
    )[0]?.token ?? '';
  const verify = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api${VERIFY_PATHS.document('recommendation-letter', token)}`,
    });

  it('numbers letters per campus and fiscal year, keeps the number of a withdrawn one, and verifies them', async () => {
    const id = await newStudent({ gender: 'male' });
    await call('collegeuser', 'POST', dropoutContract.path, {
      studentId: id,
      dropoutDate: today,
      reason: 'transfer',
    });
    const issue = (body: object) =>
      call('collegeuser', 'POST', letters, { studentId: id, ...body });
    const first = await issue({ kind: 'transfer', destination: 'Patan Multiple Campus' });
    const second = await issue({ kind: 'recommendation', addressedTo: 'The Principal' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const [a, b] = [json(first), json(second)];
    expect(a).toMatchObject({
      studentId: id,
      kind: 'transfer',
      issuedDate: today,
      issuedDateBs: adToBs(today),
      addressedTo: LETTER_MESSAGES.defaultAddressee,
    });
    expect(String(a.studentName)).not.toBe('');
    const serial = (row: Record<string, unknown>) => Number(String(row.referenceNo).split(' ')[0]);
    expect(serial(b)).toBe(serial(a) + 1);
    expect(String(a.referenceNo)).toMatch(/^\d+ \(\d{4}\/\d{2}\)$/);
    // The token never leaves the server in rows.
    expect(a).not.toHaveProperty('verifyToken');

    const pdf = await call('collegeuser', 'GET', DROPOUT_PATHS.letterPdf(Number(a.id)));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The campus's university reads its letters (read only); a student never.
    const university = await call('uniadmin', 'GET', DROPOUT_PATHS.letterPdf(Number(a.id)));
    expect(university.statusCode).toBe(can('UniAdmin', 'dropout:export') ? 200 : 403);
    const student = await call('student', 'GET', DROPOUT_PATHS.letterPdf(Number(a.id)));
    expect(student.statusCode).toBe(403);

    const token = await tokenOf(Number(a.id));
    const genuine = json(await verify(token));
    expect(genuine).toMatchObject({ valid: true, documentTitle: 'Recommendation Letter' });
    expect(JSON.stringify(genuine.facts)).toContain(String(a.referenceNo));

    // A clerk may not withdraw a letter; the campus administrator may. Its number stays used.
    expect((await call('collegeuser', 'DELETE', `${letters}/${String(a.id)}`)).statusCode).toBe(
      403,
    );
    expect((await call('collegeadmin', 'DELETE', `${letters}/${String(a.id)}`)).statusCode).toBe(
      200,
    );
    const withdrawn = json(await verify(token));
    expect(withdrawn).toMatchObject({ valid: false });
    expect(String(withdrawn.verdict)).toContain('withdrawn');
    const third = json(await issue({ kind: 'recommendation' }));
    expect(serial(third)).toBe(serial(b) + 1);
    const listed = json(await call('collegeuser', 'GET', `${letters}?studentId=${id}&pageSize=50`));
    expect((listed.data as { id: number }[]).map((row) => row.id).sort()).toEqual(
      [Number(b.id), Number(third.id)].sort(),
    );
  });

  it('refuses bad letters with field messages, and a letter is never edited', async () => {
    const id = await newStudent();
    const patan = await campusNamed(t.db, 'Patan');
    const [elsewhere] = await t.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.campusId, patan))
      .limit(1);
    const before = (await t.db.select().from(recommendationLetters)).length;
    const cases: [object, string][] = [
      [{ kind: 'recommendation' }, 'studentId'],
      [{ studentId: id }, 'kind'],
      [{ studentId: id, kind: 'praise' }, 'kind'],
      [{ studentId: elsewhere?.id, kind: 'transfer' }, 'studentId'],
    ];
    for (const [body, field] of cases) {
      const response = await call('collegeuser', 'POST', letters, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys((json(response).fields ?? {}) as object)).toContain(field);
    }
    expect((await t.db.select().from(recommendationLetters)).length).toBe(before);
    const issued = json(
      await call('collegeuser', 'POST', letters, { studentId: id, kind: 'transfer' }),
    );
    const edit = await call('collegeadmin', 'PATCH', `${letters}/${String(issued.id)}`, {
      kind: 'recommendation',
    });
    expect(edit.statusCode).toBe(400);
    const verifyUnknown = json(await verify('x'.repeat(24)));
    expect(verifyUnknown).toMatchObject({ valid: false });
  });
});

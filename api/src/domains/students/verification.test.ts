// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, outbox, signIn, tokenFor, withToken, type TestApp } from '../../test/helpers';
import { signedInRoles } from '../../test/signed-in';
import { and, asc, eq } from 'drizzle-orm';
import {
  MESSAGES,
  VERIFICATION_MAIL,
  VERIFICATION_MESSAGES,
  nepalToday,
  studentSelfSchema,
  type KnownRole,
} from '@hemis/shared-contracts';
import { auditLog, rolePermissions, students, users } from '../../db/schema';
import { multipart, seededStudent } from './test-fixtures';

/**
 * From sign-up to sign-in: a student signs up (pending account and record), cannot sign in,
 * the campus rejects (a reason is required) and then verifies, the student signs in and reads
 * their own record; each decision is audited and stays within the caller's campuses.
 */

const signedIn = signedInRoles();
let t: TestApp;
const EMAIL = 'sanjana.magar@example.org';
const PASSWORD = 'Student@2026';
let studentId = 0;
let accountId = 0;

const { call } = signedIn;
const decide = (role: KnownRole, id: number, payload: Record<string, unknown>) =>
  call(role, { method: 'PUT', url: `/api/Student/${id}/Verification`, payload });
async function accountStatus(): Promise<string | undefined> {
  const [row] = await t.db
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, accountId));
  return row?.status;
}

beforeAll(() => {
  t = signedIn.t;
});

describe('verification of a signed-up student', () => {
  it('signs up pending and cannot sign in', async () => {
    const { payload, headers } = multipart({
      firstName: 'Sanjana',
      middleName: '',
      lastName: 'Magar',
      phoneNumber: '9812345670',
      email: EMAIL,
      gender: 'female',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const signUp = await t.app.inject({ method: 'POST', url: '/api/User', payload, headers });
    expect(signUp.statusCode).toBe(201);
    const [row] = await t.db
      .select({ id: students.id, userId: students.userId })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(users.email, EMAIL));
    studentId = row?.id ?? 0;
    accountId = row?.userId ?? 0;
    expect(studentId).toBeGreaterThan(0);
    const login = await signIn(t.app, EMAIL, PASSWORD);
    expect(login.statusCode).toBe(403);
    expect(json(login).message).toBe(MESSAGES.signIn.notVerified);
  });

  it('needs a reason to reject, and a decision', async () => {
    const noReason = await decide('CollegeAdmin', studentId, { decision: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).fields).toEqual({ reason: VERIFICATION_MESSAGES.reasonRequired });
    const blank = await decide('CollegeAdmin', studentId, { decision: 'rejected', reason: '  ' });
    expect(json(blank).fields).toEqual({ reason: VERIFICATION_MESSAGES.reasonRequired });
    const noDecision = await decide('CollegeAdmin', studentId, { reason: 'x' });
    expect(json(noDecision).fields).toEqual({ decision: VERIFICATION_MESSAGES.decisionRequired });
    const [row] = await t.db.select().from(students).where(eq(students.id, studentId));
    expect(row?.verificationStatus).toBe('pending');
  });

  it('rejects with the reason; the account stays closed', async () => {
    const reason = 'The SEE marksheet does not match the name.';
    const response = await decide('CollegeAdmin', studentId, { decision: 'rejected', reason });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      id: studentId,
      verificationStatus: 'rejected',
      verificationRemarks: reason,
      verifiedAt: nepalToday(),
    });
    expect(await accountStatus()).toBe('pending');
    expect((await signIn(t.app, EMAIL, PASSWORD)).statusCode).toBe(403);
  });

  it('verifies: the student signs in and reads their own record', async () => {
    const response = await decide('CollegeAdmin', studentId, { decision: 'verified' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ verificationStatus: 'verified' });
    expect(await accountStatus()).toBe('active');
    const [row] = await t.db.select().from(students).where(eq(students.id, studentId));
    expect(row?.verifiedBy).toBeGreaterThan(0);

    const login = await signIn(t.app, EMAIL, PASSWORD);
    expect(login.statusCode).toBe(200);
    const token = await tokenFor(t.app, EMAIL, PASSWORD);
    const me = await t.app.inject(withToken(token, { method: 'GET', url: '/api/Student/Me' }));
    expect(me.statusCode).toBe(200);
    const self = studentSelfSchema.parse(me.json());
    expect(self.record).toMatchObject({ id: studentId, firstName: 'Sanjana', lastName: 'Magar' });
    expect(self.documents).toEqual([]);
    const own = await t.app.inject(
      withToken(token, { method: 'GET', url: `/api/Student/${studentId}` }),
    );
    expect(own.statusCode).toBe(200);

    const again = await decide('CollegeAdmin', studentId, { decision: 'verified' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(VERIFICATION_MESSAGES.alreadyVerified);
  });

  it('closes the account again on a later rejection, and reopens it on verification', async () => {
    const token = await tokenFor(t.app, EMAIL, PASSWORD);
    // A read first, so the session's check is kept: the rejection must still end it at once.
    const before = await t.app.inject(withToken(token, { method: 'GET', url: '/api/Student/Me' }));
    expect(before.statusCode).toBe(200);
    const rejected = await decide('CollegeAdmin', studentId, {
      decision: 'rejected',
      reason: 'Found to be enrolled elsewhere.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await accountStatus()).toBe('pending');
    const me = await t.app.inject(withToken(token, { method: 'GET', url: '/api/Student/Me' }));
    expect(me.statusCode).toBe(401);
    expect((await decide('CollegeAdmin', studentId, { decision: 'verified' })).statusCode).toBe(
      200,
    );
    expect(await accountStatus()).toBe('active');
  });

  it('audits every decision', async () => {
    const rows = await t.db
      .select({ action: auditLog.action, detail: auditLog.detail, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'Student'), eq(auditLog.entityId, String(studentId))))
      .orderBy(asc(auditLog.id));
    expect(rows.map((row) => row.action)).toEqual(['reject', 'verify', 'reject', 'verify']);
    expect(rows[0]?.detail).toMatchObject({
      from: 'pending',
      to: 'rejected',
      reason: 'The SEE marksheet does not match the name.',
    });
    expect(rows[1]?.detail).toMatchObject({ to: 'verified', accountStatus: 'active' });
  });
});

describe('who may verify', () => {
  it('follows the permission and the campus', async () => {
    const patanStudent = await seededStudent(t.db, 'Suman Maharjan');
    const pending = await seededStudent(t.db, 'Hemanta Rai');
    // Another campus's student is not found for a campus role.
    expect(
      (await decide('CollegeAdmin', patanStudent.id, { decision: 'rejected', reason: 'x' }))
        .statusCode,
    ).toBe(404);
    // Roles without student:approve, and the student themself.
    expect((await decide('Student', pending.id, { decision: 'verified' })).statusCode).toBe(403);
    // UniAdmin only reads students; SuperAdmin verifies at any campus.
    expect((await decide('UniAdmin', pending.id, { decision: 'verified' })).statusCode).toBe(403);
    const byNation = await decide('SuperAdmin', patanStudent.id, {
      decision: 'rejected',
      reason: 'Photo missing',
    });
    expect(byNation.statusCode).toBe(200);
    // CollegeUser edits students but its role has Student "Approve" unticked.
    const byClerk = await decide('CollegeUser', pending.id, { decision: 'verified' });
    expect(byClerk.statusCode).toBe(403);
    // Ticked for the role, it may.
    await t.db
      .insert(rolePermissions)
      .values({ role: 'CollegeUser', permission: 'student:approve' });
    const byApprover = await decide('CollegeUser', pending.id, { decision: 'verified' });
    expect(byApprover.statusCode).toBe(200);
    expect((await decide('CollegeAdmin', 2_147_483_647, { decision: 'verified' })).statusCode).toBe(
      404,
    );
    expect((await decide('CollegeAdmin', 0, { decision: 'verified' })).statusCode).toBe(400);
  });
});

describe('the mail of each decision', () => {
  it("tells the signed-up student each decision at the account's e-mail, a rejection with its reason", async () => {
    const mails = (await outbox(t)).filter((mail) => mail.to === EMAIL);
    expect(mails.map((mail) => mail.subject)).toEqual([
      VERIFICATION_MAIL.rejectedSubject,
      VERIFICATION_MAIL.verifiedSubject,
      VERIFICATION_MAIL.rejectedSubject,
      VERIFICATION_MAIL.verifiedSubject,
    ]);
    const [rejected, verified] = mails;
    expect(rejected?.text).toContain('Hello Sanjana,');
    expect(rejected?.text).toContain('Reason: The SEE marksheet does not match the name.');
    expect(verified?.text).toContain('has been verified');
    // The account is open: the mail says where to sign in.
    expect(verified?.links).toEqual([`${t.app.hemis.config.publicUrl}/login`]);
    expect(mails[2]?.text).toContain('Reason: Found to be enrolled elsewhere.');
  });

  it("mails a record without an account at the record's e-mail", async () => {
    const suman = await seededStudent(t.db, 'Suman Maharjan');
    const [record] = await t.db
      .select({ email: students.email })
      .from(students)
      .where(eq(students.id, suman.id));
    const mails = (await outbox(t)).filter((mail) => mail.to === record?.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: VERIFICATION_MAIL.rejectedSubject,
      links: [],
    });
    expect(mails[0]?.text).toContain('Patan Multiple Campus');
    expect(mails[0]?.text).toContain('Reason: Photo missing');
  });
});

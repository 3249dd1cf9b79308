// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  CHARACTER_CERTIFICATE_PATHS,
  CHARACTER_MESSAGES,
  DEFAULT_CONDUCT_REMARK,
  VERIFY_PATHS,
  certificateNoLabel,
  characterCertificateContract,
  documentVerificationSchema,
  type CharacterCertificate,
} from '@hemis/shared-contracts';
import { auditLog, characterCertificates, students } from '../../db/schema';
import { pdfLinks, pdfText } from '../../lib/pdf-testing';
import { CAMPUS_49, campusNamed, seededStudent } from '../students/test-fixtures';

/**
 * Character certificates: a Student applies for themself only, a clerk for a student of the
 * campus or from typed details (old format); the campus administrator issues them (numbered per
 * campus and fiscal year without gaps), rejects them, reissues them (the old one then verifies
 * as replaced); only issued ones print, and each caller reads and decides only in their reach.
 */

let t: TestApp;
const ROLES = ['collegeadmin', 'collegeuser', 'uniadmin', 'ugcadmin', 'student'] as const;
const signedIn = signedInApp(ROLES);
const PATH = characterCertificateContract.path;
const P = CHARACTER_CERTIFICATE_PATHS;

const call = signedIn.api;
const certificate = (response: { json(): unknown }) => response.json() as CharacterCertificate;

/** A clerk's application for a demo student of campus 49. */
async function applyFor(name: string, purpose = 'Further studies'): Promise<CharacterCertificate> {
  const { id } = await seededStudent(t.db, name);
  const created = await call('collegeuser', 'POST', PATH, { studentId: id, purpose });
  expect(created.statusCode).toBe(201);
  return certificate(created);
}
/** ... and the campus administrator's issue of it. */
async function issued(name: string): Promise<CharacterCertificate> {
  const applied = await applyFor(name);
  const approved = await call('collegeadmin', 'POST', P.approve(applied.id));
  expect(approved.statusCode).toBe(200);
  return certificate(approved);
}

const verifyToken = async (id: number) =>
  (
    await t.db
      .select({ token: characterCertificates.verifyToken })
      .from(characterCertificates)
      .where(eq(characterCertificates.id, id))
  )[0]?.token ?? '';
const verify = async (token: string) =>
  documentVerificationSchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api${VERIFY_PATHS.document('character-certificate', token)}`,
      })
    ).json(),
  );

beforeAll(() => {
  t = signedIn.t;
});

describe('applying', () => {
  it('a Student applies for themself only, and reads only their own applications', async () => {
    const sita = await seededStudent(t.db, 'Sita Shrestha');
    const applied = await call('student', 'POST', P.selfApply, { purpose: 'Bank loan' });
    expect(applied.statusCode).toBe(201);
    expect(certificate(applied)).toMatchObject({
      studentId: sita.id,
      campusId: CAMPUS_49,
      studentName: 'Sita Shrestha',
      status: 'applied',
      oldFormat: false,
      conductRemark: DEFAULT_CONDUCT_REMARK,
      certificateNo: null,
    });
    // From admission to this year (BS), as her record says.
    expect(certificate(applied).studyFromYear).toBe(2081);
    expect(certificate(applied).studyToYear).toBeGreaterThanOrEqual(2081);

    // Once at a time; never for another student, and never through the clerks' route.
    const again = await call('student', 'POST', P.selfApply, { purpose: 'Visa' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(CHARACTER_MESSAGES.pending);
    const ram = await seededStudent(t.db, 'Ram Prajapati');
    const other = await call('student', 'POST', P.selfApply, { purpose: 'x', studentId: ram.id });
    expect(other.statusCode).toBe(400);
    expect(
      (await call('student', 'POST', PATH, { studentId: ram.id, purpose: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('student', 'POST', P.selfApply, { purpose: ' ' })).statusCode).toBe(400);
    // Staff have no record of their own to apply for.
    expect((await call('collegeuser', 'POST', P.selfApply, { purpose: 'x' })).statusCode).toBe(403);

    const mine = await call('student', 'GET', `${PATH}?pageSize=50`);
    expect(mine.statusCode).toBe(200);
    const rows = json(mine).data as CharacterCertificate[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.studentId === sita.id)).toBe(true);
  });

  it('a clerk applies for a student of the campus, not of another campus', async () => {
    const created = await applyFor('Gita Suwal', 'Passport');
    expect(created).toMatchObject({ studentName: 'Gita Suwal', status: 'applied' });
    expect(created.programName).toBeTruthy();
    const patan = await campusNamed(t.db, 'Patan');
    const [elsewhere] = await t.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.campusId, patan))
      .limit(1);
    const refused = await call('collegeuser', 'POST', PATH, {
      studentId: elsewhere?.id,
      purpose: 'x',
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).fields).toHaveProperty('studentId');
    const noPurpose = await call('collegeuser', 'POST', PATH, { studentId: created.studentId });
    expect(noPurpose.statusCode).toBe(400);
    expect(json(noPurpose).fields).toMatchObject({ purpose: CHARACTER_MESSAGES.purposeRequired });
    // Campus records are the campus's: a university or the commission does not write them.
    expect((await call('uniadmin', 'POST', PATH, { purpose: 'x' })).statusCode).toBe(403);
  });
});

describe('deciding', () => {
  it('issues with numbers per campus and fiscal year without gaps, with an audit row', async () => {
    const first = await issued('Ishan Prajapati');
    const second = await issued('Jenisha Tamang');
    expect(first).toMatchObject({ status: 'approved', oldFormat: false });
    expect(second.certificateNo).toBe((first.certificateNo ?? 0) + 1);
    expect(second.fiscalYearId).toBe(first.fiscalYearId);
    expect(first.issuedBy).toBeTruthy();
    expect(certificateNoLabel(first)).toMatch(/^\d+ \(\d{4}\/\d{2}\)$/);

    const numbers = (
      await t.db
        .select({ no: characterCertificates.certificateNo })
        .from(characterCertificates)
        .where(
          and(
            eq(characterCertificates.campusId, CAMPUS_49),
            eq(characterCertificates.fiscalYearId, first.fiscalYearId ?? 0),
            isNotNull(characterCertificates.certificateNo),
          ),
        )
    )
      .map((row) => row.no ?? 0)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'CharacterCertificate'), eq(auditLog.entityId, String(first.id))),
      );
    expect(audits.map((audit) => audit.action)).toContain('approve');
    // Issued once: approving again changes nothing.
    const again = await call('collegeadmin', 'POST', P.approve(first.id));
    expect(again.statusCode).toBe(400);
    expect(
      certificate(await call('collegeadmin', 'GET', `${PATH}/${first.id}`)).certificateNo,
    ).toBe(first.certificateNo);
  });

  it('rejects with a reason; a rejected application is not issued', async () => {
    const applied = await applyFor('Kushal Adhikari');
    const noReason = await call('collegeadmin', 'POST', P.reject(applied.id), {});
    expect(noReason.statusCode).toBe(400);
    const rejected = await call('collegeadmin', 'POST', P.reject(applied.id), {
      reason: 'Dues not cleared',
    });
    expect(rejected.statusCode).toBe(200);
    expect(certificate(rejected)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Dues not cleared',
    });
    expect((await call('collegeadmin', 'POST', P.approve(applied.id))).statusCode).toBe(400);
  });

  it('only the campus administrator decides (403 for clerks, students, other scopes)', async () => {
    const applied = await applyFor('Luniva Suwal');
    for (const caller of ['collegeuser', 'student', 'uniadmin', 'ugcadmin'] as const) {
      expect((await call(caller, 'POST', P.approve(applied.id))).statusCode).toBe(403);
      expect((await call(caller, 'POST', P.reject(applied.id), { reason: 'x' })).statusCode).toBe(
        403,
      );
    }
    // Changed only while waiting: the purpose; the student's details stay their record's.
    const changed = await call('collegeuser', 'PATCH', `${PATH}/${applied.id}`, {
      purpose: 'Embassy',
    });
    expect(changed.statusCode).toBe(200);
    expect(certificate(changed)).toMatchObject({ purpose: 'Embassy', studentName: 'Luniva Suwal' });
    // The campus's own wording; emptied, the certificate says the default again.
    const worded = await call('collegeuser', 'PATCH', `${PATH}/${applied.id}`, {
      conductRemark: 'was disciplined and regular.',
    });
    expect(certificate(worded).conductRemark).toBe('was disciplined and regular.');
    const emptied = await call('collegeuser', 'PATCH', `${PATH}/${applied.id}`, {
      conductRemark: '',
    });
    expect(certificate(emptied).conductRemark).toBe(DEFAULT_CONDUCT_REMARK);
    const renamed = await call('collegeuser', 'PATCH', `${PATH}/${applied.id}`, {
      studentName: 'Someone Else',
    });
    expect(renamed.statusCode).toBe(400);
    expect(json(renamed).fields).toMatchObject({ studentName: CHARACTER_MESSAGES.detailsOfRecord });
    await call('collegeadmin', 'POST', P.approve(applied.id));
    const late = await call('collegeuser', 'PATCH', `${PATH}/${applied.id}`, { purpose: 'x' });
    expect(late.statusCode).toBe(400);
    expect((await call('collegeadmin', 'DELETE', `${PATH}/${applied.id}`)).statusCode).toBe(400);
    expect((await call('collegeadmin', 'GET', P.approve(applied.id))).statusCode).toBe(404);
    expect((await call('collegeadmin', 'POST', P.approve(999_999))).statusCode).toBe(404);
  });
});

describe('printing, verifying and reissuing', () => {
  it('prints only issued certificates, as a real A4 PDF whose code verifies as genuine', async () => {
    const applied = await applyFor('Milan Bishwakarma');
    expect((await call('collegeuser', 'GET', P.pdf(applied.id))).statusCode).toBe(400);
    const status = await call('collegeuser', 'GET', P.verification(applied.id));
    expect(json(status)).toMatchObject({ valid: false, link: null });

    const approved = certificate(await call('collegeadmin', 'POST', P.approve(applied.id)));
    const response = await call('collegeuser', 'GET', P.pdf(applied.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A4 in points: 595.28 x 841.89.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    const text = pdfText(pdf);
    expect(text).toContain('CHARACTER CERTIFICATE');
    expect(text).toContain(certificateNoLabel(approved));
    // Justified lines are written word by word: compare without the spaces.
    expect(text.replace(/\s+/g, '')).toContain('thatMilanBishwakarma,');
    const [link] = pdfLinks(pdf);
    const token = /\/verify\/character-certificate\/([A-Za-z0-9_-]+)$/.exec(link ?? '')?.[1];
    expect(token).toBe(await verifyToken(applied.id));
    expect(await verify(token ?? '')).toMatchObject({
      kind: 'character-certificate',
      valid: true,
      verdict: CHARACTER_MESSAGES.genuine,
    });
    const shown = json(await call('collegeuser', 'GET', P.verification(applied.id)));
    expect(shown).toMatchObject({ valid: true });
    expect(String(shown.link)).toContain(token);
  });

  it('a Student prints their own issued certificate, nobody else’s', async () => {
    const sita = await seededStudent(t.db, 'Sita Shrestha');
    const [own] = await t.db
      .select({ id: characterCertificates.id })
      .from(characterCertificates)
      .where(
        and(
          eq(characterCertificates.studentId, sita.id),
          eq(characterCertificates.status, 'applied'),
        ),
      );
    const ownId = own?.id ?? 0;
    expect((await call('student', 'GET', P.selfPdf(ownId))).statusCode).toBe(400);
    expect((await call('collegeadmin', 'POST', P.approve(ownId))).statusCode).toBe(200);
    const printed = await call('student', 'GET', P.selfPdf(ownId));
    expect(printed.statusCode).toBe(200);
    expect(printed.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // The staff route checks student:export; another's certificate is not there for them.
    expect((await call('student', 'GET', P.pdf(ownId))).statusCode).toBe(403);
    const someoneElse = await issued('Nisha Gurung');
    expect((await call('student', 'GET', P.selfPdf(someoneElse.id))).statusCode).toBe(404);
    expect((await call('student', 'GET', `${PATH}/${someoneElse.id}`)).statusCode).toBe(404);
    expect((await call('collegeuser', 'GET', P.selfPdf(ownId))).statusCode).toBe(403);
  });

  it('reissues: a new number and code, and the old one verifies as replaced', async () => {
    const old = await issued('Bibek Poudel');
    const oldToken = await verifyToken(old.id);
    expect((await call('collegeuser', 'POST', P.reissue(old.id), {})).statusCode).toBe(403);
    const response = await call('collegeadmin', 'POST', P.reissue(old.id), {
      purpose: 'Employment abroad',
    });
    expect(response.statusCode).toBe(200);
    const reissued = certificate(response);
    expect(reissued).toMatchObject({
      status: 'approved',
      replacesId: old.id,
      studentName: 'Bibek Poudel',
      purpose: 'Employment abroad',
      conductRemark: old.conductRemark,
    });
    expect(reissued.id).not.toBe(old.id);
    expect(reissued.certificateNo).not.toBe(old.certificateNo);
    const newToken = await verifyToken(reissued.id);
    expect(newToken).not.toBe(oldToken);

    const replaced = certificate(await call('collegeadmin', 'GET', `${PATH}/${old.id}`));
    expect(replaced).toMatchObject({ status: 'replaced', replacedById: reissued.id });
    const oldVerdict = await verify(oldToken);
    expect(oldVerdict.valid).toBe(false);
    expect(oldVerdict.verdict).toBe(CHARACTER_MESSAGES.replacedBy(certificateNoLabel(reissued)));
    expect(await verify(newToken)).toMatchObject({ valid: true });
    // A replaced certificate neither prints nor is reissued again.
    expect((await call('collegeuser', 'GET', P.pdf(old.id))).statusCode).toBe(400);
    expect((await call('collegeadmin', 'POST', P.reissue(old.id), {})).statusCode).toBe(400);
    const text = pdfText((await call('collegeuser', 'GET', P.pdf(reissued.id))).rawPayload);
    expect(text).toContain(certificateNoLabel(old));
  });
});

describe('old-format certificates', () => {
  it('are typed by a clerk, checked, and then issued and printed like the others', async () => {
    const missing = await call('collegeuser', 'POST', PATH, { purpose: 'Visa' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).fields).toMatchObject({
      studentName: CHARACTER_MESSAGES.nameRequired,
      programName: CHARACTER_MESSAGES.programRequired,
      studyFromYear: CHARACTER_MESSAGES.fromRequired,
    });
    const backwards = await call('collegeuser', 'POST', PATH, {
      purpose: 'Visa',
      studentName: 'Gopal Karki',
      programName: 'BA',
      studyFromYear: 2060,
      studyToYear: 2058,
    });
    expect(json(backwards).fields).toMatchObject({ studyToYear: CHARACTER_MESSAGES.toBeforeFrom });
    const badDate = await call('collegeuser', 'POST', PATH, {
      purpose: 'Visa',
      studentName: 'Gopal Karki',
      programName: 'BA',
      studyFromYear: 2056,
      dateOfBirthBs: '2040/01/01',
    });
    expect(badDate.statusCode).toBe(400);

    const created = await call('collegeuser', 'POST', PATH, {
      purpose: 'Visa',
      studentName: 'Gopal Karki',
      fatherName: 'Hari Karki',
      motherName: 'Sita Karki',
      programName: 'Bachelor of Arts',
      registrationNo: '6-2-49-100-2056',
      studyFromYear: 2056,
      studyToYear: 2059,
      dateOfBirthBs: '2040-01-15',
    });
    expect(created.statusCode).toBe(201);
    const old = certificate(created);
    expect(old).toMatchObject({ oldFormat: true, studentId: null, status: 'applied' });
    const edited = await call('collegeuser', 'PATCH', `${PATH}/${old.id}`, { studyToYear: 2060 });
    expect(certificate(edited).studyToYear).toBe(2060);

    expect((await call('collegeadmin', 'POST', P.approve(old.id))).statusCode).toBe(200);
    const text = pdfText((await call('collegeuser', 'GET', P.pdf(old.id))).rawPayload);
    expect(text.replace(/\s+/g, '')).toContain('GopalKarki');
    const verdict = await verify(await verifyToken(old.id));
    expect(verdict.facts).toContainEqual({ label: 'Period of study', value: '2056 to 2060 B.S.' });
  });
});

// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { outbox, type TestApp } from '../../test/helpers';
import { callerOf } from '../../test/signed-in';
import { accreditationFixture } from './test-fixtures';
import { eq } from 'drizzle-orm';
import {
  QAA_CRITERIA,
  addMonths,
  nepalToday,
  type CycleDetail,
  type CycleRow,
} from '@hemis/shared-contracts';
import { campuses } from '../../db/schema';
import { accreditationCycles } from '../../db/schema/accreditation';
import { pdfLinks, pdfText } from '../../lib/pdf-testing';
import { workbookOf } from '../../test/workbooks';
import { sendExpiryReminders } from './reminders';

let t: TestApp;
let tokens: Record<string, string> = {};
let campusId = 0;
let otherCampusId = 0;

beforeAll(async () => {
  // The demo's cycles (seed-accreditation.ts) make way: this test follows one campus from none.
  ({ t, tokens, campusId, otherCampusId } = await accreditationFixture());
});
afterAll(() => t.close());

const call = callerOf(
  () => t,
  (who: string) => tokens[who],
).api;

const fieldsOf = (response: { json: () => unknown }) =>
  (response.json() as { fields?: Record<string, string> }).fields ?? {};

const stage = (who: string, id: number, body: object) =>
  call(who, 'POST', `/AccreditationCycle/${id}/Stage`, body);

const review = (observations = 3) => ({
  stage: 'ssrReviewed',
  datedOn: '2025-04-01',
  generalImpression: 'A well-kept campus with a clear plan.',
  criteria: QAA_CRITERIA.map((_title, index) => ({
    criterion: index + 1,
    observations: Array.from({ length: observations }, (_, n) => `Observation ${n + 1}`),
    suggestions: ['Keep the minutes of each meeting'],
  })),
});

/** The public list of the campuses accredited today (no sign-in). */
const publicList = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/accredited-campuses' })).json<
    { campusName: string; expiresOn: string }[]
  >();

/** The certificate's public check (the one verification page's read). */
const verifyCertificate = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/Verify/accreditation-certificate/${token}` })
  ).json<{ valid: boolean; verdict: string; facts: { label: string; value: string }[] }>();

describe('an accreditation cycle', () => {
  let id = 0;
  let token = '';

  it('the commission enters a campus with its letter of intent; not twice', async () => {
    const entered = await call('ugcadmin', 'POST', '/AccreditationCycle', {
      campusId,
      datedOn: '2025-01-10',
      note: 'Letter received by post',
    });
    expect(entered.statusCode).toBe(201);
    const cycle = entered.json<CycleDetail>();
    id = cycle.id;
    expect(cycle).toMatchObject({
      campusId,
      cycleNumber: 1,
      stage: 'letterOfIntent',
      nextStage: 'eligibilityLetter',
      status: 'inProgress',
      can: { recordNext: true, withdraw: false, certificate: false },
    });
    expect(cycle.stages).toEqual([
      expect.objectContaining({ stage: 'letterOfIntent', datedOn: '2025-01-10' }),
    ]);
    const again = await call('ugcadmin', 'POST', '/AccreditationCycle', {
      campusId,
      datedOn: '2025-01-11',
    });
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again).campusId).toBe('This campus is already in an accreditation cycle.');
    // A campus does not enter itself; a date ahead of today is refused.
    expect(
      (
        await call('collegeadmin', 'POST', '/AccreditationCycle', {
          campusId,
          datedOn: '2025-01-10',
        })
      ).statusCode,
    ).toBe(403);
    const ahead = await call('ugcadmin', 'POST', '/AccreditationCycle', {
      campusId: otherCampusId,
      datedOn: addMonths(nepalToday(), 1),
    });
    expect(ahead.statusCode).toBe(400);
    expect(fieldsOf(ahead).datedOn).toBe('The date cannot be in the future.');
  });

  it('records each stage in order, dated no earlier than the last, by whom it belongs to', async () => {
    const skipped = await stage('ugcadmin', id, { stage: 'ssrSubmitted', datedOn: '2025-02-01' });
    expect(skipped.statusCode).toBe(400);
    expect(fieldsOf(skipped).stage).toBe('The next stage of this cycle is Eligibility Letter.');
    const byCampus = await stage('collegeadmin', id, {
      stage: 'eligibilityLetter',
      datedOn: '2025-02-01',
    });
    expect(byCampus.statusCode).toBe(403);
    const early = await stage('ugcadmin', id, {
      stage: 'eligibilityLetter',
      datedOn: '2025-01-05',
    });
    expect(early.statusCode).toBe(400);
    expect(fieldsOf(early).datedOn).toBe(
      'The date cannot be before the previous stage (2025-01-10).',
    );
    expect(
      (await stage('ugcadmin', id, { stage: 'eligibilityLetter', datedOn: '2025-02-01' }))
        .statusCode,
    ).toBe(200);
    // The campus submits its self-study report.
    const submitted = await stage('collegeadmin', id, {
      stage: 'ssrSubmitted',
      datedOn: '2025-03-01',
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<CycleDetail>().can.recordNext).toBe(false);
    const thin = await stage('ugcadmin', id, review(2));
    expect(thin.statusCode).toBe(400);
    expect(Object.values(fieldsOf(thin))).toContain(
      'At least three observations for each criterion',
    );
    const partial = await stage('ugcadmin', id, {
      ...review(),
      criteria: review().criteria.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    expect(Object.values(fieldsOf(partial))).toContain(
      'Each of the eight criteria is reviewed once',
    );
    expect((await stage('ugcadmin', id, review())).statusCode).toBe(200);
    const noChair = await stage('ugcadmin', id, {
      stage: 'peerTeamFormed',
      datedOn: '2025-05-01',
      members: [
        { name: 'Prof. A', role: 'member' },
        { name: 'Prof. B', role: 'member' },
      ],
    });
    expect(noChair.statusCode).toBe(400);
    expect(Object.values(fieldsOf(noChair))).toContain(
      'The team needs one chair and at least two other members',
    );
    for (const body of [
      {
        stage: 'peerTeamFormed',
        datedOn: '2025-05-01',
        members: [
          { name: 'Prof. Chair', role: 'chair', institution: 'Tribhuvan University' },
          { name: 'Dr. Member', role: 'member' },
          { name: 'Mr. Coordinator', role: 'coordinator' },
        ],
      },
      { stage: 'preVisit', datedOn: '2025-06-01' },
      { stage: 'finalVisit', datedOn: '2025-07-01', report: 'Recommended' },
      { stage: 'councilRecommendation', datedOn: '2025-08-01', recommendation: 'accredit' },
    ]) {
      const recorded = await stage('ugcadmin', id, body);
      expect(recorded.statusCode).toBe(200);
    }
  });

  it('awards it for at most five years, numbered, with a certificate; the lists show it', async () => {
    const tooLong = await stage('ugcadmin', id, {
      stage: 'award',
      datedOn: '2025-09-01',
      outcome: 'accredited',
      expiresOn: '2030-09-02',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldsOf(tooLong).expiresOn).toBe(
      'Valid until must be after the award date and at most five years after it',
    );
    const awarded = await stage('ugcadmin', id, {
      stage: 'award',
      datedOn: '2025-09-01',
      outcome: 'accredited',
      expiresOn: '2030-08-31',
    });
    expect(awarded.statusCode).toBe(200);
    const cycle = awarded.json<CycleDetail>();
    expect(cycle).toMatchObject({
      status: 'accredited',
      title: 'Accredited',
      standing: 'Accredited',
      awardedOn: '2025-09-01',
      expiresOn: '2030-08-31',
      nextStage: null,
      can: { recordNext: false, withdraw: true, certificate: true },
    });
    expect(cycle.expiresOnBs).toMatch(/^2087-/);
    // The first certificate of the campus's series of fiscal year 2082/83.
    expect(cycle.certificateNo).toBe(1);
    expect(cycle.stages.map((entry) => entry.stage)).toHaveLength(9);
    expect(
      (await stage('ugcadmin', id, { stage: 'award', datedOn: '2025-09-02' })).statusCode,
    ).toBe(400);
    // Accredited until 2030: no new cycle yet.
    const renewal = await call('ugcadmin', 'POST', '/AccreditationCycle', {
      campusId,
      datedOn: '2025-10-01',
    });
    expect(renewal.statusCode).toBe(409);
    expect(fieldsOf(renewal).campusId).toMatch(/accredited until 2030-08-31/);

    for (const who of ['ugcadmin', 'superadmin', 'collegeadmin', 'collegeuser']) {
      const list = await call(who, 'GET', '/AccreditationCycle?status=accredited');
      expect(list.statusCode).toBe(200);
      const rows = list.json<{ data: CycleRow[] }>().data;
      expect(rows.map((row) => row.campusId)).toContain(campusId);
    }
    expect((await call('student', 'GET', '/AccreditationCycle')).statusCode).toBe(403);
    expect(await publicList()).toContainEqual(
      expect.objectContaining({ expiresOn: '2030-08-31', title: 'Accredited' }),
    );
    const expiringSoon = await call('ugcadmin', 'GET', '/AccreditationCycle?standing=Expired');
    expect(expiringSoon.json<{ data: CycleRow[] }>().data.map((r) => r.id)).not.toContain(id);
    // The reports count it by campus type, under its university and its province.
    const [campus] = await t.db
      .select({ type: campuses.campusType, universityId: campuses.universityId })
      .from(campuses)
      .where(eq(campuses.id, campusId));
    type Report = {
      rows: { key: number | null; total: number }[];
      total: Record<string, number>;
      campuses: CycleRow[];
    };
    const report = async (who: string, query: string) => {
      const response = await call(who, 'GET', `/AccreditationReport${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<Report>();
    };
    const byUniversity = await report('ugcadmin', '?by=university');
    expect(byUniversity.total).toMatchObject({ total: 1, [campus!.type]: 1 });
    expect(byUniversity.rows).toEqual([
      expect.objectContaining({ key: campus!.universityId, total: 1 }),
    ]);
    expect((await report('ugcadmin', '?by=province')).total.total).toBe(1);
    expect((await report('collegeadmin', '?by=university')).total.total).toBe(1);
    expect((await report('otherCampus', '?by=university')).total.total).toBe(0);
    expect((await report('ugcadmin', '?expiringWithinMonths=6')).campuses).toEqual([]);
    const within5Years = await report('ugcadmin', '?expiringWithinMonths=60');
    expect(within5Years.campuses.map((row) => row.id)).toEqual([id]);
    const reportPdf = await call(
      'ugcadmin',
      'GET',
      '/AccreditationReport/Pdf?expiringWithinMonths=60',
    );
    expect(pdfText(reportPdf.rawPayload)).toContain('Accreditations Expiring within 60 Months');
    expect((await call('ugcadmin', 'GET', '/AccreditationReport?by=district')).statusCode).toBe(
      400,
    );
    const sheet = await call('ugcadmin', 'GET', '/AccreditationCycle/Export?status=accredited');
    expect(sheet.statusCode).toBe(200);
    const rows = (await workbookOf(sheet)).worksheets[0]!.getSheetValues();
    expect(JSON.stringify(rows)).toContain('2030-08-31');
  });

  it('mails the campus and the commission 6 months and 1 month before it expires, once each', async () => {
    expect(await sendExpiryReminders(t.app, '2029-12-01')).toBe(0);
    expect(await sendExpiryReminders(t.app, '2030-03-15')).toBe(1);
    expect(await sendExpiryReminders(t.app, '2030-04-15')).toBe(0);
    expect(await sendExpiryReminders(t.app, '2030-08-10')).toBe(1);
    expect(await sendExpiryReminders(t.app, '2030-08-11')).toBe(0);
    const mails = (await outbox(t)).filter((mail) =>
      /accreditation of .* expires on 2030-08-31/.test(mail.subject),
    );
    const to = mails.map((mail) => mail.to);
    expect(to.filter((address) => address === 'collegeadmin@hemis.test')).toHaveLength(2);
    expect(to.filter((address) => address === 'ugcadmin@hemis.test')).toHaveLength(2);
    // Each mail is written to the outbox as its send completes, not in the order they were sent.
    const recipients = ['collegeadmin@hemis.test', 'ugcadmin@hemis.test'];
    const sixMonths = mails.filter((mail) => /six months from now/.test(mail.text));
    const oneMonth = mails.filter((mail) => /one month from now/.test(mail.text));
    for (const address of recipients) {
      expect(sixMonths.filter((mail) => mail.to === address)).toHaveLength(1);
      expect(oneMonth.filter((mail) => mail.to === address)).toHaveLength(1);
    }
    expect(sixMonths[0]?.text).toMatch(/letter of intent/);
  });

  it('prints the certificate, whose QR check says valid, then withdrawn', async () => {
    const pdf = await call('collegeadmin', 'GET', `/AccreditationCycle/${id}/Pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('CERTIFICATE OF ACCREDITATION');
    expect(text).toMatch(/Valid until: .*2030-08-31/);
    const [row] = await t.db
      .select({ token: accreditationCycles.verificationToken })
      .from(accreditationCycles)
      .where(eq(accreditationCycles.id, id));
    token = row!.token!;
    expect(pdfLinks(pdf.rawPayload).some((link) => link.includes(token))).toBe(true);
    const valid = await verifyCertificate(token);
    expect(valid.valid).toBe(true);
    expect(valid.facts).toContainEqual({ label: 'Certificate No.', value: 'QAA/1' });
  });

  it('another campus reads none of it; the commission withdraws it', async () => {
    expect((await call('collegeadmin', 'GET', `/AccreditationCycle/${id}`)).statusCode).toBe(200);
    expect((await call('otherCampus', 'GET', `/AccreditationCycle/${id}`)).statusCode).toBe(404);
    const theirs = await call('otherCampus', 'GET', '/AccreditationCycle');
    expect(theirs.json<{ data: CycleRow[] }>().data).toEqual([]);
    expect(
      (await stage('otherCampus', id, { stage: 'ssrSubmitted', datedOn: '2025-03-01' })).statusCode,
    ).toBe(404);
    expect(
      (await call('collegeadmin', 'POST', `/AccreditationCycle/${id}/Withdraw`, { reason: 'x' }))
        .statusCode,
    ).toBe(403);
    const reasonless = await call('ugcadmin', 'POST', `/AccreditationCycle/${id}/Withdraw`, {});
    expect(reasonless.statusCode).toBe(400);
    const withdrawn = await call('ugcadmin', 'POST', `/AccreditationCycle/${id}/Withdraw`, {
      reason: 'Conditions of the award not met',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<CycleDetail>()).toMatchObject({ status: 'withdrawn', standing: null });
    expect((await publicList()).map((row) => row.expiresOn)).not.toContain('2030-08-31');
    expect(await verifyCertificate(token)).toMatchObject({
      valid: false,
      verdict:
        'This accreditation was withdrawn by the commission: Conditions of the award not met',
    });
    expect((await call('ugcadmin', 'GET', `/AccreditationCycle/${id}/Pdf`)).statusCode).toBe(409);
    expect((await call('ugcadmin', 'GET', '/AccreditationCycle/999999')).statusCode).toBe(404);
    // A withdrawn campus may begin again.
    const again = await call('ugcadmin', 'POST', '/AccreditationCycle', {
      campusId,
      datedOn: '2025-12-01',
    });
    expect(again.statusCode).toBe(201);
    const renewed = again.json<CycleDetail>();
    expect(renewed).toMatchObject({ cycleNumber: 2, title: 'Re-Accredited' });
    // Entered by mistake: removed while nothing follows its letter of intent, and only then.
    expect(
      (await call('collegeadmin', 'DELETE', `/AccreditationCycle/${renewed.id}`)).statusCode,
    ).toBe(403);
    expect((await call('ugcadmin', 'DELETE', `/AccreditationCycle/${id}`)).statusCode).toBe(409);
    expect((await call('ugcadmin', 'DELETE', `/AccreditationCycle/${renewed.id}`)).statusCode).toBe(
      204,
    );
    expect((await call('ugcadmin', 'GET', `/AccreditationCycle/${renewed.id}`)).statusCode).toBe(
      404,
    );
  });

  it('answers bad input with a field message, never a 500', async () => {
    for (const [url, body] of [
      ['/AccreditationCycle', {}],
      ['/AccreditationCycle', { campusId: 'x', datedOn: '2025-01-01' }],
      ['/AccreditationCycle', { campusId: 99999999, datedOn: '2025-01-01' }],
      ['/AccreditationCycle', { campusId, datedOn: '2025-13-45' }],
      [`/AccreditationCycle/${id}/Stage`, { stage: 'nothing', datedOn: '2025-01-01' }],
      [
        `/AccreditationCycle/${id}/Stage`,
        { stage: 'award', datedOn: '2025-01-01', outcome: 'maybe' },
      ],
    ] as const) {
      const response = await call('ugcadmin', 'POST', url, body);
      expect(response.statusCode).toBe(400);
    }
    for (const query of ['?status=gone', '?provinceId=9', '?page=0', '?colour=red']) {
      expect((await call('ugcadmin', 'GET', `/AccreditationCycle${query}`)).statusCode).toBe(400);
    }
  });
});

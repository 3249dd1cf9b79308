// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, outbox, tokenFor, withToken, type TestApp } from '../../test/helpers';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  RETURN_MESSAGES,
  type KnownRole,
  type OpenDataTable,
  type ReturnStatusAnswer,
  type ReturnTotalsAnswer,
  type StatisticalReturn,
} from '@hemis/shared-contracts';
import { campuses, fiscalYears, users } from '../../db/schema';
import { statisticalReturnFigures, statisticalReturns } from '../../db/return-tables';
import { ROLE_ACCOUNTS } from '../employees/test-fixtures';

/**
 * The annual statistical return's whole cycle through the API: the campus reads its return
 * filled from its data, corrects a figure (with a reason), meets a rule that blocks it,
 * explains the warnings and submits; the university endorses; the commission returns it; the
 * campus submits again (two submits at once make one); the commission accepts and publishes,
 * and the open data shows the year's national tables with small cells withheld. Reach, bad input
 * and the reminders are checked beside it.
 */

let t: TestApp;
const tokens = new Map<KnownRole, string>();
let year = 0;
let campusId = 0;
let otherUniversityCampus = 0;

const call = (role: KnownRole | null, options: InjectOptions) =>
  t.app.inject(role ? withToken(tokens.get(role) ?? '', options) : options);
const campusReturn = async (role: KnownRole, query = '') => {
  const response = await call(role, {
    method: 'GET',
    url: `/api/StatisticalReturn/Campus?fiscalYearId=${year}${query}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<StatisticalReturn>();
};
const save = (role: KnownRole, body: Record<string, unknown>) =>
  call(role, {
    method: 'PUT',
    url: '/api/StatisticalReturn/Campus',
    payload: { fiscalYearId: year, ...body },
  });
const submit = (role: KnownRole = 'CollegeAdmin') =>
  call(role, {
    method: 'POST',
    url: '/api/StatisticalReturn/Campus/Submit',
    payload: { fiscalYearId: year },
  });
const decide = (role: KnownRole, id: number, what: string, comment = '') =>
  call(role, {
    method: 'POST',
    url: `/api/StatisticalReturn/${id}/${what}`,
    payload: { comment },
  });

const CONTACTS = [
  {
    name: 'Ram Prasad Adhikari',
    post: 'Campus Chief',
    phone: '9851000001',
    email: 'chief@patan.test',
  },
  { name: 'Sita Karki', post: 'Account Officer', phone: '9851000002', email: '' },
];

/** The first enrolment cell of the return with students, as an address and its figures. */
function firstEnrolmentRow(shown: StatisticalReturn) {
  for (const section of shown.sections)
    for (const table of section.tables.filter((t) => t.key.startsWith('enrolment')))
      for (const row of table.rows)
        if ((row.cells.total?.computed ?? 0) > 0) return { table: table.key, row };
  throw new Error('the demo campus has no enrolment');
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of ROLE_ACCOUNTS) tokens.set(role, await tokenFor(t.app, email));
  const [active] = await t.db
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(and(eq(fiscalYears.isActive, true), isNull(fiscalYears.deletedAt)));
  year = active?.id ?? 0;
  const [admin] = await t.db
    .select({ campusId: users.campusId, universityId: users.universityId })
    .from(users)
    .where(eq(users.email, 'collegeadmin@hemis.test'));
  campusId = admin?.campusId ?? 0;
  const [other] = await t.db
    .select({ id: campuses.id })
    .from(campuses)
    .where(
      sql`${campuses.universityId} <> ${admin?.universityId ?? 0} and ${campuses.deletedAt} is null`,
    )
    .limit(1);
  otherUniversityCampus = other?.id ?? 0;
});

afterAll(async () => {
  await t.close();
});

describe('the statistical return', () => {
  let returnId = 0;

  it('opens filled from the campus data, each section with its source, nothing submitted', async () => {
    const shown = await campusReturn('CollegeAdmin');
    expect(shown).toMatchObject({ status: 'notStarted', id: null, campusId, number: null });
    expect(shown.actions).toEqual(['save', 'submit']);
    expect(shown.sections.map((s) => s.key)).toEqual([
      'enrolmentAnnual',
      'enrolmentSemester',
      'examStatus',
      'staff',
      'research',
      'infrastructure',
      'finance',
      'contacts',
    ]);
    for (const section of shown.sections) expect(section.source).not.toBe('');
    // The figures agree with the students on the roll, counted a second way.
    const { table, row } = firstEnrolmentRow(shown);
    const programId = Number(/^p(\d+)-/.exec(row.key)?.[1]);
    const unit = Number(/-[ys](\d+)$/.exec(row.key)?.[1]);
    const [{ n } = { n: -1 }] = (
      (await t.db.execute(sql`select count(*)::int as n from students s, fiscal_years y
        where y.id = ${year} and s.campus_id = ${campusId} and s.deleted_at is null
          and s.staged_job_id is null and s.program_id = ${programId}
          and s.year_or_semester = ${unit}
          and s.enrolled_from <= y.end_date
          and (s.enrolled_until is null or s.enrolled_until >= y.start_date)`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row.cells.total?.computed).toBe(n);
    expect(table).toMatch(/^enrolment/);
    // The short form holds its own tables.
    const prabhat = await campusReturn('CollegeAdmin', '&form=prabhat');
    expect(prabhat.sections.map((s) => s.key)).toEqual([
      'enrolmentAnnual',
      'enrolmentSemester',
      'examStatus',
      'staff',
      'contacts',
    ]);
    expect(prabhat.sections[3]?.tables.map((t) => t.key)).toEqual([
      'teachingByJoiningType',
      'nonTeachingByPost',
    ]);
  });

  it('keeps a corrected figure beside the computed one, with its reason; refuses it without', async () => {
    const shown = await campusReturn('CollegeAdmin');
    const { table, row } = firstEnrolmentRow(shown);
    const address = `${table}/${row.key}/total`;
    const computed = row.cells.total?.computed ?? 0;
    const noReason = await save('CollegeAdmin', {
      corrections: [{ address, value: computed + 2 }],
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ fields: Record<string, string> }>().fields[address]).toBe(
      RETURN_MESSAGES.reasonRequired,
    );
    const unknown = await save('CollegeAdmin', {
      corrections: [{ address: 'enrolmentAnnual/p999999-y1/total', value: 3, reason: 'x' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(await t.db.select().from(statisticalReturns)).toEqual([]);

    const saved = await save('CollegeAdmin', {
      corrections: [{ address, value: computed + 2, reason: 'Two students admitted late' }],
      contacts: CONTACTS,
      researchCell: true,
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json<StatisticalReturn>();
    expect(after.status).toBe('draft');
    expect(after.corrections).toEqual([
      { address, value: computed + 2, computed, reason: 'Two students admitted late' },
    ]);
    const cell = after.sections
      .flatMap((s) => s.tables)
      .find((t) => t.key === table)
      ?.rows.find((r) => r.key === row.key)?.cells.total;
    expect(cell).toEqual({ computed, value: computed + 2, corrected: true });
    expect(after.contacts).toHaveLength(2);
    expect(after.researchCell).toBe(true);
    returnId = after.id ?? 0;
  });

  it('is blocked by an error rule, and asks a comment for each warning', async () => {
    const shown = await campusReturn('CollegeAdmin');
    const { table, row } = firstEnrolmentRow(shown);
    const total = row.cells.total?.value ?? 0;
    const kept = shown.corrections.map(({ address, value, reason }) => ({
      address,
      value,
      reason,
    }));
    const blocked = await save('CollegeAdmin', {
      corrections: [
        ...kept,
        {
          address: `${table}/${row.key}/female`,
          value: total + 1,
          reason: 'Typed from the register',
        },
      ],
      contacts: CONTACTS,
    });
    expect(blocked.statusCode).toBe(200);
    const error = blocked
      .json<StatisticalReturn>()
      .findings.find((f) => f.rule === 'femaleNotAboveTotal');
    expect(error).toMatchObject({ level: 'error', subject: `${table}/${row.key}/female` });
    const refused = await submit();
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(RETURN_MESSAGES.blocked);

    // The female figure put back: only warnings are left, and they need their comments.
    const fixed = await save('CollegeAdmin', { corrections: kept, contacts: CONTACTS });
    const warnings = fixed.json<StatisticalReturn>().findings;
    expect(warnings.every((f) => f.level === 'warning')).toBe(true);
    if (warnings.length > 0) {
      const unexplained = await submit();
      expect(unexplained.statusCode).toBe(400);
      expect(unexplained.json<{ message: string }>().message).toBe(RETURN_MESSAGES.unexplained);
    }
    const explained = await save('CollegeAdmin', {
      corrections: kept,
      contacts: CONTACTS,
      comments: warnings.map((f) => ({ subject: f.subject, comment: 'Checked with the records' })),
    });
    expect(explained.json<StatisticalReturn>().findings.every((f) => f.comment)).toBe(true);
  });

  it('is submitted once, numbered, its figures frozen; the campus can no longer change it', async () => {
    const submitted = await submit();
    expect(submitted.statusCode).toBe(200);
    const shown = submitted.json<StatisticalReturn>();
    expect(shown).toMatchObject({ status: 'submitted', id: returnId, editable: false });
    expect(shown.number).toMatch(/\/1$/);
    expect(shown.actions).toEqual(['upload']);
    expect(shown.history.map((h) => [h.action, h.by])).toEqual([['submitted', 'College Admin']]);
    const cells = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(statisticalReturnFigures)
      .where(eq(statisticalReturnFigures.returnId, returnId));
    expect(cells[0]?.n).toBeGreaterThan(0);
    const again = await save('CollegeAdmin', { contacts: CONTACTS });
    expect(again.statusCode).toBe(409);
    expect((await submit()).statusCode).toBe(409);
  });

  it('is signed off by the reach that may: the university endorses, the commission returns it', async () => {
    expect((await decide('CollegeAdmin', returnId, 'Endorse')).statusCode).toBe(403);
    expect((await decide('UniAdmin', returnId, 'Accept')).statusCode).toBe(403);
    const status = await call('UniAdmin', {
      method: 'GET',
      url: `/api/StatisticalReturn/Status?fiscalYearId=${year}&status=submitted`,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json<ReturnStatusAnswer>().rows.map((r) => r.campusId)).toContain(campusId);
    const endorsed = await decide('UniAdmin', returnId, 'Endorse', 'Figures match our records');
    expect(endorsed.statusCode).toBe(200);
    expect(endorsed.json<StatisticalReturn>().status).toBe('endorsed');
    expect((await decide('UniAdmin', returnId, 'Endorse')).statusCode).toBe(409);

    const noComment = await decide('UgcAdmin', returnId, 'Return');
    expect(noComment.statusCode).toBe(400);
    const returned = await decide('UgcAdmin', returnId, 'Return', 'Research grants are missing');
    expect(returned.statusCode).toBe(200);
    const shown = returned.json<StatisticalReturn>();
    expect(shown.status).toBe('returned');
    expect(shown.history.map((h) => [h.action, h.comment])).toEqual([
      ['submitted', null],
      ['endorsed', 'Figures match our records'],
      ['returned', 'Research grants are missing'],
    ]);
    expect((await campusReturn('CollegeAdmin')).actions).toEqual(['save', 'submit']);
  });

  it('is submitted again once when sent twice at once, and accepted by the commission', async () => {
    const [first, second] = await Promise.all([submit(), submit()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const shown = await campusReturn('CollegeAdmin');
    expect(shown.number).toMatch(/\/2$/);
    expect(shown.history.filter((h) => h.action === 'submitted')).toHaveLength(2);
    const accepted = await decide('UgcAdmin', returnId, 'Accept', '');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<StatisticalReturn>().status).toBe('accepted');
  });

  it('prints as a PDF whose QR code verifies the return', async () => {
    const pdf = await call('CollegeAdmin', {
      method: 'GET',
      url: `/api/StatisticalReturn/${returnId}/Pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [row] = await t.db
      .select({ token: statisticalReturns.verificationToken })
      .from(statisticalReturns)
      .where(eq(statisticalReturns.id, returnId));
    const check = await call(null, {
      method: 'GET',
      url: `/api/Verify/statistical-return/${row?.token}`,
    });
    expect(check.json()).toMatchObject({ valid: true, documentTitle: 'Statistical Return' });
  });

  it("adds the accepted figures to the commission's totals, then publishes them as open data", async () => {
    const totals = await call('UgcAdmin', {
      method: 'GET',
      url: `/api/StatisticalReturn/Totals?fiscalYearId=${year}`,
    });
    expect(totals.statusCode).toBe(200);
    const answer = totals.json<ReturnTotalsAnswer>();
    expect(answer.acceptedReturns).toBe(1);
    const shown = await campusReturn('CollegeAdmin');
    const enrolled = shown.sections
      .filter((s) => s.key.startsWith('enrolment'))
      .flatMap((s) => s.tables)
      .flatMap((table) => table.rows)
      .reduce((sum, row) => sum + (row.cells.total?.value ?? 0), 0);
    const byProvince = answer.tables.find((table) => table.key === 'enrolmentByProvince');
    expect(byProvince?.rows.reduce((sum, row) => sum + (row.values.total ?? 0), 0)).toBe(enrolled);

    expect(
      (await call(null, { method: 'GET', url: `/api/open-data/${year}/enrolment-by-province` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('UniAdmin', {
          method: 'POST',
          url: `/api/StatisticalReturnCycle/${year}/Publish`,
        })
      ).statusCode,
    ).toBe(403);
    const published = await call('UgcAdmin', {
      method: 'POST',
      url: `/api/StatisticalReturnCycle/${year}/Publish`,
    });
    expect(published.statusCode).toBe(200);
    expect(
      (
        await call('UgcAdmin', {
          method: 'POST',
          url: `/api/StatisticalReturnCycle/${year}/Publish`,
        })
      ).statusCode,
    ).toBe(409);

    const years = await call(null, { method: 'GET', url: '/api/open-data' });
    expect(years.json<{ fiscalYearId: number }[]>().map((y) => y.fiscalYearId)).toEqual([year]);
    const table = await call(null, {
      method: 'GET',
      url: `/api/open-data/${year}/enrolment-by-province`,
    });
    expect(table.statusCode).toBe(200);
    const open = table.json<OpenDataTable>();
    for (const row of open.rows)
      for (const value of Object.values(row.values))
        expect(
          value === '<5' ||
            value === 'x' ||
            (typeof value === 'number' && (value === 0 || value >= 5)),
        ).toBe(true);
    const csv = await call(null, {
      method: 'GET',
      url: `/api/open-data/${year}/enrolment-by-province?format=csv`,
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('Group,Female,Male,Other');
    expect(
      (await call(null, { method: 'GET', url: `/api/open-data/${year}/no-such-table` })).statusCode,
    ).toBe(404);
  });
});

describe('reach and bad input', () => {
  it('keeps each caller to its reach', async () => {
    const other = await call('CollegeAdmin', {
      method: 'GET',
      url: `/api/StatisticalReturn/Campus?fiscalYearId=${year}&campusId=${otherUniversityCampus}`,
    });
    expect(other.statusCode).toBe(403);
    const uni = await call('UniAdmin', {
      method: 'GET',
      url: `/api/StatisticalReturn/Campus?fiscalYearId=${year}&campusId=${otherUniversityCampus}`,
    });
    expect(uni.statusCode).toBe(403);
    const nation = await call('UgcAdmin', {
      method: 'GET',
      url: `/api/StatisticalReturn/Campus?fiscalYearId=${year}&campusId=${otherUniversityCampus}`,
    });
    expect(nation.statusCode).toBe(200);
    expect(nation.json<StatisticalReturn>().actions).toEqual([]);
    // The university's status page holds its own campuses only; the nation's every campus.
    const [uniStatus, nationStatus] = await Promise.all(
      (['UniAdmin', 'UgcAdmin'] as const).map((role) =>
        call(role, {
          method: 'GET',
          url: `/api/StatisticalReturn/Status?fiscalYearId=${year}&pageSize=200`,
        }),
      ),
    );
    const [{ n: all } = { n: 0 }] = (
      (await t.db.execute(
        sql`select count(*)::int as n from campuses where deleted_at is null`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(nationStatus!.json<ReturnStatusAnswer>().total).toBe(all);
    expect(uniStatus!.json<ReturnStatusAnswer>().total).toBeLessThan(all);
    expect(uniStatus!.json<ReturnStatusAnswer>().rows.map((r) => r.campusId)).not.toContain(
      otherUniversityCampus,
    );
    expect(
      (
        await call('Student', {
          method: 'GET',
          url: `/api/StatisticalReturn/Status?fiscalYearId=${year}`,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('answers bad input with a message, never a 500', async () => {
    for (const url of [
      '/api/StatisticalReturn/Campus?fiscalYearId=999999',
      '/api/StatisticalReturn/Campus?fiscalYearId=abc',
      '/api/StatisticalReturn/Campus',
      `/api/StatisticalReturn/Campus?fiscalYearId=${year}&form=other`,
      `/api/StatisticalReturn/Status?fiscalYearId=${year}&status=lost`,
    ]) {
      const response = await call('UgcAdmin', { method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 400]);
    }
    expect(
      (await call('UgcAdmin', { method: 'GET', url: '/api/StatisticalReturn/999999' })).statusCode,
    ).toBe(404);
    expect((await save('CollegeAdmin', { contacts: [...CONTACTS, ...CONTACTS] })).statusCode).toBe(
      400,
    );
    expect((await save('CollegeAdmin', { extra: 1 })).statusCode).toBe(400);
    expect(
      (await call(null, { method: 'GET', url: '/api/open-data/abc/graduates' })).statusCode,
    ).toBe(400);
  });
});

describe('rules and reminders', () => {
  it('lets the commission change a rule, and no one else', async () => {
    const rules = await call('CollegeAdmin', { method: 'GET', url: '/api/StatisticalReturnRule' });
    const change = rules
      .json<{ id: number; kind: string }[]>()
      .find((r) => r.kind === 'changeFromLastYear');
    const refused = await call('CollegeAdmin', {
      method: 'PATCH',
      url: `/api/StatisticalReturnRule/${change?.id}`,
      payload: { threshold: 10 },
    });
    expect(refused.statusCode).toBe(403);
    const changed = await call('UgcAdmin', {
      method: 'PATCH',
      url: `/api/StatisticalReturnRule/${change?.id}`,
      payload: { threshold: 25, level: 'error' },
    });
    expect(changed.json()).toMatchObject({ threshold: 25, level: 'error' });
  });

  it('reminds each campus that has not submitted, once, 14 days before the deadline', async () => {
    const [next] = await t.db
      .insert(fiscalYears)
      .values({ label: '2099/00', startDate: '2099-07-16', endDate: '2100-07-15', isActive: false })
      .returning({ id: fiscalYears.id });
    const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const set = await call('UgcAdmin', {
      method: 'PUT',
      url: `/api/StatisticalReturnCycle/${next?.id}`,
      payload: { deadline },
    });
    expect(set.json()).toMatchObject({ deadline });
    const before = (await outbox(t)).length;
    const first = await call('UgcAdmin', {
      method: 'POST',
      url: '/api/StatisticalReturnCycle/Reminders',
    });
    expect(first.json<{ sent: number }>().sent).toBeGreaterThan(0);
    const again = await call('UgcAdmin', {
      method: 'POST',
      url: '/api/StatisticalReturnCycle/Reminders',
    });
    expect(again.json()).toEqual({ sent: 0 });
    const mails = (await outbox(t)).slice(before);
    expect(
      mails.some((m) => m.to === 'collegeadmin@hemis.test' && /2099\/00/.test(m.subject)),
    ).toBe(true);
    expect(mails[0]?.text).toMatch(/What to do/);
  });
});

import { CONTACTS, firstEnrolmentRow, returnsTestApp, type ReturnsTest } from './test-fixtures';
import { eq, sql } from 'drizzle-orm';
import {
  RETURN_MESSAGES,
  type OpenDataTable,
  type ReturnStatusAnswer,
  type ReturnTotalsAnswer,
  type StatisticalReturn,
} from '@hemis/shared-contracts';
import { statisticalReturnFigures, statisticalReturns } from '../../db/schema/statistical-returns';
import { PDF, multipart } from '../employees/test-fixtures';

/**
 * The annual statistical return's whole cycle through the API: the campus reads its return
 * filled from its data, corrects a figure (with a reason), meets a rule that blocks it,
 * explains the warnings and submits; the university endorses; the commission returns it; the
 * campus submits again (two submits at once make one); the commission accepts and publishes,
 * and the open data shows the year's national tables with small cells withheld. Reach, bad input
 * and the reminders are checked beside it.
 */

let r: ReturnsTest;
const call: ReturnsTest['call'] = (...args) => r.call(...args);
const campusReturn: ReturnsTest['campusReturn'] = (...args) => r.campusReturn(...args);
const save: ReturnsTest['save'] = (...args) => r.save(...args);
const submit: ReturnsTest['submit'] = (...args) => r.submit(...args);
const decide: ReturnsTest['decide'] = (...args) => r.decide(...args);

beforeAll(async () => {
  r = await returnsTestApp();
});

afterAll(async () => {
  await r.t.close();
});

describe('the statistical return', () => {
  let returnId = 0;

  it('opens filled from the campus data, each section with its source, nothing submitted', async () => {
    const shown = await campusReturn('CollegeAdmin');
    expect(shown).toMatchObject({
      status: 'notStarted',
      id: null,
      campusId: r.campusId,
      number: null,
    });
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
      (await r.t.db.execute(sql`select count(*)::int as n from students s, fiscal_years y
        where y.id = ${r.year} and s.campus_id = ${r.campusId} and s.deleted_at is null
          and s.staged_job_id is null and s.program_id = ${programId}
          and s.year_or_semester = ${unit}
          and s.enrolled_from <= y.end_date
          and (s.enrolled_until is null or s.enrolled_until >= y.start_date)`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row.cells.total?.computed).toBe(n);
    // The infrastructure lines agree with the campus's records too.
    const [infra] = (
      (await r.t.db.execute(sql`select
          (select count(*) from lands where campus_id = ${r.campusId} and deleted_at is null)::int
            as lands,
          (select coalesce(sum(classrooms), 0) from buildings where campus_id = ${r.campusId}
            and deleted_at is null)::int as classrooms`)) as unknown as {
        rows: { lands: number; classrooms: number }[];
      }
    ).rows;
    const infrastructure = shown.sections.find((s) => s.key === 'infrastructure')?.tables[0];
    const line = (key: string) => infrastructure?.rows.find((r) => r.key === key)?.cells.count;
    expect(line('land')?.computed).toBe(infra?.lands);
    expect(line('classrooms')?.computed).toBe(infra?.classrooms);
    expect((infra?.lands ?? 0) + (infra?.classrooms ?? 0)).toBeGreaterThan(0);
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
    // Nothing of this year was written (the demo holds last year's accepted returns).
    expect(
      await r.t.db
        .select()
        .from(statisticalReturns)
        .where(eq(statisticalReturns.fiscalYearId, r.year)),
    ).toEqual([]);

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
    const cells = await r.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(statisticalReturnFigures)
      .where(eq(statisticalReturnFigures.returnId, returnId));
    expect(cells[0]?.n).toBeGreaterThan(0);
    const again = await save('CollegeAdmin', { contacts: CONTACTS });
    expect(again.statusCode).toBe(409);
    expect((await submit()).statusCode).toBe(409);
  });

  it('keeps one signed copy: a second is a 409 until the commission returns the return', async () => {
    const upload = () => {
      const body = multipart({ fiscalYearId: String(r.year) }, [
        { field: 'file', name: 'signed.pdf', data: PDF, type: 'application/pdf' },
      ]);
      return call('CollegeAdmin', {
        method: 'POST',
        url: '/api/UploadReport',
        payload: body.payload,
        headers: body.headers,
      });
    };
    expect((await upload()).statusCode).toBe(201);
    expect((await upload()).statusCode).toBe(409);
    const shown = await campusReturn('CollegeAdmin');
    expect(shown.signedReturnId).not.toBeNull();
    expect(shown.actions).toEqual([]);
  });

  it('is signed off by the reach that may: the university endorses, the commission returns it', async () => {
    expect((await decide('CollegeAdmin', returnId, 'Endorse')).statusCode).toBe(403);
    expect((await decide('UniAdmin', returnId, 'Accept')).statusCode).toBe(403);
    const status = await call('UniAdmin', {
      method: 'GET',
      url: `/api/StatisticalReturn/Status?fiscalYearId=${r.year}&status=submitted`,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json<ReturnStatusAnswer>().rows.map((r) => r.campusId)).toContain(r.campusId);
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
    const again = await campusReturn('CollegeAdmin');
    expect(again.actions).toEqual(['save', 'submit']);
    // The signed copy of what was returned is taken back: the corrected one is uploaded anew.
    expect(again.signedReturnId).toBeNull();
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
    const [row] = await r.t.db
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
      url: `/api/StatisticalReturn/Totals?fiscalYearId=${r.year}`,
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
      (await call(null, { method: 'GET', url: `/api/open-data/${r.year}/enrolment-by-province` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('UniAdmin', {
          method: 'POST',
          url: `/api/StatisticalReturnCycle/${r.year}/Publish`,
        })
      ).statusCode,
    ).toBe(403);
    const published = await call('UgcAdmin', {
      method: 'POST',
      url: `/api/StatisticalReturnCycle/${r.year}/Publish`,
    });
    expect(published.statusCode).toBe(200);
    expect(
      (
        await call('UgcAdmin', {
          method: 'POST',
          url: `/api/StatisticalReturnCycle/${r.year}/Publish`,
        })
      ).statusCode,
    ).toBe(409);

    const years = await call(null, { method: 'GET', url: '/api/open-data' });
    // The demo's last year was published at its start; this year is now published too.
    expect(years.json<{ fiscalYearId: number }[]>().map((y) => y.fiscalYearId)).toContain(r.year);
    const table = await call(null, {
      method: 'GET',
      url: `/api/open-data/${r.year}/enrolment-by-province`,
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
      url: `/api/open-data/${r.year}/enrolment-by-province?format=csv`,
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('Group,Female,Male,Other');
    expect(
      (await call(null, { method: 'GET', url: `/api/open-data/${r.year}/no-such-table` }))
        .statusCode,
    ).toBe(404);
  });
});

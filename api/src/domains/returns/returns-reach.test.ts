import { CONTACTS, returnsTestApp, type ReturnsTest } from './test-fixtures';
import { outbox } from '../../test/helpers';
import { sql } from 'drizzle-orm';
import type { ReturnStatusAnswer, StatisticalReturn } from '@hemis/shared-contracts';
import { fiscalYears } from '../../db/schema';
import { workbookOf } from '../../test/workbooks';
import { sendReminders } from './reminders';

/**
 * The statistical return's reach, bad input, rules and reminders: each caller reads and signs
 * off only its reach; bad input is a 400 or 404 with a message; the commission alone changes a
 * rule; a campus that has not submitted is reminded once.
 */

let r: ReturnsTest;
const call: ReturnsTest['call'] = (...args) => r.call(...args);
const save: ReturnsTest['save'] = (...args) => r.save(...args);

beforeAll(async () => {
  r = await returnsTestApp();
});

afterAll(async () => {
  await r.t.close();
});

describe('reach and bad input', () => {
  it('keeps each caller to its reach', async () => {
    const other = await call('CollegeAdmin', {
      method: 'GET',
      url: `/api/StatisticalReturn/Campus?fiscalYearId=${r.year}&campusId=${r.otherUniversityCampus}`,
    });
    expect(other.statusCode).toBe(403);
    const uni = await call('UniAdmin', {
      method: 'GET',
      url: `/api/StatisticalReturn/Campus?fiscalYearId=${r.year}&campusId=${r.otherUniversityCampus}`,
    });
    expect(uni.statusCode).toBe(403);
    const nation = await call('UgcAdmin', {
      method: 'GET',
      url: `/api/StatisticalReturn/Campus?fiscalYearId=${r.year}&campusId=${r.otherUniversityCampus}`,
    });
    expect(nation.statusCode).toBe(200);
    expect(nation.json<StatisticalReturn>().actions).toEqual([]);
    // The university's status page holds its own campuses only; the nation's every campus.
    const [uniStatus, nationStatus] = await Promise.all(
      (['UniAdmin', 'UgcAdmin'] as const).map((role) =>
        call(role, {
          method: 'GET',
          url: `/api/StatisticalReturn/Status?fiscalYearId=${r.year}&pageSize=200`,
        }),
      ),
    );
    const [{ n: all } = { n: 0 }] = (
      (await r.t.db.execute(
        sql`select count(*)::int as n from campuses where deleted_at is null`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(nationStatus!.json<ReturnStatusAnswer>().total).toBe(all);
    expect(uniStatus!.json<ReturnStatusAnswer>().total).toBeLessThan(all);
    expect(uniStatus!.json<ReturnStatusAnswer>().rows.map((r) => r.campusId)).not.toContain(
      r.otherUniversityCampus,
    );
    // The university's export holds every campus of its status page.
    const exported = await call('UniAdmin', {
      method: 'GET',
      url: `/api/StatisticalReturn/Status/Export?fiscalYearId=${r.year}`,
    });
    expect(exported.statusCode).toBe(200);
    const sheet = (await workbookOf(exported)).getWorksheet('Campuses');
    expect((sheet?.rowCount ?? 0) - 3).toBe(uniStatus!.json<ReturnStatusAnswer>().total);
    expect(
      (
        await call('Student', {
          method: 'GET',
          url: `/api/StatisticalReturn/Status?fiscalYearId=${r.year}`,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('answers bad input with a message, never a 500', async () => {
    for (const url of [
      '/api/StatisticalReturn/Campus?fiscalYearId=999999',
      '/api/StatisticalReturn/Campus?fiscalYearId=abc',
      '/api/StatisticalReturn/Campus',
      `/api/StatisticalReturn/Campus?fiscalYearId=${r.year}&form=other`,
      `/api/StatisticalReturn/Status?fiscalYearId=${r.year}&status=lost`,
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
    const [next] = await r.t.db
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
    const before = (await outbox(r.t)).length;
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
    const mails = (await outbox(r.t)).slice(before);
    expect(
      mails.some((m) => m.to === 'collegeadmin@hemis.test' && /2099\/00/.test(m.subject)),
    ).toBe(true);
    expect(mails[0]?.text).toMatch(/What to do/);
  });

  it('reminds 3 days before the deadline, then tells each university which campuses missed it', async () => {
    const [year] = await r.t.db
      .insert(fiscalYears)
      .values({ label: '2101/02', startDate: '2101-07-16', endDate: '2102-07-15', isActive: false })
      .returning({ id: fiscalYears.id });
    await call('UgcAdmin', {
      method: 'PUT',
      url: `/api/StatisticalReturnCycle/${year?.id}`,
      payload: { deadline: '2102-08-10' },
    });
    const before = (await outbox(r.t)).length;
    expect(await sendReminders(r.t.app, '2102-08-08')).toBeGreaterThan(0);
    expect(await sendReminders(r.t.app, '2102-08-09')).toBe(0);
    // (The year of the test before is overdue by then: its university mails come too.)
    const soon = (await outbox(r.t)).slice(before).filter((m) => m.subject.includes('2101/02'));
    expect(soon.length).toBeGreaterThan(0);
    expect(soon.every((m) => /2101\/02 is due on 2102-08-10/.test(m.subject))).toBe(true);
    expect(soon.some((m) => /\(2 days from today\)/.test(m.text))).toBe(true);

    const after = (await outbox(r.t)).length;
    expect(await sendReminders(r.t.app, '2102-08-12')).toBeGreaterThan(0);
    expect(await sendReminders(r.t.app, '2102-08-13')).toBe(0);
    const late = (await outbox(r.t)).slice(after).filter((m) => m.subject.includes('2101/02'));
    const university = late.find((m) => m.to === 'uniadmin@hemis.test');
    expect(university?.subject).toMatch(/campuses missed the statistical return 2101\/02/);
    expect(university?.text).toMatch(/These campuses of your university have not submitted it/);
    // Campuses are not mailed again after the deadline: their university follows it up.
    expect(late.some((m) => m.to === 'collegeadmin@hemis.test')).toBe(false);
  });
});

// The shared setup comes first: it loads the test helpers before the app.
import { t, tokens, call } from './program.testing';
import { eq, gte, sql } from 'drizzle-orm';
import { FISCAL_YEAR_MESSAGES, fiscalYearOf, nepalToday } from '@hemis/shared-contracts';
import { auditLog, fiscalYears } from '../../db/schema';
import { seedReferenceData } from '../../db/seed';

describe('FiscalYear', () => {
  it('is seeded 2078/79 up to the year today falls in (2083/84 and later), that one active', async () => {
    const today = fiscalYearOf(nepalToday());
    const response = await call(tokens.collegeuser!, {
      method: 'GET',
      url: '/api/FiscalYear/GetFiscalYearsForSelection',
    });
    const rows =
      response.json<{ label: string; startDate: string; endDate: string; isActive: boolean }[]>();
    const labels = rows.map((row) => row.label);
    expect(labels[0]).toBe(today?.label);
    expect(labels.slice(-6).reverse()).toEqual([
      '2078/79',
      '2079/80',
      '2080/81',
      '2081/82',
      '2082/83',
      '2083/84',
    ]);
    expect(rows.find((row) => row.label === '2081/82')).toMatchObject({
      startDate: '2024-07-16',
      endDate: '2025-07-16',
    });
    expect(rows.find((row) => row.label === '2083/84')).toMatchObject({
      startDate: '2026-07-17',
      endDate: '2027-07-16',
    });
    expect(rows.filter((row) => row.isActive).map((row) => row.label)).toEqual([today?.label]);
  });

  it('is public to read, for the fiscal year page visitors see; writes still need a session', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/FiscalYear/GetFiscalYearsForSelection',
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ label: string }[]>().map((row) => row.label)).toContain('2083/84');
    for (const [method, url] of [
      ['POST', '/api/FiscalYear'],
      ['PUT', '/api/FiscalYear/1'],
      ['GET', '/api/FiscalYear'],
    ] as const) {
      const write = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(write.statusCode).toBe(401);
    }
  });

  it("an older database gets the years since its newest at start, today's active", async () => {
    const today = fiscalYearOf(nepalToday())!;
    await t.db.transaction(async (tx) => {
      // An older database had no rows in these years; the demo's rows of them (vouchers,
      // grants, entries) are left aside rather than deleted table by table.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(fiscalYears).where(gte(fiscalYears.startDate, '2026-07-17'));
      await tx.update(fiscalYears).set({ isActive: true }).where(eq(fiscalYears.label, '2082/83'));
    });
    await seedReferenceData(t.db);
    const active = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    expect(active.map((row) => row.label)).toEqual([today.label]);
    const added = await t.db.select().from(fiscalYears).where(eq(fiscalYears.label, '2083/84'));
    expect(added).toHaveLength(1);
    // A second start changes nothing.
    const before = await t.db.select().from(fiscalYears);
    await seedReferenceData(t.db);
    expect(await t.db.select().from(fiscalYears)).toHaveLength(before.length);
  });

  it('switches the active year in one transaction and never leaves none active', async () => {
    const [old] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.label, '2081/82'));
    const [current] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.label, '2082/83'));
    const put = await call(tokens.ugcadmin!, {
      method: 'PUT',
      url: `/api/FiscalYear/${old!.id}`,
      payload: { isActive: true },
    });
    expect(put.statusCode).toBe(200);
    const active = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    expect(active.map((row) => row.label)).toEqual(['2081/82']);
    const off = await call(tokens.ugcadmin!, {
      method: 'PUT',
      url: `/api/FiscalYear/${old!.id}`,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ fields: { isActive: FISCAL_YEAR_MESSAGES.keepOneActive } });
    const remove = await call(tokens.ugcadmin!, {
      method: 'DELETE',
      url: `/api/FiscalYear/${old!.id}`,
    });
    expect(remove.statusCode).toBe(400);
    const created = await call(tokens.admin!, {
      method: 'POST',
      url: '/api/FiscalYear',
      payload: { label: '2090/91', startDate: '2033-07-16', endDate: '2034-07-16', isActive: true },
    });
    expect(created.statusCode).toBe(201);
    const after = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    expect(after.map((row) => row.label)).toEqual(['2090/91']);
    const back = await call(tokens.ugcadmin!, {
      method: 'PUT',
      url: `/api/FiscalYear/${current!.id}`,
      payload: { isActive: true },
    });
    expect(back.statusCode).toBe(200);
    expect(
      (
        await call(tokens.ugcadmin!, { method: 'GET', url: `/api/FiscalYear/${current!.id}` })
      ).json(),
    ).toMatchObject({ isActive: true });
  });

  it('checks the label, the dates and duplicates; only nation roles write', async () => {
    const bad = await call(tokens.ugcadmin!, {
      method: 'POST',
      url: '/api/FiscalYear',
      payload: { label: '2090/92', startDate: '2033-07-16', endDate: '2033-07-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fields: {
        label: FISCAL_YEAR_MESSAGES.labelSequence,
        endDate: FISCAL_YEAR_MESSAGES.endAfterStart,
      },
    });
    const duplicate = await call(tokens.ugcadmin!, {
      method: 'POST',
      url: '/api/FiscalYear',
      payload: { label: '2081/82', startDate: '2024-07-16', endDate: '2025-07-16' },
    });
    expect(duplicate.statusCode).toBe(409);
    const campus = await call(tokens.collegeadmin!, {
      method: 'POST',
      url: '/api/FiscalYear',
      payload: { label: '2091/92', startDate: '2034-07-16', endDate: '2035-07-16' },
    });
    expect(campus.statusCode).toBe(403);
    const list = await call(tokens.collegeuser!, {
      method: 'GET',
      url: '/api/FiscalYear?isActive=true&page=1',
    });
    expect(list.json()).toMatchObject({ total: 1 });
  });
});

describe('Batch, EmployeePositions and EthinicGroup (PUT)', () => {
  it('adds and changes rows with PUT; PATCH is not their method', async () => {
    const batch = await call(tokens.collegeadmin!, {
      method: 'POST',
      url: '/api/Batch',
      payload: { batchName: '2084 Batch', batchYear: 2084 },
    });
    expect(batch.statusCode).toBe(201);
    const id = batch.json<{ id: number }>().id;
    const put = await call(tokens.collegeadmin!, {
      method: 'PUT',
      url: `/api/Batch/${id}`,
      payload: { remarks: 'Fall intake' },
    });
    expect(put.statusCode).toBe(200);
    expect(
      (await call(tokens.collegeadmin!, { method: 'PATCH', url: `/api/Batch/${id}`, payload: {} }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(tokens.collegeadmin!, { method: 'GET', url: `/api/Batch/${id}` })).json(),
    ).toMatchObject({ remarks: 'Fall intake' });

    const post = await call(tokens.ugcadmin!, {
      method: 'POST',
      url: '/api/EmployeePositions',
      payload: { positionName: 'Reader', category: 'teaching' },
    });
    expect(post.statusCode).toBe(201);
    const dupPost = await call(tokens.ugcadmin!, {
      method: 'POST',
      url: '/api/EmployeePositions',
      payload: { positionName: 'professor', category: 'teaching' },
    });
    expect(dupPost.statusCode).toBe(409);
    const posts = await call(tokens.collegeuser!, {
      method: 'GET',
      url: '/api/EmployeePositions?pageSize=100',
    });
    expect(
      posts.json<{ data: { positionName: string }[] }>().data.map((row) => row.positionName),
    ).toEqual(
      expect.arrayContaining(['Professor', 'Lecturer', 'Teaching Assistant', 'Accountant']),
    );
    const denied = await call(tokens.uniadmin!, {
      method: 'PUT',
      url: `/api/EmployeePositions/${post.json<{ id: number }>().id}`,
      payload: { rank: 3 },
    });
    expect(denied.statusCode).toBe(403);

    const groups = await call(tokens.collegeuser!, {
      method: 'GET',
      url: '/api/EthinicGroup?equityCategory=dalit&pageSize=100',
    });
    expect(groups.json<{ data: { name: string }[] }>().data.map((row) => row.name)).toContain(
      'Kami',
    );
    const group = await call(tokens.ugcadmin!, {
      method: 'POST',
      url: '/api/EthinicGroup',
      payload: { name: 'Hyolmo', equityCategory: 'janajati' },
    });
    expect(group.statusCode).toBe(201);
    const changed = await call(tokens.ugcadmin!, {
      method: 'PUT',
      url: `/api/EthinicGroup/${group.json<{ id: number }>().id}`,
      payload: { nepaliName: 'ह्योल्मो' },
    });
    expect(changed.statusCode).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'EthinicGroup'));
    expect(audits.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audits[1]?.detail).toMatchObject({ fields: ['nepaliName'] });
  });
});

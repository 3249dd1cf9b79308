// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, createUser, tokenFor, withToken, type TestApp } from '../../test/helpers';
import { eq, gte, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  FISCAL_YEAR_MESSAGES,
  SEMESTER_NAMES,
  SUBJECT_SEMESTER_REQUIRED,
  SUBJECT_YEAR_REQUIRED,
  YEAR_NAMES,
  fiscalYearOf,
  nepalToday,
} from '@hemis/shared-contracts';
import { auditLog, fiscalYears, programs } from '../../db/schema';
import { seedReferenceData } from '../../db/seed';
import { NATION_CAMPUSES, PROGRAMS } from '../../db/seed-nation-plan';

let t: TestApp;
const tokens: Record<string, string> = {};
let otherCampusAdmin = '';
let csit = 0;
let bbs = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['ugcadmin', 'uniadmin', 'collegeadmin', 'collegeuser', 'student', 'admin']) {
    tokens[role] = await tokenFor(t.app, `${role}@hemis.test`);
  }
  const other = await createUser(t.db, { role: 'CollegeAdmin', campusId: 50, universityId: 1 });
  otherCampusAdmin = await tokenFor(t.app, other.email);
  const rows = await t.db.select({ id: programs.id, code: programs.code }).from(programs);
  csit = rows.find((row) => row.code === 'CSIT')?.id ?? 0;
  bbs = rows.find((row) => row.code === 'BBS')?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const call = (token: string, options: InjectOptions) => t.app.inject(withToken(token, options));
type Json = Record<string, unknown>;

describe('Subject', () => {
  const subject = (extra: Json) => ({
    subjectName: 'Discrete Structures',
    shortName: 'DS',
    code: 'CSC160',
    subjectType: 'regular',
    ...extra,
  });

  it('requires a semester for semester programs and clears the year', async () => {
    const missing = await call(tokens.collegeadmin!, {
      method: 'POST',
      url: '/api/Subject',
      payload: subject({ programId: csit, year: 1 }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { semester: SUBJECT_SEMESTER_REQUIRED } });
    const ok = await call(tokens.collegeadmin!, {
      method: 'POST',
      url: '/api/Subject',
      payload: subject({ programId: csit, semester: 2, year: 1 }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ semester: 2, year: null, campusId: 49 });
  });

  it('requires a year for annual programs and clears the semester', async () => {
    const missing = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/Subject',
      payload: subject({ programId: bbs, code: 'X1', semester: 3 }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { year: SUBJECT_YEAR_REQUIRED } });
    const ok = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/Subject',
      payload: subject({ programId: bbs, code: 'X1', semester: 3, year: 2 }),
    });
    expect(ok.statusCode).toBe(201);
    const row = ok.json<Json>();
    expect(row).toMatchObject({ year: 2, semester: null });
    // The rule is re-checked over the merged row on update.
    const cleared = await call(tokens.uniadmin!, {
      method: 'PATCH',
      url: `/api/Subject/${String(row.id)}`,
      payload: { year: null },
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toMatchObject({ fields: { year: SUBJECT_YEAR_REQUIRED } });
    // The program is locked: sent back unchanged it is fine, changed it is refused.
    const same = await call(tokens.uniadmin!, {
      method: 'PATCH',
      url: `/api/Subject/${String(row.id)}`,
      payload: { programId: bbs, subjectName: 'Business Law' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ subjectName: 'Business Law' });
    const moved = await call(tokens.uniadmin!, {
      method: 'PATCH',
      url: `/api/Subject/${String(row.id)}`,
      payload: { programId: csit },
    });
    expect(moved.statusCode).toBe(400);
  });

  it('refuses a duplicate code within a program and an unknown program', async () => {
    const duplicate = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/Subject',
      payload: subject({ programId: csit, code: 'csc109', semester: 1 }),
    });
    expect(duplicate.statusCode).toBe(409);
    const unknown = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/Subject',
      payload: subject({ programId: 99999, semester: 1 }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { programId: 'Program was not found' } });
  });

  it('lists subjects with their program and isRegular, filtered by program, semester and year', async () => {
    const response = await call(tokens.collegeuser!, {
      method: 'GET',
      url: `/api/Subject/GetAllSubjects?programId=${csit}&semester=1`,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json<Json[]>();
    expect(rows.length).toBe(5);
    expect(rows[0]).toMatchObject({
      programId: csit,
      semester: 1,
      isRegular: true,
      program: { id: csit, programType: 'semester' },
      labels: { programId: 'BSc Computer Science and Information Technology' },
    });
    const byYear = await call(tokens.collegeuser!, {
      method: 'GET',
      url: `/api/Subject/GetAllSubjects?programId=${bbs}&year=4`,
    });
    expect(byYear.json<Json[]>()).toEqual([
      expect.objectContaining({ code: 'MGT201', isRegular: false, subjectType: 'optional' }),
    ]);
  });

  it('gives the semester and year lists (plain ordinal names)', async () => {
    const semesters = await call(tokens.collegeuser!, {
      method: 'GET',
      url: '/api/StudentUpgrade/Semesters',
    });
    expect(semesters.json()).toEqual(SEMESTER_NAMES);
    const years = await call(tokens.collegeuser!, {
      method: 'GET',
      url: '/api/studentupgrade/years',
    });
    expect(years.json()).toEqual(YEAR_NAMES);
  });
});

describe('ProgramMgmt and college programs', () => {
  it('lists programs (plain arrays) and the programs a campus runs', async () => {
    const all = await call(tokens.collegeadmin!, {
      method: 'GET',
      url: '/api/ProgramMgmt/GetAllPrograms',
    });
    expect(all.json<Json[]>().length).toBe(5);
    const ofTu = await call(tokens.ugcadmin!, {
      method: 'GET',
      url: '/api/ProgramMgmt/GetAllPrograms/1',
    });
    expect(ofTu.json<Json[]>().length).toBe(5);
    const ofKu = await call(tokens.ugcadmin!, {
      method: 'GET',
      url: '/api/ProgramMgmt/GetAllPrograms/2',
    });
    // Kathmandu University's programs are those of the national demo.
    expect(
      ofKu
        .json<{ code: string }[]>()
        .map((row) => row.code)
        .sort(),
    ).toEqual(
      PROGRAMS.filter((row) => row.university === 'KU')
        .map((row) => row.code)
        .sort(),
    );
    const run = await call(tokens.collegeadmin!, {
      method: 'GET',
      url: '/api/ProgramMgmt/GetProgramByCOllegeId?collegeid=49',
    });
    expect(
      run
        .json<{ code: string }[]>()
        .map((row) => row.code)
        .sort(),
    ).toEqual(['BA', 'BBS', 'CSIT']);
    const foreign = await call(otherCampusAdmin, {
      method: 'GET',
      url: '/api/programmgmt/getprogrambycollegeid?collegeid=49',
    });
    expect(foreign.json()).toEqual([]);
    // Without collegeid (a campus screen's program choices): the caller's campus's programs,
    // or every program in reach above campuses.
    const codes = async (token: string) =>
      (await call(token, { method: 'GET', url: '/api/ProgramMgmt/GetProgramByCOllegeId' }))
        .json<{ code: string }[]>()
        .map((row) => row.code)
        .sort();
    expect(await codes(tokens.collegeuser!)).toEqual(['BA', 'BBS', 'CSIT']);
    const inReach = await call(tokens.uniadmin!, {
      method: 'GET',
      url: '/api/ProgramMgmt/GetAllPrograms',
    });
    expect(await codes(tokens.uniadmin!)).toEqual(
      inReach
        .json<{ code: string }[]>()
        .map((row) => row.code)
        .sort(),
    );
    expect((await codes(tokens.uniadmin!)).length).toBeGreaterThan(3);
    const college = await call(tokens.uniadmin!, {
      method: 'GET',
      url: '/api/ProgramMgmt/GetCollegePrograms',
    });
    const rows = college.json<Json[]>();
    // Campus 49's three and Patan's two, and those of the national demo's Tribhuvan campuses.
    expect(rows.length).toBe(
      5 +
        NATION_CAMPUSES.filter((row) => row.university === 'TU').reduce(
          (total, row) => total + row.programs.length,
          0,
        ),
    );
    expect(rows[0]).toHaveProperty('program.programName');
    expect(rows[0]).toHaveProperty('campusName');
    const mine = await call(tokens.collegeadmin!, {
      method: 'GET',
      url: '/api/ProgramMgmt/GetCollegePrograms',
    });
    expect(mine.json<Json[]>().every((row) => row.campusId === 49)).toBe(true);
  });

  it('adds a program with faculty and level, and a college program for the campus', async () => {
    const program = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/ProgramMgmt',
      payload: {
        facultyId: 1,
        levelId: 1,
        programName: 'Bachelor of Information Management',
        shortName: 'BIM',
        programType: 'semester',
        duration: 4,
      },
    });
    expect(program.statusCode).toBe(201);
    const id = program.json<{ id: number }>().id;
    const run = await call(tokens.collegeadmin!, {
      method: 'POST',
      url: '/api/CollegeProgram',
      payload: { programId: id, approvalDate: '2024-01-15', intake: 60 },
    });
    expect(run.statusCode).toBe(201);
    expect(run.json()).toMatchObject({ campusId: 49, universityId: 1, intake: 60 });
    const again = await call(tokens.collegeadmin!, {
      method: 'POST',
      url: '/api/CollegeProgram',
      payload: { programId: id },
    });
    expect(again.statusCode).toBe(409);
    // A university user names the campus, and only one of its own.
    const noCampus = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/CollegeProgram',
      payload: { programId: id },
    });
    expect(noCampus.statusCode).toBe(400);
    expect(noCampus.json()).toMatchObject({ fields: { campusId: 'Campus is required' } });
    const kuCampus = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/CollegeProgram',
      payload: { programId: id, campusId: 53 },
    });
    expect(kuCampus.statusCode).toBe(400);
    const patan = await call(tokens.uniadmin!, {
      method: 'POST',
      url: '/api/CollegeProgram',
      payload: { programId: id, campusId: 50, intake: 40 },
    });
    expect(patan.statusCode).toBe(201);
    expect(patan.json()).toMatchObject({ campusId: 50, universityId: 1 });
    const readOnly = await call(tokens.collegeuser!, {
      method: 'POST',
      url: '/api/CollegeProgram',
      payload: { programId: id },
    });
    expect(readOnly.statusCode).toBe(403);
  });
});

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

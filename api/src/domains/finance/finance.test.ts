// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, type TestApp } from '../../test/helpers';
import { signedInRoles } from '../../test/signed-in';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  BUDGET_MESSAGES,
  CAMPUS_MESSAGES,
  HEAD_MESSAGES,
  type KnownRole,
} from '@hemis/shared-contracts';
import { campuses, employees, fiscalYears, programs, subjects } from '../../db/schema';

/**
 * Grants, the income and expenditure statement, the section figures and the teaching load, for
 * every role: who reads what, who may write, and bad input refused with field messages.
 */

const signedIn = signedInRoles();
let t: TestApp;
let activeYear = 0;
let tu = 0;
let otherCampus = 0;
let otherUniversityCampus = 0;

const { call } = signedIn;

beforeAll(async () => {
  t = signedIn.t;
  const [year] = await t.db
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(eq(fiscalYears.isActive, true));
  activeYear = year?.id ?? 0;
  const all = await t.db
    .select({ id: campuses.id, universityId: campuses.universityId, name: campuses.campusName })
    .from(campuses)
    .where(isNull(campuses.deletedAt));
  tu = all.find((campus) => campus.id === 49)?.universityId ?? 0;
  // Patan Multiple Campus: the demo campus that enters its income and expenditure directly.
  otherCampus = all.find((campus) => campus.name?.includes('Patan'))?.id ?? 0;
  otherUniversityCampus = all.find((campus) => campus.universityId !== tu)?.id ?? 0;
});

const grant = (overrides: Record<string, unknown> = {}) => ({
  fiscalYearId: activeYear,
  universityId: tu,
  campusId: 49,
  budgetNature: 'capital',
  purpose: `Library extension ${Math.random().toString(36).slice(2, 8)}`,
  allocated: 1_000_000.5,
  released: 400_000.25,
  ...overrides,
});

describe('grants (University Budget)', () => {
  it('the commission grants; the amounts are kept exactly; spending is as reported', async () => {
    const created = await call('UgcAdmin', {
      method: 'POST',
      url: '/api/BudgetGrant',
      payload: grant({ campusId: otherCampus, spentReported: 100_000.1 }),
    });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({
      allocated: 1_000_000.5,
      released: 400_000.25,
      spentPaisa: 10_000_010,
      spentFrom: 'reported',
      universityId: tu,
      campusId: otherCampus,
    });
  });

  it("reads a campus's spending from its approved vouchers, by recurrent or capital head", async () => {
    const recurrent = await call('UgcAdmin', {
      method: 'POST',
      url: '/api/BudgetGrant',
      payload: grant({ budgetNature: 'recurrent', spentReported: 1 }),
    });
    // Salary 3,50,000 and electricity 12,500 of the demo vouchers are recurrent heads.
    expect(json(recurrent)).toMatchObject({ spentPaisa: 36_250_000, spentFrom: 'vouchers' });
    const capital = await call('UgcAdmin', {
      method: 'POST',
      url: '/api/BudgetGrant',
      payload: grant({ budgetNature: 'capital' }),
    });
    expect(json(capital)).toMatchObject({ spentPaisa: 0, spentFrom: 'vouchers' });
  });

  it.each(['CollegeAdmin', 'CollegeUser', 'UniAdmin', 'Student'] as KnownRole[])(
    '%s cannot grant or change a grant',
    async (role) => {
      const made = await call(role, { method: 'POST', url: '/api/BudgetGrant', payload: grant() });
      expect(made.statusCode).toBe(403);
      const list = await call('UgcAdmin', { method: 'GET', url: '/api/BudgetGrant?pageSize=100' });
      const first = (json(list).data as { id: number }[])[0];
      const changed = await call(role, {
        method: 'PATCH',
        url: `/api/BudgetGrant/${first?.id ?? 1}`,
        payload: { released: 1 },
      });
      expect([403, 404]).toContain(changed.statusCode);
    },
  );

  it('each recipient reads its own grants: a campus its campus, a university all of its own', async () => {
    const campusRows = json(
      await call('CollegeAdmin', { method: 'GET', url: '/api/BudgetGrant?pageSize=100' }),
    ).data as { campusId: number | null; universityId: number }[];
    expect(campusRows.length).toBeGreaterThan(0);
    expect(campusRows.every((row) => row.campusId === 49)).toBe(true);
    const universityRows = json(
      await call('UniAdmin', { method: 'GET', url: '/api/BudgetGrant?pageSize=100' }),
    ).data as { campusId: number | null; universityId: number }[];
    expect(universityRows.some((row) => row.campusId === null)).toBe(true);
    expect(universityRows.every((row) => row.universityId === tu)).toBe(true);
    const student = await call('Student', { method: 'GET', url: '/api/BudgetGrant' });
    expect(student.statusCode).toBe(403);
  });

  it('refuses more released than allocated, and a campus of another university', async () => {
    const over = await call('UgcAdmin', {
      method: 'POST',
      url: '/api/BudgetGrant',
      payload: grant({ allocated: 100, released: 200 }),
    });
    expect(over.statusCode).toBe(400);
    expect(json(over).fields).toMatchObject({ released: BUDGET_MESSAGES.releasedOverAllocated });
    if (otherUniversityCampus) {
      const outside = await call('UgcAdmin', {
        method: 'POST',
        url: '/api/BudgetGrant',
        payload: grant({ campusId: otherUniversityCampus }),
      });
      expect(outside.statusCode).toBe(400);
      expect(json(outside).fields).toMatchObject({
        campusId: CAMPUS_MESSAGES.campusOutsideUniversity,
      });
    }
    const floats = await call('UgcAdmin', {
      method: 'POST',
      url: '/api/BudgetGrant',
      payload: grant({ allocated: 'a lot' }),
    });
    expect(floats.statusCode).toBe(400);
  });
});

describe('income and expense heads', () => {
  it('an income head needs its source; an expense head its nature, and keeps no source', async () => {
    const noSource = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/IncomeExpenseHead',
      payload: { headName: 'Hostel Fee', headType: 'income' },
    });
    expect(noSource.statusCode).toBe(400);
    expect(json(noSource).fields).toMatchObject({ incomeSource: HEAD_MESSAGES.sourceRequired });
    const expense = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/IncomeExpenseHead',
      payload: {
        headName: 'Fuel',
        headType: 'expense',
        budgetNature: 'recurrent',
        incomeSource: 'fees',
      },
    });
    expect(expense.statusCode).toBe(201);
    expect(json(expense)).toMatchObject({ budgetNature: 'recurrent', incomeSource: null });
  });
});

describe('the income and expenditure statement', () => {
  type FinanceStatement = {
    totalIncomePaisa: number;
    totalExpenditurePaisa: number;
    surplusPaisa: number;
    campuses: number;
    campusesWithAccounts: number;
    incomeBySource: { source: string; amountPaisa: number }[];
    lines: { headName: string; enteredPaisa: number; amountPaisa: number }[];
  };
  const statementOf = async (role: KnownRole, query = '') => {
    const response = await call(role, {
      method: 'GET',
      url: `/api/PublicFinance/Statement${query}`,
    });
    return { status: response.statusCode, body: response.json<FinanceStatement>() };
  };

  it('reads a campus that keeps its accounts here from its approved vouchers', async () => {
    const { status, body } = await statementOf('CollegeAdmin', `?fiscalYearId=${activeYear}`);
    expect(status).toBe(200);
    expect(body.campuses).toBe(1);
    expect(body.campusesWithAccounts).toBe(1);
    expect(body.lines.every((line) => line.enteredPaisa === 0)).toBe(true);
    // The demo vouchers: tuition 5,00,000 and the UGC grant 12,00,000 received; salary 3,50,000
    // and electricity 12,500 paid.
    expect(body.totalIncomePaisa).toBe(170_000_000);
    expect(body.totalExpenditurePaisa).toBe(36_250_000);
    expect(body.incomeBySource.find((row) => row.source === 'ugcGrant')?.amountPaisa).toBe(
      120_000_000,
    );
  });

  it('sums the entries of a campus that keeps no accounts here, by head and source', async () => {
    const patan = otherCampus;
    const { body } = await statementOf('UgcAdmin', `?fiscalYearId=${activeYear}&campusId=${patan}`);
    expect(body.campusesWithAccounts).toBe(0);
    expect(body.totalIncomePaisa).toBe(245_000_000);
    expect(body.totalExpenditurePaisa).toBe(198_000_000);
    expect(body.surplusPaisa).toBe(47_000_000);
    expect(body.incomeBySource.find((row) => row.source === 'fees')?.amountPaisa).toBe(245_000_000);
  });

  it('a university and the commission read wider; a campus cannot read another campus', async () => {
    const nation = await statementOf('UgcAdmin');
    expect(nation.status).toBe(200);
    expect(nation.body.campuses).toBeGreaterThan(1);
    const university = await statementOf('UniAdmin');
    expect(university.body.campuses).toBeLessThanOrEqual(nation.body.campuses);
    if (otherCampus) {
      const narrowed = await statementOf('CollegeAdmin', `?campusId=${otherCampus}`);
      expect(narrowed.body.campuses).toBe(0);
      expect(narrowed.body.lines).toEqual([]);
    }
    expect((await statementOf('Student')).status).toBe(403);
  });

  it('exports the statement as a workbook; bad filters are a 400', async () => {
    const file = await call('CollegeAdmin', {
      method: 'GET',
      url: '/api/PublicFinance/Statement/Export',
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const bad = await call('CollegeAdmin', {
      method: 'GET',
      url: '/api/PublicFinance/Statement?fiscalYearId=abc',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('section home figures', () => {
  it.each([
    ['/api/OtherSetup/Figures', 'fiscalYears'],
    ['/api/ProgramMgmt/Figures', 'programs'],
    ['/api/PublicFinance/Figures', 'income'],
  ])('%s answers the section figures', async (url, key) => {
    const response = await call('CollegeAdmin', { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const figures = json(response).figures as { key: string; value: number }[];
    expect(figures.find((entry) => entry.key === key)?.value).toBeGreaterThan(0);
    expect((await call('Student', { method: 'GET', url })).statusCode).toBe(403);
  });
});

describe('teaching load', () => {
  it('gives a teacher classes, takes the year or semester from the subject, and sums them', async () => {
    const teachers = json(
      await call('CollegeAdmin', { method: 'GET', url: '/api/TeachingLoad/Teachers' }),
    ) as unknown as { id: number; fullName: string; fullLoad: number }[];
    expect(teachers.length).toBeGreaterThan(0);
    const teacher = teachers[0];
    if (!teacher) throw new Error('no teacher');
    expect(teacher.fullName).toMatch(/\S+ \S+/);
    const [subject] = await t.db
      .select({ id: subjects.id, programId: subjects.programId, semester: subjects.semester })
      .from(subjects)
      .where(and(isNull(subjects.deletedAt), isNotNull(subjects.semester)))
      .limit(1);
    if (!subject?.programId) throw new Error('no subject');
    const load = {
      fiscalYearId: activeYear,
      employeeId: teacher.id,
      programId: subject.programId,
      subjectId: subject.id,
      section: 'A',
      periodsPerWeek: 6,
    };
    const created = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/TeachingLoad',
      payload: load,
    });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ semester: subject.semester, campusId: 49 });
    expect(json(created).labels).toMatchObject({ employeeId: teacher.fullName });

    const again = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/TeachingLoad',
      payload: load,
    });
    expect(again.statusCode).toBe(409);

    const [otherProgram] = await t.db
      .select({ id: programs.id })
      .from(programs)
      .where(and(isNull(programs.deletedAt)))
      .limit(5);
    const wrongProgram = await call('CollegeAdmin', {
      method: 'POST',
      url: '/api/TeachingLoad',
      payload: {
        ...load,
        section: 'B',
        programId:
          otherProgram?.id === subject.programId ? subject.programId + 1000 : otherProgram?.id,
      },
    });
    expect(wrongProgram.statusCode).toBe(400);

    const [stranger] = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(isNull(employees.deletedAt), eq(employees.employeeType, 'nonTeaching')))
      .limit(1);
    if (stranger) {
      const notTeacher = await call('CollegeAdmin', {
        method: 'POST',
        url: '/api/TeachingLoad',
        payload: { ...load, employeeId: stranger.id, section: 'C' },
      });
      expect(notTeacher.statusCode).toBe(400);
      // Only teaching staff can be chosen: a non-teaching employee is no teacher at all.
      expect(json(notTeacher).fields).toHaveProperty('employeeId');
    }

    const summary = json(
      await call('CollegeAdmin', {
        method: 'GET',
        url: `/api/TeachingLoad/Summary?fiscalYearId=${activeYear}`,
      }),
    ) as unknown as { employeeId: number; periodsPerWeek: number; classes: number }[];
    expect(summary.find((row) => row.employeeId === teacher.id)).toMatchObject({
      periodsPerWeek: 6,
      classes: 1,
    });
    // A university reads its campuses' loads but does not set them; a student reads nothing.
    expect(
      (await call('UniAdmin', { method: 'POST', url: '/api/TeachingLoad', payload: load }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('Student', { method: 'GET', url: '/api/TeachingLoad/Summary' })).statusCode,
    ).toBe(403);
  });
});

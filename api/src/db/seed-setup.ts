/**
 * Setup masters. National reference lists (fiscal years, ethnic groups with their equity
 * category, employee posts, student age groups, income/expense heads) go into every database,
 * each only while its table is empty (an administrator's later edits and deletions stay). The
 * demo set adds faculties, levels, programs, subjects and the rest for Tribhuvan University and
 * campus 49.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  BRANDING_CAMPUS_ID,
  fiscalYearOf,
  fiscalYearStartingIn,
  nepalToday,
  type FiscalYearSpan,
} from '@hemis/shared-contracts';
import type { Database } from './client';
import { LEVELS, type LevelKey } from './national/plan';
import {
  batches,
  budgetGrants,
  budgetSetups,
  centralDepartments,
  collegePrograms,
  departments,
  employeePositions,
  ethnicGroups,
  faculties,
  fiscalYears,
  holidays,
  incomeExpenditureEntries,
  incomeExpenseHeads,
  levels,
  majorSubjects,
  programs,
  sections,
  studentAgeGroups,
  subjects,
} from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The first fiscal year every database holds. */
const FIRST_FISCAL_YEAR = 2078;

/**
 * Fiscal years (Shrawan 1 to the end of Asar, BS) from 2078/79 up to the one today falls in,
 * by Nepal's calendar; that one is active.
 */
export function fiscalYearsUpTo(today: string = nepalToday()): FiscalYearSpan[] {
  const current = fiscalYearOf(today);
  const last = current ? Number(current.label.slice(0, 4)) : FIRST_FISCAL_YEAR;
  const years: FiscalYearSpan[] = [];
  for (let year = FIRST_FISCAL_YEAR; year <= last; year += 1) {
    const span = fiscalYearStartingIn(year);
    if (span) years.push(span);
  }
  return years;
}

/**
 * A new database gets every fiscal year up to today's, today's active. An existing one gets
 * the years that began since its newest (deleted ones count, so an administrator's deletions
 * stay); when today's year is among them it becomes the active one.
 */
async function seedFiscalYears(db: Database): Promise<void> {
  const years = fiscalYearsUpTo();
  const current = years.at(-1);
  if (!current) return;
  await db.transaction(async (tx) => {
    const [newest] = await tx
      .select({ startDate: fiscalYears.startDate })
      .from(fiscalYears)
      .orderBy(desc(fiscalYears.startDate))
      .limit(1);
    const missing = years.filter((year) => !newest?.startDate || year.startDate > newest.startDate);
    if (missing.length === 0) return;
    await tx.update(fiscalYears).set({ isActive: false }).where(eq(fiscalYears.isActive, true));
    await tx
      .insert(fiscalYears)
      .values(missing.map((year) => ({ ...year, isActive: year.label === current.label })));
  });
}

const GROUPS: Record<string, readonly string[]> = {
  dalit: [
    'Kami',
    'Damai/Dholi',
    'Sarki',
    'Badi',
    'Gandarbha (Gaine)',
    'Chamar/Harijan/Ram',
    'Musahar',
    'Dusadh/Paswan',
    'Tatma',
    'Khatwe',
    'Dom',
  ],
  janajati: [
    'Magar',
    'Tharu',
    'Tamang',
    'Newar',
    'Rai',
    'Gurung',
    'Limbu',
    'Sherpa',
    'Chepang',
    'Sunuwar',
    'Thakali',
    'Majhi',
    'Danuwar',
    'Rajbanshi',
    'Dhimal',
  ],
  madhesi: ['Yadav', 'Teli', 'Koiri/Kushwaha', 'Kurmi', 'Kalwar', 'Sonar', 'Mallaha', 'Kewat'],
  muslim: ['Muslim'],
  brahminChhetri: ['Brahmin (Hill)', 'Chhetri', 'Thakuri', 'Sanyasi/Dasnami', 'Brahmin (Tarai)'],
  others: ['Marwadi', 'Bengali', 'Punjabi/Sikh', 'Others'],
};

export const EMPLOYEE_POSITIONS = [
  { positionName: 'Professor', shortName: 'Prof.', category: 'teaching' },
  { positionName: 'Associate Professor', shortName: 'Assoc. Prof.', category: 'teaching' },
  { positionName: 'Assistant Professor', shortName: 'Asst. Prof.', category: 'teaching' },
  { positionName: 'Lecturer', shortName: 'Lect.', category: 'teaching' },
  { positionName: 'Teaching Assistant', shortName: 'TA', category: 'teaching' },
  { positionName: 'Instructor', shortName: 'Instr.', category: 'teaching' },
  { positionName: 'Campus Chief', shortName: 'Chief', category: 'administrative' },
  {
    positionName: 'Administrative Officer',
    shortName: 'Admin. Officer',
    category: 'administrative',
  },
  { positionName: 'Section Officer', shortName: 'SO', category: 'administrative' },
  { positionName: 'Accountant', shortName: 'Acct.', category: 'administrative' },
  { positionName: 'Librarian', shortName: 'Lib.', category: 'technical' },
  { positionName: 'Lab Assistant', shortName: 'Lab Asst.', category: 'technical' },
  { positionName: 'Computer Operator', shortName: 'Comp. Op.', category: 'technical' },
  { positionName: 'Office Assistant', shortName: 'Office Asst.', category: 'other' },
] as const;

export const AGE_GROUPS = [
  { groupName: 'Below 18', minAge: null, maxAge: 17 },
  { groupName: '18-22', minAge: 18, maxAge: 22 },
  { groupName: '23-27', minAge: 23, maxAge: 27 },
  { groupName: '28-32', minAge: 28, maxAge: 32 },
  { groupName: 'Above 32', minAge: 33, maxAge: null },
] as const;

const HEADS = [
  { headName: 'Tuition Fee', headType: 'income', incomeSource: 'fees', code: 'I-101' },
  { headName: 'Admission Fee', headType: 'income', incomeSource: 'fees', code: 'I-102' },
  { headName: 'Examination Fee', headType: 'income', incomeSource: 'fees', code: 'I-103' },
  { headName: 'UGC Grant', headType: 'income', incomeSource: 'ugcGrant', code: 'I-201' },
  { headName: 'Government Grant', headType: 'income', incomeSource: 'government', code: 'I-301' },
  { headName: 'Donations', headType: 'income', incomeSource: 'donation', code: 'I-401' },
  {
    headName: 'Interest and Other Income',
    headType: 'income',
    incomeSource: 'other',
    code: 'I-501',
  },
  {
    headName: 'Salary and Allowances',
    headType: 'expense',
    budgetNature: 'recurrent',
    code: 'E-101',
  },
  {
    headName: 'Electricity and Water',
    headType: 'expense',
    budgetNature: 'recurrent',
    code: 'E-201',
  },
  { headName: 'Library Books', headType: 'expense', budgetNature: 'capital', code: 'E-301' },
  {
    headName: 'Repair and Maintenance',
    headType: 'expense',
    budgetNature: 'recurrent',
    code: 'E-401',
  },
  {
    headName: 'Buildings and Construction',
    headType: 'expense',
    budgetNature: 'capital',
    code: 'E-501',
  },
  {
    headName: 'Equipment and Furniture',
    headType: 'expense',
    budgetNature: 'capital',
    code: 'E-601',
  },
] as const;

async function isEmpty(db: Database | Tx, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

export async function seedSetupReference(db: Database): Promise<void> {
  await seedFiscalYears(db);
  if (await isEmpty(db, ethnicGroups)) {
    await db
      .insert(ethnicGroups)
      .values(
        Object.entries(GROUPS).flatMap(([equityCategory, names]) =>
          names.map((name) => ({ name, equityCategory })),
        ),
      );
  }
  if (await isEmpty(db, employeePositions)) {
    await db
      .insert(employeePositions)
      .values(EMPLOYEE_POSITIONS.map((post, index) => ({ ...post, rank: index + 1 })));
  }
  if (await isEmpty(db, studentAgeGroups)) {
    await db
      .insert(studentAgeGroups)
      .values(AGE_GROUPS.map((group, index) => ({ ...group, sortOrder: index + 1 })));
  }
  if (await isEmpty(db, incomeExpenseHeads)) {
    await db.insert(incomeExpenseHeads).values([...HEADS]);
  }
}

/** The demo set for Tribhuvan University (id `tu`), campus 49 and campus `patan`. */
export async function seedSetupDemo(
  tx: Tx,
  ids: { tu: number; patan: number | undefined },
): Promise<void> {
  const { tu } = ids;
  const patan = ids.patan ?? BRANDING_CAMPUS_ID;
  const campus49 = { universityId: tu, campusId: BRANDING_CAMPUS_ID };
  const uni = { universityId: tu, campusId: null };

  const facultyRows = await tx
    .insert(faculties)
    .values([
      {
        ...uni,
        facultyName: 'Science and Technology',
        facultyType: 'technical',
        shortName: 'IOST',
        code: 'FST',
      },
      { ...uni, facultyName: 'Management', facultyType: 'general', shortName: 'FOM', code: 'FOM' },
      {
        ...uni,
        facultyName: 'Humanities and Social Sciences',
        facultyType: 'general',
        shortName: 'FOHSS',
        code: 'FHSS',
      },
      { ...uni, facultyName: 'Education', facultyType: 'general', shortName: 'FOE', code: 'FOE' },
      {
        ...campus49,
        facultyName: 'Computer Applications',
        facultyType: 'technical',
        shortName: 'BCA',
        code: 'BMC-CA',
        detail: 'Campus faculty for the BCA program',
      },
    ])
    .returning({ id: faculties.id });
  const [science, management, humanities, education] = facultyRows.map((row) => row.id);

  const levelRows = await tx
    .insert(levels)
    .values([
      ...LEVELS.map(({ levelName, shortName, code }) => ({ ...uni, levelName, shortName, code })),
      { ...campus49, levelName: 'Bridge Course', shortName: 'BC', code: 'BMC-L1' },
    ])
    .returning({ id: levels.id, code: levels.code });
  // By key, not position: LEVELS may gain a level anywhere.
  const levelOf = (key: LevelKey) => {
    const code = LEVELS.find((level) => level.key === key)?.code;
    return levelRows.find((row) => row.code === code)?.id;
  };
  const bachelor = levelOf('B');
  const master = levelOf('M');
  if (!science || !management || !humanities || !education || !bachelor || !master) return;

  const programRows = await tx
    .insert(programs)
    .values([
      {
        ...uni,
        facultyId: science,
        levelId: bachelor,
        programName: 'BSc Computer Science and Information Technology',
        shortName: 'BSc CSIT',
        code: 'CSIT',
        programType: 'semester',
        duration: 4,
      },
      {
        ...uni,
        facultyId: management,
        levelId: bachelor,
        programName: 'Bachelor of Business Studies',
        shortName: 'BBS',
        code: 'BBS',
        programType: 'annual',
        duration: 4,
      },
      {
        ...uni,
        facultyId: humanities,
        levelId: bachelor,
        programName: 'Bachelor of Arts',
        shortName: 'BA',
        code: 'BA',
        programType: 'annual',
        duration: 4,
      },
      {
        ...uni,
        facultyId: education,
        levelId: bachelor,
        programName: 'Bachelor of Education',
        shortName: 'BEd',
        code: 'BEd',
        programType: 'annual',
        duration: 4,
      },
      {
        ...uni,
        facultyId: management,
        levelId: master,
        programName: 'Master of Business Studies',
        shortName: 'MBS',
        code: 'MBS',
        programType: 'semester',
        duration: 2,
      },
    ])
    .returning({ id: programs.id });
  const [csit, bbs, ba, , mbs] = programRows.map((row) => row.id);
  if (!csit || !bbs || !ba || !mbs) return;

  const sem = (semester: number) => ({ ...uni, programId: csit, semester, year: null });
  const yr = (year: number) => ({ ...uni, programId: bbs, year, semester: null });
  await tx.insert(subjects).values([
    {
      ...sem(1),
      subjectName: 'Introduction to Information Technology',
      shortName: 'IIT',
      code: 'CSC109',
      subjectType: 'regular',
    },
    {
      ...sem(1),
      subjectName: 'C Programming',
      shortName: 'C',
      code: 'CSC110',
      subjectType: 'regular',
    },
    {
      ...sem(1),
      subjectName: 'Digital Logic',
      shortName: 'DL',
      code: 'CSC111',
      subjectType: 'regular',
    },
    {
      ...sem(1),
      subjectName: 'Mathematics I',
      shortName: 'MTH I',
      code: 'MTH112',
      subjectType: 'regular',
    },
    { ...sem(1), subjectName: 'Physics', shortName: 'PHY', code: 'PHY113', subjectType: 'regular' },
    // The third semester, where the demo student studies: her exams have papers to sit.
    ...(
      [
        ['Data Structures and Algorithms', 'DSA', 'CSC206'],
        ['Numerical Method', 'NM', 'CSC207'],
        ['Computer Architecture', 'CA', 'CSC208'],
        ['Computer Graphics', 'CG', 'CSC209'],
        ['Statistics II', 'STAT II', 'STA210'],
      ] as const
    ).map(([subjectName, shortName, code]) => ({
      ...sem(3),
      subjectName,
      shortName,
      code,
      subjectType: 'regular' as const,
    })),
    {
      ...sem(7),
      subjectName: 'Advanced Java Programming',
      shortName: 'AJP',
      code: 'CSC409',
      subjectType: 'optional',
    },
    {
      ...yr(1),
      subjectName: 'Business English',
      shortName: 'Eng',
      code: 'ENG201',
      subjectType: 'regular',
    },
    {
      ...yr(1),
      subjectName: 'Business Statistics',
      shortName: 'Stat',
      code: 'STT201',
      subjectType: 'regular',
    },
    {
      ...yr(1),
      subjectName: 'Microeconomics for Business',
      shortName: 'Eco',
      code: 'ECO201',
      subjectType: 'regular',
    },
    {
      ...yr(1),
      subjectName: 'Financial Accounting and Analysis',
      shortName: 'Acc',
      code: 'ACC201',
      subjectType: 'regular',
    },
    {
      ...yr(4),
      subjectName: 'Business Environment and Strategy',
      shortName: 'BES',
      code: 'MGT201',
      subjectType: 'optional',
    },
  ]);

  await tx.insert(majorSubjects).values([
    { ...uni, programId: ba, majorName: 'English', code: 'ENG' },
    { ...uni, programId: ba, majorName: 'Nepali', code: 'NEP' },
    { ...uni, programId: ba, majorName: 'Sociology', code: 'SOC' },
    { ...uni, programId: bbs, majorName: 'Finance', code: 'FIN' },
  ]);

  await tx.insert(collegePrograms).values([
    {
      ...campus49,
      programId: csit,
      approvalDate: '2015-08-20',
      intake: 48,
      approvalRef: 'TU/IOST/2072-15',
    },
    { ...campus49, programId: bbs, approvalDate: '1996-07-25', intake: 300 },
    { ...campus49, programId: ba, approvalDate: '1990-07-20', intake: 200 },
    { universityId: tu, campusId: patan, programId: bbs, approvalDate: '1993-08-01', intake: 400 },
    { universityId: tu, campusId: patan, programId: mbs, approvalDate: '2010-08-01', intake: 120 },
  ]);

  const years = await tx
    .select({ id: fiscalYears.id, label: fiscalYears.label, isActive: fiscalYears.isActive })
    .from(fiscalYears);
  // The year the homes and statements open on: the demo's money falls in it.
  const activeYear = years.find((row) => row.isActive)?.id ?? null;
  const fy2082 = years.find((row) => row.label === '2082/83')?.id ?? null;
  const fy2081 = years.find((row) => row.label === '2081/82')?.id ?? null;

  await tx.insert(batches).values([
    { ...campus49, batchName: '2080 Batch', batchYear: 2080 },
    { ...campus49, batchName: '2081 Batch', batchYear: 2081, fiscalYearId: fy2081 },
    { ...campus49, batchName: '2082 Batch', batchYear: 2082, fiscalYearId: fy2082 },
    // The intake that online applicants join (seed-fees opens programs for enrolment).
    { ...campus49, batchName: '2083 Batch', batchYear: 2083 },
  ]);
  await tx.insert(sections).values([
    { ...campus49, sectionName: 'Administration Section', code: 'ADM' },
    { ...campus49, sectionName: 'Account Section', code: 'ACC' },
    { ...campus49, sectionName: 'Examination Section', code: 'EXM' },
  ]);
  await tx.insert(departments).values([
    {
      ...campus49,
      facultyId: science,
      departmentName: 'Department of Computer Science',
      code: 'CS',
    },
    {
      ...campus49,
      facultyId: management,
      departmentName: 'Department of Management',
      code: 'MGMT',
    },
  ]);
  await tx.insert(centralDepartments).values([
    {
      universityId: tu,
      facultyId: science,
      departmentName: 'Central Department of Computer Science and Information Technology',
      code: 'CDCSIT',
    },
    {
      universityId: tu,
      facultyId: management,
      departmentName: 'Central Department of Management',
      code: 'CDM',
    },
    {
      universityId: tu,
      facultyId: education,
      departmentName: 'Central Department of Education',
      code: 'CDE',
    },
  ]);
  await tx.insert(holidays).values([
    {
      holidayName: 'Constitution Day',
      fromDate: '2025-09-19',
      toDate: '2025-09-19',
      fiscalYearId: fy2082,
    },
    { holidayName: 'Dashain', fromDate: '2025-09-29', toDate: '2025-10-06', fiscalYearId: fy2082 },
    { holidayName: 'Tihar', fromDate: '2025-10-20', toDate: '2025-10-23', fiscalYearId: fy2082 },
    {
      ...campus49,
      holidayName: 'Campus Anniversary',
      fromDate: '2025-12-01',
      toDate: '2025-12-01',
      fiscalYearId: fy2082,
    },
  ]);

  const heads = await tx
    .select({ id: incomeExpenseHeads.id, code: incomeExpenseHeads.code })
    .from(incomeExpenseHeads);
  const head = (code: string) => heads.find((row) => row.code === code)?.id;
  const tuition = head('I-101');
  const salary = head('E-101');
  if (!fy2082 || !tuition || !salary) return;
  await tx.insert(budgetSetups).values([
    { ...campus49, fiscalYearId: fy2082, headId: tuition, amount: 18_000_000 },
    { ...campus49, fiscalYearId: fy2082, headId: salary, amount: 25_000_000 },
  ]);
  if (!activeYear) return;
  // The commission's grants of the fiscal year: to the university's office and to campus 49.
  await tx.insert(budgetGrants).values([
    {
      universityId: tu,
      campusId: null,
      fiscalYearId: activeYear,
      budgetNature: 'recurrent',
      purpose: 'Block grant, salaries and operation',
      allocated: 1_250_000_000,
      released: 625_000_000,
      spentReported: 540_000_000,
    },
    {
      universityId: tu,
      campusId: BRANDING_CAMPUS_ID,
      fiscalYearId: activeYear,
      budgetNature: 'capital',
      purpose: 'Science block construction',
      allocated: 45_000_000,
      released: 15_000_000,
      spentReported: 12_400_000,
    },
    {
      universityId: tu,
      campusId: BRANDING_CAMPUS_ID,
      fiscalYearId: activeYear,
      budgetNature: 'recurrent',
      purpose: 'Performance-based grant',
      allocated: 6_000_000,
      released: 3_000_000,
    },
  ]);
  // Entered directly: Patan keeps no accounts here (campus 49's figures come from its vouchers).
  const patanCampus = { universityId: tu, campusId: patan };
  await tx.insert(incomeExpenditureEntries).values([
    {
      ...patanCampus,
      fiscalYearId: activeYear,
      headId: tuition,
      entryDate: '2026-08-15',
      amount: 2_450_000,
      voucherNo: 'R-0012',
      description: 'First installment, fall intake',
    },
    {
      ...patanCampus,
      fiscalYearId: activeYear,
      headId: salary,
      entryDate: '2026-08-31',
      amount: 1_980_000,
      voucherNo: 'P-0031',
      description: 'Salary, Shrawan',
    },
  ]);
}

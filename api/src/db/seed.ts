/**
 * Seeding. Reference data (provinces, districts, local levels) goes into every database. The demo data set
 * (campus 49 and its university, a few more institutions, students, employees and one account
 * per role) goes only into an empty database in demo mode. Production mode never creates demo
 * accounts; it can create one first SuperAdmin from HEMIS_ADMIN_EMAIL/HEMIS_ADMIN_PASSWORD.
 */
import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { BRANDING_CAMPUS_ID, type KnownRole } from '@hemis/shared-contracts';
import type { Database } from './client';
import { DISTRICTS, LOCAL_LEVELS, PROVINCES, districtId } from './reference-data';
import {
  campuses,
  districts,
  employeePositions,
  employees,
  localLevels,
  provinces,
  students,
  universities,
  users,
} from './schema';
import type { EMPLOYEE_POSITIONS } from './seed-setup';
import { seedInfrastructureDemo } from './seed-infrastructure';
import { seedChartOfAccounts, seedDemoVouchers } from './seed-accounts';
import { seedFeeDemo, seedFeeTypes } from './seed-fees';
import { seedSetupDemo, seedSetupReference } from './seed-setup';
import { DEMO_SIGN_UPS, seedDemoStudents } from './seed-students';
import { seedGraduationDemo } from './seed-graduation';
import { seedGradingDemo } from './seed-grading';
import { seedDropoutDemo } from './seed-dropouts';
import { seedPassRateDemo } from './seed-pass-rate';
import { seedReturnsDemo } from './seed-returns';
import { seedAccreditationDemo } from './seed-accreditation';
import { seedGrantsDemo } from './seed-grants';
import { seedResearchDemo } from './seed-research';
import { seedExamDemo } from './seed-exams';
import { seedDemoCharacterCertificates } from './seed-character';
import { seedNationDemo } from './seed-nation';
import { NATION_TOTALS } from './seed-nation-plan';
import { seedPermissions } from '../domains/permissions/repository';
import { hashPassword } from '../lib/passwords';
import { matchStoredLocalLevels } from '../lib/address';

export const DEMO_DOMAIN = 'hemis.test';
export const DEMO_LOGO_FILE = 'campus-49-logo.svg';

export interface DemoAccount {
  email: string;
  role: KnownRole;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: `superadmin@${DEMO_DOMAIN}`, role: 'SuperAdmin' },
  { email: `admin@${DEMO_DOMAIN}`, role: 'Admin' },
  { email: `ugcadmin@${DEMO_DOMAIN}`, role: 'UgcAdmin' },
  { email: `uniadmin@${DEMO_DOMAIN}`, role: 'UniAdmin' },
  { email: `collegeadmin@${DEMO_DOMAIN}`, role: 'CollegeAdmin' },
  { email: `collegeuser@${DEMO_DOMAIN}`, role: 'CollegeUser' },
  { email: `student@${DEMO_DOMAIN}`, role: 'Student' },
];

/** What the demo data set holds, for tests and the start-up banner. */
export const DEMO_COUNTS = {
  /** The first demo set's 5 and the national demo's (seed-nation-plan.ts). */
  universities: 5 + NATION_TOTALS.universities,
  campuses: 6 + NATION_TOTALS.campuses,
  students: 62 + NATION_TOTALS.students,
  employees: 9 + NATION_TOTALS.employees,
  /** Tribhuvan University (id 1): campuses 49, 50, 51 and 52, and the national demo's. */
  university1: {
    campuses: 4 + NATION_TOTALS.tu.campuses,
    students: 61 + NATION_TOTALS.tu.students,
    employees: 8 + NATION_TOTALS.tu.employees,
  },
  /**
   * Of campus 49's students: 4 pending (2 sign-ups with pending accounts), 1 rejected, 12
   * graduated and 10 dropped out (the last five fiscal years').
   */
  campus49: { students: 57, employees: 4 },
} as const;

export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(provinces)
    .values([...PROVINCES])
    .onConflictDoNothing();
  await db
    .insert(districts)
    .values([...DISTRICTS])
    .onConflictDoUpdate({ target: districts.id, set: { belt: sql`excluded.belt` } });
  await db
    .insert(localLevels)
    .values([...LOCAL_LEVELS])
    .onConflictDoNothing();
  // Local levels typed as free text before the list are set to the list's names where they match.
  await matchStoredLocalLevels(db, [
    {
      table: students,
      addresses: [
        { district: students.permanentDistrictId, localLevel: students.permanentLocalLevel },
        { district: students.temporaryDistrictId, localLevel: students.temporaryLocalLevel },
      ],
    },
    {
      table: employees,
      addresses: [
        { district: employees.permanentDistrictId, localLevel: employees.permanentLocalLevel },
        { district: employees.temporaryDistrictId, localLevel: employees.temporaryLocalLevel },
      ],
    },
  ]);
  await seedSetupReference(db);
  await seedChartOfAccounts(db);
  await seedFeeTypes(db);
  await seedPermissions(db);
}

export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(campuses);
  const [userRow] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0 && (userRow?.n ?? 0) === 0;
}

const PROVINCE_OF = (district: string) =>
  DISTRICTS.find((entry) => entry.name === district)?.provinceId ?? null;

function place(district: string) {
  return { districtId: districtId(district), provinceId: PROVINCE_OF(district) };
}

/**
 * Hashes of one password, one per account, each with its own salt (one shared hash would show
 * that the accounts share a password, and one cracked hash would open them all).
 */
async function passwordHashes(password: string, accounts: number): Promise<() => string> {
  const hashes = await Promise.all(Array.from({ length: accounts }, () => hashPassword(password)));
  return () => {
    const next = hashes.pop();
    if (next === undefined) throw new Error('demo seed: more accounts than password hashes');
    return next;
  };
}

/** The demo data set: its accounts sign in with `password`. */
export async function seedDemo(db: Database, password: string): Promise<void> {
  const nextPasswordHash = await passwordHashes(
    password,
    DEMO_ACCOUNTS.length + DEMO_SIGN_UPS.length,
  );
  await db.transaction(async (tx) => {
    const unis = await tx
      .insert(universities)
      .values([
        {
          name: 'Tribhuvan University',
          shortName: 'TU',
          category: 'university',
          localLevel: 'Kirtipur Municipality',
          address: 'Kirtipur, Kathmandu',
          ...place('Kathmandu'),
        },
        {
          name: 'Kathmandu University',
          shortName: 'KU',
          category: 'university',
          localLevel: 'Dhulikhel Municipality',
          address: 'Dhulikhel, Kavre',
          ...place('Kavrepalanchok'),
        },
        {
          name: 'Pokhara University',
          shortName: 'PU',
          category: 'university',
          localLevel: 'Pokhara Metropolitan City',
          address: 'Lekhnath, Pokhara',
          ...place('Kaski'),
        },
        {
          name: 'Purbanchal University',
          shortName: 'PurU',
          category: 'university',
          localLevel: 'Biratnagar Metropolitan City',
          address: 'Gothgaun, Morang',
          ...place('Morang'),
        },
        {
          name: 'Far Western University',
          shortName: 'FWU',
          category: 'university',
          localLevel: 'Bhimdatta Municipality',
          address: 'Mahendranagar, Kanchanpur',
          ...place('Kanchanpur'),
        },
      ])
      .returning({ id: universities.id });
    const [tu, ku, pu, puru, fwu] = unis.map((row) => row.id);

    await tx.insert(campuses).values({
      id: BRANDING_CAMPUS_ID,
      campusName: 'Bhaktapur Multiple Campus',
      campusType: 'constituent',
      universityId: tu,
      localLevel: 'Bhaktapur Municipality',
      address: 'Doodhpati, Bhaktapur',
      phone: '01-6610123',
      email: 'info@bkmc.edu.np',
      logo: DEMO_LOGO_FILE,
      ward: 2,
      website: 'https://bkmc.edu.np',
      latitude: 27.6722,
      longitude: 85.4279,
      bankName: 'Rastriya Banijya Bank',
      bankBranch: 'Bhaktapur',
      bankAccountNo: '1020300045006',
      ...place('Bhaktapur'),
    });
    // Explicit id 49 above: move the sequence past it so new campuses never collide.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('campuses', 'id'), (select max(id) from campuses))`,
    );
    const others = await tx
      .insert(campuses)
      .values([
        {
          campusName: 'Patan Multiple Campus',
          campusType: 'constituent' as const,
          universityId: tu,
          localLevel: 'Lalitpur Metropolitan City',
          address: 'Patandhoka, Lalitpur',
          ...place('Lalitpur'),
        },
        {
          campusName: 'Mahendra Morang Adarsha Multiple Campus',
          campusType: 'constituent' as const,
          universityId: tu,
          localLevel: 'Biratnagar Metropolitan City',
          address: 'Biratnagar, Morang',
          ...place('Morang'),
        },
        {
          campusName: 'Janapriya Multiple Campus',
          campusType: 'community' as const,
          universityId: tu,
          localLevel: 'Pokhara Metropolitan City',
          address: 'Simalchaur, Pokhara',
          ...place('Kaski'),
        },
        {
          campusName: 'School of Management, Kathmandu University',
          campusType: 'constituent' as const,
          universityId: ku,
          localLevel: 'Lalitpur Metropolitan City',
          address: 'Balkumari, Lalitpur',
          ...place('Lalitpur'),
        },
        {
          campusName: 'Nepal College of Information Technology',
          campusType: 'private' as const,
          universityId: pu,
          localLevel: 'Lalitpur Metropolitan City',
          address: 'Balkumari, Lalitpur',
          ...place('Lalitpur'),
        },
      ])
      .returning({ id: campuses.id });
    const [patan, morang, janapriya, kusom] = others.map((row) => row.id);

    const account = (
      email: string,
      role: KnownRole,
      firstName: string,
      lastName: string,
      scope: { universityId?: number | null; campusId?: number | null } = {},
    ) => ({
      email,
      role,
      firstName,
      lastName,
      passwordHash: nextPasswordHash(),
      status: 'active' as const,
      phoneNumber: '9800000000',
      universityId: scope.universityId ?? null,
      campusId: scope.campusId ?? null,
    });
    const created = await tx
      .insert(users)
      .values([
        account(`superadmin@${DEMO_DOMAIN}`, 'SuperAdmin', 'Super', 'Admin'),
        account(`admin@${DEMO_DOMAIN}`, 'Admin', 'System', 'Admin'),
        account(`ugcadmin@${DEMO_DOMAIN}`, 'UgcAdmin', 'Ugc', 'Admin'),
        account(`uniadmin@${DEMO_DOMAIN}`, 'UniAdmin', 'University', 'Admin', { universityId: tu }),
        account(`collegeadmin@${DEMO_DOMAIN}`, 'CollegeAdmin', 'College', 'Admin', {
          universityId: tu,
          campusId: BRANDING_CAMPUS_ID,
        }),
        account(`collegeuser@${DEMO_DOMAIN}`, 'CollegeUser', 'College', 'User', {
          universityId: tu,
          campusId: BRANDING_CAMPUS_ID,
        }),
        {
          ...account(`student@${DEMO_DOMAIN}`, 'Student', 'Sita', 'Shrestha', {
            universityId: tu,
            campusId: BRANDING_CAMPUS_ID,
          }),
          gender: 'female' as const,
        },
      ])
      .returning({ id: users.id, email: users.email });
    const studentUser = created.find((row) => row.email === `student@${DEMO_DOMAIN}`);

    // Complete staff records: teachers and non-teaching staff of every kind, one university
    // office employee (Kiran Sharma) and a Kathmandu University teacher.
    const posts = new Map(
      (
        await tx
          .select({ id: employeePositions.id, name: employeePositions.positionName })
          .from(employeePositions)
      ).map((post) => [post.name, post.id]),
    );
    const postId = (name: (typeof EMPLOYEE_POSITIONS)[number]['positionName']) => {
      const id = posts.get(name);
      if (id === undefined) throw new Error(`demo seed: post ${name} is missing`);
      return id;
    };
    const employee = (
      campusId: number | null | undefined,
      universityId: number | undefined,
      person: { firstName: string; lastName: string; gender: 'male' | 'female' },
      post: (typeof EMPLOYEE_POSITIONS)[number]['positionName'],
      work: {
        staffCategory?: 'administrative' | 'technical' | 'other';
        joiningType: 'permanent' | 'temporary' | 'partTime' | 'contract';
        qualification: 'see' | 'intermediate' | 'bachelor' | 'master' | 'mphil' | 'phd';
        citizenshipNo: string;
      },
    ) => ({
      campusId: campusId ?? null,
      universityId: universityId ?? null,
      workplace: campusId ? 'campus' : universityId ? 'university' : 'ugc',
      ...person,
      employeeType: work.staffCategory ? 'nonTeaching' : 'teaching',
      staffCategory: work.staffCategory ?? null,
      positionId: postId(post),
      joiningType: work.joiningType,
      qualification: work.qualification,
      citizenshipNo: work.citizenshipNo,
      joiningDate: '2015-07-17',
      dateOfBirth: '1980-04-14',
    });
    await tx.insert(employees).values([
      employee(
        BRANDING_CAMPUS_ID,
        tu,
        { firstName: 'Hari', lastName: 'Bhandari', gender: 'male' },
        'Associate Professor',
        { joiningType: 'permanent', qualification: 'phd', citizenshipNo: '27-01-75-01001' },
      ),
      employee(
        BRANDING_CAMPUS_ID,
        tu,
        { firstName: 'Sarita', lastName: 'Joshi', gender: 'female' },
        'Lecturer',
        { joiningType: 'permanent', qualification: 'master', citizenshipNo: '27-01-75-01002' },
      ),
      employee(
        BRANDING_CAMPUS_ID,
        tu,
        { firstName: 'Mohan', lastName: 'Khadka', gender: 'male' },
        'Teaching Assistant',
        { joiningType: 'partTime', qualification: 'master', citizenshipNo: '27-01-75-01003' },
      ),
      employee(
        BRANDING_CAMPUS_ID,
        tu,
        { firstName: 'Laxmi', lastName: 'Basnet', gender: 'female' },
        'Accountant',
        {
          staffCategory: 'administrative',
          joiningType: 'permanent',
          qualification: 'bachelor',
          citizenshipNo: '27-01-75-01004',
        },
      ),
      employee(
        patan,
        tu,
        { firstName: 'Prakash', lastName: 'Adhikari', gender: 'male' },
        'Lecturer',
        { joiningType: 'contract', qualification: 'master', citizenshipNo: '25-01-75-02001' },
      ),
      employee(
        morang,
        tu,
        { firstName: 'Sunita', lastName: 'Rai', gender: 'female' },
        'Assistant Professor',
        { joiningType: 'permanent', qualification: 'mphil', citizenshipNo: '05-01-75-03001' },
      ),
      employee(
        janapriya,
        tu,
        { firstName: 'Dipak', lastName: 'Poudel', gender: 'male' },
        'Lab Assistant',
        {
          staffCategory: 'technical',
          joiningType: 'temporary',
          qualification: 'intermediate',
          citizenshipNo: '40-01-75-04001',
        },
      ),
      employee(
        null,
        tu,
        { firstName: 'Kiran', lastName: 'Sharma', gender: 'male' },
        'Section Officer',
        {
          staffCategory: 'administrative',
          joiningType: 'permanent',
          qualification: 'master',
          citizenshipNo: '27-01-75-05001',
        },
      ),
      employee(
        kusom,
        ku,
        { firstName: 'Manisha', lastName: 'Tamang', gender: 'female' },
        'Professor',
        { joiningType: 'permanent', qualification: 'phd', citizenshipNo: '24-01-75-06001' },
      ),
    ]);

    if (tu) {
      await seedSetupDemo(tx, { tu, patan });
      await seedInfrastructureDemo(tx, { tu, patan });
      await seedDemoVouchers(tx, { campusId: BRANDING_CAMPUS_ID, universityId: tu });
      await seedFeeDemo(tx, tu);
      // Students need the setup's programs and batches.
      await seedDemoStudents(tx, {
        tu,
        ku,
        patan,
        morang,
        janapriya,
        kusom,
        studentUserId: studentUser?.id,
        nextPasswordHash,
        demoDomain: DEMO_DOMAIN,
      });
      await seedGraduationDemo(tx);
      await seedGradingDemo(tx, tu);
      await seedDropoutDemo(tx);
      await seedPassRateDemo(tx, tu);
      await seedResearchDemo(tx, tu);
      await seedExamDemo(tx, tu);
      await seedDemoCharacterCertificates(tx, { campusId: BRANDING_CAMPUS_ID, universityId: tu });
      // Last, so that the rows and ids above stay those of the first demo set.
      if (ku && pu && puru && fwu) {
        await seedNationDemo(tx, { TU: tu, KU: ku, PU: pu, PurU: puru, FWU: fwu });
      }
      // Last year's returns, accepted and published: counted from every campus's records above.
      await seedReturnsDemo(tx);
      await seedAccreditationDemo(tx);
      await seedGrantsDemo(tx);
    }
  });
}

/** Production: one first SuperAdmin, who must change the password at first sign-in. */
export async function seedFirstAdmin(
  db: Database,
  email: string,
  passwordHash: string,
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await db.insert(users).values({
    email: email.toLowerCase(),
    passwordHash,
    firstName: 'System',
    lastName: 'Administrator',
    role: 'SuperAdmin',
    status: 'active',
    mustChangePassword: true,
  });
  return true;
}

/** The demo campus logo: a simple shield with the campus initials. */
export const DEMO_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="Bhaktapur Multiple Campus">
  <path d="M64 6 L116 24 V62 C116 94 92 114 64 122 C36 114 12 94 12 62 V24 Z" fill="#7a1f1f" stroke="#c99a2e" stroke-width="5"/>
  <path d="M64 22 L100 34 V62 C100 84 84 99 64 106 C44 99 28 84 28 62 V34 Z" fill="#f6efe0"/>
  <path d="M44 78 L64 44 L84 78 Z" fill="#7a1f1f"/>
  <path d="M54 78 L64 60 L74 78 Z" fill="#c99a2e"/>
  <text x="64" y="96" text-anchor="middle" font-family="Georgia, serif" font-size="14" font-weight="bold" fill="#7a1f1f">BMC</text>
</svg>
`;

/** Places the demo logo in the uploads folder (again, if someone removed it). */
export function ensureDemoFiles(uploadsDir: string): void {
  fs.mkdirSync(uploadsDir, { recursive: true });
  const file = path.join(uploadsDir, DEMO_LOGO_FILE);
  if (!fs.existsSync(file)) fs.writeFileSync(file, DEMO_LOGO_SVG);
}

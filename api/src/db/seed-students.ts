/**
 * The demo students: complete records (program, batch, year or semester, date of birth in both
 * calendars, addresses, guardians, registration and roll numbers, ethnic group) so the lists,
 * verification, upgrade, attendance, identity cards and reports have something to show.
 * Campus 49 holds most of them: two programs (BSc CSIT by semester, BBS by year) in three
 * batches at different years/semesters, one BA student, a few pending (two from sign-up with
 * pending accounts), one rejected. Sita Shrestha is verified and linked to student@hemis.test.
 * The BBS 2080 batch's final-year students are eligible for graduation; campus 49's graduates
 * of the last five fiscal years follow (status graduated).
 */
import { eq, isNull } from 'drizzle-orm';
import { BRANDING_CAMPUS_ID, adToBs } from '@hemis/shared-contracts';
import type { Database } from './client';
import { DISTRICTS, LOCAL_LEVELS, districtId } from './reference-data';
import { batches, ethnicGroups, fiscalYears, programs, students, users } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Gender = 'male' | 'female';
type StudentInsert = typeof students.$inferInsert;

export interface DemoStudentIds {
  tu: number;
  ku: number | undefined;
  patan: number | undefined;
  morang: number | undefined;
  janapriya: number | undefined;
  kusom: number | undefined;
  /** The account of student@hemis.test (Sita Shrestha). */
  studentUserId: number | undefined;
  /** The next demo account's hash of the demo password (each with its own salt). */
  nextPasswordHash: () => string;
  demoDomain: string;
}

/** One demo person: name, gender, date of birth (AD), home district, ethnic group, religion. */
type Person = [first: string, last: string, gender: Gender, born: string, district: string];

const ETHNIC_OF_SURNAME: Record<string, string> = {
  Shrestha: 'Newar',
  Prajapati: 'Newar',
  Suwal: 'Newar',
  Duwal: 'Newar',
  Karmacharya: 'Newar',
  Maharjan: 'Newar',
  Shakya: 'Newar',
  Yadav: 'Yadav',
  Gurung: 'Gurung',
  Thapa: 'Magar',
  Tamang: 'Tamang',
  Rai: 'Rai',
  Lama: 'Tamang',
  Adhikari: 'Brahmin (Hill)',
  Poudel: 'Brahmin (Hill)',
  Sapkota: 'Brahmin (Hill)',
  Khadka: 'Chhetri',
  Basnet: 'Chhetri',
  Karki: 'Chhetri',
  Bishwakarma: 'Kami',
  Pariyar: 'Damai/Dholi',
  Chaudhary: 'Tharu',
  Ansari: 'Muslim',
  Limbu: 'Limbu',
  Magar: 'Magar',
};
const RELIGION_OF_GROUP: Record<string, string> = {
  Newar: 'hindu',
  Tamang: 'buddhist',
  Gurung: 'buddhist',
  Rai: 'kirat',
  Limbu: 'kirat',
  Muslim: 'islam',
};

const provinceOf = (district: string) =>
  DISTRICTS.find((entry) => entry.name === district)?.provinceId ?? null;

/** Where a demo student studies: campus 49 or one of the other demo campuses. */
type CampusKey = 'c49' | 'patan' | 'morang' | 'janapriya' | 'kusom';
const CAMPUS_KEYS: readonly string[] = ['c49', 'patan', 'morang', 'janapriya', 'kusom'];

/**
 * The demo students in seeding order (the order numbers them), one a line: campus, program code
 * ('-': none yet), batch year, year or semester, first and last name, gender, date of birth (AD),
 * home district: campus 49's first five, those of the other campuses, then campus 49's classes.
 * A table rather than one object per student: every row has the same fields.
 */
const DEMO_STUDENTS = `
c49       CSIT 2081 3 Sita Shrestha female 2005-04-22 Bhaktapur
c49       BBS  2081 2 Ram Prajapati male 2005-02-14 Bhaktapur
c49       CSIT 2082 1 Gita Suwal female 2006-06-30 Bhaktapur
c49       BBS  2080 4 Bikash Duwal male 2003-08-19 Bhaktapur
c49       BA   2081 2 Anjali Karmacharya female 2005-01-09 Bhaktapur
patan     BBS  2081 2 Suman Maharjan male 2004-07-12 Lalitpur
patan     BBS  2081 2 Puja Shakya female 2005-03-03 Lalitpur
morang    BBS  2081 2 Rajesh Yadav male 2004-11-25 Morang
janapriya BA   2081 2 Kamala Gurung female 2005-05-17 Kaski
kusom     -    2081 3 Nabin Thapa male 2004-12-01 Kathmandu
c49       CSIT 2082 1 Aayush Karki male 2007-03-14 Bhaktapur
c49       CSIT 2082 1 Bipana Lama female 2006-11-02 Kavrepalanchok
c49       CSIT 2082 1 Chetan Basnet male 2007-01-20 Kathmandu
c49       CSIT 2082 1 Dikshya Shrestha female 2006-08-09 Bhaktapur
c49       CSIT 2082 1 Eliza Maharjan female 2007-05-30 Lalitpur
c49       CSIT 2082 1 Gaurav Chaudhary male 2006-12-17 Chitwan
c49       CSIT 2082 1 Hemanta Rai male 2006-10-05 Morang
c49       CSIT 2081 3 Ishan Prajapati male 2005-09-12 Bhaktapur
c49       CSIT 2081 3 Jenisha Tamang female 2005-07-23 Nuwakot
c49       CSIT 2081 3 Kushal Adhikari male 2005-04-02 Dhading
c49       CSIT 2081 3 Luniva Suwal female 2006-01-15 Bhaktapur
c49       CSIT 2081 3 Milan Bishwakarma male 2005-11-28 Sindhupalchok
c49       CSIT 2081 3 Nisha Gurung female 2005-06-19 Kaski
c49       BBS  2082 1 Om Khadka male 2007-02-11 Kathmandu
c49       BBS  2082 1 Prabina Duwal female 2006-09-24 Bhaktapur
c49       BBS  2082 1 Rabin Magar male 2006-07-07 Chitwan
c49       BBS  2082 1 Sabina Pariyar female 2007-04-16 Kavrepalanchok
c49       BBS  2082 1 Tejendra Yadav male 2006-05-21 Morang
c49       BBS  2082 1 Urmila Karmacharya female 2006-12-03 Bhaktapur
c49       BBS  2081 2 Bibek Poudel male 2005-08-30 Kaski
c49       BBS  2081 2 Dipika Limbu female 2005-10-14 Morang
c49       BBS  2081 2 Kiran Ansari male 2005-03-27 Chitwan
c49       BBS  2081 2 Rojina Shakya female 2005-12-08 Lalitpur
c49       BBS  2081 2 Sujan Thapa male 2005-05-05 Nuwakot
c49       BBS  2080 4 Anish Sapkota male 2003-06-18 Kathmandu
c49       BBS  2080 4 Manju Basnet female 2003-09-01 Bhaktapur
c49       BBS  2080 4 Pradeep Chaudhary male 2003-02-25 Chitwan
c49       BBS  2080 4 Srijana Prajapati female 2003-11-11 Bhaktapur
`;

/**
 * Campus 49's graduates of the last five fiscal years (the same columns; the period is the final
 * one): each graduated in the fiscal year four years after their batch (seed-graduation.ts
 * writes their approved graduation forms).
 */
const DEMO_GRADUATES = `
c49       BBS  2075 4 Asmita Shrestha female 1998-05-11 Bhaktapur
c49       CSIT 2075 8 Binod Thapa male 1998-02-03 Kathmandu
c49       BBS  2076 4 Chandani Rai female 1999-07-21 Morang
c49       BBS  2076 4 Deepak Yadav male 1999-01-30 Morang
c49       CSIT 2076 8 Elina Maharjan female 1999-10-09 Lalitpur
c49       BBS  2077 4 Furba Lama male 2000-03-15 Nuwakot
c49       CSIT 2077 8 Ganga Adhikari female 2000-06-26 Dhading
c49       BBS  2078 4 Hari Bishwakarma male 2001-09-02 Kavrepalanchok
c49       CSIT 2078 8 Indira Gurung female 2001-04-18 Kaski
c49       BBS  2079 4 Jivan Chaudhary male 2002-11-07 Chitwan
c49       CSIT 2079 8 Kabita Suwal female 2002-08-13 Bhaktapur
c49       BBS  2079 4 Laxman Karki male 2002-12-24 Kathmandu
`;

/**
 * Campus 49's dropouts of the last five fiscal years (the same columns; the period is the last
 * year or semester attended): seed-dropouts.ts writes when and why each left.
 */
export const DEMO_DROPOUTS = `
c49       BBS  2077 2 Mamata Giri female 2000-04-12 Sindhupalchok
c49       CSIT 2078 3 Nabin Oli male 2001-01-22 Kathmandu
c49       BBS  2078 1 Pooja Sah female 2001-06-30 Morang
c49       CSIT 2079 2 Rajesh Mahato male 2002-03-09 Chitwan
c49       BBS  2079 2 Sarita Budha female 2002-07-17 Kaski
c49       CSIT 2080 4 Tilak Bhandari male 2003-05-26 Dhading
c49       BBS  2081 1 Uma Rana female 2004-08-04 Nuwakot
c49       CSIT 2081 2 Bijay Shahi male 2004-10-19 Lalitpur
c49       BBS  2082 1 Kopila Thapa female 2005-02-14 Kavrepalanchok
c49       CSIT 2082 1 Dinesh Mandal male 2005-09-01 Chitwan
`;

/** Campus 49's final-year students the upgrade marked eligible for graduation, by first name. */
export const ELIGIBLE_AT_CAMPUS_49 = ['Bikash', 'Anish', 'Manju', 'Pradeep', 'Srijana'];

interface DemoStudent {
  campus: CampusKey;
  program: string | null;
  batch: number;
  period: number;
  person: Person;
}

/** The rows of DEMO_STUDENTS; throws on a malformed line (a typo in the table). */
function demoStudents(table: string = DEMO_STUDENTS): DemoStudent[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [campus, program, batch, period, first, last, gender, born, district] = line
        .trim()
        .split(/\s+/);
      if (
        campus === undefined ||
        !CAMPUS_KEYS.includes(campus) ||
        (gender !== 'male' && gender !== 'female') ||
        !program ||
        !first ||
        !last ||
        !born ||
        !district
      ) {
        throw new Error(`demo seed: bad student line "${line}"`);
      }
      return {
        campus: campus as CampusKey,
        program: program === '-' ? null : program,
        batch: Number(batch),
        period: Number(period),
        person: [first, last, gender, born, district],
      };
    });
}

/** The student linked to the demo account student@hemis.test. */
const ACCOUNT_STUDENT = 'Sita Shrestha';

/** Campus 49 students left pending or rejected, by first name (the rest are verified). */
const PENDING_AT_CAMPUS_49 = ['Hemanta', 'Sabina'];
const REJECTED_AT_CAMPUS_49: Record<string, string> = {
  Kiran: 'The citizenship copy is unreadable; upload a clear scan.',
};
/** Sign-up style: a pending account and a bare record the campus completes before verifying. */
export const DEMO_SIGN_UPS: [first: string, last: string, gender: Gender, email: string][] = [
  ['Aarati', 'Sapkota', 'female', 'aarati.sapkota'],
  ['Bishal', 'Tamang', 'male', 'bishal.tamang'],
];

export async function seedDemoStudents(tx: Tx, ids: DemoStudentIds): Promise<void> {
  const { tu } = ids;
  const groups = new Map(
    (await tx.select({ id: ethnicGroups.id, name: ethnicGroups.name }).from(ethnicGroups)).map(
      (row) => [row.name, row.id],
    ),
  );
  const programRows = await tx
    .select({
      id: programs.id,
      code: programs.code,
      universityId: programs.universityId,
      levelId: programs.levelId,
      facultyId: programs.facultyId,
    })
    .from(programs)
    .where(isNull(programs.deletedAt));
  const programOf = (code: string, universityId: number) => {
    const found = programRows.find((row) => row.code === code && row.universityId === universityId);
    if (!found) throw new Error(`demo seed: program ${code} is missing`);
    return found;
  };
  const years = await tx.select({ id: fiscalYears.id, label: fiscalYears.label }).from(fiscalYears);
  const fiscalYearOf = (batchYear: number) =>
    years.find((row) => row.label?.startsWith(`${batchYear}/`))?.id ?? null;

  // A batch for each other campus's students (campus 49's come from the setup seed).
  const batchRows = await tx
    .select({ id: batches.id, campusId: batches.campusId, batchYear: batches.batchYear })
    .from(batches)
    .where(eq(batches.campusId, BRANDING_CAMPUS_ID));
  const otherCampuses = [ids.patan, ids.morang, ids.janapriya, ids.kusom].filter(
    (id): id is number => id !== undefined,
  );
  if (otherCampuses.length > 0) {
    const added = await tx
      .insert(batches)
      .values(
        otherCampuses.map((campusId) => ({
          campusId,
          universityId: campusId === ids.kusom ? (ids.ku ?? null) : tu,
          batchName: '2081 Batch',
          batchYear: 2081,
          fiscalYearId: fiscalYearOf(2081),
        })),
      )
      .returning({ id: batches.id, campusId: batches.campusId, batchYear: batches.batchYear });
    batchRows.push(...added);
  }
  // The graduates' batches at campus 49 (they left before the setup's batches).
  const graduateBatchYears = [...new Set(demoStudents(DEMO_GRADUATES).map((row) => row.batch))];
  batchRows.push(
    ...(await tx
      .insert(batches)
      .values(
        graduateBatchYears.map((batchYear) => ({
          campusId: BRANDING_CAMPUS_ID,
          universityId: tu,
          batchName: `${batchYear} Batch`,
          batchYear,
          fiscalYearId: fiscalYearOf(batchYear),
        })),
      )
      .returning({ id: batches.id, campusId: batches.campusId, batchYear: batches.batchYear })),
  );
  const batchOf = (campusId: number, batchYear: number) => {
    const found = batchRows.find((row) => row.campusId === campusId && row.batchYear === batchYear);
    if (!found) throw new Error(`demo seed: batch ${batchYear} of campus ${campusId} is missing`);
    return found.id;
  };

  let serial = 0;
  /** A complete record; numbers are unique per campus (registration, citizenship, roll). */
  /** One of the district's local levels, chosen by the record's number. */
  const localLevelOf = (district: string, index: number): string | null => {
    const id = districtId(district);
    const levels = LOCAL_LEVELS.filter((level) => level.districtId === id);
    return levels[index % levels.length]?.name ?? null;
  };
  const record = (
    campusId: number,
    universityId: number | null,
    program: { id: number; levelId: number | null; facultyId: number | null } | null,
    batchYear: number,
    period: number,
    [firstName, lastName, gender, born, district]: Person,
    extra: Partial<StudentInsert> = {},
  ): StudentInsert => {
    serial += 1;
    const number = String(serial).padStart(3, '0');
    const group = ETHNIC_OF_SURNAME[lastName] ?? 'Others';
    const father = gender === 'male' ? 'Bahadur' : 'Prasad';
    return {
      campusId,
      universityId,
      firstName,
      lastName,
      gender,
      dateOfBirth: born,
      dateOfBirthBs: adToBs(born),
      ethnicGroupId: groups.get(group) ?? null,
      religion: RELIGION_OF_GROUP[group] ?? 'hindu',
      hasDisability: serial % 17 === 0,
      disabilityGrade: serial % 17 === 0 ? 'D' : null,
      conflictAffected: serial % 13 === 0,
      citizenshipNo: `${String(districtId(district)).padStart(2, '0')}-01-${born.slice(2, 4)}-${number}${campusId}`,
      phoneNumber: `98410${String(10000 + serial).slice(-5)}`,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${number}@example.org`,
      permanentProvinceId: provinceOf(district),
      permanentDistrictId: districtId(district),
      permanentLocalLevel: localLevelOf(district, serial),
      permanentWard: (serial % 9) + 1,
      fatherName: `${father} ${lastName}`,
      motherName: `Kamala ${lastName}`,
      guardianName: `${father} ${lastName}`,
      guardianRelation: 'father',
      guardianPhone: `98510${String(20000 + serial).slice(-5)}`,
      programId: program?.id ?? null,
      levelId: program?.levelId ?? null,
      facultyId: program?.facultyId ?? null,
      batchId: batchOf(campusId, batchYear),
      yearOrSemester: period,
      registrationNo: `${campusId}-${batchYear}-${number}`,
      symbolNo: `${batchYear % 100}${campusId}${number}`,
      campusRollNo: `${batchYear % 100}-${number}`,
      admissionDate: `${batchYear - 57}-09-15`,
      admissionFiscalYearId: fiscalYearOf(batchYear),
      status: 'active',
      verificationStatus: 'verified',
      verifiedAt: `${batchYear - 57}-10-01`,
      source: 'campus',
      graduationEligible: false,
      ...extra,
    };
  };

  const c49 = BRANDING_CAMPUS_ID;
  const campusIds: Record<CampusKey, number | undefined> = {
    c49,
    patan: ids.patan,
    morang: ids.morang,
    janapriya: ids.janapriya,
    kusom: ids.kusom,
  };
  const rows: StudentInsert[] = [];
  for (const { campus, program, batch, period, person } of demoStudents()) {
    const campusId = campusIds[campus];
    if (campusId === undefined) continue;
    const [first, last] = person;
    const reason = REJECTED_AT_CAMPUS_49[first];
    const state: Partial<StudentInsert> =
      `${first} ${last}` === ACCOUNT_STUDENT
        ? {
            userId: ids.studentUserId ?? null,
            email: `student@${ids.demoDomain}`,
            source: 'selfRegistered',
          }
        : PENDING_AT_CAMPUS_49.includes(first)
          ? { verificationStatus: 'pending', verifiedAt: null }
          : reason
            ? { verificationStatus: 'rejected', verificationRemarks: reason }
            : campus === 'c49' && ELIGIBLE_AT_CAMPUS_49.includes(first)
              ? { graduationEligible: true }
              : {};
    // Kathmandu University (KUSOM) has no programs in the demo set: a record to complete.
    const universityId = campus === 'kusom' ? (ids.ku ?? null) : tu;
    rows.push(
      record(
        campusId,
        universityId,
        program ? programOf(program, tu) : null,
        batch,
        period,
        person,
        state,
      ),
    );
  }
  for (const { program, batch, period, person } of demoStudents(DEMO_GRADUATES)) {
    rows.push(
      record(c49, tu, program ? programOf(program, tu) : null, batch, period, person, {
        status: 'graduated',
      }),
    );
  }
  for (const { program, batch, period, person } of demoStudents(DEMO_DROPOUTS)) {
    rows.push(
      record(c49, tu, program ? programOf(program, tu) : null, batch, period, person, {
        status: 'droppedOut',
      }),
    );
  }
  // Sign-ups: a pending Student account and the bare record sign-up creates (no academics yet).
  const accounts = await tx
    .insert(users)
    .values(
      DEMO_SIGN_UPS.map(([firstName, lastName, gender, local]) => ({
        email: `${local}@${ids.demoDomain}`,
        passwordHash: ids.nextPasswordHash(),
        firstName,
        lastName,
        gender,
        phoneNumber: '9812000000',
        role: 'Student' as const,
        status: 'pending' as const,
        universityId: tu,
        campusId: c49,
      })),
    )
    .returning({ id: users.id, email: users.email });
  for (const [firstName, lastName, gender, local] of DEMO_SIGN_UPS) {
    const account = accounts.find((row) => row.email === `${local}@${ids.demoDomain}`);
    rows.push({
      campusId: c49,
      universityId: tu,
      userId: account?.id ?? null,
      firstName,
      lastName,
      gender,
      email: `${local}@${ids.demoDomain}`,
      phoneNumber: '9812000000',
      status: 'active',
      verificationStatus: 'pending',
      source: 'selfRegistered',
      // Sign-up records are created by their own accounts.
      createdBy: account?.id ?? null,
      updatedBy: account?.id ?? null,
    });
  }
  await tx.insert(students).values(rows);
}

/**
 * The demo students: complete records (program, batch, year or semester, date of birth in both
 * calendars, addresses, guardians, registration and roll numbers, ethnic group) so the lists,
 * verification, upgrade, attendance, identity cards and reports have something to show.
 * Campus 49 holds most of them: two programs (BSc CSIT by semester, BBS by year) in three
 * batches at different years/semesters, one BA student, a few pending (two from sign-up with
 * pending accounts), one rejected. Sita Shrestha is verified and linked to student@hemis.test.
 */
import { eq, isNull } from 'drizzle-orm';
import { BRANDING_CAMPUS_ID, adToBs } from '@hemis/shared-contracts';
import type { Database } from './client';
import { DISTRICTS, districtId } from './reference-data';
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
  passwordHash: string;
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

/** The 30 more students of campus 49 by class: program code, batch year, year/semester. */
const CAMPUS_49_CLASSES: {
  program: 'CSIT' | 'BBS';
  batch: number;
  period: number;
  people: Person[];
}[] = [
  {
    program: 'CSIT',
    batch: 2082,
    period: 1,
    people: [
      ['Aayush', 'Karki', 'male', '2007-03-14', 'Bhaktapur'],
      ['Bipana', 'Lama', 'female', '2006-11-02', 'Kavrepalanchok'],
      ['Chetan', 'Basnet', 'male', '2007-01-20', 'Kathmandu'],
      ['Dikshya', 'Shrestha', 'female', '2006-08-09', 'Bhaktapur'],
      ['Eliza', 'Maharjan', 'female', '2007-05-30', 'Lalitpur'],
      ['Gaurav', 'Chaudhary', 'male', '2006-12-17', 'Chitwan'],
      ['Hemanta', 'Rai', 'male', '2006-10-05', 'Morang'],
    ],
  },
  {
    program: 'CSIT',
    batch: 2081,
    period: 3,
    people: [
      ['Ishan', 'Prajapati', 'male', '2005-09-12', 'Bhaktapur'],
      ['Jenisha', 'Tamang', 'female', '2005-07-23', 'Nuwakot'],
      ['Kushal', 'Adhikari', 'male', '2005-04-02', 'Dhading'],
      ['Luniva', 'Suwal', 'female', '2006-01-15', 'Bhaktapur'],
      ['Milan', 'Bishwakarma', 'male', '2005-11-28', 'Sindhupalchok'],
      ['Nisha', 'Gurung', 'female', '2005-06-19', 'Kaski'],
    ],
  },
  {
    program: 'BBS',
    batch: 2082,
    period: 1,
    people: [
      ['Om', 'Khadka', 'male', '2007-02-11', 'Kathmandu'],
      ['Prabina', 'Duwal', 'female', '2006-09-24', 'Bhaktapur'],
      ['Rabin', 'Magar', 'male', '2006-07-07', 'Chitwan'],
      ['Sabina', 'Pariyar', 'female', '2007-04-16', 'Kavrepalanchok'],
      ['Tejendra', 'Yadav', 'male', '2006-05-21', 'Morang'],
      ['Urmila', 'Karmacharya', 'female', '2006-12-03', 'Bhaktapur'],
    ],
  },
  {
    program: 'BBS',
    batch: 2081,
    period: 2,
    people: [
      ['Bibek', 'Poudel', 'male', '2005-08-30', 'Kaski'],
      ['Dipika', 'Limbu', 'female', '2005-10-14', 'Morang'],
      ['Kiran', 'Ansari', 'male', '2005-03-27', 'Chitwan'],
      ['Rojina', 'Shakya', 'female', '2005-12-08', 'Lalitpur'],
      ['Sujan', 'Thapa', 'male', '2005-05-05', 'Nuwakot'],
    ],
  },
  {
    program: 'BBS',
    batch: 2080,
    period: 4,
    people: [
      ['Anish', 'Sapkota', 'male', '2003-06-18', 'Kathmandu'],
      ['Manju', 'Basnet', 'female', '2003-09-01', 'Bhaktapur'],
      ['Pradeep', 'Chaudhary', 'male', '2003-02-25', 'Chitwan'],
      ['Srijana', 'Prajapati', 'female', '2003-11-11', 'Bhaktapur'],
    ],
  },
];

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
  const batchOf = (campusId: number, batchYear: number) => {
    const found = batchRows.find((row) => row.campusId === campusId && row.batchYear === batchYear);
    if (!found) throw new Error(`demo seed: batch ${batchYear} of campus ${campusId} is missing`);
    return found.id;
  };

  let serial = 0;
  /** A complete record; numbers are unique per campus (registration, citizenship, roll). */
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
      permanentLocalLevel: `${district} Municipality`,
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

  const csit = programOf('CSIT', tu);
  const bbs = programOf('BBS', tu);
  const ba = programOf('BA', tu);
  const c49 = BRANDING_CAMPUS_ID;
  const rows: StudentInsert[] = [
    record(c49, tu, csit, 2081, 3, ['Sita', 'Shrestha', 'female', '2005-04-22', 'Bhaktapur'], {
      userId: ids.studentUserId ?? null,
      email: `student@${ids.demoDomain}`,
      source: 'selfRegistered',
    }),
    record(c49, tu, bbs, 2081, 2, ['Ram', 'Prajapati', 'male', '2005-02-14', 'Bhaktapur']),
    record(c49, tu, csit, 2082, 1, ['Gita', 'Suwal', 'female', '2006-06-30', 'Bhaktapur']),
    record(c49, tu, bbs, 2080, 4, ['Bikash', 'Duwal', 'male', '2003-08-19', 'Bhaktapur']),
    record(c49, tu, ba, 2081, 2, ['Anjali', 'Karmacharya', 'female', '2005-01-09', 'Bhaktapur']),
  ];
  const others: [number | undefined, Person, typeof bbs][] = [
    [ids.patan, ['Suman', 'Maharjan', 'male', '2004-07-12', 'Lalitpur'], bbs],
    [ids.patan, ['Puja', 'Shakya', 'female', '2005-03-03', 'Lalitpur'], bbs],
    [ids.morang, ['Rajesh', 'Yadav', 'male', '2004-11-25', 'Morang'], bbs],
    [ids.janapriya, ['Kamala', 'Gurung', 'female', '2005-05-17', 'Kaski'], ba],
  ];
  for (const [campusId, person, program] of others) {
    if (campusId !== undefined) rows.push(record(campusId, tu, program, 2081, 2, person));
  }
  if (ids.kusom !== undefined) {
    rows.push(
      // Kathmandu University has no programs in the demo set: an academic record to complete.
      record(ids.kusom, ids.ku ?? null, null, 2081, 3, [
        'Nabin',
        'Thapa',
        'male',
        '2004-12-01',
        'Kathmandu',
      ]),
    );
  }
  for (const group of CAMPUS_49_CLASSES) {
    const program = group.program === 'CSIT' ? csit : bbs;
    for (const person of group.people) {
      const [first] = person;
      const reason = REJECTED_AT_CAMPUS_49[first];
      const state: Partial<StudentInsert> = PENDING_AT_CAMPUS_49.includes(first)
        ? { verificationStatus: 'pending', verifiedAt: null }
        : reason
          ? { verificationStatus: 'rejected', verificationRemarks: reason }
          : {};
      rows.push(record(c49, tu, program, group.batch, group.period, person, state));
    }
  }
  // Sign-ups: a pending Student account and the bare record sign-up creates (no academics yet).
  const accounts = await tx
    .insert(users)
    .values(
      DEMO_SIGN_UPS.map(([firstName, lastName, gender, local]) => ({
        email: `${local}@${ids.demoDomain}`,
        passwordHash: ids.passwordHash,
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

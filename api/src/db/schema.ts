/**
 * The database schema (drizzle-orm, PostgreSQL). Migrations in api/drizzle/ are generated from
 * this file with `npm run db:generate -w @hemis/api`; never edit a generated migration.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('user_role', [
  'SuperAdmin',
  'Admin',
  'UgcAdmin',
  'UniAdmin',
  'CollegeAdmin',
  'CollegeUser',
  'Student',
]);
export const userStatusEnum = pgEnum('user_status', ['pending', 'active', 'disabled']);
export const genderEnum = pgEnum('gender', ['male', 'female', 'other']);
export const campusTypeEnum = pgEnum('campus_type', ['constituent', 'private', 'community']);
export const verificationStatusEnum = pgEnum('verification_status', [
  'pending',
  'verified',
  'rejected',
]);
export const studentStatusEnum = pgEnum('student_status', [
  'active',
  'graduated',
  'dropped_out',
  'transferred',
]);
export const employeeTypeEnum = pgEnum('employee_type', ['teaching', 'non_teaching']);

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Audit columns every registry table carries. */
const audit = () => ({
  createdAt: tz('created_at').notNull().defaultNow(),
  createdBy: integer('created_by'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
  deletedAt: tz('deleted_at'),
  deletedBy: integer('deleted_by'),
});

/** Rows still in use (soft delete): the predicate of every partial unique index. */
const live = (t: { deletedAt: unknown }) => sql`${t.deletedAt} is null`;
/** Text compared for duplicates: case and runs of whitespace do not make a new name. */
const norm = (column: unknown): SQL => sql`lower(regexp_replace(${column}, '\\s+', ' ', 'g'))`;
/** An owner column in a unique index (NULL, a national or university row, is one owner too). */
const owner = (column: unknown): SQL => sql`coalesce(${column}, 0)`;
const day = (name: string) => date(name, { mode: 'string' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const flagOn = (name: string) => boolean(name).notNull().default(true);

export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull().unique(),
});

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull().unique(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
  },
  (t) => [index('districts_province_idx').on(t.provinceId)],
);

export const universities = pgTable(
  'universities',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    shortName: varchar('short_name', { length: 30 }),
    category: varchar('category', { length: 20 }),
    establishedYear: integer('established_year'),
    /** Seat of the university (its central office). */
    localLevel: varchar('local_level', { length: 120 }),
    districtId: integer('district_id').references(() => districts.id),
    provinceId: integer('province_id').references(() => provinces.id),
    address: varchar('address', { length: 300 }),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    website: varchar('website', { length: 200 }),
    logo: varchar('logo', { length: 200 }),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [uniqueIndex('universities_name_uq').on(norm(t.name)).where(live(t))],
);

export const campuses = pgTable(
  'campuses',
  {
    id: serial('id').primaryKey(),
    campusName: varchar('campus_name', { length: 200 }).notNull(),
    campusType: campusTypeEnum('campus_type').notNull(),
    universityId: integer('university_id').references(() => universities.id),
    provinceId: integer('province_id').references(() => provinces.id),
    districtId: integer('district_id').references(() => districts.id),
    localLevel: varchar('local_level', { length: 120 }),
    address: varchar('address', { length: 300 }),
    phone: varchar('phone', { length: 30 }),
    email: varchar('email', { length: 254 }),
    logo: varchar('logo', { length: 200 }),
    code: varchar('code', { length: 30 }),
    establishedYear: integer('established_year'),
    ward: integer('ward'),
    website: varchar('website', { length: 200 }),
    chiefName: varchar('chief_name', { length: 100 }),
    chiefPhone: varchar('chief_phone', { length: 20 }),
    chiefEmail: varchar('chief_email', { length: 254 }),
    focalPersonName: varchar('focal_person_name', { length: 100 }),
    focalPersonPhone: varchar('focal_person_phone', { length: 20 }),
    focalPersonEmail: varchar('focal_person_email', { length: 254 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [
    index('campuses_university_idx').on(t.universityId),
    uniqueIndex('campuses_name_uq').on(owner(t.universityId), norm(t.campusName)).where(live(t)),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    middleName: varchar('middle_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }),
    gender: genderEnum('gender'),
    role: roleEnum('role').notNull(),
    universityId: integer('university_id').references(() => universities.id),
    campusId: integer('campus_id').references(() => campuses.id),
    status: userStatusEnum('status').notNull().default('pending'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastSignInAt: tz('last_sign_in_at'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('users_email_active_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_campus_idx').on(t.campusId),
  ],
);

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    middleName: varchar('middle_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }),
    email: varchar('email', { length: 254 }),
    gender: genderEnum('gender'),
    verificationStatus: verificationStatusEnum('verification_status').notNull().default('pending'),
    status: studentStatusEnum('status').notNull().default('active'),
    ...audit(),
  },
  (t) => [index('students_campus_idx').on(t.campusId), index('students_user_idx').on(t.userId)],
);

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id').references(() => universities.id),
    campusId: integer('campus_id').references(() => campuses.id),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    middleName: varchar('middle_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    employeeType: employeeTypeEnum('employee_type').notNull(),
    ...audit(),
  },
  (t) => [
    index('employees_campus_idx').on(t.campusId),
    index('employees_university_idx').on(t.universityId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** sha256 of the token, hex; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

export const userSessions = pgTable(
  'user_sessions',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    at: tz('at').notNull().defaultNow(),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

// ---------------------------------------------------------------------------------------------
// Setup and program registries (resource contracts of shared-contracts/src/resources). Each
// table's JS keys are the contract's field names; duplicates are refused by a partial unique
// index over the owner columns and the contract's unique fields (rows not deleted).

/** universityId/campusId of rows a university or campus user adds (ownership 'institution'). */
const ownedBy = () => ({
  universityId: integer('university_id').references(() => universities.id),
  campusId: integer('campus_id').references(() => campuses.id),
});
const institutionOwner = (t: { universityId: unknown; campusId: unknown }): [SQL, SQL] => [
  owner(t.universityId),
  owner(t.campusId),
];
const ownerIndexes = (name: string, t: { universityId: AnyPgColumn; campusId: AnyPgColumn }) => [
  index(`${name}_university_idx`).on(t.universityId),
  index(`${name}_campus_idx`).on(t.campusId),
];

export const faculties = pgTable(
  'faculties',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    facultyName: varchar('faculty_name', { length: 150 }).notNull(),
    facultyType: varchar('faculty_type', { length: 20 }).notNull(),
    shortName: varchar('short_name', { length: 30 }).notNull(),
    code: varchar('code', { length: 30 }),
    alias: varchar('alias', { length: 100 }),
    detail: text('detail'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('faculties_name_uq')
      .on(...institutionOwner(t), norm(t.facultyName))
      .where(live(t)),
    ...ownerIndexes('faculties', t),
  ],
);

export const levels = pgTable(
  'levels',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    levelName: varchar('level_name', { length: 100 }).notNull(),
    shortName: varchar('short_name', { length: 30 }),
    code: varchar('code', { length: 30 }).notNull(),
    alias: varchar('alias', { length: 100 }),
    remarks: text('remarks'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('levels_name_uq')
      .on(...institutionOwner(t), norm(t.levelName))
      .where(live(t)),
    ...ownerIndexes('levels', t),
  ],
);

export const programs = pgTable(
  'programs',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculties.id),
    levelId: integer('level_id')
      .notNull()
      .references(() => levels.id),
    programName: varchar('program_name', { length: 200 }).notNull(),
    shortName: varchar('short_name', { length: 30 }).notNull(),
    code: varchar('code', { length: 30 }),
    programType: varchar('program_type', { length: 20 }).notNull(),
    duration: integer('duration').notNull(),
    alias: varchar('alias', { length: 100 }),
    remarks: text('remarks'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('programs_name_uq')
      .on(...institutionOwner(t), norm(t.programName))
      .where(live(t)),
    ...ownerIndexes('programs', t),
  ],
);

export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    subjectName: varchar('subject_name', { length: 200 }).notNull(),
    shortName: varchar('short_name', { length: 30 }).notNull(),
    code: varchar('code', { length: 30 }).notNull(),
    subjectType: varchar('subject_type', { length: 20 }).notNull(),
    semester: integer('semester'),
    year: integer('year'),
    alias: varchar('alias', { length: 100 }),
    remarks: text('remarks'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('subjects_code_uq')
      .on(...institutionOwner(t), t.programId, norm(t.code))
      .where(live(t)),
    index('subjects_program_idx').on(t.programId),
    ...ownerIndexes('subjects', t),
  ],
);

export const collegePrograms = pgTable(
  'college_programs',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id').references(() => universities.id),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    approvalDate: day('approval_date'),
    approvalRef: varchar('approval_ref', { length: 60 }),
    intake: integer('intake'),
    remarks: text('remarks'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('college_programs_program_uq').on(t.campusId, t.programId).where(live(t)),
    index('college_programs_university_idx').on(t.universityId),
  ],
);

export const majorSubjects = pgTable(
  'major_subjects',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    majorName: varchar('major_name', { length: 150 }).notNull(),
    code: varchar('code', { length: 30 }),
    remarks: text('remarks'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('major_subjects_name_uq')
      .on(...institutionOwner(t), t.programId, norm(t.majorName))
      .where(live(t)),
    ...ownerIndexes('major_subjects', t),
  ],
);

export const fiscalYears = pgTable(
  'fiscal_years',
  {
    id: serial('id').primaryKey(),
    label: varchar('label', { length: 7 }).notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    remarks: text('remarks'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('fiscal_years_label_uq').on(norm(t.label)).where(live(t)),
    /** Exactly one active fiscal year: at most one row may hold is_active. */
    uniqueIndex('fiscal_years_active_uq')
      .on(t.isActive)
      .where(sql`${t.isActive} and ${t.deletedAt} is null`),
  ],
);

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    batchName: varchar('batch_name', { length: 100 }).notNull(),
    batchYear: integer('batch_year'),
    fiscalYearId: integer('fiscal_year_id').references(() => fiscalYears.id),
    remarks: text('remarks'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('batches_name_uq')
      .on(...institutionOwner(t), norm(t.batchName))
      .where(live(t)),
    ...ownerIndexes('batches', t),
  ],
);

export const ethnicGroups = pgTable(
  'ethnic_groups',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    nepaliName: varchar('nepali_name', { length: 100 }),
    equityCategory: varchar('equity_category', { length: 20 }).notNull(),
    remarks: text('remarks'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [uniqueIndex('ethnic_groups_name_uq').on(norm(t.name)).where(live(t))],
);

export const employeePositions = pgTable(
  'employee_positions',
  {
    id: serial('id').primaryKey(),
    positionName: varchar('position_name', { length: 100 }).notNull(),
    shortName: varchar('short_name', { length: 30 }),
    category: varchar('category', { length: 20 }).notNull(),
    rank: integer('rank'),
    remarks: text('remarks'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [uniqueIndex('employee_positions_name_uq').on(norm(t.positionName)).where(live(t))],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    sectionName: varchar('section_name', { length: 100 }).notNull(),
    code: varchar('code', { length: 30 }),
    headName: varchar('head_name', { length: 100 }),
    remarks: text('remarks'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sections_name_uq')
      .on(...institutionOwner(t), norm(t.sectionName))
      .where(live(t)),
    ...ownerIndexes('sections', t),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    facultyId: integer('faculty_id').references(() => faculties.id),
    departmentName: varchar('department_name', { length: 150 }).notNull(),
    code: varchar('code', { length: 30 }),
    headName: varchar('head_name', { length: 100 }),
    remarks: text('remarks'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('departments_name_uq')
      .on(...institutionOwner(t), norm(t.departmentName))
      .where(live(t)),
    ...ownerIndexes('departments', t),
  ],
);

export const incomeExpenseHeads = pgTable(
  'income_expense_heads',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    headName: varchar('head_name', { length: 150 }).notNull(),
    headType: varchar('head_type', { length: 20 }).notNull(),
    code: varchar('code', { length: 30 }),
    remarks: text('remarks'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('income_expense_heads_name_uq')
      .on(...institutionOwner(t), norm(t.headName))
      .where(live(t)),
    ...ownerIndexes('income_expense_heads', t),
  ],
);

export const incomeExpenditureEntries = pgTable(
  'income_expenditure_entries',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id').references(() => universities.id),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    fiscalYearId: integer('fiscal_year_id')
      .notNull()
      .references(() => fiscalYears.id),
    headId: integer('head_id')
      .notNull()
      .references(() => incomeExpenseHeads.id),
    entryDate: day('entry_date').notNull(),
    amount: money('amount').notNull(),
    voucherNo: varchar('voucher_no', { length: 50 }),
    description: text('description'),
    ...audit(),
  },
  (t) => [
    index('income_expenditure_entries_campus_idx').on(t.campusId, t.fiscalYearId),
    index('income_expenditure_entries_university_idx').on(t.universityId),
  ],
);

export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    holidayName: varchar('holiday_name', { length: 150 }).notNull(),
    fromDate: day('from_date').notNull(),
    toDate: day('to_date').notNull(),
    fiscalYearId: integer('fiscal_year_id').references(() => fiscalYears.id),
    remarks: text('remarks'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('holidays_name_uq')
      .on(...institutionOwner(t), norm(t.holidayName), t.fromDate)
      .where(live(t)),
    ...ownerIndexes('holidays', t),
  ],
);

export const budgetSetups = pgTable(
  'budget_setups',
  {
    id: serial('id').primaryKey(),
    ...ownedBy(),
    fiscalYearId: integer('fiscal_year_id')
      .notNull()
      .references(() => fiscalYears.id),
    headId: integer('head_id')
      .notNull()
      .references(() => incomeExpenseHeads.id),
    amount: money('amount').notNull(),
    remarks: text('remarks'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('budget_setups_head_uq')
      .on(...institutionOwner(t), t.fiscalYearId, t.headId)
      .where(live(t)),
    ...ownerIndexes('budget_setups', t),
  ],
);

export const studentAgeGroups = pgTable(
  'student_age_groups',
  {
    id: serial('id').primaryKey(),
    groupName: varchar('group_name', { length: 50 }).notNull(),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    sortOrder: integer('sort_order'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [uniqueIndex('student_age_groups_name_uq').on(norm(t.groupName)).where(live(t))],
);

export const campusTypeNumbers = pgTable(
  'campus_type_numbers',
  {
    id: serial('id').primaryKey(),
    fiscalYearId: integer('fiscal_year_id')
      .notNull()
      .references(() => fiscalYears.id),
    universityId: integer('university_id').references(() => universities.id),
    campusType: varchar('campus_type', { length: 20 }).notNull(),
    numberOfCampuses: integer('number_of_campuses').notNull(),
    remarks: text('remarks'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('campus_type_numbers_uq')
      .on(t.fiscalYearId, owner(t.universityId), t.campusType)
      .where(live(t)),
  ],
);

export const centralDepartments = pgTable(
  'central_departments',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id').references(() => universities.id),
    departmentName: varchar('department_name', { length: 150 }).notNull(),
    facultyId: integer('faculty_id').references(() => faculties.id),
    code: varchar('code', { length: 30 }),
    headName: varchar('head_name', { length: 100 }),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    remarks: text('remarks'),
    status: flagOn('status'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('central_departments_name_uq')
      .on(owner(t.universityId), norm(t.departmentName))
      .where(live(t)),
  ],
);

/**
 * The database schema (drizzle-orm, PostgreSQL). Migrations in api/drizzle/ are generated from
 * this file with `npm run db:generate -w @hemis/api`; never edit a generated migration.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  primaryKey,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import * as contracts from '@hemis/shared-contracts';
import { audit, day, flagOn, live, norm, owner, resourceTables, tz } from './resource-table';

export const roleEnum = pgEnum('user_role', contracts.ROLES);
export const userStatusEnum = pgEnum('user_status', ['pending', 'active', 'disabled']);
export const genderEnum = pgEnum('gender', ['male', 'female', 'other']);
export const campusTypeEnum = pgEnum('campus_type', ['constituent', 'private', 'community']);

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
    /** Mountain, Hill or Terai (reference data, set at every start). */
    belt: varchar('belt', { length: 10 }),
  },
  (t) => [index('districts_province_idx').on(t.provinceId)],
);

/** Nepal's 753 local levels (reference data, seeded in every mode from db/data). */
export const localLevels = pgTable(
  'local_levels',
  {
    id: integer('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    name: varchar('name', { length: 120 }).notNull(),
    nameNe: varchar('name_ne', { length: 120 }).notNull(),
    /** metropolitan-city, sub-metropolitan-city, municipality or rural-municipality. */
    type: varchar('type', { length: 30 }).notNull(),
  },
  (t) => [uniqueIndex('local_levels_district_name_uq').on(t.districtId, t.name)],
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
    bankName: varchar('bank_name', { length: 100 }),
    bankBranch: varchar('bank_branch', { length: 100 }),
    bankAccountNo: varchar('bank_account_no', { length: 30 }),
    /** The language the campus prints its documents in ('en' or 'ne'; null: English). */
    documentLanguage: varchar('document_language', { length: 2 }),
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
    /** The employee record this account belongs to, if any. */
    employeeId: integer('employee_id').references((): AnyPgColumn => employees.id),
    lastSignInAt: tz('last_sign_in_at'),
    /** The user's chosen language ('en', 'ne'); null follows the browser. */
    language: varchar('language', { length: 2 }),
    /** Digits numbers are written in: 'latin' or 'devanagari'. */
    digits: varchar('digits', { length: 10 }).notNull().default('latin'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('users_email_active_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_campus_idx').on(t.campusId),
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
// Setup and program registries: each table is built from its resource contract
// (shared-contracts/src/resources, resource-table.ts); its JS keys are the contract's field names.

/** Builds a registry table over the reference targets below (other table files use it too). */
export const resourceTable = resourceTables({
  University: universities,
  Campus: campuses,
  Province: provinces,
  District: districts,
});

export const faculties = resourceTable('faculties', contracts.facultyContract);
export const levels = resourceTable('levels', contracts.levelContract);
export const programs = resourceTable('programs', contracts.programContract);
export const subjects = resourceTable('subjects', contracts.subjectContract, {
  uniqueName: 'subjects_code_uq',
  indexes: (t) => [index('subjects_program_idx').on(t.programId)],
});
export const collegePrograms = resourceTable('college_programs', contracts.collegeProgramContract, {
  uniqueName: 'college_programs_program_uq',
});
export const majorSubjects = resourceTable('major_subjects', contracts.majorSubjectContract);
export const fiscalYears = resourceTable('fiscal_years', contracts.fiscalYearContract, {
  uniqueName: 'fiscal_years_label_uq',
  indexes: (t) => [
    /** Exactly one active fiscal year: at most one row may hold is_active. */
    uniqueIndex('fiscal_years_active_uq')
      .on(t.isActive)
      .where(sql`${t.isActive} and ${t.deletedAt} is null`),
  ],
});
export const batches = resourceTable('batches', contracts.batchContract);
export const ethnicGroups = resourceTable('ethnic_groups', contracts.ethnicGroupContract);
export const employeePositions = resourceTable(
  'employee_positions',
  contracts.employeePositionContract,
);
export const sections = resourceTable('sections', contracts.sectionContract);
export const departments = resourceTable('departments', contracts.departmentContract);
export const incomeExpenseHeads = resourceTable(
  'income_expense_heads',
  contracts.incomeExpenseHeadContract,
);
export const incomeExpenditureEntries = resourceTable(
  'income_expenditure_entries',
  contracts.incomeExpenditureEntryContract,
  {
    indexes: (t) => [index('income_expenditure_entries_campus_idx').on(t.campusId, t.fiscalYearId)],
  },
);
export const holidays = resourceTable('holidays', contracts.holidayContract);
export const budgetSetups = resourceTable('budget_setups', contracts.budgetSetupContract, {
  uniqueName: 'budget_setups_head_uq',
});
/** The commission's grants to universities and campuses (University Budget). */
export const budgetGrants = resourceTable('budget_grants', contracts.budgetGrantContract, {
  uniqueName: 'budget_grants_purpose_uq',
  indexes: (t) => [index('budget_grants_fiscal_year_idx').on(t.fiscalYearId)],
});
export const studentAgeGroups = resourceTable(
  'student_age_groups',
  contracts.studentAgeGroupContract,
);
export const campusTypeNumbers = resourceTable(
  'campus_type_numbers',
  contracts.campusTypeNumberContract,
  {
    uniqueName: 'campus_type_numbers_uq',
  },
);
export const centralDepartments = resourceTable(
  'central_departments',
  contracts.centralDepartmentContract,
);

// ---------------------------------------------------------------------------------------------
// A campus's infrastructure registers (the documents of each are in `documents`).

export const lands = resourceTable('lands', contracts.landContract, {
  uniqueName: 'lands_kitta_uq',
});
export const buildings = resourceTable('buildings', contracts.buildingContract);
export const labs = resourceTable('labs', contracts.labContract);
export const hostels = resourceTable('hostels', contracts.hostelContract);
export const facilities = resourceTable('facilities', contracts.facilityContract, {
  indexes: (t) => [index('facilities_campus_idx').on(t.campusId)],
});
export const libraries = resourceTable('libraries', contracts.libraryContract);
export const equipment = resourceTable('equipment', contracts.equipmentContract, {
  indexes: (t) => [index('equipment_campus_idx').on(t.campusId)],
});

// ---------------------------------------------------------------------------------------------
// Employees, their documents and attendance; drafts of multi-step forms; modules and permissions.

export const employees = resourceTable('employees', contracts.employeeContract, {
  columns: {
    // How a teacher is named where a record refers to one (teaching load).
    fullName: text('full_name').generatedAlwaysAs(
      // || rather than concat_ws: a generated column's expression must be immutable.
      sql`first_name || ' ' || coalesce(nullif(middle_name, '') || ' ', '') || last_name`,
    ),
  },
  indexes: (t) => [index('employees_position_idx').on(t.positionId)],
});

/** The classes each teacher of a campus teaches in a fiscal year (/inload-form). */
export const teachingLoads = resourceTable('teaching_loads', contracts.teachingLoadContract, {
  uniqueName: 'teaching_loads_class_uq',
  indexes: (t) => [
    index('teaching_loads_campus_year_idx').on(t.campusId, t.fiscalYearId),
    index('teaching_loads_employee_idx').on(t.employeeId),
  ],
});

/**
 * Students (the record of shared-contracts' studentContract). `userId` links a self-registered
 * student's sign-in account; the program's level and faculty are copied for the list filters.
 * `stagedJobId`: a row an import is still writing, hidden (deleted_at set) until the import
 * reveals it, or deleted when the import fails; it already holds its numbers in the unique
 * indexes, so a student registered meanwhile cannot take them.
 */
export const students = resourceTable('students', contracts.studentContract, {
  columns: {
    userId: integer('user_id').references((): AnyPgColumn => users.id),
    verifiedBy: integer('verified_by'),
    stagedJobId: integer('staged_job_id').references((): AnyPgColumn => studentImportJobs.id),
    /**
     * The span the student is on the roll, for the reports' enrolment of a fiscal year: from the
     * start of the admission fiscal year (else the day the record was made) to the start of the
     * fiscal year of the graduation or dropout (null: still on the roll). Kept by triggers
     * (migration 0025) in the same transaction as each write, whichever code writes.
     */
    enrolledFrom: day('enrolled_from'),
    enrolledUntil: day('enrolled_until'),
  },
  uniqueWhere: (t) => sql`${t.deletedAt} is null or ${t.stagedJobId} is not null`,
  indexes: (t) => [
    index('students_staged_job_idx')
      .on(t.stagedJobId)
      .where(sql`${t.stagedJobId} is not null`),
    index('students_campus_idx').on(t.campusId),
    index('students_user_idx').on(t.userId),
    index('students_class_idx').on(t.programId, t.batchId, t.yearOrSemester),
    index('students_district_idx').on(t.permanentDistrictId),
    index('students_enrolment_idx').on(t.campusId, t.enrolledFrom, t.enrolledUntil),
    // Duplicates across campuses: by citizenship number, and by name and date of birth.
    index('students_citizenship_idx').on(norm(t.citizenshipNo)),
    index('students_name_birth_idx').on(norm(t.firstName), norm(t.lastName), t.dateOfBirth),
  ],
});

/**
 * Files kept against a record (entity 'Employee', 'Land', 'AccreditationCycle'...), scoped like
 * the record; a public one (an accreditation's published report) is also read without sign-in.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    entity: varchar('entity', { length: 30 }).notNull(),
    entityId: integer('entity_id').notNull(),
    documentType: varchar('document_type', { length: 30 }).notNull(),
    title: varchar('title', { length: 200 }),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    universityId: integer('university_id').references(() => universities.id),
    campusId: integer('campus_id').references(() => campuses.id),
    isPublic: boolean('is_public').notNull().default(false),
    ...audit(),
  },
  (t) => [index('documents_entity_idx').on(t.entity, t.entityId)],
);

/** One saved draft per user and multi-step form. */
export const formDrafts = pgTable(
  'form_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    form: varchar('form', { length: 60 }).notNull(),
    step: integer('step').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.form] })],
);

export const attendanceStatusEnum = pgEnum('attendance_status', contracts.ATTENDANCE_STATUSES);

/** The daily staff register: one mark per employee and day. */
export const staffAttendance = pgTable(
  'staff_attendance',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    universityId: integer('university_id').references(() => universities.id),
    date: day('date').notNull(),
    status: attendanceStatusEnum('status').notNull(),
    remarks: varchar('remarks', { length: 200 }),
    createdAt: tz('created_at').notNull().defaultNow(),
    createdBy: integer('created_by'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('staff_attendance_employee_day_uq').on(t.employeeId, t.date),
    index('staff_attendance_campus_day_idx').on(t.campusId, t.date),
  ],
);

/**
 * The daily class register of students: one mark per student and day. The class (program,
 * batch, year or semester) is kept as marked, so a later upgrade does not rewrite past months.
 */
export const studentAttendance = pgTable(
  'student_attendance',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    universityId: integer('university_id').references(() => universities.id),
    programId: integer('program_id').notNull(),
    batchId: integer('batch_id').notNull(),
    yearOrSemester: integer('year_or_semester').notNull(),
    date: day('date').notNull(),
    status: attendanceStatusEnum('status').notNull(),
    remarks: varchar('remarks', { length: 200 }),
    createdAt: tz('created_at').notNull().defaultNow(),
    createdBy: integer('created_by'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('student_attendance_student_day_uq').on(t.studentId, t.date),
    index('student_attendance_class_day_idx').on(
      t.campusId,
      t.programId,
      t.batchId,
      t.yearOrSemester,
      t.date,
    ),
  ],
);

/**
 * Student identity cards. The token is what the card's QR code carries (the public verification
 * page); at most one card per student is current (not revoked), so a reissue revokes the old one.
 */
export const studentCards = pgTable(
  'student_cards',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    token: varchar('token', { length: 64 }).notNull(),
    issuedAt: tz('issued_at').notNull().defaultNow(),
    validUntil: day('valid_until').notNull(),
    revokedAt: tz('revoked_at'),
    campusId: integer('campus_id').references(() => campuses.id),
    universityId: integer('university_id').references(() => universities.id),
    issuedBy: integer('issued_by'),
  },
  (t) => [
    uniqueIndex('student_cards_token_uq').on(t.token),
    uniqueIndex('student_cards_current_uq')
      .on(t.studentId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** The modules (the sections); an inactive module is closed to everyone. */
export const modules = pgTable('modules', {
  code: varchar('code', { length: 30 }).primaryKey(),
  title: varchar('title', { length: 60 }).notNull(),
  description: varchar('description', { length: 500 }),
  status: flagOn('status'),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

/**
 * The modules each campus may use (user management's Modules screen): a module not assigned to a
 * campus holds for none of its users. A new campus gets every module (a trigger, migration 0023),
 * and a module added to the product later is given to every campus when it is first seeded.
 */
export const campusModules = pgTable(
  'campus_modules',
  {
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    module: varchar('module', { length: 30 })
      .notNull()
      .references(() => modules.code),
    createdAt: tz('created_at').notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [primaryKey({ columns: [t.campusId, t.module] })],
);

/** What each role may do (`module:action`); seeded from DEFAULT_ROLE_PERMISSIONS once. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: roleEnum('role').notNull(),
    permission: varchar('permission', { length: 40 }).notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);

/** Per-user exceptions to the role: granted (true) or revoked (false). */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    permission: varchar('permission', { length: 40 }).notNull(),
    granted: boolean('granted').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

/**
 * Bulk imports of students from .xlsx (domains/students/import.ts): one row per import, written
 * when it starts and when it ends. Live progress is kept in memory by the importing process, as
 * PGlite answers nothing else while the import's transaction runs.
 */
export const studentImportJobs = pgTable(
  'student_import_jobs',
  {
    id: serial('id').primaryKey(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    universityId: integer('university_id').references(() => universities.id),
    /** running: rows being staged; publishing: all staged, being revealed (past the point of
     * no return: an interrupted one is finished at start); done; failed (nothing visible). */
    status: varchar('status', { length: 10 })
      .notNull()
      .$type<'running' | 'publishing' | 'done' | 'failed'>(),
    fileName: varchar('file_name', { length: 255 }),
    total: integer('total').notNull(),
    /** Rows staged so far (progress). */
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    /** Moved on by the process running the job; a stale one tells an interrupted job. */
    heartbeatAt: tz('heartbeat_at').notNull().defaultNow(),
    message: text('message'),
    report: jsonb('report').$type<contracts.ImportReport>(),
    createdAt: tz('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    index('student_import_jobs_campus_idx').on(t.campusId),
    // One import at a time per campus, across processes.
    uniqueIndex('student_import_jobs_campus_running_uq')
      .on(t.campusId)
      .where(sql`${t.status} in ('running', 'publishing')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Accounts by double entry (shared-contracts/src/resources/accounts.ts): the chart of accounts
// (the standard chart has no owner; a campus adds its own), vouchers and their lines, and the
// per-campus, per-fiscal-year number series (lib/numbering.ts).

export const accountSubGroups = resourceTable(
  'account_sub_groups',
  contracts.accountSubGroupContract,
);
export const accountLedgers = resourceTable('account_ledgers', contracts.accountLedgerContract, {
  indexes: (t) => [index('account_ledgers_sub_group_idx').on(t.subGroupId)],
});
export const accountSubLedgers = resourceTable(
  'account_sub_ledgers',
  contracts.accountSubLedgerContract,
  { uniqueName: 'account_sub_ledgers_name_uq' },
);

/**
 * The last number issued in each series of a campus and fiscal year ('voucher:journal',
 * later receipts, certificates, letters). A row is locked by the upsert that takes the next
 * number, so concurrent issuers queue, and a rolled-back transaction gives its number back.
 */
export const numberSeries = pgTable(
  'number_series',
  {
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    fiscalYearId: integer('fiscal_year_id')
      .notNull()
      .references(() => fiscalYears.id),
    series: varchar('series', { length: 40 }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campusId, t.fiscalYearId, t.series] })],
);

export const voucherTypeEnum = pgEnum('voucher_type', ['journal', 'payment', 'receipt', 'contra']);
export const voucherStatusEnum = pgEnum('voucher_status', [
  'draft',
  'checked',
  'approved',
  'cancelled',
]);

/**
 * A voucher of a campus in a fiscal year. `number` is given at approval (drafts carry none,
 * so deleting a draft leaves no gap); an approved voucher is never changed, only reversed by
 * another voucher (`reversalOfId` on the reversal, `reversedById` on the original).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    universityId: integer('university_id').references(() => universities.id),
    fiscalYearId: integer('fiscal_year_id')
      .notNull()
      .references(() => fiscalYears.id),
    voucherType: voucherTypeEnum('voucher_type').notNull(),
    number: integer('number'),
    dateAd: day('date_ad').notNull(),
    dateBs: varchar('date_bs', { length: 10 }).notNull(),
    narration: text('narration').notNull(),
    status: voucherStatusEnum('status').notNull().default('draft'),
    totalPaisa: bigint('total_paisa', { mode: 'number' }).notNull(),
    reversalOfId: integer('reversal_of_id').references((): AnyPgColumn => vouchers.id),
    reversedById: integer('reversed_by_id').references((): AnyPgColumn => vouchers.id),
    preparedBy: integer('prepared_by').references(() => users.id),
    checkedBy: integer('checked_by').references(() => users.id),
    approvedBy: integer('approved_by').references(() => users.id),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('vouchers_campus_year_idx').on(t.campusId, t.fiscalYearId, t.dateAd),
    index('vouchers_university_idx').on(t.universityId),
    // A number is issued once per campus, fiscal year and type (numbering.ts never repeats one).
    uniqueIndex('vouchers_number_uq')
      .on(t.campusId, t.fiscalYearId, t.voucherType, t.number)
      .where(sql`${t.number} is not null`),
    uniqueIndex('vouchers_reversal_uq')
      .on(t.reversalOfId)
      .where(sql`${t.reversalOfId} is not null`),
  ],
);

/**
 * A voucher's lines: debit or credit in paisa. The voucher's campus, fiscal year and date are
 * copied here, and `posted` is set when the voucher is approved (approved lines never change),
 * so a ledger's statement reads its lines through one partial index without joining vouchers.
 */
export const voucherLines = pgTable(
  'voucher_lines',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    ledgerId: integer('ledger_id')
      .notNull()
      .references(() => accountLedgers.id),
    subLedgerId: integer('sub_ledger_id').references(() => accountSubLedgers.id),
    debitPaisa: bigint('debit_paisa', { mode: 'number' }).notNull().default(0),
    creditPaisa: bigint('credit_paisa', { mode: 'number' }).notNull().default(0),
    narration: text('narration'),
    campusId: integer('campus_id').notNull(),
    fiscalYearId: integer('fiscal_year_id').notNull(),
    dateAd: day('date_ad').notNull(),
    posted: boolean('posted').notNull().default(false),
  },
  (t) => [
    index('voucher_lines_voucher_idx').on(t.voucherId),
    index('voucher_lines_ledger_idx')
      .on(t.ledgerId, t.campusId, t.dateAd)
      .where(sql`${t.posted}`),
  ],
);

/**
 * Approved amounts per campus, fiscal year, ledger and day, added to as each voucher is
 * approved (domains/accounts/totals.ts): the trial balance and the statements add up a few
 * rows per ledger and day instead of every voucher line.
 */
export const ledgerDayTotals = pgTable(
  'ledger_day_totals',
  {
    campusId: integer('campus_id').notNull(),
    fiscalYearId: integer('fiscal_year_id').notNull(),
    ledgerId: integer('ledger_id')
      .notNull()
      .references(() => accountLedgers.id),
    dateAd: day('date_ad').notNull(),
    debitPaisa: bigint('debit_paisa', { mode: 'number' }).notNull(),
    creditPaisa: bigint('credit_paisa', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.campusId, t.fiscalYearId, t.ledgerId, t.dateAd] })],
);

// ---- fees and receipts ---------------------------------------------------------------------

export const generalFeeTypes = resourceTable('general_fee_types', contracts.generalFeeTypeContract);
export const feeTypes = resourceTable('fee_types', contracts.feeTypeContract);
export const feeSetups = resourceTable('fee_setups', contracts.feeSetupContract, {
  uniqueName: 'fee_setups_fee_uq',
  indexes: (t) => [index('fee_setups_program_idx').on(t.campusId, t.programId)],
});

export const paymentModeEnum = pgEnum('payment_mode', ['cash', 'bank', 'esewa']);

/**
 * Receipts a campus issues, numbered per campus and fiscal year (numbering.ts, series
 * `receipt`). A receipt is never changed or deleted: it is cancelled with a reason and its
 * number stays used. `verifyToken` is what its QR code carries (the one verification page).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    universityId: integer('university_id').references(() => universities.id),
    fiscalYearId: integer('fiscal_year_id')
      .notNull()
      .references(() => fiscalYears.id),
    receiptNo: integer('receipt_no').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    dateAd: day('date_ad').notNull(),
    dateBs: varchar('date_bs', { length: 10 }).notNull(),
    feesPaisa: bigint('fees_paisa', { mode: 'number' }).notNull(),
    discountPaisa: bigint('discount_paisa', { mode: 'number' }).notNull().default(0),
    discountKind: varchar('discount_kind', { length: 20 }),
    discountReason: varchar('discount_reason', { length: 300 }),
    finePaisa: bigint('fine_paisa', { mode: 'number' }).notNull().default(0),
    totalPaisa: bigint('total_paisa', { mode: 'number' }).notNull(),
    paymentMode: paymentModeEnum('payment_mode').notNull(),
    bankVoucherNo: varchar('bank_voucher_no', { length: 50 }),
    esewaRefId: varchar('esewa_ref_id', { length: 100 }),
    remarks: varchar('remarks', { length: 500 }),
    verifyToken: varchar('verify_token', { length: 64 }).notNull(),
    issuedBy: integer('issued_by').references(() => users.id),
    createdAt: tz('created_at').notNull().defaultNow(),
    cancelledAt: tz('cancelled_at'),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelReason: varchar('cancel_reason', { length: 300 }),
    voucherId: integer('voucher_id').references(() => vouchers.id),
    reversalVoucherId: integer('reversal_voucher_id').references(() => vouchers.id),
  },
  (t) => [
    // A number is issued once per campus and fiscal year (a duplicate is a 409).
    uniqueIndex('receipts_number_uq').on(t.campusId, t.fiscalYearId, t.receiptNo),
    uniqueIndex('receipts_token_uq').on(t.verifyToken),
    uniqueIndex('receipts_esewa_uq')
      .on(t.esewaRefId)
      .where(sql`${t.esewaRefId} is not null`),
    index('receipts_campus_date_idx').on(t.campusId, t.dateAd),
    index('receipts_student_idx').on(t.studentId),
    index('receipts_university_idx').on(t.universityId),
  ],
);

export const receiptLines = pgTable(
  'receipt_lines',
  {
    id: serial('id').primaryKey(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id),
    lineNo: integer('line_no').notNull(),
    feeTypeId: integer('fee_type_id').references(() => feeTypes.id),
    generalFeeTypeId: integer('general_fee_type_id').references(() => generalFeeTypes.id),
    yearOrSemester: integer('year_or_semester'),
    amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull(),
  },
  (t) => [index('receipt_lines_receipt_idx').on(t.receiptId)],
);

/** Students who dropped out (with the status each had before, which undoing restores). */
export const dropouts = resourceTable('dropouts', contracts.dropoutContract, {
  columns: { previousStatus: varchar('previous_status', { length: 20 }) },
  indexes: (t) => [
    index('dropouts_student_idx').on(t.studentId),
    index('dropouts_year_idx').on(t.fiscalYearId),
  ],
});

/** Letters of recommendation or transfer: numbered, with the token their QR code carries. */
export const recommendationLetters = resourceTable(
  'recommendation_letters',
  contracts.recommendationLetterContract,
  {
    columns: {
      serialNo: integer('serial_no').notNull(),
      verifyToken: varchar('verify_token', { length: 64 }).notNull(),
    },
    indexes: (t) => [
      uniqueIndex('recommendation_letters_token_uq').on(t.verifyToken),
      index('recommendation_letters_student_idx').on(t.studentId),
    ],
  },
);

/**
 * Online payments through eSewa: made pending with the fees they pay, completed once eSewa's
 * signed answer and its status call agree, and then recorded as a receipt (once, however often
 * the success page is called). Refused answers are written to the audit log.
 */
export const esewaPayments = pgTable(
  'esewa_payments',
  {
    id: serial('id').primaryKey(),
    transactionUuid: varchar('transaction_uuid', { length: 60 }).notNull(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    universityId: integer('university_id').references(() => universities.id),
    /** The student paying, or (null) an online enrolment application not yet a student. */
    studentId: integer('student_id').references(() => students.id),
    applicationId: integer('application_id').references(() => enrolmentApplications.id),
    amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull(),
    /** The receipt lines it pays: [{ feeTypeId, generalFeeTypeId, yearOrSemester, amountPaisa }]. */
    lines: jsonb('lines').$type<EsewaPaymentLine[]>().notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    refId: varchar('ref_id', { length: 100 }),
    receiptId: integer('receipt_id').references(() => receipts.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: tz('created_at').notNull().defaultNow(),
    completedAt: tz('completed_at'),
  },
  (t) => [
    uniqueIndex('esewa_payments_uuid_uq').on(t.transactionUuid),
    index('esewa_payments_student_idx').on(t.studentId),
    index('esewa_payments_application_idx').on(t.applicationId),
  ],
);

/**
 * Applications of online enrolment (/open-enroll): the record as checked by the student
 * resource (values and its stored photo and signature), the documents, the applicant's e-mail
 * and password hash. A paid one became a student (studentId); an unpaid one expires, and its
 * personal data and files are removed a while after.
 */
export const enrolmentApplications = pgTable(
  'enrolment_applications',
  {
    id: serial('id').primaryKey(),
    reference: varchar('reference', { length: 40 }).notNull(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    universityId: integer('university_id').references(() => universities.id),
    collegeProgramId: integer('college_program_id')
      .notNull()
      .references(() => collegePrograms.id),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    files: jsonb('files').$type<Record<string, string>>().notNull(),
    documents: jsonb('documents').$type<ApplicationDocument[]>().notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    studentId: integer('student_id').references(() => students.id),
    ip: varchar('ip', { length: 60 }),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('enrolment_applications_reference_uq').on(t.reference),
    index('enrolment_applications_status_idx').on(t.status, t.expiresAt),
  ],
);

export interface ApplicationDocument {
  documentType: string;
  fileName: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
}

export interface EsewaPaymentLine {
  feeTypeId: number | null;
  generalFeeTypeId: number | null;
  yearOrSemester: number | null;
  amountPaisa: number;
}

/** What each level's graduation form requires (nationally, or a university's or campus's own). */
export const graduationSetups = resourceTable(
  'graduation_setups',
  contracts.graduationSetupContract,
);

/**
 * Graduation forms: one per student, pending until approved; `approvedById` is the account that
 * approved it (the row shows its name, approvedBy).
 */
export const graduations = resourceTable('graduations', contracts.graduationContract, {
  columns: { approvedById: integer('approved_by_id').references(() => users.id) },
  indexes: (t) => [
    index('graduations_year_status_idx').on(t.fiscalYearId, t.status),
    index('graduations_student_idx').on(t.studentId),
  ],
});
/**
 * Character certificates (kit resource CharacterCertificate). `verifyToken` is what an issued
 * certificate's QR code carries (the one verification page); null until it is issued.
 */
export const characterCertificates = resourceTable(
  'character_certificates',
  contracts.characterCertificateContract,
  {
    columns: { verifyToken: varchar('verify_token', { length: 64 }) },
    indexes: (t) => [
      uniqueIndex('character_certificates_token_uq').on(t.verifyToken),
      index('character_certificates_student_idx').on(t.studentId),
      // One application of a student waits at a time (two sent at once: the second is a 409).
      uniqueIndex('character_certificates_waiting_uq')
        .on(t.studentId)
        .where(sql`${t.status} = 'applied' and ${t.deletedAt} is null`),
      // A number is issued once per campus and fiscal year (numbering.ts keeps the series).
      uniqueIndex('character_certificates_number_uq')
        .on(t.campusId, t.fiscalYearId, t.certificateNo)
        .where(sql`${t.certificateNo} is not null`),
    ],
  },
);

/**
 * Grading schemes (kit resource GradingScheme): the commission's national defaults and each
 * university's own, one per level and kind; `bands` is the JSON text the contract validates whole.
 */
export const gradingSchemes = resourceTable('grading_schemes', contracts.gradingSchemeContract);

/** Marks of 2 decimals at most (a mark, a total, a percentage), read as numbers. */
const marks = (name: string, precision = 6) =>
  numeric(name, { precision, scale: 2, mode: 'number' });

/**
 * Marks of exam candidates, one row per candidate and subject: theory and practical (null when
 * not entered or absent) and each part's absence. The grid saves a whole exam class's subject at
 * once (its changed rows upserted on the unique pair); who changed it last and when.
 */
export const examMarks = pgTable(
  'exam_marks',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references((): AnyPgColumn => examCandidates.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    theory: marks('theory'),
    practical: marks('practical'),
    theoryAbsent: boolean('theory_absent').notNull().default(false),
    practicalAbsent: boolean('practical_absent').notNull().default(false),
    savedBy: integer('saved_by').references(() => users.id),
    savedAt: tz('saved_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exam_marks_candidate_subject_uq').on(t.candidateId, t.subjectId)],
);

/** A subject's figures in a stored result (grading.ts SubjectResult, with its marks). */
export interface StoredSubjectResult {
  subjectId: number;
  theory: number | null;
  practical: number | null;
  obtained: number;
  status: contracts.ResultStatus;
  grade: string | null;
  gradePoint: number | null;
}

/**
 * Computed results, one per candidate: what `computeExamResult` gave and the rank in the exam
 * class, computed again whenever marks change after computing. The marksheet's QR code carries
 * the candidate's token (kind `marksheet`).
 */
export const examResults = pgTable(
  'exam_results',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references((): AnyPgColumn => examCandidates.id),
    examId: integer('exam_id')
      .notNull()
      .references((): AnyPgColumn => exams.id),
    examClassId: integer('exam_class_id')
      .notNull()
      .references((): AnyPgColumn => examClasses.id),
    status: varchar('status', { length: 10 }).$type<contracts.ResultStatus>().notNull(),
    obtained: marks('obtained', 8).notNull(),
    fullMarks: marks('full_marks', 8).notNull(),
    percentage: marks('percentage', 5).notNull(),
    sgpa: marks('sgpa', 3),
    division: varchar('division', { length: 40 }),
    creditHours: marks('credit_hours', 6).notNull().default(0),
    gradePoints: numeric('grade_points', { precision: 10, scale: 4, mode: 'number' })
      .notNull()
      .default(0),
    rank: integer('rank'),
    subjects: jsonb('subjects').$type<StoredSubjectResult[]>().notNull(),
    computedAt: tz('computed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exam_results_candidate_uq').on(t.candidateId),
    index('exam_results_class_idx').on(t.examClassId),
    index('exam_results_exam_idx').on(t.examId),
  ],
);
/** Exam types: a campus's internal exams and its university's board exams. */
export const examTypes = resourceTable('exam_types', contracts.examTypeContract);
/** Exams (the exam schedule) of a campus and fiscal year. */
export const exams = resourceTable('exams', contracts.examContract, {
  indexes: (t) => [index('exams_year_idx').on(t.campusId, t.fiscalYearId)],
});
/** The classes (program, batch, year or semester) an exam covers. */
export const examClasses = resourceTable('exam_classes', contracts.examClassContract);
/** The routine: one subject of one class on a date, from a time to a time, in a room. */
export const examRoutines = resourceTable('exam_routines', contracts.examRoutineContract, {
  indexes: (t) => [index('exam_routines_day_idx').on(t.campusId, t.examDate)],
});
/**
 * Candidates of an exam with their symbol numbers. `verifyToken` is what an admit card's QR code
 * carries (the one verification page); the marksheet carries the same token.
 */
export const examCandidates = resourceTable('exam_candidates', contracts.examCandidateContract, {
  columns: { verifyToken: varchar('verify_token', { length: 64 }).notNull() },
  indexes: (t) => [
    uniqueIndex('exam_candidates_token_uq').on(t.verifyToken),
    index('exam_candidates_class_idx').on(t.examClassId),
    index('exam_candidates_student_idx').on(t.studentId),
  ],
});

/**
 * Board-exam sittings of a campus (kit resource BoardExamSitting): a program's year or semester
 * in a fiscal year, with its appeared and passed counts by gender and their totals.
 */
export const boardExamSittings = resourceTable(
  'board_exam_sittings',
  contracts.boardExamSittingContract,
  { indexes: (t) => [index('board_exam_sittings_year_idx').on(t.fiscalYearId, t.programId)] },
);

/** Students of a per-student sitting (kit resource BoardExamStudent): their counts make it. */
export const boardExamStudents = resourceTable(
  'board_exam_students',
  contracts.boardExamStudentContract,
  { indexes: (t) => [index('board_exam_students_student_idx').on(t.studentId)] },
);

// ---------------------------------------------------------------------------------------------
// A campus's signed statistical return of each fiscal year (the PDF is a kept upload).
// Its unique index (campus, fiscal year) serves the reads by campus.
export const signedReturns = resourceTable('signed_returns', contracts.signedReturnContract);

// A campus's research, publications and fellowships (/research; the documents are in `documents`).

resourceTable.target('Teacher', employees);
export const research = resourceTable('research', contracts.researchContract, {
  indexes: (t) => [
    index('research_campus_idx').on(t.campusId),
    index('research_fiscal_year_idx').on(t.fiscalYearId),
    index('research_employee_idx').on(t.employeeId),
  ],
});

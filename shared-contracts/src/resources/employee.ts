/**
 * Employees (DESIGN.md section 4; spec section 2, "Employee"): the staff record, the lists the
 * employee section shows, staff attendance and the staff reports.
 */
import { z } from 'zod';
import {
  choice,
  choices,
  date,
  defineResourceContract,
  flag,
  reference,
  status,
  text,
  type Choice,
  type ChoiceValue,
  type UploadSpec,
} from '../resource';
import { GENDERS } from '../auth';
import { MESSAGES } from '../messages';
import { idValue } from '../ids';
import { recordOf } from '../record-of';
import {
  ATTENDANCE_MESSAGES,
  ATTENDANCE_STATUSES,
  attendanceEntriesSchema,
  attendanceMonthSchema,
  attendanceRegisterSchema,
  attendanceRowSchema,
  attendanceSummarySchema,
  type AttendanceStatus,
} from '../attendance';
import {
  addressFields,
  campusRef,
  emailField,
  facultyRef,
  mobileField,
  requiredChoice,
  requiredText,
  universityRef,
} from './fields';

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export const GENDER_CHOICES: readonly Choice[] = GENDERS.map((value) => ({
  value,
  label: label(value),
}));

export const EMPLOYEE_TYPES: readonly Choice[] = choices({
  teaching: 'Teaching',
  nonTeaching: 'Non-Teaching',
});
/** What kind of non-teaching work (empty for teachers). */
export const STAFF_CATEGORIES: readonly Choice[] = choices({
  administrative: 'Administrative',
  technical: 'Technical',
  other: 'Other',
});
export const JOINING_TYPES: readonly Choice[] = choices({
  permanent: 'Permanent',
  temporary: 'Temporary',
  partTime: 'Part-time',
  contract: 'Contract',
});
export const QUALIFICATIONS: readonly Choice[] = choices({
  see: 'SEE/SLC',
  intermediate: 'Intermediate (+2)',
  bachelor: 'Bachelor',
  master: 'Master',
  mphil: 'MPhil',
  phd: 'PhD',
});
export const RELIGIONS: readonly Choice[] = choices({
  hindu: 'Hindu',
  buddhist: 'Buddhist',
  islam: 'Islam',
  kirat: 'Kirat',
  christian: 'Christian',
  other: 'Other',
});
/** Where someone works: the commission, a university's own office, or a campus. */
export const WORKPLACES = choices({
  ugc: 'UGC',
  university: 'University',
  campus: 'Campus',
});
export type Workplace = ChoiceValue<typeof WORKPLACES>;

export const PHOTO_UPLOAD: UploadSpec = {
  label: 'Photo',
  accept: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 2 * 1024 * 1024,
};

export const EMPLOYEE_MESSAGES = {
  phoneDigits: MESSAGES.signUp.phoneDigits,
  panDigits: 'PAN must be 9 digits',
  citizenshipTaken: 'An employee with this citizenship number already exists!',
  emailTaken: 'An employee with this email already exists!',
  staffCategoryRequired: 'Staff category is required for Non-Teaching staff',
  staffCategoryTeaching: 'Teachers have no Non-Teaching staff category',
  postMismatch: 'This post is not for this type of staff',
  bornTooLate: 'An employee must be at least 16 years old',
  joinedBeforeBirth: 'Joining date must be after the date of birth',
  campusOutsideUniversity: 'The campus is not in your university',
  created: 'Employee registered successfully!',
  updated: 'Employee updated successfully',
  addFailure: 'Failed to register employee!',
  updateFailure: 'Failed to update employee!',
} as const;

export const employeeContract = defineResourceContract({
  name: 'Employee',
  title: 'Employee',
  module: 'employee',
  ownership: 'hierarchy',
  updateMethod: 'PATCH',
  defaultSort: 'firstName',
  uniqueEach: {
    citizenshipNo: EMPLOYEE_MESSAGES.citizenshipTaken,
    email: EMPLOYEE_MESSAGES.emailTaken,
  },
  fields: {
    // Personal
    employeeCode: text('Staff ID', { max: 30 }),
    firstName: requiredText('First Name', 100),
    middleName: text('Middle Name', { max: 100, column: false }),
    lastName: requiredText('Last Name', 100),
    nameNepali: text('Name (Nepali)', { max: 200, column: false }),
    gender: requiredChoice('Gender', GENDER_CHOICES),
    dateOfBirth: date('Date of Birth', { column: false }),
    citizenshipNo: text('Citizenship No.', { max: 30 }),
    nationalIdNo: text('National ID No.', { max: 30, column: false }),
    email: emailField(),
    phoneNumber: mobileField(),
    ethnicGroupId: reference('Ethnic Group', 'EthinicGroup', 'name', {
      filter: true,
      column: false,
    }),
    religion: choice('Religion', RELIGIONS, { column: false }),
    hasDisability: flag('Person with disability', { column: false }),
    // Address
    ...addressFields('permanent', true),
    ...addressFields('temporary', false, 'permanent'),
    // Free text from before the temporary address had its parts: kept, shown and editable.
    temporaryAddress: text('Temporary Address Details', { max: 300, column: false }),
    // Employment
    universityId: universityRef(),
    campusId: campusRef(),
    workplace: choice('Workplace', WORKPLACES, { filter: true, column: false }),
    employeeType: requiredChoice('Staff Type', EMPLOYEE_TYPES),
    staffCategory: choice('Staff Category', STAFF_CATEGORIES, { filter: true }),
    positionId: reference('Post', 'EmployeePositions', 'positionName', {
      required: 'Post is required',
      filter: true,
    }),
    joiningType: requiredChoice('Joining Type', JOINING_TYPES),
    joiningDate: date('Joining Date'),
    facultyId: facultyRef(),
    departmentId: reference('Department', 'Department', 'departmentName', {
      filter: true,
      column: false,
    }),
    sectionId: reference('Section', 'Section', 'sectionName', { filter: true, column: false }),
    // Qualification
    qualification: requiredChoice('Highest Qualification', QUALIFICATIONS),
    qualificationSubject: text('Subject / Specialisation', { max: 150, column: false }),
    qualificationInstitution: text('Institution', { max: 200, column: false }),
    // Bank and PAN
    bankName: text('Bank', { max: 100, column: false }),
    bankBranch: text('Branch', { max: 100, column: false }),
    bankAccountNo: text('Account No.', { max: 30, column: false }),
    panNo: text('PAN', {
      max: 9,
      column: false,
      pattern: { regex: /^\d{9}$/, message: EMPLOYEE_MESSAGES.panDigits },
    }),
    status: status(),
  },
  uploads: { photo: PHOTO_UPLOAD },
  refine: (values, ctx) => {
    if (values.employeeType === 'nonTeaching' && !values.staffCategory) {
      ctx.addIssue({
        code: 'custom',
        path: ['staffCategory'],
        message: EMPLOYEE_MESSAGES.staffCategoryRequired,
      });
    }
    if (values.employeeType === 'teaching' && values.staffCategory) {
      ctx.addIssue({
        code: 'custom',
        path: ['staffCategory'],
        message: EMPLOYEE_MESSAGES.staffCategoryTeaching,
      });
    }
    const born = typeof values.dateOfBirth === 'string' ? values.dateOfBirth : null;
    if (born) {
      const sixteen = new Date();
      sixteen.setFullYear(sixteen.getFullYear() - 16);
      if (born > sixteen.toISOString().slice(0, 10)) {
        ctx.addIssue({
          code: 'custom',
          path: ['dateOfBirth'],
          message: EMPLOYEE_MESSAGES.bornTooLate,
        });
      }
      if (typeof values.joiningDate === 'string' && values.joiningDate <= born) {
        ctx.addIssue({
          code: 'custom',
          path: ['joiningDate'],
          message: EMPLOYEE_MESSAGES.joinedBeforeBirth,
        });
      }
    }
  },
  messages: {
    created: EMPLOYEE_MESSAGES.created,
    updated: EMPLOYEE_MESSAGES.updated,
    addFailure: EMPLOYEE_MESSAGES.addFailure,
    updateFailure: EMPLOYEE_MESSAGES.updateFailure,
    conflict: 'This employee already exists!',
  },
});

/**
 * The employee lists of the employee and user sections: each is the Employee list with fixed
 * filters (a comma joins choices any of which matches). Keys are the route segments.
 */
export const EMPLOYEE_LISTS = {
  'employee-list': { title: 'Employee List', fixed: {} },
  'teaching-staff': { title: 'Teaching Staff', fixed: { employeeType: 'teaching' } },
  'non-teaching-staff': { title: 'Non-Teaching Staff', fixed: { employeeType: 'nonTeaching' } },
  'technical-staff': {
    title: 'Technical Staff',
    fixed: { employeeType: 'nonTeaching', staffCategory: 'technical' },
  },
  'non-technical-staff': {
    title: 'Non-Technical Staff',
    fixed: { employeeType: 'nonTeaching', staffCategory: 'administrative,other' },
  },
  'uni-employee': { title: 'University Employees', fixed: { workplace: 'university' } },
  'ugc-employee-user': { title: 'UGC Employees', fixed: { workplace: 'ugc' } },
  'teacher-detail': { title: 'Teacher Details', fixed: { employeeType: 'teaching' } },
  'non-teaching-details': {
    title: 'Non-Teaching Staff Details',
    fixed: { employeeType: 'nonTeaching' },
  },
} as const satisfies Record<string, { title: string; fixed: Record<string, string> }>;
export type EmployeeListName = keyof typeof EMPLOYEE_LISTS;

/** The columns of the employee lists' table (the detail lists show their own). */
export const EMPLOYEE_LIST_COLUMNS = [
  'employeeCode',
  'firstName',
  'lastName',
  'gender',
  'positionId',
  'employeeType',
  'staffCategory',
  'joiningType',
  'qualification',
  'campusId',
  'phoneNumber',
  'status',
] as const satisfies readonly (keyof typeof employeeContract.fields)[];

/** The fields the employee lists read (`fields=`): their columns and the full name's middle part. */
export const EMPLOYEE_LIST_READS = [
  ...EMPLOYEE_LIST_COLUMNS,
  'middleName',
] as const satisfies readonly (keyof typeof employeeContract.fields)[];

// ---- staff attendance ------------------------------------------------------------------------

export { ATTENDANCE_MESSAGES, ATTENDANCE_STATUSES, type AttendanceStatus };
export const ATTENDANCE_CHOICES: readonly Choice[] = ATTENDANCE_STATUSES.map((value) => ({
  value,
  label: label(value),
}));

const isoDay = z.iso.date({ error: ATTENDANCE_MESSAGES.dateRequired });
const campusParam = idValue('Campus').optional();

/** GET /StaffAttendance?date=&campusId= (campus roles: their own campus). */
export const staffAttendanceQuerySchema = z.strictObject({
  date: isoDay,
  campusId: campusParam,
});
const staffOnRegister = {
  employeeId: z.number().int(),
  employeeName: z.string(),
};
const staffRegisterLine = {
  ...staffOnRegister,
  employeeCode: z.string().nullable(),
  post: z.string().nullable(),
  employeeType: z.string(),
};
export const staffAttendanceRowSchema = attendanceRowSchema(staffRegisterLine);
export const staffAttendanceRegisterSchema = attendanceRegisterSchema(
  { campusName: z.string() },
  staffRegisterLine,
);
export type StaffAttendanceRegister = z.infer<typeof staffAttendanceRegisterSchema>;
export type StaffAttendanceRow = z.infer<typeof staffAttendanceRowSchema>;

/** PUT /StaffAttendance: the day's marks for some or all of the register (upsert). */
export const staffAttendanceSaveSchema = z.strictObject({
  date: isoDay,
  campusId: campusParam,
  entries: attendanceEntriesSchema(
    { employeeId: z.number().int().positive().max(2_147_483_647) },
    { noneMarked: 'Mark at least one employee', most: 2000 },
  ),
});
export type StaffAttendanceSave = z.input<typeof staffAttendanceSaveSchema>;

/** GET /StaffAttendance/Summary?month=YYYY-MM&campusId= (and /Summary/Export as .xlsx). */
export const staffAttendanceSummaryQuerySchema = z.strictObject({
  month: attendanceMonthSchema,
  campusId: campusParam,
});
export const staffAttendanceSummarySchema = attendanceSummarySchema(
  {
    from: z.string(),
    to: z.string(),
    campusId: z.number().int(),
    campusName: z.string(),
  },
  { ...staffOnRegister, post: z.string().nullable() },
  {},
);
export type StaffAttendanceSummary = z.infer<typeof staffAttendanceSummarySchema>;

// ---- staff reports ---------------------------------------------------------------------------

/** One row of a breakdown: the shape the commission's reports use (DESIGN.md section 4). */
export const genderCountSchema = z.object({
  group: z.string(),
  male: z.number().int(),
  female: z.number().int(),
  other: z.number().int(),
  total: z.number().int(),
});
export type GenderCount = z.infer<typeof genderCountSchema>;

/** A summary's breakdowns: the rows of each, by gender, under the breakdown's key, in its order. */
export function genderBreakdowns<const K extends string>(breakdowns: readonly { key: K }[]) {
  return recordOf(
    breakdowns.map((breakdown) => breakdown.key),
    () => z.array(genderCountSchema),
  );
}

/**
 * GET /Employee/Summary?employeeType=teaching|nonTeaching&universityId=&campusId=
 * (and /Employee/Summary/Export as .xlsx, one sheet per breakdown), scoped to the caller.
 */
export const staffSummaryQuerySchema = z.strictObject({
  employeeType: z.enum(['teaching', 'nonTeaching'], { error: 'Staff Type is required' }),
  universityId: campusParam,
  campusId: campusParam,
});
export type StaffSummaryQuery = z.input<typeof staffSummaryQuerySchema>;
export const STAFF_SUMMARY_BREAKDOWNS = [
  { key: 'byPost', title: 'By Post' },
  { key: 'byJoiningType', title: 'By Joining Type' },
  { key: 'byQualification', title: 'By Qualification' },
  /** Non-teaching only: administrative, technical, other. */
  { key: 'byStaffCategory', title: 'By Staff Category' },
] as const;
export const staffSummarySchema = z.object({
  employeeType: z.enum(['teaching', 'nonTeaching']),
  total: genderCountSchema,
  ...genderBreakdowns(STAFF_SUMMARY_BREAKDOWNS),
});
export type StaffSummary = z.infer<typeof staffSummarySchema>;

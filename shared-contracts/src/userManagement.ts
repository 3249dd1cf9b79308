/**
 * User management (spec section 2, "User management"; section 6): accounts for officers and
 * employees, their role and scope, activation, an administrator's password reset, the modules,
 * the role permission table and per-user grants and revocations.
 *
 * Routes (permission in brackets; every one is scoped: a university user manages its own
 * university's accounts and its campuses', a campus user its campus's):
 *   GET   /User/Accounts                   [user:view]   paged { data: UserAccount[], total }
 *   GET   /User/Accounts/Export            [user:export] .xlsx
 *   GET   /User/{id}                       [user:view]   UserAccount
 *   POST  /User/AddUser                    [user:add]    201 AddUserResponse (temporary password)
 *   PATCH /User/{id}                       [user:edit]   UserAccount (names, phone, role, scope)
 *   PATCH /User/{id}/Status                [user:approve] UserAccount (active | disabled)
 *   POST  /User/{id}/ResetPassword         [user:edit]   TemporaryPasswordResponse
 *   GET   /User/{id}/History               [user:view]   AccountHistoryEntry[] (who and when)
 *   GET   /User/{id}/Permissions           [user:view]   UserPermissions
 *   PUT   /User/{id}/Permissions           [user:edit]   UserPermissions (grants, revocations)
 *   GET   /User/Permissions                [signed in]   MyPermissions (the caller's own)
 *   GET   /Module                          [user:view]   ModuleRow[]
 *   PATCH /Module/{code}                   [user:edit, nation]  ModuleRow
 *   GET   /RolePermission                  [user:view]   RolePermissions[]
 *   PUT   /RolePermission/{role}           [user:edit, nation]  RolePermissions
 * A change of role, status or permission is recorded (audit log: who, when, what) and holds
 * from the user's next request.
 */
import { z } from 'zod';
import { emailField, optionalText, requiredText } from './auth';
import { GENDERS } from './auth';
import { PHONE_DIGITS } from './constants';
import { MESSAGES } from './messages';
import { idValue } from './ids';
import {
  ACTIONS,
  MODULES,
  modulePermissions,
  type Action,
  type Module,
  type Permission,
} from './permissions';
import { ROLES, type KnownRole } from './roles';
import { choices, MAX_PAGE_SIZE, type ChoiceValue } from './resource';

/** Roles an administrator can give (students come in through sign-up and verification). */
export const STAFF_ROLES = ROLES.filter(
  (role): role is Exclude<KnownRole, 'Student'> => role !== 'Student',
);
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Higher outranks lower; nobody but a SuperAdmin gives a role at or above their own. */
export const ROLE_RANK: Record<KnownRole, number> = {
  SuperAdmin: 6,
  Admin: 5,
  UgcAdmin: 4,
  UniAdmin: 3,
  CollegeAdmin: 2,
  CollegeUser: 1,
  Student: 0,
};

/** The roles `actor` may give: lower ranks only, any for a SuperAdmin. */
export function assignableRoles(actor: KnownRole): StaffRole[] {
  if (actor === 'SuperAdmin') return [...STAFF_ROLES];
  return STAFF_ROLES.filter((role) => ROLE_RANK[role] < ROLE_RANK[actor]);
}

export const ACCOUNT_LEVELS = choices({
  ugc: 'UGC',
  university: 'University',
  campus: 'Campus',
});
export type AccountLevel = ChoiceValue<typeof ACCOUNT_LEVELS>;
/** The level an account works at follows from its role. */
export function levelOfRole(role: KnownRole): AccountLevel {
  if (role === 'SuperAdmin' || role === 'Admin' || role === 'UgcAdmin') return 'ugc';
  if (role === 'UniAdmin') return 'university';
  return 'campus';
}

export const MODULE_TITLES: Record<Module, string> = {
  dashboard: 'Dashboard',
  setup: 'Setup',
  program: 'Program Setup',
  organization: 'Campuses',
  student: 'Student',
  employee: 'Employee',
  exam: 'Exam',
  infrastructure: 'Infrastructure',
  graduation: 'Graduation',
  receipt: 'Receipt',
  dropout: 'Dropout',
  user: 'User',
  accreditation: 'Campus QAA',
  passRate: 'Pass Rate',
  publicFinance: 'Public Finance',
  accounts: 'Accounts',
  report: 'HEMIS Reports',
};
export const ACTION_TITLES: Record<Action, string> = {
  view: 'View',
  add: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  approve: 'Approve',
  export: 'Export',
};

export const USER_MESSAGES = {
  roleRequired: 'Role is required',
  universityRequired: 'University is required for this role',
  campusRequired: 'Campus is required for this role',
  roleTooHigh: 'You cannot give a role at or above your own',
  outsideScope: 'This account is outside your university or campus',
  notYourself: 'You cannot change your own role, status or permissions',
  emailTaken: 'A user with this email already exists!',
  permissionNotHeld: 'You can only grant permissions you hold yourself',
  unknownPermission: 'Unknown permission',
  superAdminKeepsUsers: 'SuperAdmin must keep every user management permission',
  created:
    'User created. Give the temporary password to the user: it must be changed at first sign-in.',
  updated: 'User updated successfully',
  activated: 'User activated',
  deactivated: 'User deactivated',
  passwordReset: 'Password reset. Give the new temporary password to the user.',
  permissionsSaved: 'Permissions saved',
  moduleSaved: 'Module saved',
  addFailure: 'Failed to add user!',
  employeeOutsideScope: 'The employee was not found in your reach',
  campusNotFound: 'Campus not found',
  universityNotFound: 'University not found',
  userModuleStaysActive: 'The User module cannot be made inactive',
  grantedAndRevoked: 'A permission cannot be both granted and revoked',
} as const;

const id = z.number().int();
const optionalId = z.number().int().positive().max(2_147_483_647).nullable().optional();
const phone = requiredText(MESSAGES.signUp.phoneRequired, 20).regex(
  new RegExp(`^\\d{${PHONE_DIGITS}}$`),
  { error: MESSAGES.signUp.phoneDigits },
);

export const permissionSchema = z
  .string()
  .refine(isPermission, { error: USER_MESSAGES.unknownPermission })
  .transform((value): Permission => value);

/** Whether `value` is one of the permissions of the modules. */
function isPermission(value: string): value is Permission {
  return ALL_PERMISSIONS.some((permission) => permission === value);
}

export const ACCOUNT_STATUSES = ['pending', 'active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
/** An account's status as screens and exports name it. */
export const ACCOUNT_STATUS_CHOICES = choices<AccountStatus>({
  pending: 'Pending',
  active: 'Active',
  disabled: 'Disabled',
});

export const userAccountSchema = z.object({
  id,
  email: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  role: z.enum(ROLES),
  level: z.enum(['ugc', 'university', 'campus']),
  universityId: id.nullable(),
  universityName: z.string().nullable(),
  campusId: id.nullable(),
  campusName: z.string().nullable(),
  employeeId: id.nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  mustChangePassword: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type UserAccount = z.infer<typeof userAccountSchema>;

export const userAccountListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  sort: z.enum(['email', 'firstName', 'lastName', 'role', 'status', 'createdAt']).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  level: z.enum(['ugc', 'university', 'campus']).optional(),
  universityId: idValue('University').optional(),
  campusId: idValue('Campus').optional(),
});
export type UserAccountListQuery = z.input<typeof userAccountListQuerySchema>;

const accountFields = {
  firstName: requiredText(MESSAGES.signUp.firstNameRequired, 100),
  middleName: optionalText(100).nullable(),
  lastName: requiredText(MESSAGES.signUp.lastNameRequired, 100),
  phoneNumber: phone.nullable().optional(),
  gender: z.enum(GENDERS).nullable().optional(),
  role: z.enum(STAFF_ROLES, { error: USER_MESSAGES.roleRequired }),
  universityId: optionalId,
  campusId: optionalId,
};

/** The role decides which of university and campus an account needs. */
function scopeRule(
  value: { role?: KnownRole; universityId?: number | null; campusId?: number | null },
  ctx: z.RefinementCtx,
): void {
  if (!value.role) return;
  const level = levelOfRole(value.role);
  if (level === 'university' && !value.universityId) {
    ctx.addIssue({
      code: 'custom',
      path: ['universityId'],
      message: USER_MESSAGES.universityRequired,
    });
  }
  if (level === 'campus' && !value.campusId) {
    ctx.addIssue({ code: 'custom', path: ['campusId'], message: USER_MESSAGES.campusRequired });
  }
}

/** POST /User/AddUser: the server makes the temporary password. */
export const addUserSchema = z
  .strictObject({
    ...accountFields,
    // Taken from the employee record when the account belongs to one.
    firstName: accountFields.firstName.optional(),
    lastName: accountFields.lastName.optional(),
    email: emailField(),
    /** The employee record this account belongs to, if any (names come from it). */
    employeeId: optionalId,
  })
  .superRefine((value, ctx) => {
    scopeRule(value, ctx);
    if (value.employeeId) return;
    if (!value.firstName) {
      ctx.addIssue({
        code: 'custom',
        path: ['firstName'],
        message: MESSAGES.signUp.firstNameRequired,
      });
    }
    if (!value.lastName) {
      ctx.addIssue({
        code: 'custom',
        path: ['lastName'],
        message: MESSAGES.signUp.lastNameRequired,
      });
    }
  });
export type AddUserRequest = z.input<typeof addUserSchema>;

/** PATCH /User/{id}: any subset; role and scope are checked together over the merged account. */
export const updateUserSchema = z.strictObject(accountFields).partial();
export type UpdateUserRequest = z.input<typeof updateUserSchema>;
export const accountScopeRule = scopeRule;

export const userStatusChangeSchema = z.strictObject({
  status: z.enum(['active', 'disabled'], { error: 'Status must be active or disabled' }),
});

export const temporaryPasswordResponseSchema = z.object({
  user: userAccountSchema,
  /** Shown once to the administrator; the user must replace it at first sign-in. */
  temporaryPassword: z.string(),
  message: z.string(),
});
export type TemporaryPasswordResponse = z.infer<typeof temporaryPasswordResponseSchema>;
export const addUserResponseSchema = temporaryPasswordResponseSchema;
export type AddUserResponse = TemporaryPasswordResponse;

export const accountHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  /** Who made the change (null: the system). */
  by: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AccountHistoryEntry = z.infer<typeof accountHistoryEntrySchema>;

export const userPermissionsSchema = z.object({
  userId: id,
  role: z.enum(ROLES),
  /** What the role gives. */
  rolePermissions: z.array(z.string()),
  /** Given to this user beyond the role. */
  granted: z.array(z.string()),
  /** Taken from this user although the role gives them. */
  revoked: z.array(z.string()),
  /** What the user may do now (inactive modules left out). */
  effective: z.array(z.string()),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

export const userPermissionsSaveSchema = z.strictObject({
  granted: z.array(permissionSchema).max(200),
  revoked: z.array(permissionSchema).max(200),
});
export type UserPermissionsSave = z.input<typeof userPermissionsSaveSchema>;

export const myPermissionsSchema = z.object({ permissions: z.array(z.string()) });
export type MyPermissions = z.infer<typeof myPermissionsSchema>;

export const moduleRowSchema = z.object({
  code: z.enum(MODULES),
  title: z.string(),
  description: z.string().nullable(),
  /** An inactive module is closed to everyone (its permissions hold for nobody). */
  status: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type ModuleRow = z.infer<typeof moduleRowSchema>;
export const moduleParamsSchema = z.strictObject({
  code: z.enum(MODULES, { error: 'Unknown module' }),
});
export const moduleUpdateSchema = z
  .strictObject({
    title: requiredText('Module title is required', 60),
    description: optionalText(500).nullable(),
    status: z.boolean(),
  })
  .partial();
export type ModuleUpdate = z.input<typeof moduleUpdateSchema>;

export const rolePermissionsSchema = z.object({
  role: z.enum(ROLES),
  permissions: z.array(z.string()),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type RolePermissions = z.infer<typeof rolePermissionsSchema>;
export const roleParamsSchema = z.strictObject({ role: z.enum(ROLES, { error: 'Unknown role' }) });
export const rolePermissionsSaveSchema = z.strictObject({
  permissions: z.array(permissionSchema).max(MODULES.length * ACTIONS.length),
});
export type RolePermissionsSave = z.input<typeof rolePermissionsSaveSchema>;

/** Every permission, module by module (the permission matrix's rows and columns). */
export const ALL_PERMISSIONS: readonly Permission[] = MODULES.flatMap(modulePermissions);

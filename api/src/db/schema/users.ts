/**
 * User accounts, their password-reset tokens and sessions, the audit log; the modules each campus
 * may use and the permissions of roles and users.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
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
import { campusColumn } from './columns';
import { audit, flagOn, requiredRef, tz } from './resource-table';
import { campuses, universities } from './places';
import { employees } from './employees';

export const roleEnum = pgEnum('user_role', contracts.ROLES);

export const userStatusEnum = pgEnum('user_status', ['pending', 'active', 'disabled']);

export const genderEnum = pgEnum('gender', ['male', 'female', 'other']);

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
    userId: requiredRef('user_id', () => users.id),
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
    userId: requiredRef('user_id', () => users.id),
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

/** The modules (the sections); an inactive module is closed to everyone. */
export const modules = pgTable('modules', {
  code: varchar('code', { length: 30 }).$type<contracts.Module>().primaryKey(),
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
    campusId: campusColumn(),
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
    userId: requiredRef('user_id', () => users.id),
    permission: varchar('permission', { length: 40 }).notNull(),
    granted: boolean('granted').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

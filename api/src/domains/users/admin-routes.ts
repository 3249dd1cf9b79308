/**
 * User management routes (shared-contracts/src/userManagement.ts lists them with their
 * permissions): accounts in the caller's reach, adding an account with a temporary password,
 * editing, activation, an administrator's password reset, the account's history and its
 * permission exceptions. Every change is recorded (audit log: who, when, before and after) in
 * the same transaction, and holds from the user's next request.
 */
import ExcelJS from 'exceljs';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ACCOUNT_LEVELS,
  ACCOUNT_STATUS_CHOICES,
  ROLES,
  ROLE_RANK,
  USER_PATHS,
  USER_MESSAGES,
  accountHistoryEntrySchema,
  accountScopeRule,
  choiceLabel,
  formatBsAdTime,
  addUserResponseSchema,
  addUserSchema,
  apiErrorSchema,
  assignableRoles,
  levelOfRole,
  temporaryPasswordResponseSchema,
  updateUserSchema,
  userAccountListQuerySchema,
  userAccountSchema,
  userPermissionsSaveSchema,
  userPermissionsSchema,
  userStatusChangeSchema,
  type KnownRole,
  type Permission,
  type UserAccount,
  type UserPermissions,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { userSessions, users } from '../../db/schema';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors';
import { mailTexts, userLanguage } from '../../lib/mail-language';
import { hashPassword } from '../../lib/passwords';
import { sessionsChanged } from '../../lib/session-cache';
import { resourceIdParams } from '../../lib/resource/register';
import { sheetName } from '../../lib/resource/export';
import type { AuthUser, ScopeFilter } from '../../plugins/auth';
import {
  effectivePermissions,
  lastChange,
  overridesOf,
  permissionsOfRole,
  activeModules,
  combine,
  replaceOverrides,
  type Executor,
} from '../permissions/repository';
import {
  accountReach,
  campusOf,
  findAccount,
  findUserRecord,
  historyOf,
  listAccounts,
  placeInReach,
  recordChange,
  temporaryPassword,
  universityExists,
  visibleEmployee,
  type UserRecord,
} from './admin-repository';

const security = [{ bearer: [] }];
const tags = ['user management'];
const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const MAX_EXPORT_ROWS = 10_000;

function callerOf(request: FastifyRequest): AuthUser {
  const me = request.authUser;
  if (!me) throw forbidden();
  return me;
}

/** An account's role, university and campus made consistent, or 400 with field messages. */
async function placeAccount(
  db: Executor,
  value: { role: KnownRole; universityId: number | null; campusId: number | null },
): Promise<{ role: KnownRole; universityId: number | null; campusId: number | null }> {
  const checked = z
    .object({
      role: z.enum(ROLES),
      universityId: z.number().nullable(),
      campusId: z.number().nullable(),
    })
    .superRefine(accountScopeRule)
    .safeParse(value);
  if (!checked.success) {
    const fields: Record<string, string> = {};
    for (const issue of checked.error.issues) {
      const name = String(issue.path[0] ?? 'role');
      fields[name] ??= issue.message;
    }
    throw badRequest(USER_MESSAGES.addFailure, fields);
  }
  const level = levelOfRole(value.role);
  if (level === 'ugc') return { role: value.role, universityId: null, campusId: null };
  if (level === 'university') {
    const universityId = value.universityId ?? 0;
    if (!(await universityExists(db, universityId))) {
      throw badRequest(USER_MESSAGES.universityNotFound, {
        universityId: USER_MESSAGES.universityNotFound,
      });
    }
    return { role: value.role, universityId, campusId: null };
  }
  const campus = await campusOf(db, value.campusId ?? 0);
  if (!campus) {
    throw badRequest(USER_MESSAGES.campusNotFound, { campusId: USER_MESSAGES.campusNotFound });
  }
  return { role: value.role, universityId: campus.universityId, campusId: campus.id };
}

function assertRoleGivable(me: AuthUser, role: KnownRole): void {
  if (!(assignableRoles(me.role) as KnownRole[]).includes(role)) {
    throw forbidden(USER_MESSAGES.roleTooHigh);
  }
}

/** The account if it exists and is in reach (404 unknown, 403 outside the caller's reach). */
async function accountInReach(db: Database, scope: ScopeFilter, id: number): Promise<UserRecord> {
  const reach = accountReach(db, scope);
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), reach))
    .limit(1);
  if (row) return row;
  if (await findUserRecord(db, id)) throw forbidden(USER_MESSAGES.outsideScope);
  throw notFound();
}

/** Changes to someone else's account need a lower rank (a SuperAdmin changes anyone). */
function assertManageable(me: AuthUser, target: UserRecord): void {
  if (target.id === me.id) throw forbidden(USER_MESSAGES.notYourself);
  if (me.role !== 'SuperAdmin' && ROLE_RANK[target.role] >= ROLE_RANK[me.role]) {
    throw forbidden(USER_MESSAGES.roleTooHigh);
  }
}

async function revokeSessionsIn(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
}

function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (before[key] !== after[key]) {
      was[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return { before: was, after: now };
}

async function permissionsOf(db: Executor, user: UserRecord): Promise<UserPermissions> {
  const [rolePermissions, overrides, active, change] = await Promise.all([
    permissionsOfRole(db, user.role),
    overridesOf(db, user.id),
    activeModules(db),
    lastChange(db, 'user', String(user.id), 'permissions-changed'),
  ]);
  return {
    userId: user.id,
    role: user.role,
    rolePermissions,
    granted: overrides.granted,
    revoked: overrides.revoked,
    effective: combine(rolePermissions, overrides, active),
    updatedAt: change.at,
    updatedBy: change.by,
  };
}

async function accountOrFail(db: Executor, id: number): Promise<UserAccount> {
  const account = await findAccount(db, id);
  if (!account) throw notFound();
  return account;
}

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { mailer, config } = app.hemis;

  /** The temporary password, mailed in the account's language (English when it has none). */
  async function mailTemporaryPassword(
    account: UserAccount,
    password: string,
    reset: boolean,
  ): Promise<void> {
    const link = `${config.publicUrl}/login`;
    const t = mailTexts(await userLanguage(db, account.id));
    mailer.send({
      to: account.email,
      subject: t(reset ? 'HEMIS: your password was reset' : 'HEMIS: your account'),
      text:
        `${t('Hello {{name}},', { name: account.firstName })}\n\n` +
        (reset
          ? `${t('An administrator reset the password of your HEMIS account.')}\n`
          : `${t('An administrator created a HEMIS account for you ({{role}}).', { role: account.role })}\n`) +
        `${t('Sign in at {{link}} with this e-mail and the temporary password:', { link })}\n\n` +
        `${password}\n\n` +
        `${t('You will be asked to choose your own password at the first sign-in.')}\n`,
      links: [link],
    });
  }

  app.get(
    USER_PATHS.accounts,
    {
      config: { auth: { permission: 'user:view' } },
      schema: {
        tags,
        security,
        summary: 'Accounts in your reach (paged)',
        querystring: userAccountListQuerySchema,
        response: {
          200: z.object({ data: z.array(userAccountSchema), total: z.number().int() }),
          400: apiErrorSchema,
        },
      },
    },
    async (request) => listAccounts(db, request.scope(), request.query),
  );

  app.get(
    USER_PATHS.accountsExport,
    {
      config: { auth: { permission: 'user:export' } },
      schema: {
        tags,
        security,
        summary: 'Accounts in your reach as an .xlsx workbook',
        querystring: userAccountListQuerySchema,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const { data } = await listAccounts(
        db,
        request.scope(),
        { ...request.query, page: 1, pageSize: MAX_EXPORT_ROWS },
        true,
      );
      const workbook = new ExcelJS.Workbook();
      workbook.creator = 'HEMIS';
      workbook.created = new Date();
      const sheet = workbook.addWorksheet(sheetName('Users'));
      sheet.columns = [
        { header: 'S.N.', key: 'sn', width: 6 },
        { header: 'Email', key: 'email', width: 30 },
        { header: 'First Name', key: 'firstName', width: 16 },
        { header: 'Middle Name', key: 'middleName', width: 16 },
        { header: 'Last Name', key: 'lastName', width: 16 },
        { header: 'Phone', key: 'phoneNumber', width: 14 },
        { header: 'Role', key: 'role', width: 14 },
        { header: 'Level', key: 'level', width: 12 },
        { header: 'University', key: 'universityName', width: 30 },
        { header: 'Campus', key: 'campusName', width: 30 },
        { header: 'Status', key: 'status', width: 10 },
        { header: 'Last Sign-in', key: 'lastSignInAt', width: 36 },
        { header: 'Created', key: 'createdAt', width: 36 },
      ];
      sheet.getRow(1).font = { bold: true };
      data.forEach((account, index) => {
        sheet.addRow({
          ...account,
          sn: index + 1,
          level: choiceLabel(ACCOUNT_LEVELS, account.level),
          status: choiceLabel(ACCOUNT_STATUS_CHOICES, account.status),
          lastSignInAt: formatBsAdTime(account.lastSignInAt),
          createdAt: formatBsAdTime(account.createdAt),
        });
      });
      const buffer = Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="Users.xlsx"')
        .send(buffer);
    },
  );

  app.get(
    USER_PATHS.one.route,
    {
      config: { auth: { permission: 'user:view' } },
      schema: {
        tags,
        security,
        params: resourceIdParams,
        response: { 200: userAccountSchema, ...errors },
      },
    },
    async (request) => {
      const target = await accountInReach(db, request.scope(), request.params.id);
      return accountOrFail(db, target.id);
    },
  );

  app.post(
    USER_PATHS.add,
    {
      config: { auth: { permission: 'user:add' } },
      schema: {
        tags,
        security,
        summary: 'Add an account with a temporary password (changed at first sign-in)',
        body: addUserSchema,
        response: { 201: addUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = callerOf(request);
      const scope = request.scope();
      const input = request.body;
      assertRoleGivable(me, input.role);
      const place = await placeAccount(db, {
        role: input.role,
        universityId: input.universityId ?? null,
        campusId: input.campusId ?? null,
      });
      if (!placeInReach(scope, { level: levelOfRole(place.role), ...place })) {
        throw forbidden(USER_MESSAGES.outsideScope);
      }
      let names = {
        firstName: input.firstName ?? '',
        middleName: input.middleName || null,
        lastName: input.lastName ?? '',
        phoneNumber: input.phoneNumber ?? null,
        gender: input.gender ?? null,
      };
      if (input.employeeId) {
        const employee = await visibleEmployee(db, scope, input.employeeId);
        if (!employee) {
          throw badRequest(USER_MESSAGES.employeeOutsideScope, {
            employeeId: USER_MESSAGES.employeeOutsideScope,
          });
        }
        const gender = z.enum(['male', 'female', 'other']).safeParse(employee.gender);
        const phone = /^\d{10}$/.test(employee.phoneNumber ?? '') ? employee.phoneNumber : null;
        names = {
          firstName: input.firstName || employee.firstName,
          middleName: input.firstName ? names.middleName : employee.middleName,
          lastName: input.lastName || employee.lastName,
          phoneNumber: input.phoneNumber ?? phone,
          gender: input.gender ?? (gender.success ? gender.data : null),
        };
      }
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              email: input.email,
              passwordHash,
              ...names,
              ...place,
              employeeId: input.employeeId ?? null,
              status: 'active',
              mustChangePassword: true,
              createdBy: me.id,
              updatedBy: me.id,
            })
            .returning({ id: users.id });
          if (!row) throw new Error('user insert returned nothing');
          await recordChange(tx, {
            actorId: me.id,
            action: 'account-created',
            entity: 'user',
            entityId: row.id,
            detail: {
              before: null,
              after: {
                email: input.email,
                ...names,
                ...place,
                employeeId: input.employeeId ?? null,
              },
            },
          });
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
        }
        throw error;
      }
      const account = await accountOrFail(db, id);
      await mailTemporaryPassword(account, password, false);
      return reply
        .code(201)
        .send({ user: account, temporaryPassword: password, message: USER_MESSAGES.created });
    },
  );

  app.patch(
    USER_PATHS.one.route,
    {
      config: { auth: { permission: 'user:edit' } },
      schema: {
        tags,
        security,
        summary: 'Edit an account (names, phone, role and scope)',
        params: resourceIdParams,
        body: updateUserSchema,
        response: { 200: userAccountSchema, ...errors },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const scope = request.scope();
      const input = request.body;
      const target = await accountInReach(db, scope, request.params.id);
      const movesAccount =
        input.role !== undefined ||
        input.universityId !== undefined ||
        input.campusId !== undefined;
      if (target.id === me.id) {
        if (movesAccount) throw forbidden(USER_MESSAGES.notYourself);
      } else {
        assertManageable(me, target);
      }
      if (input.role !== undefined && input.role !== target.role) assertRoleGivable(me, input.role);
      const place = movesAccount
        ? await placeAccount(db, {
            role: input.role ?? target.role,
            universityId:
              input.universityId === undefined ? target.universityId : input.universityId,
            campusId: input.campusId === undefined ? target.campusId : input.campusId,
          })
        : { role: target.role, universityId: target.universityId, campusId: target.campusId };
      if (movesAccount && !placeInReach(scope, { level: levelOfRole(place.role), ...place })) {
        throw forbidden(USER_MESSAGES.outsideScope);
      }
      const after = {
        firstName: input.firstName ?? target.firstName,
        middleName: input.middleName === undefined ? target.middleName : input.middleName || null,
        lastName: input.lastName ?? target.lastName,
        phoneNumber: input.phoneNumber === undefined ? target.phoneNumber : input.phoneNumber,
        gender: input.gender === undefined ? target.gender : input.gender,
        ...place,
      };
      const change = changedFields(target, after);
      if (Object.keys(change.after).length > 0) {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ ...after, updatedAt: new Date(), updatedBy: me.id })
            .where(eq(users.id, target.id));
          await recordChange(tx, {
            actorId: me.id,
            action: change.after.role === undefined ? 'account-updated' : 'role-changed',
            entity: 'user',
            entityId: target.id,
            detail: change,
          });
        });
        sessionsChanged(db);
      }
      return accountOrFail(db, target.id);
    },
  );

  app.patch(
    USER_PATHS.status.route,
    {
      config: { auth: { permission: 'user:approve' } },
      schema: {
        tags,
        security,
        summary: 'Activate or deactivate an account (deactivating ends its sessions)',
        params: resourceIdParams,
        body: userStatusChangeSchema,
        response: { 200: userAccountSchema, ...errors },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const target = await accountInReach(db, request.scope(), request.params.id);
      assertManageable(me, target);
      const { status } = request.body;
      if (status !== target.status) {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ status, updatedAt: new Date(), updatedBy: me.id })
            .where(eq(users.id, target.id));
          if (status === 'disabled') await revokeSessionsIn(tx, target.id);
          await recordChange(tx, {
            actorId: me.id,
            action: status === 'active' ? 'activated' : 'deactivated',
            entity: 'user',
            entityId: target.id,
            detail: { before: { status: target.status }, after: { status } },
          });
        });
        sessionsChanged(db);
      }
      return accountOrFail(db, target.id);
    },
  );

  app.post(
    USER_PATHS.resetPassword.route,
    {
      config: { auth: { permission: 'user:edit' } },
      schema: {
        tags,
        security,
        summary: "An administrator's password reset: a new temporary password",
        params: resourceIdParams,
        response: { 200: temporaryPasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const target = await accountInReach(db, request.scope(), request.params.id);
      assertManageable(me, target);
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: true, updatedAt: new Date(), updatedBy: me.id })
          .where(eq(users.id, target.id));
        await revokeSessionsIn(tx, target.id);
        await recordChange(tx, {
          actorId: me.id,
          action: 'password-reset-by-administrator',
          entity: 'user',
          entityId: target.id,
          detail: {
            before: { mustChangePassword: target.mustChangePassword },
            after: { mustChangePassword: true },
          },
        });
      });
      sessionsChanged(db);
      const account = await accountOrFail(db, target.id);
      await mailTemporaryPassword(account, password, true);
      return { user: account, temporaryPassword: password, message: USER_MESSAGES.passwordReset };
    },
  );

  app.get(
    USER_PATHS.history.route,
    {
      config: { auth: { permission: 'user:view' } },
      schema: {
        tags,
        security,
        summary: "The account's recorded changes, newest first",
        params: resourceIdParams,
        response: { 200: z.array(accountHistoryEntrySchema), ...errors },
      },
    },
    async (request) => {
      const target = await accountInReach(db, request.scope(), request.params.id);
      return historyOf(db, target.id);
    },
  );

  app.get(
    USER_PATHS.permissions.route,
    {
      config: { auth: { permission: 'user:view' } },
      schema: {
        tags,
        security,
        summary: "The account's role permissions, its exceptions and what it may do now",
        params: resourceIdParams,
        response: { 200: userPermissionsSchema, ...errors },
      },
    },
    async (request) => {
      const target = await accountInReach(db, request.scope(), request.params.id);
      return permissionsOf(db, target);
    },
  );

  app.put(
    USER_PATHS.permissions.route,
    {
      config: { auth: { permission: 'user:edit' } },
      schema: {
        tags,
        security,
        summary: "Replace the account's exceptions (granted and revoked permissions)",
        params: resourceIdParams,
        body: userPermissionsSaveSchema,
        response: { 200: userPermissionsSchema, ...errors },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const target = await accountInReach(db, request.scope(), request.params.id);
      assertManageable(me, target);
      const granted = [...new Set(request.body.granted)];
      const revoked = [...new Set(request.body.revoked)];
      if (granted.some((permission) => revoked.includes(permission))) {
        throw badRequest(USER_MESSAGES.grantedAndRevoked, {
          granted: USER_MESSAGES.grantedAndRevoked,
        });
      }
      // Grants already given stay; a new grant must be a permission the caller holds (a
      // SuperAdmin, who also sets what every role holds, may grant any).
      const before = await overridesOf(db, target.id);
      const mine = new Set<Permission>(await effectivePermissions(db, me));
      const added = granted.filter((permission) => !before.granted.includes(permission));
      if (me.role !== 'SuperAdmin' && added.some((permission) => !mine.has(permission))) {
        throw forbidden(USER_MESSAGES.permissionNotHeld);
      }
      await db.transaction(async (tx) => {
        await replaceOverrides(tx, target.id, { granted, revoked }, me.id);
        await recordChange(tx, {
          actorId: me.id,
          action: 'permissions-changed',
          entity: 'user',
          entityId: target.id,
          detail: { before, after: { granted, revoked } },
        });
      });
      sessionsChanged(db);
      return permissionsOf(db, target);
    },
  );
};

/**
 * User management routes (shared-contracts/src/userManagement.ts lists them with their
 * permissions): accounts in the caller's reach, adding an account with a temporary password,
 * editing, activation, an administrator's password reset, the account's history and its
 * permission exceptions. Every change is recorded (audit log: who, when, before and after) in
 * the same transaction, and holds from the user's next request.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  USER_PATHS,
  USER_MESSAGES,
  addUserResponseSchema,
  addUserSchema,
  apiErrorSchema,
  levelOfRole,
  updateUserSchema,
  userAccountListQuerySchema,
  userAccountSchema,
} from '@hemis/shared-contracts';
import { users } from '../../db/schema';
import { badRequest, conflict, forbidden, isUniqueViolation } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { sessionsChanged } from '../../lib/session-cache';
import { resourceIdParams } from '../../lib/resource/register';
import {
  listAccounts,
  placeInReach,
  recordChange,
  temporaryPassword,
  visibleEmployee,
} from './admin-repository';

import { sendWorkbook, XLSX } from '../../lib/workbook';
import {
  accountInReach,
  accountOrFail,
  mailTemporaryPassword,
  placeAccount,
} from './admin-accounts';
import { registerAccountAccessRoutes } from './admin-access-routes';
import { assertManageable, assertRoleGivable, callerOf, changedFields } from './admin-rules';
import { accountsWorkbook } from './admin-workbook';
import { errors, security } from '../../lib/route-kit';
import { tags } from './admin-schemas';

const MAX_EXPORT_ROWS = 10_000;

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

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
        produces: [XLSX],
      },
    },
    async (request, reply) => {
      const { data } = await listAccounts(
        db,
        request.scope(),
        { ...request.query, page: 1, pageSize: MAX_EXPORT_ROWS },
        true,
      );
      return sendWorkbook(reply, 'Users.xlsx', await accountsWorkbook(data));
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
      await mailTemporaryPassword(app, account, password, false);
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

  registerAccountAccessRoutes(app);
};

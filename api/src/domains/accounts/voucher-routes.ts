/** Vouchers: the list, one, a draft written, changed or deleted, its steps, its reversal. */

import {
  ACCOUNT_PATHS,
  VOUCHER_MESSAGES,
  idParamSchema,
  voucherInputSchema,
  voucherListQuerySchema,
  voucherListSchema,
  voucherReverseSchema,
  voucherSchema,
  type Permission,
} from '@hemis/shared-contracts';
import {
  createVoucher,
  deleteVoucher,
  listVouchers,
  readVoucher,
  reverseVoucher,
  stepVoucher,
  updateVoucher,
  type VoucherStep,
} from './vouchers';
import { auth, errors, security } from '../../lib/route-kit';
import { messageSchema, scopeOf, tags } from './route-schemas';
import type { ZodApp } from '../../lib/resource/types';

export function registerVoucherRoutes(app: ZodApp): void {
  const db = app.db;

  app.get(
    ACCOUNT_PATHS.vouchers,
    {
      config: auth('accounts:view'),
      schema: {
        tags,
        security,
        summary: 'Vouchers the caller reads (filters: type, status, campus, fiscal year, BS dates)',
        querystring: voucherListQuerySchema,
        response: { 200: voucherListSchema, ...errors },
      },
    },
    async (request) => listVouchers(db, await scopeOf(db, request), request.query),
  );
  app.get(
    ACCOUNT_PATHS.voucher.route,
    {
      config: auth('accounts:view'),
      schema: {
        tags,
        security,
        summary: 'One voucher with its lines',
        params: idParamSchema,
        response: { 200: voucherSchema, ...errors },
      },
    },
    async (request) => readVoucher(db, await scopeOf(db, request), request.params.id),
  );
  app.post(
    ACCOUNT_PATHS.vouchers,
    {
      config: auth('accounts:add'),
      schema: {
        tags,
        security,
        summary: "A draft voucher of the caller's campus (its lines must balance)",
        body: voucherInputSchema,
        response: { 201: voucherSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(db, request);
      const id = await createVoucher(db, scope, request.body);
      return reply.code(201).send(await readVoucher(db, scope, id));
    },
  );
  app.put(
    ACCOUNT_PATHS.voucher.route,
    {
      config: auth('accounts:edit'),
      schema: {
        tags,
        security,
        summary: 'Changes a draft voucher (date, narration, lines)',
        params: idParamSchema,
        body: voucherInputSchema,
        response: { 200: voucherSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await scopeOf(db, request);
      await updateVoucher(db, scope, request.params.id, request.body);
      return readVoucher(db, scope, request.params.id);
    },
  );
  app.delete(
    ACCOUNT_PATHS.voucher.route,
    {
      config: auth('accounts:delete'),
      schema: {
        tags,
        security,
        summary: 'Deletes a draft voucher (it has no number yet)',
        params: idParamSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteVoucher(db, await scopeOf(db, request), request.params.id);
      return { id: request.params.id, message: VOUCHER_MESSAGES.deleted };
    },
  );

  const steps: { path: string; step: VoucherStep; permission: Permission; summary: string }[] = [
    {
      path: ACCOUNT_PATHS.check.route,
      step: 'check',
      permission: 'accounts:approve',
      summary: 'Marks a draft voucher checked',
    },
    {
      path: ACCOUNT_PATHS.approve.route,
      step: 'approve',
      permission: 'accounts:approve',
      summary: 'Approves a checked voucher: it takes the next number of its series and is posted',
    },
    {
      path: ACCOUNT_PATHS.cancel.route,
      step: 'cancel',
      permission: 'accounts:edit',
      summary: 'Cancels a draft or checked voucher',
    },
  ];
  for (const { path, step, permission, summary } of steps) {
    app.post(
      path,
      {
        config: auth(permission),
        schema: {
          tags,
          security,
          summary,
          params: idParamSchema,
          response: { 200: voucherSchema, ...errors },
        },
      },
      async (request) => {
        const scope = await scopeOf(db, request);
        await stepVoucher(db, scope, request.params.id, step);
        return readVoucher(db, scope, request.params.id);
      },
    );
  }
  app.post(
    ACCOUNT_PATHS.reverse.route,
    {
      config: auth('accounts:approve'),
      schema: {
        tags,
        security,
        summary: 'Reverses an approved voucher by a new approved voucher with the lines swapped',
        params: idParamSchema,
        body: voucherReverseSchema.nullish(),
        response: { 201: voucherSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(db, request);
      const id = await reverseVoucher(db, scope, request.params.id, request.body ?? {});
      return reply.code(201).send(await readVoucher(db, scope, id));
    },
  );
}

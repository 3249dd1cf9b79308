/**
 * Accounts (mfe-setup's accounts screens): the chart of accounts as kit resources (sub-groups,
 * ledgers, sub-ledgers) and as one tree, vouchers and their steps, the accounts home's figures,
 * and the reports with their .xlsx and PDF downloads.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import {
  ACCOUNT_PATHS,
  LEDGER_GROUPS,
  VOUCHER_MESSAGES,
  accountChartSchema,
  accountLedgerContract,
  accountPeriodQuerySchema,
  accountSubGroupContract,
  accountSubLedgerContract,
  apiErrorSchema,
  balanceSheetSchema,
  idParamSchema,
  incomeExpenditureSchema,
  ledgerStatementQuerySchema,
  ledgerStatementSchema,
  trialBalanceSchema,
  voucherInputSchema,
  voucherListQuerySchema,
  voucherListSchema,
  voucherReverseSchema,
  voucherSchema,
  type AccountChart,
  type AnyResourceContract,
  type Permission,
} from '@hemis/shared-contracts';
import { accountLedgers, accountSubGroups, accountSubLedgers } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { registerMultipart } from '../../lib/multipart';
import { campusDocumentLanguage } from '../../lib/branding';
import { documentWords, type DocumentWords } from '../../lib/document-language';
import { tableFileName, tablePdf, tableWorkbook, type ReportTable } from '../../lib/report-table';
import { registerResource, type WriteContext } from '../../lib/resource/register';
import { readCondition, resolveScope } from '../../lib/resource/scope';
import { sendWorkbook } from '../../lib/workbook';
import { registerAccountSummary } from './summary';
import type { ScopeFilter } from '../../plugins/auth';
import {
  balanceSheet,
  balanceSheetTable,
  incomeExpenditure,
  incomeExpenditureTable,
  ledgerStatement,
  ledgerStatementTable,
  trialBalance,
  trialBalanceTable,
} from './reports';
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

const tags = ['accounts'];
const security = [{ bearer: [] }];
const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const asContract = <C>(contract: C) => contract as unknown as AnyResourceContract;
const auth = (permission: Permission) => ({ auth: { permission } });
const messageSchema = z.object({ id: z.number().int(), message: z.string() });

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const registry = app.hemis.resources;
  const scopeOf = (request: FastifyRequest): Promise<ScopeFilter> =>
    resolveScope(db, request.scope());

  // The kit's resource routes read form posts too (no files: the chart has no uploads).
  await registerMultipart(app, {
    attachFieldsToBody: true,
    limits: { fields: 20, fieldSize: 10_000, files: 0, parts: 20 },
  });

  // ---- the chart -------------------------------------------------------------------------
  registerResource(app, asContract(accountSubGroupContract), accountSubGroups, { registry });
  registerResource(app, asContract(accountLedgerContract), accountLedgers, { registry });
  registerResource(app, asContract(accountSubLedgerContract), accountSubLedgers, {
    registry,
    validate: async ({ values }: WriteContext) => {
      if (typeof values.ledgerId !== 'number') return;
      const [ledger] = await db
        .select({ id: accountLedgers.id })
        .from(accountLedgers)
        .where(and(eq(accountLedgers.id, values.ledgerId), isNull(accountLedgers.deletedAt)));
      if (!ledger) throw badRequest(undefined, { ledgerId: VOUCHER_MESSAGES.ledgerNotFound });
    },
  });

  app.get(
    ACCOUNT_PATHS.chart,
    {
      config: auth('accounts:view'),
      schema: {
        tags,
        security,
        summary: 'The chart of accounts the caller reads: group, sub-group, ledger, sub-ledger',
        response: { 200: accountChartSchema, 403: apiErrorSchema },
      },
    },
    async (request): Promise<AccountChart> => {
      const scope = await scopeOf(request);
      const visible = (
        table: typeof accountSubGroups | typeof accountLedgers | typeof accountSubLedgers,
      ) =>
        and(
          isNull(table.deletedAt),
          readCondition(
            'institution',
            { universityId: table.universityId, campusId: table.campusId },
            scope,
          ),
        );
      const [subGroups, ledgers, subLedgers] = await Promise.all([
        db
          .select()
          .from(accountSubGroups)
          .where(visible(accountSubGroups))
          .orderBy(accountSubGroups.subGroupName),
        db
          .select()
          .from(accountLedgers)
          .where(visible(accountLedgers))
          .orderBy(accountLedgers.ledgerName),
        db
          .select()
          .from(accountSubLedgers)
          .where(visible(accountSubLedgers))
          .orderBy(accountSubLedgers.subLedgerName),
      ]);
      return LEDGER_GROUPS.map((group) => ({
        groupType: group.value,
        subGroups: subGroups
          .filter((subGroup) => subGroup.groupType === group.value)
          .map((subGroup) => ({
            id: subGroup.id,
            name: subGroup.subGroupName ?? '',
            ledgers: ledgers
              .filter((ledger) => ledger.subGroupId === subGroup.id)
              .map((ledger) => ({
                id: ledger.id,
                name: ledger.ledgerName ?? '',
                code: ledger.code,
                cashOrBank: ledger.cashOrBank,
                campusId: ledger.campusId,
                subLedgers: subLedgers
                  .filter((sub) => sub.ledgerId === ledger.id)
                  .map((sub) => ({ id: sub.id, name: sub.subLedgerName ?? '' })),
              })),
          })),
      }));
    },
  );

  registerAccountSummary(app);

  // ---- vouchers --------------------------------------------------------------------------
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
    async (request) => listVouchers(db, await scopeOf(request), request.query),
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
    async (request) => readVoucher(db, await scopeOf(request), request.params.id),
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
      const scope = await scopeOf(request);
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
      const scope = await scopeOf(request);
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
      await deleteVoucher(db, await scopeOf(request), request.params.id);
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
        const scope = await scopeOf(request);
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
      const scope = await scopeOf(request);
      const id = await reverseVoucher(db, scope, request.params.id, request.body ?? {});
      return reply.code(201).send(await readVoucher(db, scope, id));
    },
  );

  // ---- reports ---------------------------------------------------------------------------
  function report<Q extends z.ZodType, R>(
    paths: { json: string; xlsx: string; pdf: string },
    querystring: Q,
    answer: ZodType<R>,
    summary: string,
    load: (scope: ScopeFilter, query: z.output<Q>) => Promise<R>,
    table: (report: R, w: DocumentWords) => ReportTable,
  ): void {
    const schema = { tags, security, querystring };
    app.get(
      paths.json,
      {
        config: auth('accounts:view'),
        schema: { ...schema, summary, response: { 200: answer as ZodType, ...errors } },
      },
      async (request) => load(await scopeOf(request), request.query as z.output<Q>),
    );
    const download = async (
      request: FastifyRequest,
      reply: FastifyReply,
      kind: 'xlsx' | 'pdf',
    ): Promise<FastifyReply> => {
      const scope = await scopeOf(request);
      const query = request.query as z.output<Q>;
      // One campus's statements in its language of documents; wider ones in English.
      const campusId =
        scope.kind === 'campus' ? scope.campusId : (query as { campusId?: number }).campusId;
      const w = documentWords(await campusDocumentLanguage(app, campusId));
      const report = await load(scope, query);
      const built = table(report, w);
      // The file's name stays in English letters.
      const named = w.language === 'en' ? built : table(report, documentWords('en'));
      if (kind === 'xlsx')
        return sendWorkbook(reply, tableFileName(named, 'xlsx'), await tableWorkbook(built));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${tableFileName(named, 'pdf')}"`)
        .send(await tablePdf(built, 'No approved vouchers in this period.', w.language));
    };
    app.get(
      paths.xlsx,
      { config: auth('accounts:export'), schema: { ...schema, summary: `${summary} (.xlsx)` } },
      (request, reply) => download(request, reply, 'xlsx'),
    );
    app.get(
      paths.pdf,
      {
        config: auth('accounts:export'),
        schema: { ...schema, summary: `${summary} (PDF)`, produces: ['application/pdf'] },
      },
      (request, reply) => download(request, reply, 'pdf'),
    );
  }
  report(
    ACCOUNT_PATHS.trialBalance,
    accountPeriodQuerySchema,
    trialBalanceSchema,
    'Trial balance: debit and credit totals per ledger over approved vouchers',
    (scope, query) => trialBalance(db, scope, query),
    trialBalanceTable,
  );
  report(
    ACCOUNT_PATHS.ledgerStatement,
    ledgerStatementQuerySchema,
    ledgerStatementSchema,
    "A ledger's lines with opening, running and closing balances",
    (scope, query) => ledgerStatement(db, scope, query),
    ledgerStatementTable,
  );
  report(
    ACCOUNT_PATHS.incomeExpenditure,
    accountPeriodQuerySchema,
    incomeExpenditureSchema,
    'Income and expenditure statement',
    (scope, query) => incomeExpenditure(db, scope, query),
    incomeExpenditureTable,
  );
  report(
    ACCOUNT_PATHS.balanceSheet,
    accountPeriodQuerySchema,
    balanceSheetSchema,
    'Balance sheet at the end of the period',
    (scope, query) => balanceSheet(db, scope, query),
    balanceSheetTable,
  );
};

/**
 * Fees and receipts (mfe-students' receipt section, other-setup/fee-setup, /payment):
 *   GET /FeeType, GET /GeneralFeeType (spec section 7) and the kit's routes of both fee types;
 *   POST /FeeSetup (spec section 7) and the kit's routes of the fee setup;
 *   GET /Receipt/GetReceiptNo?CampusId= (spec section 7): the campus's next receipt number;
 *   GET /Receipt, /Receipt/Export: the receipt list (filters) and its .xlsx;
 *   GET /Receipt/Clerks: who issued the receipts the caller reads (the list's clerk filter);
 *   POST /Receipt: issue; GET /Receipt/{id}; GET /Receipt/{id}/Pdf (A5, QR code);
 *   POST /Receipt/{id}/Cancel: cancel with a reason (the number stays used);
 *   GET /Receipt/DailyCollection: a day's collection per clerk (json or xlsx);
 *   GET /Receipt/Student/{id}/Ledger: a student's dues, payments and balance (json or xlsx);
 *   GET /Receipt/Figures: the receipt section home's figures.
 * Receipts need receipt:view to read, receipt:add to issue, receipt:delete to cancel (never a
 * delete) and receipt:export for files (the printed receipt too); a campus issues, its university and the commission read.
 */
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  RECEIPT_MESSAGES,
  RECEIPT_PATHS,
  dailyCollectionQuerySchema,
  dailyCollectionSchema,
  feeSetupContract,
  feeTypeContract,
  formatBsAd,
  generalFeeTypeContract,
  idParamSchema,
  nepalToday,
  nextReceiptNoSchema,
  receiptCancelSchema,
  receiptInputSchema,
  receiptClerksQuerySchema,
  receiptClerksSchema,
  receiptListQuerySchema,
  receiptListSchema,
  receiptNoQuerySchema,
  receiptSchema,
  studentLedgerQuerySchema,
  studentLedgerSchema,
  type SectionFigures,
} from '@hemis/shared-contracts';
import {
  accountLedgers,
  accountSubGroups,
  feeSetups,
  feeTypes,
  generalFeeTypes,
  receipts,
} from '../../db/schema';
import { registerFiguresRoute } from '../../lib/figures-route';
import { badRequest, notFound } from '../../lib/errors';
import { tableFileName, tableWorkbook } from '../../lib/report-table';
import {
  registerResource,
  type ResourceHandle,
  type WriteContext,
} from '../../lib/resource/register';
import { resolveScope } from '../../lib/resource/scope';
import type { ZodApp } from '../../lib/resource/types';
import { sendWorkbook, XLSX } from '../../lib/workbook';
import { auth, errors, security } from '../../lib/route-kit';
import type { ScopeFilter } from '../../plugins/auth';
import { registerEsewa } from './esewa';
import { dailyCollection, studentLedger } from './ledger';
import { receiptDocument } from './receipt-pdf';
import { sendDocument } from '../../lib/pdf-route';
import { dailyCollectionTable, receiptListTable, studentLedgerTable } from './receipt-tables';
import {
  campusOfCaller,
  cancelReceipt,
  issueReceipt,
  listReceipts,
  receiptClerks,
  nextReceiptNo,
  readReceipt,
  receiptReadCondition,
} from './receipts';
import { FEE_SETUP_CLIENT_INPUT, FEE_TYPE_ROW_EXTRAS } from '../../legacy-client/shapes';

const tags = ['receipt'];

/** An income ledger of the caller's chart (a fee type credits it when a receipt is issued). */
async function checkIncomeLedger({ db, values }: WriteContext): Promise<void> {
  if (typeof values.ledgerId !== 'number') return;
  const [ledger] = await db
    .select({ groupType: accountSubGroups.groupType })
    .from(accountLedgers)
    .innerJoin(accountSubGroups, eq(accountSubGroups.id, accountLedgers.subGroupId))
    .where(and(eq(accountLedgers.id, values.ledgerId), isNull(accountLedgers.deletedAt)));
  if (ledger?.groupType !== 'income') {
    throw badRequest(undefined, { ledgerId: 'Choose an income ledger' });
  }
}

export { receiptListTable } from './receipt-tables';

export function registerFees(app: ZodApp, student: ResourceHandle): void {
  const db = app.db;
  const registry = app.hemis.resources;
  const scopeOf = (request: FastifyRequest): Promise<ScopeFilter> =>
    resolveScope(db, request.scope());

  // ---- fee types and fee setup (the kit) --------------------------------------------------
  // What programs charge is program setup too (the program section's Payment): whoever reads
  // programs reads it, in their scope (a university its campuses'); receipts stay the campus's.
  const readPermission = 'program:view';
  registerResource(app, generalFeeTypeContract, generalFeeTypes, {
    registry,
    readPermission,
    validate: checkIncomeLedger,
    rowExtras: FEE_TYPE_ROW_EXTRAS,
  });
  registerResource(app, feeTypeContract, feeTypes, {
    registry,
    readPermission,
    validate: checkIncomeLedger,
    rowExtras: FEE_TYPE_ROW_EXTRAS,
  });
  registerResource(app, feeSetupContract, feeSetups, {
    registry,
    readPermission,
    clientInput: FEE_SETUP_CLIENT_INPUT,
  });
  registerEsewa(app, student);

  // ---- receipts ----------------------------------------------------------------------------
  app.get(
    RECEIPT_PATHS.nextNo,
    {
      config: auth('receipt:view'),
      schema: {
        tags,
        security,
        summary: "The number the campus's next receipt of this fiscal year takes",
        querystring: receiptNoQuerySchema,
        response: { 200: nextReceiptNoSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const campus = await campusOfCaller(db, scope, request.query.CampusId);
      return nextReceiptNo(db, campus.id, request.query.FiscalYearId);
    },
  );

  app.get(
    RECEIPT_PATHS.receipts,
    {
      config: auth('receipt:view'),
      schema: {
        tags,
        security,
        summary:
          'Receipts the caller reads, newest first (filters: AD dates, campus, student, fee ' +
          'type, mode, clerk, status, number or name)',
        querystring: receiptListQuerySchema,
        response: { 200: receiptListSchema, ...errors },
      },
    },
    async (request) => listReceipts(db, await scopeOf(request), request.query),
  );

  app.get(
    RECEIPT_PATHS.clerks,
    {
      config: auth('receipt:view'),
      schema: {
        tags,
        security,
        summary: 'The clerks who issued the receipts the caller reads (of one campus when named)',
        querystring: receiptClerksQuerySchema,
        response: { 200: receiptClerksSchema, ...errors },
      },
    },
    async (request) => receiptClerks(db, await scopeOf(request), request.query.campusId),
  );

  app.get(
    RECEIPT_PATHS.export,
    {
      config: auth('receipt:export'),
      schema: {
        tags,
        security,
        summary: 'The filtered receipt list as .xlsx',
        querystring: receiptListQuerySchema,
        produces: [XLSX],
        response: errors,
      },
    },
    async (request, reply) => {
      const query = request.query;
      const list = await listReceipts(db, await scopeOf(request), query, { paging: false });
      const period =
        query.from || query.to
          ? `${query.from ? formatBsAd(query.from) : 'the start'} to ${query.to ? formatBsAd(query.to) : 'today'}`
          : 'All dates';
      const table = receiptListTable(list.data, `${period}: ${list.total} receipt(s)`);
      return sendWorkbook(reply, tableFileName(table, 'xlsx'), await tableWorkbook(table));
    },
  );

  app.post(
    RECEIPT_PATHS.receipts,
    {
      config: auth('receipt:add'),
      schema: {
        tags,
        security,
        summary:
          "Issues a receipt in the caller's campus: the next number of the fiscal year, posted " +
          'to the accounts where the campus keeps them here',
        body: receiptInputSchema,
        response: { 201: receiptSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const id = await issueReceipt(db, scope, request.body);
      return reply.code(201).send(await readReceipt(db, scope, id));
    },
  );

  app.get(
    RECEIPT_PATHS.receipt.route,
    {
      config: auth('receipt:view'),
      schema: {
        tags,
        security,
        summary: 'One receipt with its fees',
        params: idParamSchema,
        response: { 200: receiptSchema, ...errors },
      },
    },
    async (request) => readReceipt(db, await scopeOf(request), request.params.id),
  );

  app.get(
    RECEIPT_PATHS.pdf.route,
    {
      config: auth('receipt:export'),
      schema: {
        tags,
        security,
        summary: 'One receipt as an A5 PDF with the QR code of its verification page',
        params: idParamSchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        receiptDocument(app, async () =>
          readReceipt(db, await scopeOf(request), request.params.id),
        ),
      ),
  );

  app.post(
    RECEIPT_PATHS.cancel.route,
    {
      config: auth('receipt:delete'),
      schema: {
        tags,
        security,
        summary:
          'Cancels a receipt with a reason (never deleted: its number stays used); reverses ' +
          'its receipt voucher',
        params: idParamSchema,
        body: receiptCancelSchema,
        response: { 200: receiptSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      await cancelReceipt(db, scope, request.params.id, request.body.reason);
      return readReceipt(db, scope, request.params.id);
    },
  );

  app.get(
    RECEIPT_PATHS.dailyCollection,
    {
      config: auth('receipt:view'),
      schema: {
        tags,
        security,
        summary: "A day's receipts per clerk (cash, bank, eSewa); format=xlsx for the file",
        querystring: dailyCollectionQuerySchema,
        response: { 200: dailyCollectionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const campus = await campusOfCaller(db, scope, request.query.campusId);
      const report = await dailyCollection(db, scope, request.query.date ?? nepalToday(), campus);
      if (request.query.format !== 'xlsx') return report;
      const table = dailyCollectionTable(report);
      return sendWorkbook(reply, tableFileName(table, 'xlsx'), await tableWorkbook(table));
    },
  );

  app.get(
    RECEIPT_PATHS.studentLedger.route,
    {
      config: auth('receipt:view'),
      schema: {
        tags,
        security,
        summary:
          "A student's fee ledger: what the fee setup asks of them, what they paid, the balance, " +
          'and their receipts; format=xlsx for the file',
        params: idParamSchema,
        querystring: studentLedgerQuerySchema,
        response: { 200: studentLedgerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const record = await student.findVisible(request.params.id, scope);
      if (!record) throw notFound(RECEIPT_MESSAGES.studentNotFound);
      const [row] = await student.toRows([record]);
      if (!row) throw notFound(RECEIPT_MESSAGES.studentNotFound);
      const ledger = await studentLedger(db, scope, row);
      if (request.query.format !== 'xlsx') return ledger;
      const table = studentLedgerTable(ledger);
      return sendWorkbook(reply, tableFileName(table, 'xlsx'), await tableWorkbook(table));
    },
  );

  registerFiguresRoute(
    app,
    {
      path: RECEIPT_PATHS.figures,
      permission: 'receipt:view',
      tags,
      summary: "The receipt home's figures: today's and this month's collection, cancellations",
    },
    async (request): Promise<SectionFigures> => {
      const scope = await scopeOf(request);
      const today = nepalToday();
      const monthStart = `${today.slice(0, 8)}01`;
      const issued = sql`${receipts.cancelledAt} is null`;
      const [row] = await db
        .select({
          today:
            sql<number>`count(*) filter (where ${issued} and ${receipts.dateAd} = ${today})`.mapWith(
              Number,
            ),
          todayPaisa: sql<string>`coalesce(sum(${receipts.totalPaisa}) filter (where ${issued} and ${receipts.dateAd} = ${today}), 0)`,
          monthPaisa: sql<string>`coalesce(sum(${receipts.totalPaisa}) filter (where ${issued}), 0)`,
          cancelled: sql<number>`count(*) filter (where not (${issued}))`.mapWith(Number),
        })
        .from(receipts)
        .where(and(receiptReadCondition(scope), gte(receipts.dateAd, monthStart)));
      const rupees = (paisa: string | undefined) => Number(paisa ?? 0) / 100;
      return {
        figures: [
          { key: 'today', label: 'Receipts today', value: row?.today ?? 0 },
          {
            key: 'todayCollection',
            label: 'Collected today',
            value: rupees(row?.todayPaisa),
            unit: 'NPR',
            precision: 2,
          },
          {
            key: 'monthCollection',
            label: 'Collected this month (AD)',
            value: rupees(row?.monthPaisa),
            unit: 'NPR',
            precision: 2,
          },
          { key: 'cancelled', label: 'Cancelled this month', value: row?.cancelled ?? 0 },
        ],
      };
    },
  );
}

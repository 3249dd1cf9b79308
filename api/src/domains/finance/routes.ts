/**
 * Public finance, budgets and teaching load (mfe-setup): the commission's grants (BudgetGrant,
 * /budget-management), a scope's income and expenditure statement and its workbook, the public
 * finance home's figures, and the teaching load of a campus's teachers (/inload-form).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  FINANCE_PATHS,
  SECTION_FIGURE_PATHS,
  budgetGrantContract,
  budgetGrantExtrasSchema,
  formatPaisa,
  sectionFiguresSchema,
  financeStatementQuerySchema,
  financeStatementSchema,
} from '@hemis/shared-contracts';
import { budgetGrants, campuses, incomeExpenseHeads } from '../../db/schema';
import { registerMultipart } from '../../lib/multipart';
import { countVisible, figure } from '../../lib/resource/figures';
import { registerResource, type Row } from '../../lib/resource/register';
import { readCondition, resolveScope } from '../../lib/resource/scope';
import { bufferOf, headedSheet, newWorkbook, sendWorkbook } from '../../lib/workbook';
import { buildStatement, fiscalYearOf } from './statement';
import { spentFromVouchers, voucherFigures } from './vouchers';
import { registerTeachingLoad } from './teaching-load';
import { security } from '../../lib/route-kit';

export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const registry = app.hemis.resources;
  // The kit's writes take JSON or multipart bodies (the screens post JSON; no files here).
  await registerMultipart(app, {
    attachFieldsToBody: true,
    limits: { fields: 40, fieldSize: 10_000, files: 0, parts: 40 },
  });
  const scopeOf = (request: FastifyRequest) => resolveScope(db, request.scope());

  // ---- Grants ------------------------------------------------------------------------
  /** Spent: the recipient's approved vouchers where it keeps accounts, else as reported. */
  async function withSpending(rows: Row[]): Promise<Row[]> {
    return Promise.all(
      rows.map(async (row) => {
        const reported =
          row.spentReported === null || row.spentReported === undefined
            ? null
            : Math.round(Number(row.spentReported) * 100);
        let fromVouchers: number | null = null;
        if (typeof row.fiscalYearId === 'number') {
          const campusIds =
            typeof row.campusId === 'number'
              ? [row.campusId]
              : (
                  await db
                    .select({ id: campuses.id })
                    .from(campuses)
                    .where(
                      and(
                        isNull(campuses.deletedAt),
                        eq(campuses.universityId, Number(row.universityId)),
                      ),
                    )
                ).map((campus) => campus.id);
          fromVouchers = await spentFromVouchers(
            db,
            campusIds,
            row.fiscalYearId,
            row.budgetNature === 'capital' ? 'capital' : 'recurrent',
          );
        }
        return {
          ...row,
          spentPaisa: fromVouchers ?? reported,
          spentFrom: fromVouchers !== null ? 'vouchers' : reported !== null ? 'reported' : null,
        };
      }),
    );
  }
  registerResource(app, budgetGrantContract, budgetGrants, {
    registry,
    rowExtras: { schema: budgetGrantExtrasSchema, add: withSpending },
  });

  // ---- Statement ---------------------------------------------------------------------
  app.get(
    FINANCE_PATHS.statement,
    {
      config: { auth: { permission: 'publicFinance:view' } },
      schema: {
        tags: ['publicFinance'],
        security,
        summary: 'Income by source and expenditure by head in a fiscal year (paisa)',
        querystring: financeStatementQuerySchema,
        response: { 200: financeStatementSchema },
      },
    },
    async (request) => buildStatement(db, await scopeOf(request), request.query, voucherFigures),
  );

  app.get(
    FINANCE_PATHS.statementExport,
    {
      config: { auth: { permission: 'publicFinance:export' } },
      schema: {
        tags: ['publicFinance'],
        security,
        summary: 'The statement as an .xlsx workbook',
        querystring: financeStatementQuerySchema,
      },
    },
    async (request, reply) => {
      const statement = await buildStatement(
        db,
        await scopeOf(request),
        request.query,
        voucherFigures,
      );
      const workbook = await newWorkbook();
      const sheet = headedSheet(workbook, 'Income and Expenditure', [
        { header: 'Head', key: 'head', width: 36 },
        { header: 'Type', key: 'type', width: 12 },
        { header: 'Source / Nature', key: 'group', width: 20 },
        { header: 'From vouchers (NPR)', key: 'vouchers', width: 20 },
        { header: 'Entered (NPR)', key: 'entered', width: 18 },
        { header: 'Amount (NPR)', key: 'amount', width: 18 },
      ]);
      // Amounts go in as numbers of rupees built from whole paisa: exact to two decimals.
      const rupees = (paisa: number) => Number(formatPaisa(paisa).replace(/,/g, ''));
      for (const line of statement.lines) {
        sheet.addRow({
          head: line.headName,
          type: line.headType === 'income' ? 'Income' : 'Expenditure',
          group: line.incomeSource ?? line.budgetNature ?? '',
          vouchers: rupees(line.fromVouchersPaisa),
          entered: rupees(line.enteredPaisa),
          amount: rupees(line.amountPaisa),
        });
      }
      sheet.addRow({});
      sheet.addRow({ head: 'Total income', amount: rupees(statement.totalIncomePaisa) });
      sheet.addRow({
        head: 'Total expenditure',
        amount: rupees(statement.totalExpenditurePaisa),
      });
      sheet.addRow({ head: 'Surplus (deficit)', amount: rupees(statement.surplusPaisa) });
      const year = (statement.fiscalYear ?? 'all').replace('/', '-');
      return sendWorkbook(reply, `income-expenditure-${year}.xlsx`, await bufferOf(workbook));
    },
  );

  // ---- Public finance home -----------------------------------------------------------
  app.get(
    SECTION_FIGURE_PATHS.publicFinance,
    {
      config: { auth: { permission: 'publicFinance:view' } },
      schema: { tags: ['publicFinance'], security, response: { 200: sectionFiguresSchema } },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const statement = await buildStatement(db, scope, {}, voucherFigures);
      const year = await fiscalYearOf(db, undefined);
      const grantWhere = and(
        isNull(budgetGrants.deletedAt),
        readCondition('allotted', budgetGrants, scope),
        year ? eq(budgetGrants.fiscalYearId, year.id) : sql`false`,
      );
      const [grants] = await db
        .select({
          allocated: sql<string>`coalesce(sum(round(${budgetGrants.allocated} * 100)), 0)::bigint`,
          released: sql<string>`coalesce(sum(round(${budgetGrants.released} * 100)), 0)::bigint`,
        })
        .from(budgetGrants)
        .where(grantWhere);
      const heads = await countVisible(
        db,
        {
          table: incomeExpenseHeads,
          contract: { ownership: 'institution' },
          columns: incomeExpenseHeads,
        },
        scope,
      );
      const npr = (paisa: number) => Math.round(paisa) / 100;
      const money = { unit: 'NPR', precision: 2 };
      return {
        figures: [
          figure(
            'income',
            `Income ${year?.label ?? ''}`.trim(),
            npr(statement.totalIncomePaisa),
            money,
          ),
          figure(
            'expenditure',
            `Expenditure ${year?.label ?? ''}`.trim(),
            npr(statement.totalExpenditurePaisa),
            money,
          ),
          figure('grantsAllocated', 'Grants allocated', npr(Number(grants?.allocated ?? 0)), money),
          figure('grantsReleased', 'Grants released', npr(Number(grants?.released ?? 0)), money),
          figure('heads', 'Income and expense heads', heads),
        ],
      };
    },
  );

  registerTeachingLoad(app, scopeOf);
};

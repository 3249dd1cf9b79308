/** The accounts reports, each as JSON, .xlsx and PDF. */

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import {
  ACCOUNT_PATHS,
  accountPeriodQuerySchema,
  balanceSheetSchema,
  incomeExpenditureSchema,
  ledgerStatementQuerySchema,
  ledgerStatementSchema,
  trialBalanceSchema,
} from '@hemis/shared-contracts';
import { campusDocumentLanguage } from '../../lib/branding';
import { documentWords, type DocumentWords } from '../../lib/document-language';
import { tableFileName, tablePdf, tableWorkbook, type ReportTable } from '../../lib/report-table';
import { sendWorkbook } from '../../lib/workbook';
import type { ScopeFilter } from '../../plugins/auth';
import { balanceSheet, incomeExpenditure, ledgerStatement, trialBalance } from './reports';
import {
  balanceSheetTable,
  incomeExpenditureTable,
  ledgerStatementTable,
  trialBalanceTable,
} from './report-tables';
import { auth, errors, security } from '../../lib/route-kit';
import { scopeOf, tags } from './route-schemas';
import type { ZodApp } from '../../lib/resource/types';

/** The campus a report's query names, if any. */
const campusAsked = (query: unknown): number | undefined =>
  typeof query === 'object' && query !== null && 'campusId' in query
    ? typeof query.campusId === 'number'
      ? query.campusId
      : undefined
    : undefined;

export function registerAccountReports(app: ZodApp): void {
  const db = app.db;

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
        schema: {
          ...schema,
          summary,
          response: {
            // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the zod type provider cannot resolve a generic answer schema's reply type
            200: answer as ZodType,
            ...errors,
          },
        },
      },
      async (request) =>
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the zod type provider leaves a generic schema's query unresolved
        load(await scopeOf(db, request), request.query as z.output<Q>),
    );
    const download = async (
      request: FastifyRequest,
      reply: FastifyReply,
      kind: 'xlsx' | 'pdf',
    ): Promise<FastifyReply> => {
      const scope = await scopeOf(db, request);
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the query, checked by the route's schema, is not typed on a plain FastifyRequest
      const query = request.query as z.output<Q>;
      // One campus's statements in its language of documents; wider ones in English.
      const campusId = scope.kind === 'campus' ? scope.campusId : campusAsked(query);
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
}

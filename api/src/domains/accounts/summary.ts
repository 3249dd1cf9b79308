/**
 * The accounts home's counts (GET /AccountSummary: ledgers, and the active fiscal year's vouchers
 * by status) and the same as the home tile's figures (GET /AccountSummary/Figures), scoped.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  ACCOUNT_PATHS,
  apiErrorSchema,
  accountSummarySchema,
  type AccountSummary,
  type SectionFigures,
} from '@hemis/shared-contracts';
import { accountLedgers, fiscalYears } from '../../db/schema';
import { registerFiguresRoute } from '../../lib/figures-route';
import { readCondition, resolveScope } from '../../lib/resource/scope';
import type { DbOrTx, ZodApp } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { voucherCounts } from './vouchers';
import { security } from '../../lib/route-kit';

const tags = ['accounts'];

async function accountSummary(db: DbOrTx, scope: ScopeFilter): Promise<AccountSummary> {
  const [year] = await db
    .select({ id: fiscalYears.id, label: fiscalYears.label })
    .from(fiscalYears)
    .where(and(eq(fiscalYears.isActive, true), isNull(fiscalYears.deletedAt)))
    .limit(1);
  const [ledgers] = await db
    .select({ n: count() })
    .from(accountLedgers)
    .where(
      and(isNull(accountLedgers.deletedAt), readCondition('institution', accountLedgers, scope)),
    );
  return {
    fiscalYear: year?.label ?? '',
    ledgers: ledgers?.n ?? 0,
    vouchers: year ? await voucherCounts(db, scope, year.id) : [],
  };
}

export function registerAccountSummary(app: ZodApp): void {
  const db = app.db;
  app.get(
    ACCOUNT_PATHS.summary,
    {
      config: { auth: { permission: 'accounts:view' } },
      schema: {
        tags,
        security,
        summary: 'The accounts home: ledgers, and vouchers of the active fiscal year by status',
        response: { 200: accountSummarySchema, 403: apiErrorSchema },
      },
    },
    async (request) => accountSummary(db, await resolveScope(db, request.scope())),
  );

  registerFiguresRoute(
    app,
    {
      path: ACCOUNT_PATHS.figures,
      permission: 'accounts:view',
      tags,
      summary: "The accounts tile's figures: the active fiscal year's vouchers, and ledgers",
    },
    async (request): Promise<SectionFigures> => {
      const summary = await accountSummary(db, await resolveScope(db, request.scope()));
      const vouchers = summary.vouchers.reduce((sum, row) => sum + row.count, 0);
      return {
        figures: [
          {
            key: 'vouchers',
            label: `Vouchers ${summary.fiscalYear || 'this fiscal year'}`,
            value: vouchers,
          },
          { key: 'ledgers', label: 'Ledgers', value: summary.ledgers },
        ],
      };
    },
  );
}

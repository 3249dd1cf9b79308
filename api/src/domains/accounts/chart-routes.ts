/** The chart of accounts: its sub-groups, ledgers and sub-ledgers as kit resources, and as one tree. */
import { and, eq, isNull } from 'drizzle-orm';
import {
  ACCOUNT_PATHS,
  LEDGER_GROUPS,
  VOUCHER_MESSAGES,
  accountChartSchema,
  accountLedgerContract,
  accountSubGroupContract,
  accountSubLedgerContract,
  apiErrorSchema,
  type AccountChart,
} from '@hemis/shared-contracts';
import { accountLedgers, accountSubGroups, accountSubLedgers } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { registerResource, type WriteContext } from '../../lib/resource/register';
import { readCondition } from '../../lib/resource/scope';
import { auth, security } from '../../lib/route-kit';
import { scopeOf, tags } from './route-schemas';
import type { ZodApp } from '../../lib/resource/types';

export function registerAccountChart(app: ZodApp): void {
  const db = app.db;
  const registry = app.hemis.resources;

  registerResource(app, accountSubGroupContract, accountSubGroups, { registry });
  registerResource(app, accountLedgerContract, accountLedgers, { registry });
  registerResource(app, accountSubLedgerContract, accountSubLedgers, {
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
      const scope = await scopeOf(db, request);
      const visible = (
        table: typeof accountSubGroups | typeof accountLedgers | typeof accountSubLedgers,
      ) => and(isNull(table.deletedAt), readCondition('institution', table, scope));
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
}

/** A voucher's day (BS and AD the same day) and its lines' ledgers and the voucher type's rule. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  VOUCHER_MESSAGES,
  adToBs,
  bsToAd,
  type VoucherType,
  type voucherInputSchema,
} from '@hemis/shared-contracts';
import type { z } from 'zod';
import { accountLedgers, accountSubLedgers } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { DbOrTx } from '../../lib/resource/types';
import { readCondition } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';

export type VoucherInput = z.output<typeof voucherInputSchema>;
export type VoucherLineInput = VoucherInput['lines'][number];

/** The day a body names, in both calendars (BS and AD given must be the same day). */
export function voucherDate(input: { dateBs?: string | null; dateAd?: string | null }): {
  dateAd: string;
  dateBs: string;
} {
  const fromBs = input.dateBs ? bsToAd(input.dateBs) : null;
  if (input.dateBs && !fromBs)
    throw badRequest(undefined, { dateBs: VOUCHER_MESSAGES.dateInvalid });
  const fromAd = input.dateAd ? adToBs(input.dateAd) : null;
  if (input.dateAd && !fromAd)
    throw badRequest(undefined, { dateAd: VOUCHER_MESSAGES.dateInvalid });
  if (fromBs && input.dateAd && fromBs !== input.dateAd) {
    throw badRequest(undefined, { dateAd: VOUCHER_MESSAGES.datesDisagree });
  }
  const dateAd = fromBs ?? input.dateAd;
  const dateBs = input.dateBs ?? fromAd;
  if (!dateAd || !dateBs) throw badRequest(undefined, { dateBs: VOUCHER_MESSAGES.dateRequired });
  return { dateAd, dateBs };
}

/**
 * The lines' ledgers and sub-ledgers must be ones the campus may use (the standard chart or its
 * own, active), and the voucher type's rule on cash and bank ledgers must hold.
 */
export async function checkLines(
  db: DbOrTx,
  scope: ScopeFilter,
  voucherType: VoucherType,
  lines: readonly VoucherLineInput[],
): Promise<void> {
  const owners = { universityId: accountLedgers.universityId, campusId: accountLedgers.campusId };
  const ledgerIds = [...new Set(lines.map((line) => line.ledgerId))];
  const ledgers = await db
    .select({ id: accountLedgers.id, cashOrBank: accountLedgers.cashOrBank })
    .from(accountLedgers)
    .where(
      and(
        inArray(accountLedgers.id, ledgerIds),
        isNull(accountLedgers.deletedAt),
        eq(accountLedgers.status, true),
        readCondition('institution', owners, scope),
      ),
    );
  const cashOrBank = new Map(ledgers.map((ledger) => [ledger.id, ledger.cashOrBank]));
  const subLedgerIds = lines
    .map((line) => line.subLedgerId)
    .filter((id): id is number => typeof id === 'number');
  const subLedgers =
    subLedgerIds.length === 0
      ? []
      : await db
          .select({ id: accountSubLedgers.id, ledgerId: accountSubLedgers.ledgerId })
          .from(accountSubLedgers)
          .where(
            and(
              inArray(accountSubLedgers.id, subLedgerIds),
              isNull(accountSubLedgers.deletedAt),
              readCondition('institution', accountSubLedgers, scope),
            ),
          );
  const ledgerOfSub = new Map(subLedgers.map((sub) => [sub.id, sub.ledgerId]));

  const fields: Record<string, string> = {};
  lines.forEach((line, index) => {
    if (!cashOrBank.has(line.ledgerId)) {
      fields[`lines.${index}.ledgerId`] = VOUCHER_MESSAGES.ledgerNotFound;
    }
    if (
      typeof line.subLedgerId === 'number' &&
      ledgerOfSub.get(line.subLedgerId) !== line.ledgerId
    ) {
      fields[`lines.${index}.subLedgerId`] = VOUCHER_MESSAGES.subLedgerNotFound;
    }
  });
  if (Object.keys(fields).length > 0) throw badRequest(undefined, fields);

  const isCash = (line: VoucherLineInput) => cashOrBank.get(line.ledgerId) === true;
  const rule =
    voucherType === 'payment'
      ? lines.some((line) => line.creditPaisa > 0 && isCash(line)) || VOUCHER_MESSAGES.paymentCredit
      : voucherType === 'receipt'
        ? lines.some((line) => line.debitPaisa > 0 && isCash(line)) || VOUCHER_MESSAGES.receiptDebit
        : voucherType === 'contra'
          ? lines.every(isCash) || VOUCHER_MESSAGES.contraOnly
          : true;
  if (rule !== true) throw badRequest(rule, { lines: rule });
}

/**
 * The receipt voucher a receipt posts where its campus keeps accounts: the fee types of its lines
 * (usable by the campus) and the ledgers each amount goes to.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  GENERAL_FEE_CATEGORIES,
  RECEIPT_MESSAGES,
  type GeneralFeeCategory,
} from '@hemis/shared-contracts';
import { accountLedgers, feeTypes, generalFeeTypes } from '../../db/schema';
import { choiceOf } from '../../lib/choices';
import { badRequest, conflict } from '../../lib/errors';
import { readCondition } from '../../lib/resource/scope';
import type { DbOrTx } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import type { ReceiptRequest } from './receipt-scope';

/** The standard chart's ledgers (by code) a receipt uses when its fee type names none. */
export const RECEIPT_LEDGER_CODES = {
  cash: 'A-101',
  bank: 'A-102',
  esewa: 'A-102',
  courseFee: 'I-101',
  fine: 'I-303',
  discount: 'E-204',
} as const;
const CATEGORY_LEDGER_CODES: Record<GeneralFeeCategory, string> = {
  admission: 'I-102',
  application: 'I-102',
  registration: 'I-104',
  examination: 'I-103',
  library: 'I-104',
  lab: 'I-104',
  identityCard: 'I-104',
  certificate: 'I-104',
  fine: 'I-303',
  other: 'I-104',
};

interface FeeTypeInfo {
  name: string;
  /** The income ledger the fee type names, or the chart's code for its kind. */
  ledgerId: number | null;
  ledgerCode: string;
}

/** The fee types of the lines the campus may use (active, of its reach); a 400 otherwise. */
export async function feeTypesOf(
  db: DbOrTx,
  scope: ScopeFilter,
  lines: ReceiptRequest['lines'],
): Promise<{ course: Map<number, FeeTypeInfo>; general: Map<number, FeeTypeInfo> }> {
  const courseIds = lines.flatMap((line) => (line.feeTypeId ? [line.feeTypeId] : []));
  const generalIds = lines.flatMap((line) =>
    line.generalFeeTypeId ? [line.generalFeeTypeId] : [],
  );
  const usable = (table: typeof feeTypes | typeof generalFeeTypes) =>
    and(
      isNull(table.deletedAt),
      eq(table.status, true),
      readCondition('institution', table, scope),
    );
  const [course, general] = await Promise.all([
    courseIds.length === 0
      ? []
      : db
          .select({ id: feeTypes.id, name: feeTypes.feeTypeName, ledgerId: feeTypes.ledgerId })
          .from(feeTypes)
          .where(and(inArray(feeTypes.id, courseIds), usable(feeTypes))),
    generalIds.length === 0
      ? []
      : db
          .select({
            id: generalFeeTypes.id,
            name: generalFeeTypes.feeTypeName,
            ledgerId: generalFeeTypes.ledgerId,
            category: generalFeeTypes.category,
          })
          .from(generalFeeTypes)
          .where(and(inArray(generalFeeTypes.id, generalIds), usable(generalFeeTypes))),
  ]);
  const found = {
    course: new Map(
      course.map((row) => [
        row.id,
        {
          name: row.name ?? '',
          ledgerId: row.ledgerId,
          ledgerCode: RECEIPT_LEDGER_CODES.courseFee,
        },
      ]),
    ),
    general: new Map(
      general.map((row) => [
        row.id,
        {
          name: row.name ?? '',
          ledgerId: row.ledgerId,
          ledgerCode:
            CATEGORY_LEDGER_CODES[choiceOf(GENERAL_FEE_CATEGORIES, row.category) ?? 'other'],
        },
      ]),
    ),
  };
  const fields: Record<string, string> = {};
  lines.forEach((line, index) => {
    const known = line.feeTypeId
      ? found.course.has(line.feeTypeId)
      : line.generalFeeTypeId
        ? found.general.has(line.generalFeeTypeId)
        : false;
    if (!known) fields[`lines.${index}.feeTypeId`] = RECEIPT_MESSAGES.feeTypeNotFound;
  });
  if (Object.keys(fields).length > 0) throw badRequest(undefined, fields);
  return found;
}

/** The campus's usable ledger ids by code (its own or the standard chart's). */
async function ledgersByCode(
  db: DbOrTx,
  scope: ScopeFilter,
  codes: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: accountLedgers.id, code: accountLedgers.code, campusId: accountLedgers.campusId })
    .from(accountLedgers)
    .where(
      and(
        inArray(accountLedgers.code, [...new Set(codes)]),
        isNull(accountLedgers.deletedAt),
        readCondition('institution', accountLedgers, scope),
      ),
    )
    // The campus's own ledger of a code before the chart's.
    .orderBy(sql`${accountLedgers.campusId} is null`, asc(accountLedgers.id));
  const found = new Map<string, number>();
  for (const row of rows) if (row.code && !found.has(row.code)) found.set(row.code, row.id);
  return found;
}

/**
 * The receipt voucher's lines: the cash or bank ledger debited with what was paid, the
 * discount's ledger debited with the discount, each fee's income ledger and the fine's ledger
 * credited.
 */
export async function postingLines(
  db: DbOrTx,
  scope: ScopeFilter,
  request: ReceiptRequest,
  fees: Awaited<ReturnType<typeof feeTypesOf>>,
  totalPaisa: number,
): Promise<{ ledgerId: number; debitPaisa: number; creditPaisa: number }[]> {
  const infoOf = (line: ReceiptRequest['lines'][number]): FeeTypeInfo | undefined =>
    line.feeTypeId
      ? fees.course.get(line.feeTypeId)
      : line.generalFeeTypeId
        ? fees.general.get(line.generalFeeTypeId)
        : undefined;
  const codes = [
    RECEIPT_LEDGER_CODES[request.paymentMode],
    RECEIPT_LEDGER_CODES.fine,
    RECEIPT_LEDGER_CODES.discount,
    ...request.lines.flatMap((line) => {
      const info = infoOf(line);
      return info && info.ledgerId === null ? [info.ledgerCode] : [];
    }),
  ];
  const byCode = await ledgersByCode(db, scope, codes);
  const ledger = (code: string): number => {
    const id = byCode.get(code);
    if (id === undefined) throw conflict(`The accounts have no ledger ${code} for receipts`);
    return id;
  };
  const credits = new Map<number, number>();
  const credit = (ledgerId: number, paisa: number) => {
    if (paisa > 0) credits.set(ledgerId, (credits.get(ledgerId) ?? 0) + paisa);
  };
  for (const line of request.lines) {
    const info = infoOf(line);
    if (!info) continue;
    credit(info.ledgerId ?? ledger(info.ledgerCode), line.amountPaisa);
  }
  credit(ledger(RECEIPT_LEDGER_CODES.fine), request.finePaisa);
  const lines = [];
  if (totalPaisa > 0) {
    lines.push({
      ledgerId: ledger(RECEIPT_LEDGER_CODES[request.paymentMode]),
      debitPaisa: totalPaisa,
      creditPaisa: 0,
    });
  }
  if (request.discountPaisa > 0) {
    lines.push({
      ledgerId: ledger(RECEIPT_LEDGER_CODES.discount),
      debitPaisa: request.discountPaisa,
      creditPaisa: 0,
    });
  }
  for (const [ledgerId, paisa] of credits)
    lines.push({ ledgerId, debitPaisa: 0, creditPaisa: paisa });
  return lines;
}

/** A resource list as an .xlsx workbook: one sheet, the contract's labels as the header row. */
import type { FastifyReply } from 'fastify';
import {
  STATUS_CHOICES,
  choiceLabel,
  formatBsAd,
  shownLabel,
  type AnyResourceContract,
  type FieldSpec,
} from '@hemis/shared-contracts';
import { bufferOf, headedSheet, newWorkbook, sendWorkbook, sheetName } from '../workbook';

type Row = Record<string, unknown>;

function cellOf(name: string, spec: FieldSpec, row: Row): string | number | null {
  const value = row[name];
  if (value === null || value === undefined) return null;
  switch (spec.kind) {
    case 'status':
      return choiceLabel(STATUS_CHOICES, value);
    case 'flag':
      return value === true ? 'Yes' : 'No';
    case 'choice':
      return choiceLabel(spec.options, value);
    case 'reference': {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- an API row's labels are added by rows.ts beside the contract's typed fields
      const labels = row.labels as Record<string, string> | undefined;
      return labels?.[name] ?? (typeof value === 'number' ? value : String(value));
    }
    case 'integer':
    case 'decimal':
      return typeof value === 'number' ? value : Number(value);
    case 'date':
      // As the screens show it: BS with AD beside it.
      return formatBsAd(String(value).slice(0, 10));
    default:
      return String(value);
  }
}

export async function workbookOf(contract: AnyResourceContract, rows: Row[]): Promise<Buffer> {
  const workbook = await newWorkbook();
  const fields = Object.entries(contract.fields);
  const sheet = headedSheet(workbook, sheetName(contract.title), [
    { header: 'S.N.', key: '_sn', width: 6 },
    ...fields.map(([name, spec]) => ({
      header: shownLabel(spec),
      key: name,
      width: spec.kind === 'date' ? 30 : Math.min(Math.max(spec.label.length + 2, 12), 40),
    })),
  ]);
  rows.forEach((row, index) => {
    const values: Record<string, string | number | null> = { _sn: index + 1 };
    for (const [name, spec] of fields) values[name] = cellOf(name, spec, row);
    sheet.addRow(values);
  });
  return bufferOf(workbook);
}

/** The reply of an Export route: the rows as a workbook named after the resource. */
export async function sendResourceWorkbook(
  reply: FastifyReply,
  contract: AnyResourceContract,
  rows: Row[],
): Promise<FastifyReply> {
  return sendWorkbook(reply, `${contract.name}.xlsx`, await workbookOf(contract, rows));
}

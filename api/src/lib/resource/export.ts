/** A resource list as an .xlsx workbook: one sheet, the contract's labels as the header row. */
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import {
  STATUS_CHOICES,
  choiceLabel,
  formatBsAd,
  shownLabel,
  type AnyResourceContract,
  type FieldSpec,
} from '@hemis/shared-contracts';

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

/** Sheet names: at most 31 characters, none of \ / ? * [ ] : */
export function sheetName(title: string): string {
  return title.replace(/[\\/?*[\]:]/g, '-').slice(0, 31) || 'Sheet1';
}

export async function workbookOf(contract: AnyResourceContract, rows: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'HEMIS';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(contract.title));
  const fields = Object.entries(contract.fields);
  sheet.columns = [
    { header: 'S.N.', key: '_sn', width: 6 },
    ...fields.map(([name, spec]) => ({
      header: shownLabel(spec),
      key: name,
      width: spec.kind === 'date' ? 30 : Math.min(Math.max(spec.label.length + 2, 12), 40),
    })),
  ];
  sheet.getRow(1).font = { bold: true };
  rows.forEach((row, index) => {
    const values: Record<string, string | number | null> = { _sn: index + 1 };
    for (const [name, spec] of fields) values[name] = cellOf(name, spec, row);
    sheet.addRow(values);
  });
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The reply of an Export route: the rows as a workbook named after the resource. */
export async function sendWorkbook(
  reply: FastifyReply,
  contract: AnyResourceContract,
  rows: Row[],
): Promise<FastifyReply> {
  const buffer = await workbookOf(contract, rows);
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${contract.name}.xlsx"`)
    .send(buffer);
}

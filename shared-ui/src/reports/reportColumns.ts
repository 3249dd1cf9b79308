import type { ReactNode } from 'react';
import {
  countColumnKey,
  countOf,
  reportColumns as contractColumns,
  type ReportRow,
  type ReportSectionDeclaration,
} from '@hemis/shared-contracts';
import type { CountColumn } from './GenderCountTable';

export const REPORT_COLUMN_TEXTS = { noFigure: '–' } as const;

/** A figure the API may leave out (no male records, nobody appeared): a dash, not a 0. */
const figure = (value: number | null | undefined): ReactNode =>
  value === null || value === undefined ? REPORT_COLUMN_TEXTS.noFigure : value;

/**
 * The columns of a section's table after its group: the contracts' one list for the section's
 * measure (the same the workbook and the PDF print), with cells drawn for the screen. `count`
 * draws the count column's cells (a link to the list behind it); a missing ratio or rate is a dash.
 */
export function reportColumns(
  section: ReportSectionDeclaration,
  count: (row: ReportRow, value: number) => ReactNode = (_row, value) => value,
): CountColumn<ReportRow>[] {
  const countKey = countColumnKey(section);
  return contractColumns(section)
    .filter((column) => column.key !== 'group')
    .map((column) => ({
      key: column.key,
      title: column.header,
      ...(column.numeric ? {} : { text: true }),
      value: (row: ReportRow): ReactNode => {
        if (column.key === 'series') return row.series ?? '';
        if (column.key === countKey) return count(row, countOf(section, row));
        const value = row[column.key];
        return typeof value === 'number' || value === null || value === undefined
          ? figure(value)
          : value;
      },
    }));
}

/** A row's key in a table: its group, and its series where rows are group × series. */
export const reportRowKey = (row: ReportRow): string =>
  row.series === undefined ? row.group : `${row.group} · ${row.series}`;

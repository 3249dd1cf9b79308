import type { ReactNode } from 'react';
import type { ReportRow, ReportSectionDeclaration } from '@hemis/shared-contracts';
import { GENDER_COLUMNS, type CountColumn } from './GenderCountTable';

export const REPORT_COLUMN_TEXTS = {
  gpi: 'GPI',
  appeared: 'Appeared',
  passed: 'Passed',
  passRate: 'Pass Rate (%)',
  teachers: 'Teachers',
  students: 'Students',
  ratio: 'Students per Teacher',
  campuses: 'Campuses',
  noFigure: '–',
} as const;

/** A figure the API may leave out (no male records, nobody appeared): a dash, not a 0. */
const figure = (value: number | null | undefined): ReactNode =>
  value === null || value === undefined ? REPORT_COLUMN_TEXTS.noFigure : value;

/**
 * The figure a row's count is: what a chart draws and what opens the list behind it (the
 * total of records, campuses or teachers; for results, the students who appeared).
 */
export function countOf(section: ReportSectionDeclaration, row: ReportRow): number {
  return section.measure === 'passRate' ? (row.appeared ?? 0) : row.total;
}

/** The key of the column holding a row's count. */
export function countColumnKey(section: ReportSectionDeclaration): string {
  return section.measure === 'passRate' ? 'appeared' : 'total';
}

/**
 * The columns of a section's table after its group, by what it measures: the series (group ×
 * series), the gender columns (with the gender parity index where the section has it), exam
 * sittings with the pass rate, teachers with their students and the ratio, or campuses.
 * `count` draws the count column's cells (a link to the list behind it).
 */
export function reportColumns(
  section: ReportSectionDeclaration,
  count: (row: ReportRow, value: number) => ReactNode = (_row, value) => value,
): CountColumn<ReportRow>[] {
  const texts = REPORT_COLUMN_TEXTS;
  const series: CountColumn<ReportRow>[] = section.seriesHeader
    ? [{ key: 'series', title: section.seriesHeader, value: (row) => row.series ?? '', text: true }]
    : [];
  const counted = (key: string, title: string): CountColumn<ReportRow> => ({
    key,
    title,
    value: (row) => count(row, countOf(section, row)),
  });
  switch (section.measure) {
    case 'passRate':
      return [
        ...series,
        counted('appeared', texts.appeared),
        { key: 'passed', title: texts.passed, value: (row) => figure(row.passed) },
        { key: 'passRate', title: texts.passRate, value: (row) => figure(row.passRate) },
      ];
    case 'studentTeacherRatio':
      return [
        ...series,
        ...GENDER_COLUMNS.slice(0, 3),
        counted('total', texts.teachers),
        { key: 'students', title: texts.students, value: (row) => figure(row.students) },
        { key: 'ratio', title: texts.ratio, value: (row) => figure(row.ratio) },
      ];
    case 'campuses':
      return [...series, counted('total', texts.campuses)];
    case 'gender':
      return [
        ...series,
        ...GENDER_COLUMNS.slice(0, 3),
        counted('total', 'Total'),
        ...(section.gpi
          ? [{ key: 'gpi', title: texts.gpi, value: (row: ReportRow) => figure(row.gpi) }]
          : []),
      ];
  }
}

/** A row's key in a table: its group, and its series where rows are group × series. */
export const reportRowKey = (row: ReportRow): string =>
  row.series === undefined ? row.group : `${row.group} · ${row.series}`;

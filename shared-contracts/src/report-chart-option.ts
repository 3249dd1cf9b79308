import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ReportSectionDeclaration } from './report-sections';
import { reportColumns, type ReportRow } from './reports';

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
 * The options of the charts and components REPORT_CHART_PARTS registers, and no others. Types
 * only: the screens draw it in the browser, the API as an SVG for the home.
 */
export type ReportChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

const GENDERS = [
  { key: 'male', name: 'Male' },
  { key: 'female', name: 'Female' },
  { key: 'other', name: 'Other' },
] as const;

/**
 * The legend of bars and lines, above the plot (the grid leaves it 40 pixels): ECharts 6 puts a
 * legend at the bottom, over the axis, unless told.
 */
const TOP_LEGEND = { top: 0, type: 'scroll' as const };

/** Each distinct value once, in the order the rows give them. */
const distinct = (values: readonly string[]) => [...new Set(values)];

/** The figure a bar or a line of one row draws, by what the section measures. */
function measureOf(section: ReportSectionDeclaration): {
  name: string;
  value: (row: ReportRow) => number | null;
} {
  // Named as the table heads the column (the contracts' one list).
  const header = (key: string) =>
    reportColumns(section).find((column) => column.key === key)?.header ?? key;
  switch (section.measure) {
    case 'passRate':
      return { name: header('passRate'), value: (row) => row.passRate ?? null };
    case 'studentTeacherRatio':
      return { name: header('ratio'), value: (row) => row.ratio ?? null };
    case 'grants':
      return { name: header('released'), value: (row) => row.released ?? 0 };
    case 'campuses':
    case 'gender':
      return { name: header('total'), value: (row) => row.total };
  }
}

/** Whether a section is drawn at all: it has a chart kind and rows. */
export const hasReportChart = (section: ReportSectionDeclaration, rows: readonly ReportRow[]) =>
  section.chart !== 'none' && rows.length > 0;

/** Height in pixels a chart of these rows needs (horizontal bars grow with their groups). */
export function reportChartHeight(section: ReportSectionDeclaration, rows: readonly ReportRow[]) {
  if (section.chart === 'pie' || section.chart === 'line') return 300;
  const groups = distinct(rows.map((row) => row.group)).length;
  return Math.max(200, Math.min(900, 60 + groups * 28));
}

/** Bars, one a group, across (group names read whole, on a phone too). */
function barOption(section: ReportSectionDeclaration, rows: readonly ReportRow[]) {
  const groups = rows.map((row) => row.group);
  const byGender = section.measure === 'gender';
  const grants = section.measure === 'grants';
  const measure = measureOf(section);
  const series: BarSeriesOption[] = byGender
    ? GENDERS.map((gender) => ({
        type: 'bar',
        name: gender.name,
        stack: 'gender',
        data: rows.map((row) => row[gender.key]),
      }))
    : grants
      ? // Granted beside released: what is still to come shows as the gap.
        (['granted', 'released'] as const).map((key) => ({
          type: 'bar',
          name: reportColumns(section).find((column) => column.key === key)?.header ?? key,
          data: rows.map((row) => row[key] ?? 0),
        }))
      : [{ type: 'bar', name: measure.name, data: rows.map(measure.value) }];
  return {
    legend: byGender || grants ? TOP_LEGEND : undefined,
    yAxis: { type: 'category' as const, data: groups, inverse: true },
    xAxis: { type: 'value' as const },
    series,
  };
}

/** Bars of each group stacked by series (faculty × level). */
function stackedBarOption(section: ReportSectionDeclaration, rows: readonly ReportRow[]) {
  const groups = distinct(rows.map((row) => row.group));
  const names = distinct(rows.map((row) => row.series ?? ''));
  const series: BarSeriesOption[] = names.map((name) => ({
    type: 'bar',
    name,
    stack: 'series',
    data: groups.map((group) => {
      const row = rows.find((entry) => entry.group === group && (entry.series ?? '') === name);
      return row ? countOf(section, row) : 0;
    }),
  }));
  return {
    legend: TOP_LEGEND,
    yAxis: { type: 'category' as const, data: groups, inverse: true },
    xAxis: { type: 'value' as const },
    series,
  };
}

/** A trend over fiscal years: the total with male and female beside it, or the measure. */
function lineOption(section: ReportSectionDeclaration, rows: readonly ReportRow[]) {
  const measure = measureOf(section);
  const lines: { name: string; value: (row: ReportRow) => number | null }[] =
    section.measure === 'gender'
      ? [
          measure,
          ...GENDERS.slice(0, 2).map((g) => ({
            name: g.name,
            value: (row: ReportRow) => row[g.key],
          })),
        ]
      : [measure];
  const series: LineSeriesOption[] = lines.map((line) => ({
    type: 'line',
    name: line.name,
    data: rows.map(line.value),
  }));
  return {
    legend: TOP_LEGEND,
    xAxis: { type: 'category' as const, data: rows.map((row) => row.group) },
    yAxis: { type: 'value' as const },
    series,
  };
}

function pieOption(section: ReportSectionDeclaration, rows: readonly ReportRow[]) {
  const series: PieSeriesOption[] = [
    {
      type: 'pie',
      name: section.title,
      radius: ['35%', '65%'],
      data: rows.map((row) => ({ name: row.group, value: countOf(section, row) })),
    },
  ];
  return { legend: { type: 'scroll' as const, bottom: 0 }, series };
}

/**
 * The ECharts option of a section's rows, by its chart kind: bars, bars stacked by series,
 * lines for trends, a pie. A map is drawn as bars unless a map renderer is supplied.
 */
export function reportChartOption(
  section: ReportSectionDeclaration,
  rows: readonly ReportRow[],
): ReportChartOption {
  const common = {
    animation: false,
    tooltip: { trigger: section.chart === 'pie' ? ('item' as const) : ('axis' as const) },
    grid: { left: 8, right: 16, top: 40, bottom: 8 },
  };
  switch (section.chart) {
    case 'stackedBar':
      return { ...common, ...stackedBarOption(section, rows) };
    case 'line':
      return { ...common, ...lineOption(section, rows) };
    case 'pie':
      return { ...common, ...pieOption(section, rows) };
    case 'bar':
    case 'map':
    case 'none':
      return { ...common, ...barOption(section, rows) };
  }
}

import { createContext, lazy, Suspense, useContext, useMemo, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import {
  hasReportChart,
  reportChartHeight,
  reportChartOption,
  type ReportChartOption,
  type ReportRow,
  type ReportSectionDeclaration,
} from '@hemis/shared-contracts';
import { GenderCountTable } from './GenderCountTable';
import { reportColumns, reportRowKey } from './reportColumns';
import { inDigits } from '../i18n';
import { shownMessage, useCallerTexts, useFormatting } from '../i18n/format';

import { loadReportChartDrawing } from './chartDrawingChunk';

export { preloadReportChart } from './chartDrawingChunk';

// ECharts comes with the first chart drawn, never with a screen's first load.
const ReportChartDrawing = lazy(loadReportChartDrawing);

/** Draws a section of chart kind 'map' (the provinces shaded by its figures). */
export type ReportMapRenderer = (props: {
  section: ReportSectionDeclaration;
  rows: readonly ReportRow[];
}) => ReactNode;

/**
 * The map renderer of the charts inside it; without one, a map section is drawn as bars.
 * A `mapRenderer` prop of a chart wins over it.
 */
export const ReportMapContext = createContext<ReportMapRenderer | null>(null);

export interface ReportChartProps {
  section: ReportSectionDeclaration;
  rows: readonly ReportRow[];
  /** The total row of the table (the section answer's `total`). */
  total?: ReportRow;
  /** Whether the figures show as a table under the chart too (a screen showing the table itself: false). */
  table?: boolean;
  /** Draws a 'map' section; the context's, else bars. */
  mapRenderer?: ReportMapRenderer;
}

/**
 * A section's rows as a chart of its kind (bars, bars stacked by series, lines for trends, a pie;
 * a map through the map renderer) and, for screen readers and copying, as a table. The chart is
 * labelled as an image; the table carries the figures.
 */
type Loose = Record<string, unknown>;
const isLoose = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
/** A part of the option as a record to spread, or nothing. */
const looseOrNothing = (value: unknown): Loose => (isLoose(value) ? value : {});

/**
 * A chart's option in the user's language and digits: series, groups and slices named through the
 * catalogues (a group is data: named as the API wrote it when no catalogue knows it), the value
 * axis and the tooltip's figures in the user's digits. In English with 0-9 it is left as it is.
 */
export function localizedChartOption(
  option: ReportChartOption,
  language: string,
  digits: string,
): ReportChartOption {
  if (language === 'en' && digits === 'latin') return option;
  const word = (text: unknown) => (typeof text === 'string' ? shownMessage(text) : text);
  const figure = (value: unknown) => inDigits(String(value));
  const axis = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(axis);
    if (!isLoose(value)) return value;
    return value.type === 'category'
      ? { ...value, ...(Array.isArray(value.data) ? { data: value.data.map(word) } : {}) }
      : { ...value, axisLabel: { ...looseOrNothing(value.axisLabel), formatter: figure } };
  };
  const loose: Loose = { ...option };
  const given = loose.series ?? [];
  const series = (Array.isArray(given) ? given : [given]).map((one: unknown) => {
    if (!isLoose(one)) return one;
    return {
      ...one,
      name: word(one.name),
      ...(one.type === 'pie' && Array.isArray(one.data)
        ? {
            data: one.data.map((slice: unknown) =>
              isLoose(slice) ? { ...slice, name: word(slice.name) } : slice,
            ),
          }
        : {}),
    };
  });
  const localized = {
    ...loose,
    ...('xAxis' in loose ? { xAxis: axis(loose.xAxis) } : {}),
    ...('yAxis' in loose ? { yAxis: axis(loose.yAxis) } : {}),
    tooltip: { ...looseOrNothing(loose.tooltip), valueFormatter: figure },
    series,
  };
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- echarts composes its option type from its component types; the same option with its texts replaced is rebuilt from plain records, which TypeScript cannot match back to it
  return localized as ReportChartOption;
}

export function ReportChart({ section, rows, total, table = true, mapRenderer }: ReportChartProps) {
  const contextMap = useContext(ReportMapContext);
  const drawMap = mapRenderer ?? contextMap;
  const shown = useCallerTexts();
  const { language, digits } = useFormatting();
  const option = useMemo(
    () => localizedChartOption(reportChartOption(section, rows), language, digits),
    [section, rows, language, digits],
  );
  const height = reportChartHeight(section, rows);
  const chart = !hasReportChart(section, rows) ? null : section.chart === 'map' && drawMap ? (
    drawMap({ section, rows })
  ) : (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
      <ReportChartDrawing option={option} height={height} title={shown(section.title)} />
    </Suspense>
  );
  return (
    <div data-testid={`report-chart-${section.key}`}>
      {chart}
      {table ? (
        <GenderCountTable
          groupTitle={section.groupHeader}
          rows={rows}
          total={total}
          columns={reportColumns(section)}
          rowKey={reportRowKey}
        />
      ) : null}
    </div>
  );
}

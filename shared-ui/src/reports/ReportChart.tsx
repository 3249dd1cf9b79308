import { createContext, lazy, Suspense, useContext, useMemo, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import {
  hasReportChart,
  reportChartHeight,
  reportChartOption,
  type ReportRow,
  type ReportSectionDeclaration,
} from '@hemis/shared-contracts';
import { GenderCountTable } from './GenderCountTable';
import { reportColumns, reportRowKey } from './reportColumns';

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
export function ReportChart({ section, rows, total, table = true, mapRenderer }: ReportChartProps) {
  const contextMap = useContext(ReportMapContext);
  const drawMap = mapRenderer ?? contextMap;
  const option = useMemo(() => reportChartOption(section, rows), [section, rows]);
  const height = reportChartHeight(section, rows);
  const chart = !hasReportChart(section, rows) ? null : section.chart === 'map' && drawMap ? (
    drawMap({ section, rows })
  ) : (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
      <ReportChartDrawing option={option} height={height} title={section.title} />
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

/**
 * The chart drawing's chunk (ECharts), behind one import() that every caller shares: the lazy
 * chart and a screen or sign-in that starts it early fetch the same file once. It has no static
 * imports, so the shell can start it without taking the report kit.
 */
export const loadReportChartDrawing = () => import('./ReportChartDrawing');

/**
 * Starts loading ECharts before the first chart is drawn: a screen about to draw charts calls it
 * as it opens, so the library arrives while the screen's figures are read (a failure here is
 * left to the chart, which loads it again).
 */
export function preloadReportChart(): void {
  loadReportChartDrawing().catch(() => undefined);
}

/**
 * The ECharts parts a report chart is drawn with: the charts and components its option names
 * (report-chart-option.ts) and the SVG renderer (crisp in print, light on a phone). Both drawers
 * register these: the screens' lazy chart and the API's SVG of the home. Not in the package
 * index, so no screen's first load carries ECharts: a drawer imports this file itself.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

export const REPORT_CHART_PARTS = [
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
];

import { useEffect, useRef } from 'react';
import { init, use as registerEcharts } from 'echarts/core';
import type { ReportChartOption } from '@hemis/shared-contracts';
import { REPORT_CHART_PARTS } from '@hemis/shared-contracts/src/report-chart-parts';

// Only the charts and components the report draws, and the SVG renderer.
registerEcharts(REPORT_CHART_PARTS);

export interface ReportChartDrawingProps {
  option: ReportChartOption;
  height: number;
  /** The chart's name for a screen reader (the figures are in the table beside it). */
  title: string;
}

/**
 * An ECharts chart of one option, full width, redrawn when the option changes and resized with
 * its box. Loaded only by ReportChart's lazy import, so no first page carries ECharts.
 */
export default function ReportChartDrawing({ option, height, title }: ReportChartDrawingProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = init(element, undefined, { renderer: 'svg' });
    chart.setOption(option);
    const observer =
      typeof ResizeObserver === 'function' ? new ResizeObserver(() => chart.resize()) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.dispose();
    };
  }, [option]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={title}
      data-testid="report-chart-drawing"
      style={{ width: '100%', height }}
    />
  );
}

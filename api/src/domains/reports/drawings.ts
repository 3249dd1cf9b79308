/**
 * The home's charts drawn on the server as SVG, with the screens' own chart options
 * (report-chart-option.ts): a phone on a slow link then shows its charts without fetching the
 * chart library (ECharts alone is larger than everything else the home loads).
 */
import type { init as EChartsInit } from 'echarts/core';
import {
  hasReportChart,
  reportChartHeight,
  reportChartOption,
  reportSection,
  type ReportSectionAnswer,
} from '@hemis/shared-contracts';
import { loadOnce } from '../../lib/load-once';

type Init = typeof EChartsInit;

/** ECharts with the report charts' parts (some 580 modules), loaded by the first drawing. */
const echarts = loadOnce(() =>
  Promise.all([
    import('echarts/core'),
    import('@hemis/shared-contracts/src/report-chart-parts'),
  ]).then(([core, parts]): Init => {
    core.use(parts.REPORT_CHART_PARTS);
    return core.init;
  }),
);

// Kept with the answer it draws: a kept answer is drawn once per width until its tables change.
const drawn = new WeakMap<ReportSectionAnswer, Map<number, string | null>>();

function draw(init: Init, answer: ReportSectionAnswer, width: number): string | null {
  const section = reportSection(answer.key);
  // A map section is drawn as bars, as the screens draw it without their map.
  if (!hasReportChart(section, answer.rows)) return null;
  const chart = init(null, undefined, {
    renderer: 'svg',
    ssr: true,
    width,
    height: reportChartHeight(section, answer.rows),
  });
  try {
    chart.setOption(reportChartOption(section, answer.rows));
    // ECharts escapes the texts it writes (group and series names are the campuses' data).
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** A section's chart as an SVG `width` pixels wide (null when it has none). */
export async function drawSection(
  answer: ReportSectionAnswer,
  width: number,
): Promise<string | null> {
  const init = await echarts();
  let widths = drawn.get(answer);
  if (!widths) {
    widths = new Map();
    drawn.set(answer, widths);
  }
  if (!widths.has(width)) widths.set(width, draw(init, answer, width));
  return widths.get(width) ?? null;
}

/** The drawings of answers, by section key (sections without a drawing left out). */
export async function drawingsOf(
  answers: readonly ReportSectionAnswer[],
  width: number,
): Promise<Record<string, string>> {
  const drawings: Record<string, string> = {};
  for (const answer of answers) {
    const svg = await drawSection(answer, width);
    if (svg) drawings[answer.key] = svg;
  }
  return drawings;
}

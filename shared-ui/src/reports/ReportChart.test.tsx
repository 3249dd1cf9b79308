import fs from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { reportChartOption, reportSection, type ReportRow } from '@hemis/shared-contracts';
import { ReportChart, ReportMapContext } from './ReportChart';

const row = (group: string, male: number, female: number, extra: Partial<ReportRow> = {}) => ({
  key: group,
  group,
  male,
  female,
  other: 0,
  total: male + female,
  ...extra,
});

describe('ReportChart', () => {
  it('draws a section with ECharts as SVG and shows its figures as a table', async () => {
    const section = reportSection('studentsByFaculty');
    const rows = [row('Management', 10, 20, { gpi: 2 }), row('Education', 5, 0, { gpi: 0 })];
    render(
      <ReportChart section={section} rows={rows} total={row('Total', 15, 20, { gpi: 1.33 })} />,
    );
    // The first chart loads ECharts, transformed on first use: slow on a cold, loaded machine.
    const drawing = await screen.findByTestId('report-chart-drawing', {}, { timeout: 40_000 });
    expect(drawing).toHaveAttribute('role', 'img');
    expect(drawing).toHaveAccessibleName(section.title);
    expect(drawing.querySelector('svg')).not.toBeNull();
    const cells = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((line) => [...line.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(cells.slice(-3)).toEqual([
      ['Management', '10', '20', '0', '30', '2'],
      ['Education', '5', '0', '0', '5', '0'],
      ['Total', '15', '20', '0', '35', '1.33'],
    ]);
  }, 60_000);

  it('chooses the chart by the section: stacked bars by series, lines for trends, a pie', () => {
    const stacked = reportChartOption(reportSection('studentsByFacultyLevel'), [
      row('Management', 1, 2, { series: 'Bachelor' }),
      row('Management', 3, 4, { series: 'Master' }),
      row('Education', 5, 6, { series: 'Master' }),
    ]);
    expect(stacked.yAxis).toMatchObject({ data: ['Management', 'Education'] });
    expect(stacked.series).toEqual([
      expect.objectContaining({ type: 'bar', name: 'Bachelor', stack: 'series', data: [3, 0] }),
      expect.objectContaining({ type: 'bar', name: 'Master', stack: 'series', data: [7, 11] }),
    ]);
    const trend = reportChartOption(reportSection('passRateTrend'), [
      row('2080/81', 0, 0, { appeared: 10, passed: 5, passRate: 50 }),
    ]);
    expect(trend.series).toEqual([expect.objectContaining({ type: 'line', data: [50] })]);
    const pie = reportChartOption(reportSection('studentsByLevel'), [row('Bachelor', 1, 2)]);
    expect(pie.series).toEqual([
      expect.objectContaining({ type: 'pie', data: [{ name: 'Bachelor', value: 3 }] }),
    ]);
  });

  it('draws a map section with the map renderer given, else as bars', async () => {
    const section = reportSection('studentsByProvince');
    const rows = [row('Koshi', 1, 1)];
    render(
      <ReportMapContext.Provider value={({ rows: shown }) => <p>Map of {shown.length}</p>}>
        <ReportChart section={section} rows={rows} table={false} />
      </ReportMapContext.Provider>,
    );
    expect(screen.getByText('Map of 1')).toBeInTheDocument();
    expect(screen.queryByTestId('report-chart-drawing')).not.toBeInTheDocument();
    expect(reportChartOption(section, rows).series).toEqual([
      expect.objectContaining({ type: 'bar', name: 'Male' }),
      expect.objectContaining({ type: 'bar', name: 'Female' }),
      expect.objectContaining({ type: 'bar', name: 'Other' }),
    ]);
  });
});

/** The files a module loads as it loads (its static imports, followed), not its import() calls. */
function staticImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const external = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(
      /^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gm,
    )) {
      if (!specifier) continue;
      if (!specifier.startsWith('.')) {
        external.add(specifier);
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier);
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((suffix) => base + suffix)
        .find((candidate) => fs.existsSync(candidate));
      if (found) visit(found);
    }
  };
  visit(entry);
  return external;
}

describe('the chart library', () => {
  it('is loaded only when a chart is drawn: nothing the kit loads up front imports ECharts', () => {
    const loaded = staticImports(path.resolve(__dirname, '../index.ts'));
    expect(loaded.size).toBeGreaterThan(5);
    expect([...loaded].filter((name) => name.startsWith('echarts'))).toEqual([]);
    // The contracts name ECharts' option types only (`import type` vanishes from the build),
    // and leave the parts a drawer registers out of their index.
    const contracts = (file: string) =>
      path.resolve(__dirname, '../../../shared-contracts/src', file);
    const contractImports = staticImports(contracts('index.ts'));
    expect([...contractImports].filter((name) => name.startsWith('echarts')).sort()).toEqual([
      'echarts/charts',
      'echarts/components',
      'echarts/core',
    ]);
    expect(fs.readFileSync(contracts('report-chart-option.ts'), 'utf8')).not.toMatch(
      /^import (?!type)[^;]*'echarts/m,
    );
    const source = (file: string) => fs.readFileSync(path.resolve(__dirname, file), 'utf8');
    expect(source('ReportChart.tsx')).toMatch(/lazy\(loadReportChartDrawing\)/);
    expect(source('chartDrawingChunk.ts')).toMatch(/import\('\.\/ReportChartDrawing'\)/);
    for (const file of ['ReportChart.tsx', 'chartDrawingChunk.ts'])
      expect(source(file)).not.toMatch(/^import[^;]*'\.\/ReportChartDrawing'/m);
  });

  it('can be started by the shell without the report kit: its entry reaches no chart code', () => {
    const loaded = staticImports(path.resolve(__dirname, '../entries/shell.ts'));
    expect([...loaded].filter((name) => name.startsWith('echarts'))).toEqual([]);
  });
});

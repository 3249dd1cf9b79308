import '@hemis/shared-auth/src/testing-dom';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { DASHBOARD_CHARTS_PATH, type ReportReach } from '@hemis/shared-contracts';
import { renderResourceScreen } from '../resource/testing';
import { emulateWindowWidth } from '../testing-screen';
import { HomeCharts } from './HomeCharts';
import { dashboardAnswer } from './chartsTesting';

configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(60_000);

// The home's charts come drawn by the API: the chart library must not load for them.
const libraryDrawn = jest.fn();
jest.mock('../reports/ReportChartDrawing', () => ({
  __esModule: true,
  default: () => {
    libraryDrawn();
    return null;
  },
}));

let reach: ReportReach = 'campus';
const mocked = mockApiForEachTest((call) => dashboardAnswer(call.url, reach));

describe('HomeCharts', () => {
  it('a campus: its charts, no campus chart nor map, and no figure cards (the shell draws them)', async () => {
    reach = 'campus';
    renderResourceScreen(HomeCharts);
    for (const key of [
      'enrolmentTrend',
      'graduationTrend',
      'studentsByFacultyLevel',
      'studentsByLevel',
      'studentsByEthnicGroup',
      'teachersByPost',
      'nonTeachingByPost',
    ]) {
      expect(await screen.findByTestId(`dashboard-chart-${key}`)).toBeInTheDocument();
    }
    for (const key of ['campusesByType', 'campusesByProvince', 'studentsByProvince']) {
      expect(screen.queryByTestId(`dashboard-chart-${key}`)).not.toBeInTheDocument();
    }
    expect(screen.queryByTestId('province-map')).not.toBeInTheDocument();
    // One read, drawn for a wider screen than a phone.
    expect(mocked.api.calls.map((call) => call.url)).toEqual([
      `${DASHBOARD_CHARTS_PATH}?width=560`,
    ]);
    const drawing = within(screen.getByTestId('dashboard-chart-teachersByPost')).getByRole('img', {
      name: 'Teachers by Post',
    });
    // The API's SVG, scaled to its box.
    expect(drawing.querySelector('svg[data-drawn-by="api"]')).toHaveAttribute('width', '100%');
    expect(drawing.querySelector('svg')).not.toHaveAttribute('height');
    expect(libraryDrawn).not.toHaveBeenCalled();
    expect(screen.queryByTestId('figure-card-students')).not.toBeInTheDocument();
  });

  it('the nation: the campus charts and the map of enrolment', async () => {
    reach = 'nation';
    renderResourceScreen(HomeCharts);
    expect(await screen.findByTestId('dashboard-chart-campusesByType')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-chart-campusesByProvince')).toBeInTheDocument();
    const map = within(screen.getByTestId('dashboard-chart-studentsByProvince'));
    expect(map.getByRole('group', { name: 'Enrolment by Province' })).toBeInTheDocument();
    expect(map.getByRole('img', { name: 'Bagmati: 6,300 students' })).toBeInTheDocument();
    // Campuses by province stays a chart of bars: one map on the home.
    expect(screen.getAllByTestId('province-map')).toHaveLength(1);
    expect(screen.getAllByText(/From 40 of 42 campuses that entered/).length).toBeGreaterThan(0);
  });

  it('shows each chart’s figures as a table on demand', async () => {
    reach = 'university';
    const { user } = renderResourceScreen(HomeCharts);
    const chart = within(await screen.findByTestId('dashboard-chart-teachersByPost'));
    expect(chart.queryByRole('table')).not.toBeInTheDocument();
    await user.click(chart.getByRole('button', { name: 'Show figures: Teachers by Post' }));
    // The table's code comes with the first "Show figures".
    const table = await chart.findByRole('table');
    expect(within(table).getByText('Post A')).toBeInTheDocument();
    expect(within(table).getByText('250')).toBeInTheDocument();
    expect(chart.getByRole('button', { name: 'Hide figures: Teachers by Post' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('on a phone: charts full width', async () => {
    const restore = emulateWindowWidth(390);
    try {
      reach = 'nation';
      renderResourceScreen(HomeCharts);
      const chart = await screen.findByTestId('dashboard-chart-enrolmentTrend');
      expect(chart.closest('.ant-col')).toHaveClass('ant-col-xs-24');
      // Drawn at a phone's width.
      expect(mocked.api.calls.map((call) => call.url)).toEqual([
        `${DASHBOARD_CHARTS_PATH}?width=360`,
      ]);
    } finally {
      restore();
    }
  });

  it('says so, with a way to try again, when a read fails', async () => {
    reach = 'nation';
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    mocked.answer = (call) =>
      failing && call.url.startsWith(DASHBOARD_CHARTS_PATH) ? { status: 500 } : undefined;
    const { user } = renderResourceScreen(HomeCharts);
    expect(
      await screen.findByText('The charts could not be loaded right now.'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-chart-enrolmentTrend')).toBeInTheDocument(),
    );
    error.mockRestore();
  });
});

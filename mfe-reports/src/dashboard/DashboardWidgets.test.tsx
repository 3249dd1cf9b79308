import '@hemis/shared-auth/src/testing-dom';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { DASHBOARD_SECTIONS, REPORT_PATHS, type ReportReach } from '@hemis/shared-contracts';
import { renderResourceScreen } from '@hemis/shared-ui/src/resource/testing';
import { emulateWindowWidth } from '@hemis/shared-ui/src/testing-screen';
import DashboardWidgets from './DashboardWidgets';
import { dashboardAnswer } from './dashboardTesting';

// The first chart loads the chart library (transformed on first use): slow on a loaded machine.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(60_000);

let reach: ReportReach = 'campus';
const mocked = mockApiForEachTest((call) => dashboardAnswer(call.url, reach));

const card = (key: string) => screen.findByTestId(`figure-card-${key}`);

describe('DashboardWidgets', () => {
  it('a campus: its people by gender, its charts, no campus or university card, no campus chart nor map', async () => {
    reach = 'campus';
    renderResourceScreen(DashboardWidgets);
    expect(await card('students')).toHaveTextContent('44,468');
    expect(await card('students')).toHaveTextContent('Male 21,000 · Female 23,456 · Other 12');
    expect(await card('teachers')).toHaveTextContent('Teaching Staff1,301');
    expect(await card('nonTeaching')).toHaveTextContent('Non-Teaching Staff550');
    expect(screen.queryByTestId('figure-card-campuses')).not.toBeInTheDocument();
    expect(screen.queryByTestId('figure-card-universities')).not.toBeInTheDocument();
    expect(screen.getByText('Tribhuvan Model Campus · Fiscal year 2082/83')).toBeInTheDocument();
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
    const summary = mocked.api.calls.find((call) => call.url.startsWith(REPORT_PATHS.summary));
    expect(summary?.params).toEqual({ sections: DASHBOARD_SECTIONS.join(',') });
  });

  it('the nation: campuses and universities, the campus charts and the map of enrolment', async () => {
    reach = 'nation';
    renderResourceScreen(DashboardWidgets);
    expect(await card('campuses')).toHaveTextContent('Campuses1,432');
    expect(await card('universities')).toHaveTextContent('Universities11');
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
    const { user } = renderResourceScreen(DashboardWidgets);
    const chart = within(await screen.findByTestId('dashboard-chart-teachersByPost'));
    expect(chart.queryByRole('table')).not.toBeInTheDocument();
    await user.click(chart.getByRole('button', { name: 'Show figures: Teachers by Post' }));
    const table = chart.getByRole('table');
    expect(within(table).getByText('Post A')).toBeInTheDocument();
    expect(within(table).getByText('250')).toBeInTheDocument();
    expect(chart.getByRole('button', { name: 'Hide figures: Teachers by Post' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByTestId('figure-card-universities')).not.toBeInTheDocument();
  });

  it('on a phone: cards two a row, charts full width', async () => {
    const restore = emulateWindowWidth(390);
    try {
      reach = 'nation';
      renderResourceScreen(DashboardWidgets);
      const students = await card('students');
      expect(students.closest('.ant-col')).toHaveClass('ant-col-xs-12');
      const chart = await screen.findByTestId('dashboard-chart-enrolmentTrend');
      expect(chart.closest('.ant-col')).toHaveClass('ant-col-xs-24');
    } finally {
      restore();
    }
  });

  it('says so, with a way to try again, when a read fails', async () => {
    reach = 'nation';
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    mocked.answer = (call) =>
      failing && call.url.startsWith(REPORT_PATHS.summary) ? { status: 500 } : undefined;
    const { user } = renderResourceScreen(DashboardWidgets);
    expect(
      await screen.findByText('The charts could not be loaded right now.'),
    ).toBeInTheDocument();
    expect(await card('students')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-chart-enrolmentTrend')).toBeInTheDocument(),
    );
    error.mockRestore();
  });
});

import { Skeleton } from 'antd';
import { dashboardChartsSchema } from '@hemis/shared-contracts';
import { ReadFailed, homeChartsPath, useReadAheadAnswer } from '@hemis/shared-ui';
import { DashboardCharts } from './DashboardCharts';

/**
 * The home's charts for the caller's reach: GET /Dashboard/Charts (the API scopes it and draws
 * each chart as an SVG for a phone or a wider screen, so no chart library loads for the home). A sign-in
 * that lands on the home reads it ahead. Drawn by the shell's home below its figure cards.
 */
export default function DashboardWidgets() {
  const { state, retry } = useReadAheadAnswer(homeChartsPath(), dashboardChartsSchema);
  return (
    <section aria-label="Charts of your reach" data-testid="dashboard-widgets">
      {state.status === 'failed' ? (
        <ReadFailed what="charts" onRetry={retry} />
      ) : state.status === 'ready' ? (
        <DashboardCharts charts={state.data} />
      ) : (
        <Skeleton active />
      )}
    </section>
  );
}

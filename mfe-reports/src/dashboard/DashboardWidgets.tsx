import { useEffect, useMemo } from 'react';
import { Alert, Button, Skeleton, Typography } from 'antd';
import {
  DASHBOARD_FIGURES_PATH,
  DASHBOARD_SECTIONS,
  REPORT_PATHS,
  dashboardFiguresSchema,
  reportSummarySchema,
} from '@hemis/shared-contracts';
import { preloadReportChart, useApiGet } from '@hemis/shared-ui';
import type { z } from 'zod';
import { DashboardCharts } from './DashboardCharts';
import { FigureCards } from './FigureCards';

const SUMMARY_QUERY = { sections: DASHBOARD_SECTIONS.join(',') };
const NO_QUERY = {};

/** An answer checked against its contract; a wrong shape counts as a failure. */
function useCheckedGet<S extends z.ZodType>(
  schema: S,
  path: string,
  query: Readonly<Record<string, string>>,
) {
  const answer = useApiGet<unknown>(path, query);
  const parsed = useMemo(
    () => (answer.data === null ? null : schema.safeParse(answer.data)),
    [schema, answer.data],
  );
  if (parsed && !parsed.success)
    console.error(`${path} answered an unexpected shape`, parsed.error);
  return {
    data: parsed?.success ? (parsed.data as z.output<S>) : null,
    failed: answer.failed || (parsed !== null && !parsed.success),
    reload: answer.reload,
  };
}

function Failed({ what, reload }: { what: string; reload: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={`The ${what} could not be loaded right now.`}
      action={
        <Button size="small" onClick={reload}>
          Try again
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

/**
 * The home's figures for the caller's reach (the API scopes both reads): the cards of
 * GET /Dashboard/Figures, then the charts of the report's dashboard sections, read in one
 * GET /Report/Summary. Drawn by the shell's home above the module tiles.
 */
export default function DashboardWidgets() {
  // The chart library arrives while the figures are read, not after.
  useEffect(preloadReportChart, []);
  const figures = useCheckedGet(dashboardFiguresSchema, DASHBOARD_FIGURES_PATH, NO_QUERY);
  const summary = useCheckedGet(reportSummarySchema, REPORT_PATHS.summary, SUMMARY_QUERY);
  const heading = figures.data ?? summary.data;
  return (
    <section aria-label="Figures of your reach" data-testid="dashboard-widgets">
      {heading ? (
        <Typography.Paragraph type="secondary">
          {heading.reachName}
          {heading.fiscalYear ? ` · Fiscal year ${heading.fiscalYear.label}` : ''}
        </Typography.Paragraph>
      ) : null}
      {figures.failed ? (
        <Failed what="figures" reload={figures.reload} />
      ) : (
        <FigureCards figures={figures.data} />
      )}
      <div style={{ marginTop: 16 }}>
        {summary.failed ? (
          <Failed what="charts" reload={summary.reload} />
        ) : summary.data ? (
          <DashboardCharts summary={summary.data} />
        ) : (
          <Skeleton active />
        )}
      </div>
    </section>
  );
}

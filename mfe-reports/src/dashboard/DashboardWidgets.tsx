import { useEffect, useMemo } from 'react';
import { Skeleton } from 'antd';
import { DASHBOARD_SECTIONS, REPORT_PATHS, reportSummarySchema } from '@hemis/shared-contracts';
import { ReadFailed, preloadReportChart, useApiGet } from '@hemis/shared-ui';
import type { z } from 'zod';
import { DashboardCharts } from './DashboardCharts';

const SUMMARY_QUERY = { sections: DASHBOARD_SECTIONS.join(',') };

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

/**
 * The home's charts for the caller's reach: the report's dashboard sections, read in one
 * GET /Report/Summary (the API scopes it). Drawn by the shell's home below its figure cards.
 */
export default function DashboardWidgets() {
  // The chart library arrives while the summary is read, not after.
  useEffect(preloadReportChart, []);
  const summary = useCheckedGet(reportSummarySchema, REPORT_PATHS.summary, SUMMARY_QUERY);
  return (
    <section aria-label="Charts of your reach" data-testid="dashboard-widgets">
      {summary.failed ? (
        <ReadFailed what="charts" onRetry={summary.reload} />
      ) : summary.data ? (
        <DashboardCharts summary={summary.data} />
      ) : (
        <Skeleton active />
      )}
    </section>
  );
}

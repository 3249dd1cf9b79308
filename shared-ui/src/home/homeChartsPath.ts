// The files themselves, not the package index: the lean sign-in screen reads the charts ahead.
import {
  DASHBOARD_CHART_WIDTHS,
  dashboardChartsPath,
} from '@hemis/shared-contracts/src/report-paths';

/** Below antd's sm breakpoint a home chart takes the whole width of a phone. */
const PHONE_QUERY = '(max-width: 575.98px)';

/**
 * The home's charts drawn for this window: at a phone's width or a wider screen's. The sign-in
 * that reads them ahead and the home that shows them ask for the same path.
 */
export function homeChartsPath(): string {
  const phone =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(PHONE_QUERY).matches;
  return dashboardChartsPath(phone ? DASHBOARD_CHART_WIDTHS.phone : DASHBOARD_CHART_WIDTHS.wide);
}

import { REPORT_REACHES } from '@hemis/shared-contracts';
import { gatedLikeItsLink, type RemoteRoute } from '@hemis/shared-ui';
import { CAMPUS_LIST_TEXTS, CampusList } from './CampusList';
import { REPORT_ROUTES, campusesRoute } from './reportLinks';
import { SUMMARY_TITLES, SummaryReport } from './SummaryReport';

/**
 * The summary report of each reach at its menu link (`/college-report`, `/uni-report`,
 * `/ugc-report`) and, for a university and the nation, the campuses behind its counts
 * (`/uni-report/campuses`, `/ugc-report/campuses`), each gated like the report's link.
 */
export function summaryReportRoutes(): RemoteRoute[] {
  return REPORT_REACHES.flatMap((reach) => {
    const report = REPORT_ROUTES[reach];
    const routes = [
      gatedLikeItsLink({
        path: report,
        title: SUMMARY_TITLES[reach],
        element: <SummaryReport reach={reach} />,
      }),
    ];
    if (reach !== 'campus') {
      routes.push(
        gatedLikeItsLink(
          {
            path: campusesRoute(reach),
            title: CAMPUS_LIST_TEXTS.title,
            element: <CampusList reach={reach} />,
          },
          [],
          `/${report}`,
        ),
      );
    }
    return routes;
  });
}

import { REPORT_ITEMS, RequireRole, flattenItems, type MenuItem } from '@hemis/shared-auth';
import type { CodeRoute, RemoteRoute } from '../defineRemoteModule';
import {
  NonTeachingStaffSummary,
  STAFF_SUMMARY_TITLES,
  TeachingStaffSummary,
} from './StaffSummaryReport';

/**
 * A route whose menu link (in `links`, its section's sidebar, or the HEMIS Reports menu) is hidden
 * from some roles does not open for those roles by its address either. A page without a link of
 * its own (a list under a report) names the link it belongs to as `linkPath`.
 */
export function gatedLikeItsLink<R extends CodeRoute>(
  route: R,
  links: readonly MenuItem[] = [],
  linkPath = `/${route.path}`,
): R {
  const link = linkPath.toLowerCase();
  const item = flattenItems([...links, ...REPORT_ITEMS]).find(
    (entry) => entry.link.toLowerCase() === link,
  );
  if (!item || item.hiddenFrom.length === 0) return route;
  return {
    ...route,
    element: <RequireRole hiddenFrom={item.hiddenFrom}>{route.element}</RequireRole>,
  };
}

/**
 * The teaching and non-teaching staff summaries, at `<section>/teaching-staff-summary` and
 * `<section>/non-teaching-staff-summary` (or at the site root without a section), gated like their
 * links in `links` (the section's sidebar) or the HEMIS Reports menu.
 */
export function staffSummaryRoutes(
  section?: string,
  links: readonly MenuItem[] = [],
): RemoteRoute[] {
  const at = (page: string) => (section ? `${section}/${page}` : page);
  return [
    gatedLikeItsLink(
      {
        path: at('teaching-staff-summary'),
        title: STAFF_SUMMARY_TITLES.teaching,
        element: <TeachingStaffSummary />,
      },
      links,
    ),
    gatedLikeItsLink(
      {
        path: at('non-teaching-staff-summary'),
        title: STAFF_SUMMARY_TITLES.nonTeaching,
        element: <NonTeachingStaffSummary />,
      },
      links,
    ),
  ];
}

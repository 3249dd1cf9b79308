// Shared setup of the navigation tests: the deployed product's navigation and its sidebars.
import { remoteNavigationSchema } from '@hemis/shared-contracts';
import accreditation from '@hemis/mfe-accreditation/src/navigation.json';
import employees from '@hemis/mfe-employees/src/navigation.json';
import exams from '@hemis/mfe-exams/src/navigation.json';
import reports from '@hemis/mfe-reports/src/navigation.json';
import setup from '@hemis/mfe-setup/src/navigation.json';
import students from '@hemis/mfe-students/src/navigation.json';
import { SiteNavigation, type MenuItem } from './navigation';

/** The deployed product's navigation: every remote's navigation.json, as /remotes.json serves it. */
export const NAVIGATIONS = [accreditation, employees, exams, reports, setup, students].map((data) =>
  remoteNavigationSchema.parse(data),
);
export const site = new SiteNavigation(NAVIGATIONS);
/** Each section's own sidebar, by segment. */
export const SIDEBARS: Record<string, readonly MenuItem[]> = Object.fromEntries(
  NAVIGATIONS.flatMap((navigation) => navigation.sections).flatMap((section) =>
    section.sidebar ? [[section.segment, section.sidebar]] : [],
  ),
);

export const links = (items: readonly { link: string }[]) => items.map((entry) => entry.link);

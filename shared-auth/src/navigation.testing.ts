/**
 * The links a section's sidebar shows outside that section's own paths, with the app that serves
 * each: the one list the navigation tests (every link lies in its section but these) and a
 * remote's route tests (every link of its sections is its own screen but those served elsewhere)
 * both read. Not part of the package index.
 */
export interface CrossSectionLink {
  link: string;
  /** The section whose sidebar shows the link. */
  shownIn: string;
  /** The app that serves the link's screen. */
  servedBy: 'shell' | 'mfe-employees' | 'mfe-exams' | 'mfe-reports' | 'mfe-setup' | 'mfe-students';
}

export const CROSS_SECTION_LINKS: readonly CrossSectionLink[] = [
  // The spec's leading-slash links.
  { link: '/payment', shownIn: 'program-management', servedBy: 'mfe-setup' },
  { link: '/home', shownIn: 'organization-management', servedBy: 'shell' },
  {
    link: '/employee-management/uni-employee',
    shownIn: 'user-management',
    servedBy: 'mfe-employees',
  },
  {
    link: '/employee-management/uni-employee-user',
    shownIn: 'user-management',
    servedBy: 'mfe-employees',
  },
  { link: '/character-application', shownIn: 'student-management', servedBy: 'mfe-students' },
  // Program setup links the exam section's grading schemes, set per university and level.
  {
    link: '/exam-management/grading-schemes',
    shownIn: 'program-management',
    servedBy: 'mfe-exams',
  },
  // Receipts link the fees a campus sets up.
  { link: '/other-setup/fee-setup', shownIn: 'receipt-management', servedBy: 'mfe-setup' },
  // The Employee section's reports link its teachers' research and publications.
  { link: '/research', shownIn: 'employee-management', servedBy: 'mfe-reports' },
];

/** Whether `section`'s sidebar may show `link` outside the section (see CROSS_SECTION_LINKS). */
export const isCrossSectionLink = (section: string, link: string) =>
  CROSS_SECTION_LINKS.some((entry) => entry.shownIn === section && entry.link === link);

import { page, type CodeRoute } from '@hemis/shared-ui';

const g = (segment: string) => `graduation-management/${segment}`;

/** The graduation section's screens, the forms of the campus, and the level setup. */
export const graduationRoutes: readonly CodeRoute[] = [
  page(g('student-list'), () => import('./eligibleStudents')),
  page(g('graduation-form/:id'), () => import('./GraduationForm')),
  // The receipt's own details screen, under the graduation section's sidebar.
  page(g('receipt-details/:id'), () => import('../receipts/ReceiptDetails')),
  page(g('graduation-list'), () => import('./graduationList')),
  page('graduationForm', () => import('./graduationForms')),
  page('student-management/graduationtable-setups', () => import('./graduationSetup')),
];

import { page, type CodeRoute } from '@hemis/shared-ui';

/**
 * The public pages of online enrolment and payment (outside the layout; navigation.json marks
 * them public).
 */
export const paymentRoutes: readonly CodeRoute[] = [
  page('open-enroll', () => import('../enrolment/OpenEnrolment')),
  page('esewa', () => import('./EsewaPay')),
  page('success', () => import('./PaymentSuccess')),
  page('failed', () => import('./PaymentFailed')),
];

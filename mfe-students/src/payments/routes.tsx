import { page, type CodeRoute } from '@hemis/shared-ui';

/** The public pages of an online payment (outside the layout; navigation.json marks them). */
export const paymentRoutes: readonly CodeRoute[] = [
  page('esewa', () => import('./EsewaPay')),
  page('success', () => import('./PaymentSuccess')),
  page('failed', () => import('./PaymentFailed')),
];

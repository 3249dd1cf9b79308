import { page, type CodeRoute } from '@hemis/shared-ui';

const d = (segment: string) => `dropout-management/${segment}`;

/** The dropout section's screens (its home is the section home of navigation.json). */
export const dropoutRoutes: readonly CodeRoute[] = [
  page(d('dropout-list'), () => import('./dropoutList')),
  page(d('recommendation-letter/:id'), () => import('./RecommendationLetters')),
];

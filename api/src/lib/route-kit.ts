/**
 * What the domains' route kits share: the bearer security and the error answers of a route that
 * checks its input, permission, record and state.
 */
import { apiErrorSchema } from '@hemis/shared-contracts';

export const security = [{ bearer: [] }];
export const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** What the user management routes share in their OpenAPI schemas. */
import { apiErrorSchema } from '@hemis/shared-contracts';

export const security = [{ bearer: [] }];
export const tags = ['user management'];
export const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** What most signed-in routes say of themselves in OpenAPI: the bearer token and their refusals. */
import { apiErrorSchema } from '@hemis/shared-contracts';

export const bearerSecurity = [{ bearer: [] }];

/** The refusals a route answers: bad input, not allowed, not found, a conflict. */
export const refusalSchemas = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

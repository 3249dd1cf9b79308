/**
 * What signed-in routes say of themselves: the bearer security, the refusals of a route that
 * checks its input, permission, record and state, and the permission it checks.
 */
import { apiErrorSchema, type Permission } from '@hemis/shared-contracts';

export const security = [{ bearer: [] }];

/** The refusals of a route that cannot conflict: bad input, not allowed, not found. */
export const errorsWithoutConflict = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** The refusals a route answers: bad input, not allowed, not found, a conflict. */
export const errors = { ...errorsWithoutConflict, 409: apiErrorSchema };

/** A route's config: the one permission it checks. */
export const auth = (permission: Permission) => ({ auth: { permission } });

/** What the user management routes share in their OpenAPI schemas. */

export const tags = ['user management'];

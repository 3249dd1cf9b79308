/** The roles of spec section 6. The empty role stands for "none known". */
export const ROLES = [
  'SuperAdmin',
  'Admin',
  'UgcAdmin',
  'UniAdmin',
  'CollegeAdmin',
  'CollegeUser',
  'Student',
] as const;

export type KnownRole = (typeof ROLES)[number];
export const EMPTY_ROLE = '' as const;
export type Role = KnownRole | typeof EMPTY_ROLE;

/** Roles that work for the grants commission and so see the whole nation. */
export const NATION_ROLES: readonly KnownRole[] = ['SuperAdmin', 'Admin', 'UgcAdmin'];
export const UNIVERSITY_ROLES: readonly KnownRole[] = ['UniAdmin'];
export const CAMPUS_ROLES: readonly KnownRole[] = ['CollegeAdmin', 'CollegeUser'];

export function isKnownRole(value: unknown): value is KnownRole {
  return typeof value === 'string' && ROLES.some((role) => role === value);
}

/** Anything that is not one of the known roles counts as the empty role. */
export function toRole(value: unknown): Role {
  return isKnownRole(value) ? value : EMPTY_ROLE;
}

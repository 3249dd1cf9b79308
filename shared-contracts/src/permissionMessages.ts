/** Texts of the permission-aware screens (menus, route gate, permission matrices). */
export const PERMISSION_MESSAGES = {
  noViewTitle: 'Access denied',
  noView: 'You do not have permission to view this page.',
  fromRole: 'From role',
  granted: 'Granted',
  revoked: 'Revoked',
  notGiven: 'Not given',
  allActions: 'All',
  lastChanged: (by: string | null, at: string | null): string =>
    at ? `Last changed by ${by ?? 'the system'} on ${at}` : 'Not changed yet',
  temporaryPasswordTitle: 'Temporary password',
  temporaryPasswordNote:
    'Give this password to the user. It must be changed at first sign-in and is not shown again.',
} as const;

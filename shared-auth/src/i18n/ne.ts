/** Nepali for shared-auth's texts: the top menus, the profile menu and the session's notices. */
export const AUTH_NE: Readonly<Record<string, string>> = {};

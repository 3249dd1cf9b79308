/** Nepali for the shell's texts: sign-in and the public pages, the header, menus and home. */
export const SHELL_NE: Readonly<Record<string, string>> = {};

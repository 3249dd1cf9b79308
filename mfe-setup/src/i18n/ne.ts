/** Nepali for the setup module's texts (its screens, navigation and notices). */
export const SETUP_NE: Readonly<Record<string, string>> = {};

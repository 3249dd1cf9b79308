/** Nepali for the reports module's texts (its screens, navigation and notices). */
export const REPORTS_NE: Readonly<Record<string, string>> = {};

/** Nepali for the employees module's texts (its screens, navigation and notices). */
export const EMPLOYEES_NE: Readonly<Record<string, string>> = {};

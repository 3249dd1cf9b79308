/** Nepali for the exams module's texts (its screens, navigation and notices). */
export const EXAMS_NE: Readonly<Record<string, string>> = {};

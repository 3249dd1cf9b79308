/** Nepali for the students module's texts (its screens, navigation and notices). */
export const STUDENTS_NE: Readonly<Record<string, string>> = {};

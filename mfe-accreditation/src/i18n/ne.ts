/** Nepali for the accreditation module's texts (its screens, navigation and notices). */
export const ACCREDITATION_NE: Readonly<Record<string, string>> = {};

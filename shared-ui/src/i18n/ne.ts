/** Nepali for the kit's own texts: buttons, list and form parts, notices, reports, registers. */
export const KIT_NE: Readonly<Record<string, string>> = {};

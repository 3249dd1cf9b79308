/** Grading: a scheme's rules (rules.ts) and the results computed under it (results.ts). */
export * from './rules';
export * from './results';

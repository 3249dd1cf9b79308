/**
 * The modules a campus may use (assigned in user management, on the Modules screen) and the
 * module tiles of the home: each module the caller may use, with its one-line description,
 * opening its section's home. A module not assigned to a campus is closed to the campus's users
 * as an inactive module is to everyone: its permissions hold for none of them.
 */
import { z } from 'zod';
import { idValue, recordId } from './ids';
import { MODULES, type Module } from './permissions';

/** What a new campus gets and what the home never shows as a tile (it is the home). */
export const ALWAYS_OPEN_MODULES: readonly Module[] = ['dashboard'];

/** Each module's one line on its home tile (the Modules screen may change it). */
export const MODULE_DESCRIPTIONS: Record<Module, string> = {
  dashboard: 'Counts of campuses, students and employees in your reach.',
  setup: 'Levels, faculties, posts, fiscal years, batches, ethnic groups and fees.',
  program: 'Programs, subjects, major subjects and program fees.',
  organization: 'Universities, campuses and central departments.',
  student: 'Enrolment, verification, upgrades, identity cards and student reports.',
  employee: 'Teaching and Non-Teaching staff, their attendance and summaries.',
  exam: 'Exam schedules, routines, admit cards, marks entry and results.',
  infrastructure: 'Land, buildings, labs, hostels, library, facilities and equipment.',
  graduation: 'Graduation forms, approvals and graduates by fiscal year.',
  receipt: 'Fee receipts, collections and fee types.',
  dropout: 'Dropouts by reason and recommendation letters.',
  user: 'User accounts, modules and permissions.',
  accreditation: 'Quality assurance and accreditation of campuses.',
  passRate: 'Board exams appeared and passed, and pass rates.',
  publicFinance: 'Finance heads, income and expenditure.',
  accounts: 'Chart of accounts, vouchers, ledgers and statements.',
  report: 'Summary and statistical reports.',
};

export const moduleAccessRowSchema = z.object({
  code: z.enum(MODULES),
  title: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type ModuleAccessRow = z.infer<typeof moduleAccessRowSchema>;

export const moduleAccessQuerySchema = z.strictObject({
  campusId: idValue('Campus').optional(),
});

export const campusModulesParamsSchema = z.strictObject({ campusId: recordId('Campus') });

export const campusModulesSaveSchema = z.strictObject({
  modules: z
    .array(z.enum(MODULES, { error: 'Unknown module' }))
    .max(MODULES.length)
    .refine((codes) => new Set(codes).size === codes.length, 'A module is listed twice'),
});
export type CampusModulesSave = z.input<typeof campusModulesSaveSchema>;

export const campusModulesSchema = z.object({
  campusId: z.number().int(),
  modules: z.array(z.enum(MODULES)),
});
export type CampusModules = z.infer<typeof campusModulesSchema>;

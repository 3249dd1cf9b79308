/**
 * Drafts of multi-step forms (employee-register, student-register): kept per user and form on
 * the server, so a clerk on a slow or dropped connection resumes where they left off, from any
 * machine. GET/PUT/DELETE /Draft/{form}.
 */
import { z } from 'zod';

export const DRAFT_FORMS = ['employee-register', 'student-register'] as const;
export type DraftForm = (typeof DRAFT_FORMS)[number];
/** Drafts larger than this are refused (JSON text length). */
export const MAX_DRAFT_CHARS = 64 * 1024;

export const DRAFT_MESSAGES = {
  notFound: 'No saved draft',
  saved: 'Draft saved',
  deleted: 'Draft discarded',
} as const;

export const draftParamsSchema = z.strictObject({
  form: z.enum(DRAFT_FORMS, { error: 'Unknown form' }),
});
export const draftSaveSchema = z.strictObject({
  /** The step the user was on (0-based). */
  step: z.number().int().min(0).max(20),
  /** The form's values so far (not yet validated: a draft may be incomplete). */
  values: z
    .record(z.string(), z.unknown())
    .refine((values) => JSON.stringify(values).length <= MAX_DRAFT_CHARS, {
      error: 'The draft is too large',
    }),
});
export type DraftSave = z.infer<typeof draftSaveSchema>;
export const draftSchema = draftSaveSchema.extend({
  form: z.enum(DRAFT_FORMS),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

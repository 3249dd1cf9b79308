/**
 * A fiscal year's statistical returns as the commission and the universities follow them: the
 * status of every campus in reach, the annual report's totals, the rules and the year's cycle.
 */
import { z } from 'zod';
import { textInput } from './text';
import { idValue, recordId } from './ids';
import { RETURN_MESSAGES, RETURN_STATUS_VALUES, returnFormField } from './statistical-return';
import { recordOf } from './record-of';
import { choices, type ChoiceValue } from './resource';

export const returnStatusQuerySchema = z.strictObject({
  fiscalYearId: idValue('Fiscal Year'),
  form: returnFormField,
  universityId: idValue('University').optional(),
  provinceId: idValue('Province').optional(),
  campusType: z.enum(['constituent', 'community', 'private']).optional(),
  status: z.enum(RETURN_STATUS_VALUES).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .transform((size) => Math.min(size, 200))
    .default(25),
});
export type ReturnStatusQuery = z.output<typeof returnStatusQuerySchema>;

const statusCountsSchema = z.object(recordOf(RETURN_STATUS_VALUES, () => z.number()));

export const completenessRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  campuses: z.number(),
  counts: statusCountsSchema,
});

export const returnStatusAnswerSchema = z.object({
  fiscalYearId: z.number(),
  fiscalYearLabel: z.string(),
  deadline: z.string().nullable(),
  publishedAt: z.string().nullable(),
  total: z.number(),
  counts: statusCountsSchema,
  rows: z.array(
    z.object({
      campusId: z.number(),
      campusName: z.string(),
      universityName: z.string(),
      provinceName: z.string(),
      campusType: z.string(),
      returnId: z.number().nullable(),
      status: z.enum(RETURN_STATUS_VALUES),
      submittedAt: z.string().nullable(),
      warningsExplained: z.number(),
    }),
  ),
  byUniversity: z.array(completenessRowSchema),
  byProvince: z.array(completenessRowSchema),
});
export type ReturnStatusAnswer = z.output<typeof returnStatusAnswerSchema>;

export const RETURN_TOTALS_BY = choices({
  province: 'Province',
  university: 'University',
  campusType: 'Campus type',
  level: 'Level',
  faculty: 'Faculty',
});
export type ReturnTotalsBy = ChoiceValue<typeof RETURN_TOTALS_BY>;

export const returnTotalsQuerySchema = z.strictObject({
  fiscalYearId: idValue('Fiscal Year'),
  form: returnFormField,
});

/** The annual report's tables: accepted returns' enrolment, results and staff, by each grouping. */
export const returnTotalsTableSchema = z.object({
  key: z.string(),
  title: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(z.object({ group: z.string(), values: z.record(z.string(), z.number()) })),
});
export type ReturnTotalsTable = z.output<typeof returnTotalsTableSchema>;

export const returnTotalsAnswerSchema = z.object({
  fiscalYearId: z.number(),
  fiscalYearLabel: z.string(),
  acceptedReturns: z.number(),
  campusesInReach: z.number(),
  tables: z.array(returnTotalsTableSchema),
});
export type ReturnTotalsAnswer = z.output<typeof returnTotalsAnswerSchema>;

export const RETURN_RULE_KINDS = choices({
  passedNotAboveAppeared: 'Passed is at most appeared',
  femaleNotAboveTotal: 'Girls are at most the total',
  programWithoutEnrolment: 'Every program run has enrolment',
  changeFromLastYear: 'Change from last year’s accepted figure',
  staffWithoutPost: 'Staff without a post',
  emptySection: 'A section left empty',
});
export type ReturnRuleKind = ChoiceValue<typeof RETURN_RULE_KINDS>;
const RULE_KIND_VALUES = RETURN_RULE_KINDS.map((kind) => kind.value);

export const returnRuleSchema = z.object({
  id: z.number(),
  kind: z.enum(RULE_KIND_VALUES),
  level: z.enum(['error', 'warning']),
  message: z.string(),
  /** The rule's figure where it has one (the change rule's percentage). */
  threshold: z.number().nullable(),
  active: z.boolean(),
});
export type ReturnRule = z.output<typeof returnRuleSchema>;

export const returnRulePatchSchema = z.strictObject({
  level: z.enum(['error', 'warning']).optional(),
  message: textInput().min(1).max(300).optional(),
  threshold: z.number().min(0).max(1000).nullable().optional(),
  active: z.boolean().optional(),
});

export const returnCycleSchema = z.object({
  fiscalYearId: z.number(),
  fiscalYearLabel: z.string(),
  deadline: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type ReturnCycle = z.output<typeof returnCycleSchema>;

export const returnCycleBodySchema = z.strictObject({
  deadline: z.iso.date({ error: RETURN_MESSAGES.deadline }).nullable(),
});

export const returnCycleParamsSchema = z.strictObject({ fiscalYearId: recordId('Fiscal Year') });

export const returnRemindersAnswerSchema = z.object({ sent: z.number() });

/**
 * The commission's grant releases (the organization section's Payment and the program section's
 * /payment): what the commission grants a campus in a fiscal year, by grant type, against a
 * letter, and paid out in dated instalments. The commission writes them; a campus reads its own,
 * a university its campuses'. Totals by university, province and campus type are the summary
 * report's Finance part.
 */
import { z } from 'zod';
import { textInput } from '../text';
import { choices, date, decimal, defineResourceContract, longText, type Choice } from '../resource';
import { recordId } from '../ids';
import { campusRef, fiscalYearRef, requiredChoice, requiredText, universityRef } from './fields';

export const GRANT_TYPES: readonly Choice[] = choices({
  recurrent: 'Recurrent',
  capital: 'Capital',
  performanceBased: 'Performance-Based',
  equity: 'Equity',
  research: 'Research',
});

export const INSTALMENT_STATUSES = ['scheduled', 'released', 'withheld'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];
export const INSTALMENT_STATUS_LABELS: Record<InstalmentStatus, string> = {
  scheduled: 'Scheduled',
  released: 'Released',
  withheld: 'Withheld',
};

export const GRANT_MESSAGES = {
  conflict: 'A grant of this type already exists for this campus and fiscal year!',
  overGrant: 'The instalments must not add up to more than the grant',
  amountBelowInstalments: 'The grant must not be less than its instalments',
  releasedOnRequired: 'Release date is required for a released instalment',
  releasedOnNotReleased: 'Only a released instalment has a release date',
  reasonRequired: 'Give the reason the instalment is withheld',
  dueOnRequired: 'Due date is required',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be more than 0',
  statusRequired: 'Status is required',
  instalmentNotFound: 'No such instalment.',
  saved: 'Instalment saved',
  deleted: 'Instalment deleted',
} as const;

const MAX_AMOUNT = 1e12;

export const grantReleaseContract = defineResourceContract({
  name: 'GrantRelease',
  title: 'Grant Release',
  module: 'publicFinance',
  ownership: 'allotted',
  updateMethod: 'PATCH',
  unique: ['fiscalYearId', 'grantType'],
  defaultSort: 'fiscalYearId',
  fields: {
    fiscalYearId: fiscalYearRef(true),
    universityId: universityRef(true, true),
    campusId: campusRef(true, true),
    grantType: { ...requiredChoice('Grant Type', GRANT_TYPES), filter: true },
    amount: decimal('Grant (NPR)', {
      required: 'Grant amount is required',
      min: 1,
      max: MAX_AMOUNT,
    }),
    letterReference: requiredText('Letter Reference', 100),
    letterDate: date('Letter Date', { column: false }),
    remarks: longText('Remarks'),
  },
  messages: { conflict: GRANT_MESSAGES.conflict },
});

/** What every grant row carries besides its fields: its instalments' sums, in NPR. */
export const grantReleaseExtrasSchema = z.object({
  released: z.number(),
  scheduled: z.number(),
  instalments: z.number().int(),
  /** The next scheduled instalment's due date (AD), if any. */
  nextDueOn: z.string().nullable(),
});
export type GrantReleaseExtras = z.infer<typeof grantReleaseExtrasSchema>;

export { GRANT_PATHS } from '../grant-paths';

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message })
    .refine((value) => !Number.isNaN(Date.parse(value)), { message });

/** An instalment as the commission enters it; the API adds it up against the grant. */
export const grantInstalmentInputSchema = z
  .strictObject({
    dueOn: isoDate(GRANT_MESSAGES.dueOnRequired),
    amount: z.coerce
      .number({ error: GRANT_MESSAGES.amountRequired })
      .positive({ message: GRANT_MESSAGES.amountPositive })
      .max(MAX_AMOUNT),
    status: z.enum(INSTALMENT_STATUSES, { error: GRANT_MESSAGES.statusRequired }),
    releasedOn: isoDate(GRANT_MESSAGES.releasedOnRequired).nullish(),
    letterReference: textInput().max(100).nullish(),
    note: textInput({ multiLine: true }).max(500).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'released' && !value.releasedOn)
      ctx.addIssue({
        code: 'custom',
        path: ['releasedOn'],
        message: GRANT_MESSAGES.releasedOnRequired,
      });
    if (value.status !== 'released' && value.releasedOn)
      ctx.addIssue({
        code: 'custom',
        path: ['releasedOn'],
        message: GRANT_MESSAGES.releasedOnNotReleased,
      });
    if (value.status === 'withheld' && !value.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: GRANT_MESSAGES.reasonRequired });
  });
export type GrantInstalmentInput = z.input<typeof grantInstalmentInputSchema>;

export const grantInstalmentRowSchema = z.object({
  id: z.number().int(),
  grantReleaseId: z.number().int(),
  instalmentNo: z.number().int(),
  dueOn: z.string(),
  amount: z.number(),
  status: z.enum(INSTALMENT_STATUSES),
  releasedOn: z.string().nullable(),
  letterReference: z.string().nullable(),
  note: z.string().nullable(),
  recordedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type GrantInstalmentRow = z.infer<typeof grantInstalmentRowSchema>;

export const grantInstalmentParamsSchema = z.strictObject({
  id: recordId(),
  instalmentId: recordId('Instalment id'),
});

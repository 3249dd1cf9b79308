/**
 * The commission's quality assurance and accreditation (QAA, mfe-accreditation): a campus's
 * cycle of dated stages from its letter of intent to the award, the review by the eight
 * criteria, and the standing of an accreditation computed from today.
 */
import { z } from 'zod';
import { textInput } from './text';
import { choices, type ChoiceValue } from './resource';

/** Who records a stage: the campus (or the commission on its behalf), or the commission only. */
export type StageRecorder = 'campus' | 'commission';

export const ACCREDITATION_STAGES = [
  { key: 'letterOfIntent', label: 'Letter of Intent', by: 'campus' },
  { key: 'eligibilityLetter', label: 'Eligibility Letter', by: 'commission' },
  { key: 'ssrSubmitted', label: 'Self-Study Report Submitted', by: 'campus' },
  { key: 'ssrReviewed', label: 'Self-Study Report Reviewed', by: 'commission' },
  { key: 'peerTeamFormed', label: 'Peer Review Team Formed', by: 'commission' },
  { key: 'preVisit', label: 'Pre-Visit', by: 'commission' },
  { key: 'finalVisit', label: 'Final Visit', by: 'commission' },
  { key: 'councilRecommendation', label: 'Council Recommendation', by: 'commission' },
  { key: 'award', label: 'Award', by: 'commission' },
] as const satisfies readonly { key: string; label: string; by: StageRecorder }[];
export type AccreditationStage = (typeof ACCREDITATION_STAGES)[number]['key'];
export const ACCREDITATION_STAGE_KEYS = ACCREDITATION_STAGES.map((s) => s.key);

export const stageOf = (key: AccreditationStage) =>
  ACCREDITATION_STAGES.find((stage) => stage.key === key)!;

/** The stage after `key` (null after the award). */
export function nextStage(key: AccreditationStage): AccreditationStage | null {
  const at = ACCREDITATION_STAGE_KEYS.indexOf(key);
  return ACCREDITATION_STAGE_KEYS[at + 1] ?? null;
}

/** The eight criteria a self-study report is organised by and reviewed against. */
export const QAA_CRITERIA = [
  'Policy and Procedure',
  'Curricular Aspects',
  'Teaching, Learning and Evaluation',
  'Research, Consultancy and Extension',
  'Infrastructure and Learning Resources',
  'Student Support and Guidance',
  'Information System',
  'Public Information',
] as const;

export const ACCREDITATION_STATUSES = choices({
  inProgress: 'In Progress',
  accredited: 'Accredited',
  deferred: 'Deferred',
  withdrawn: 'Withdrawn',
});
export type AccreditationStatus = ChoiceValue<typeof ACCREDITATION_STATUSES>;

/** An accreditation lasts at most this long; a renewal may begin this many months before its end. */
export const ACCREDITATION_MAX_YEARS = 5;
export const EXPIRING_WITHIN_MONTHS = 6;

/** An awarded accreditation's standing on a day: what the lists and the public check say. */
export type AccreditationStanding = 'Accredited' | 'Expiring within 6 months' | 'Expired';

/** `date` (YYYY-MM-DD) moved by whole months, the day kept within the month. */
export function addMonths(date: string, months: number): string {
  const parts = date.split('-').map(Number);
  const year = Number(parts[0]);
  const month = Number(parts[1]);
  const day = Number(parts[2]);
  const total = year * 12 + (month - 1) + months;
  const lastDay = new Date(Date.UTC(Math.floor(total / 12), (total % 12) + 1, 0)).getUTCDate();
  const shifted = new Date(Date.UTC(Math.floor(total / 12), total % 12, Math.min(day, lastDay)));
  return shifted.toISOString().slice(0, 10);
}

export function accreditationStanding(expiresOn: string, today: string): AccreditationStanding {
  if (expiresOn < today) return 'Expired';
  if (expiresOn <= addMonths(today, EXPIRING_WITHIN_MONTHS)) return 'Expiring within 6 months';
  return 'Accredited';
}

export const ACCREDITATION_MESSAGES = {
  campusRequired: 'Campus is required',
  noCampus: 'No such campus',
  inCycle: 'This campus is already in an accreditation cycle.',
  stillAccredited:
    'This campus is accredited until {date}: a new cycle begins within 6 months of its expiry.',
  dateRequired: 'Date is required',
  dateFormat: 'Date must be a date (YYYY-MM-DD)',
  futureDate: 'The date cannot be in the future.',
  notNext: 'The next stage of this cycle is {stage}.',
  finished: 'This cycle has ended.',
  beforePrevious: 'The date cannot be before the previous stage ({date}).',
  commissionOnly: 'Only the commission records this stage.',
  generalImpression: 'The general impression is required',
  criteria: 'Each of the eight criteria is reviewed once',
  observations: 'At least three observations for each criterion',
  suggestions: 'At least one suggestion for each criterion',
  members: 'The team needs one chair and at least two other members',
  memberName: 'Name is required',
  recommendation: 'The recommendation is required',
  outcome: 'The outcome is required',
  expiry: 'Valid until must be after the award date and at most five years after it',
  reasons: 'The reasons are required',
  notAccredited: 'Only an accredited cycle can be withdrawn.',
  noCertificate: 'Only an accredited cycle has a certificate.',
  notFound: 'No such accreditation cycle.',
  notRemovable: 'Only a cycle with no stage after its letter of intent can be removed.',
} as const;

const isoDate = z
  .string({ error: ACCREDITATION_MESSAGES.dateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, ACCREDITATION_MESSAGES.dateFormat)
  .refine((value) => !Number.isNaN(Date.parse(value)), ACCREDITATION_MESSAGES.dateFormat);
const note = textInput({ multiLine: true }).max(2000).optional();
const line = textInput({ multiLine: true }).min(1).max(1000);

/** POST /AccreditationCycle: a campus enters a cycle with its letter of intent. */
export const cycleStartSchema = z.strictObject({
  campusId: z.number({ error: ACCREDITATION_MESSAGES.campusRequired }).int().positive(),
  datedOn: isoDate,
  note,
});
export type CycleStart = z.infer<typeof cycleStartSchema>;

export const criterionReviewSchema = z.object({
  criterion: z.number().int().min(1).max(8),
  observations: z.array(line).min(3, ACCREDITATION_MESSAGES.observations),
  suggestions: z.array(line).min(1, ACCREDITATION_MESSAGES.suggestions),
});

export const PEER_TEAM_ROLES = choices({
  chair: 'Chair',
  member: 'Member',
  coordinator: 'Coordinator',
});

const teamMemberSchema = z.object({
  name: textInput({ error: ACCREDITATION_MESSAGES.memberName }).min(1).max(200),
  role: z.enum(PEER_TEAM_ROLES.map((role) => role.value)),
  institution: textInput().max(200).optional(),
});

const common = { datedOn: isoDate, note };

/** POST /AccreditationCycle/{id}/Stage: the next stage, with what it records. */
export const stageRecordSchema = z.discriminatedUnion('stage', [
  z.strictObject({ stage: z.literal('eligibilityLetter'), ...common, reference: note }),
  z.strictObject({ stage: z.literal('ssrSubmitted'), ...common }),
  z.strictObject({
    stage: z.literal('ssrReviewed'),
    ...common,
    generalImpression: z
      .string({ error: ACCREDITATION_MESSAGES.generalImpression })
      .trim()
      .min(1, ACCREDITATION_MESSAGES.generalImpression)
      .max(4000),
    criteria: z
      .array(criterionReviewSchema)
      .refine(
        (reviews) => reviews.length === 8 && new Set(reviews.map((r) => r.criterion)).size === 8,
        ACCREDITATION_MESSAGES.criteria,
      ),
    revisedOn: isoDate.optional(),
  }),
  z.strictObject({
    stage: z.literal('peerTeamFormed'),
    ...common,
    members: z
      .array(teamMemberSchema)
      .refine(
        (members) =>
          members.filter((m) => m.role === 'chair').length === 1 &&
          members.filter((m) => m.role !== 'chair').length >= 2,
        ACCREDITATION_MESSAGES.members,
      ),
  }),
  z.strictObject({ stage: z.literal('preVisit'), ...common }),
  z.strictObject({ stage: z.literal('finalVisit'), ...common, report: note }),
  z.strictObject({
    stage: z.literal('councilRecommendation'),
    ...common,
    recommendation: z.enum(['accredit', 'defer'], { error: ACCREDITATION_MESSAGES.recommendation }),
  }),
  z.strictObject({
    stage: z.literal('award'),
    ...common,
    outcome: z.enum(['accredited', 'deferred'], { error: ACCREDITATION_MESSAGES.outcome }),
    expiresOn: isoDate.optional(),
    reasons: textInput({ multiLine: true }).max(4000).optional(),
  }),
]);
export type StageRecord = z.infer<typeof stageRecordSchema>;

/** POST /AccreditationCycle/{id}/Withdraw: the commission withdraws an accreditation. */
export const cycleWithdrawSchema = z.strictObject({
  reason: z
    .string({ error: ACCREDITATION_MESSAGES.reasons })
    .trim()
    .min(1, ACCREDITATION_MESSAGES.reasons)
    .max(4000),
});

export const cycleIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/** The roles of a campus's internal quality assurance committee (IQAC). */
export const COMMITTEE_ROLES = choices({
  chair: 'Chair',
  secretary: 'Secretary',
  member: 'Member',
});
const COMMITTEE_ROLE_VALUES = COMMITTEE_ROLES.map((role) => role.value);

export const COMMITTEE_MESSAGES = {
  oneChair: 'The committee has one chair (the campus chief leads it)',
  employee: 'Each member is an employee of the campus, named once',
  saved: 'The committee is saved.',
} as const;

/** PUT /QualityCommittee: the campus's committee, replaced whole. */
export const qualityCommitteeInputSchema = z.strictObject({
  members: z
    .array(
      z.strictObject({
        employeeId: z.number().int().positive(),
        role: z.enum(COMMITTEE_ROLE_VALUES),
      }),
    )
    .max(25)
    .refine(
      (members) => members.filter((m) => m.role === 'chair').length === 1,
      COMMITTEE_MESSAGES.oneChair,
    )
    .refine(
      (members) => new Set(members.map((m) => m.employeeId)).size === members.length,
      COMMITTEE_MESSAGES.employee,
    ),
});
export type QualityCommitteeInput = z.infer<typeof qualityCommitteeInputSchema>;

export const qualityCommitteeSchema = z.object({
  campusId: z.number().int(),
  members: z.array(
    z.object({
      employeeId: z.number().int(),
      name: z.string(),
      role: z.enum(COMMITTEE_ROLE_VALUES),
    }),
  ),
});
export type QualityCommittee = z.infer<typeof qualityCommitteeSchema>;

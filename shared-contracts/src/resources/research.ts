/**
 * A campus's research, its teachers' publications, its own publications and the fellowships its
 * teachers receive (`/research`), as the commission's annual return asks for them. A campus keeps
 * its own; its university reads its campuses', the commission every campus's. Each activity has
 * its own fields (a research's sponsor and status, a publication's journal): RESEARCH_FIELDS says
 * which, the form shows only those and the API clears the others.
 */
import type { z } from 'zod';
import {
  addProblems,
  choice,
  choices,
  date,
  decimal,
  defineResourceContract,
  integer,
  reference,
  text,
  type Choice,
  type ChoiceValue,
} from '../resource';
import { campusRef, fiscalYearRef, requiredChoice, requiredText } from './fields';

export const RESEARCH_ACTIVITIES = choices({
  research: 'Research',
  teacherPublication: "Teacher's Publication",
  campusPublication: 'Campus Publication',
  fellowship: 'Fellowship',
});
export type ResearchActivity = ChoiceValue<typeof RESEARCH_ACTIVITIES>;

export const TEACHER_PUBLICATION_TYPES: readonly Choice[] = choices({
  researchReport: 'Research Report',
  refereed: 'Refereed',
  professional: 'Professional',
  other: 'Other',
});

export const CAMPUS_PUBLICATION_TYPES: readonly Choice[] = choices({
  professional: 'Professional',
  memorial: 'Memorial',
  bulletin: 'Bulletin',
  other: 'Other',
});

export const PUBLICATION_FREQUENCIES: readonly Choice[] = choices({
  annual: 'Annual',
  biannual: 'Biannual',
  other: 'Other',
});

export const RESEARCH_STATUSES: readonly Choice[] = choices({
  completed: 'Completed',
  ongoing: 'Ongoing',
  inPipeline: 'In Pipeline',
});

/** The documents kept against an activity (a report, a copy of the publication, a letter). */
export const RESEARCH_DOCUMENT_TYPES: readonly Choice[] = choices({
  report: 'Research Report',
  publication: 'Copy of the Publication',
  agreement: 'Grant Agreement',
  awardLetter: 'Award Letter',
  other: 'Other',
});

export const RESEARCH_MESSAGES = {
  teacherRequired: 'Teacher is required',
  statusRequired: 'Status is required',
  publicationTypeRequired: 'Publication type is required',
  endBeforeStart: 'The end date cannot be before the start date',
} as const;

/** A research grant or a fellowship, in rupees. */
const rupees = (label: string) => decimal(label, { min: 0, max: 1e12 });

export const researchContract = defineResourceContract({
  name: 'Research',
  title: 'Research Activity',
  module: 'report',
  ownership: 'campusKept',
  updateMethod: 'PATCH',
  defaultSort: 'title',
  fields: {
    campusId: campusRef(false, true),
    activityType: requiredChoice('Activity', RESEARCH_ACTIVITIES),
    // A teacher of the campus (an employee of teaching staff), by full name.
    employeeId: reference('Teacher', 'Teacher', 'fullName', { filter: true }),
    title: requiredText('Title', 300),
    fiscalYearId: fiscalYearRef(true),
    startDate: date('Start Date', { column: false }),
    endDate: date('End Date', { column: false }),
    publishedOn: date('Publication Date', { column: false }),
    awardedOn: date('Award Date', { column: false }),
    sponsor: text('Sponsor', { max: 200 }),
    amount: rupees('Grant or Fellowship Amount (NPR)'),
    durationDays: integer('Duration (days)', { min: 1, max: 36_500, column: false }),
    publicationType: choice('Publication Type', TEACHER_PUBLICATION_TYPES, { column: false }),
    campusPublicationType: choice('Campus Publication Type', CAMPUS_PUBLICATION_TYPES, {
      column: false,
    }),
    frequency: choice('Frequency', PUBLICATION_FREQUENCIES, { column: false }),
    journal: text('Journal', { max: 200, column: false }),
    researchStatus: choice('Status', RESEARCH_STATUSES, { filter: true }),
  },
  refine: (values, ctx) => addProblems(ctx, researchProblems(values)),
});

export type ResearchField = keyof typeof researchContract.fields;

/** The fields every activity has. */
const COMMON_FIELDS = ['campusId', 'activityType', 'title', 'fiscalYearId'] as const;

/** The fields each activity has besides the common ones, in the return's order. */
export const RESEARCH_FIELDS: Readonly<Record<ResearchActivity, readonly ResearchField[]>> = {
  research: [
    'employeeId',
    'startDate',
    'endDate',
    'sponsor',
    'amount',
    'durationDays',
    'researchStatus',
  ],
  teacherPublication: ['employeeId', 'publishedOn', 'journal', 'publicationType'],
  campusPublication: ['publishedOn', 'campusPublicationType', 'frequency'],
  fellowship: ['employeeId', 'sponsor', 'awardedOn', 'durationDays', 'amount'],
};

const isActivity = (value: unknown): value is ResearchActivity =>
  RESEARCH_ACTIVITIES.some((activity) => activity.value === value);

/** Whether a field belongs to an activity (only the common ones while none is chosen). */
export function researchFieldApplies(field: string, activity: unknown): boolean {
  if (COMMON_FIELDS.some((common) => common === field)) return true;
  return isActivity(activity) && RESEARCH_FIELDS[activity].some((own) => own === field);
}

/** The fields an activity does not have, each null: what the API stores for them. */
export function researchFieldsCleared(activity: unknown): Partial<Record<ResearchField, null>> {
  if (!isActivity(activity)) return {};
  return Object.fromEntries(
    Object.keys(researchContract.fields)
      .filter((field) => !researchFieldApplies(field, activity))
      .map((field) => [field, null]),
  );
}

/** What each activity requires besides the common fields, with its message. */
const REQUIRED: Readonly<Record<ResearchActivity, Partial<Record<ResearchField, string>>>> = {
  research: {
    employeeId: RESEARCH_MESSAGES.teacherRequired,
    researchStatus: RESEARCH_MESSAGES.statusRequired,
  },
  teacherPublication: {
    employeeId: RESEARCH_MESSAGES.teacherRequired,
    publicationType: RESEARCH_MESSAGES.publicationTypeRequired,
  },
  campusPublication: { campusPublicationType: RESEARCH_MESSAGES.publicationTypeRequired },
  fellowship: { employeeId: RESEARCH_MESSAGES.teacherRequired },
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The field messages of a record's cross-field rules (none: an empty object). */
export function researchProblems(
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const { activityType: activity } = values;
  if (!isActivity(activity)) return {};
  const problems: Record<string, string> = {};
  for (const [field, message] of Object.entries(REQUIRED[activity])) {
    if (isEmpty(values[field])) problems[field] = message;
  }
  const { startDate, endDate } = values;
  if (
    researchFieldApplies('endDate', activity) &&
    typeof startDate === 'string' &&
    typeof endDate === 'string' &&
    endDate < startDate
  ) {
    problems.endDate = RESEARCH_MESSAGES.endBeforeStart;
  }
  return problems;
}

/** A research row as the API answers it (for the annual return's reads). */
export type ResearchRow = z.infer<typeof researchContract.rowSchema>;

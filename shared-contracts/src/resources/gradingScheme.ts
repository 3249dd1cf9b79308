/**
 * Grading schemes (exam-management/grading-schemes): how a university grades the results of a
 * level, as it publishes them; the commission's rows are the national defaults. Annual programs
 * are graded in divisions, semester programs in letter grades on 4.0, so a level has one scheme
 * of each kind per owner.
 */
import { z } from 'zod';
import {
  GRADING_SCHEME_KINDS,
  gradeBandSchema,
  gradingRulesSchema,
  type GradeBand,
  type GradingRules,
  type GradingSchemeKind,
} from '../grading';
import {
  choice,
  choices,
  decimal,
  defineResourceContract,
  longText,
  reference,
  type Choice,
} from '../resource';

export const GRADING_SCHEME_KIND_CHOICES: readonly Choice[] = choices({
  division: 'Divisions (annual programs)',
  gpa: 'Grade points on 4.0 (semester programs)',
});

/** Which kind of scheme grades a program of a type (ProgramMgmt's programType). */
export const SCHEME_KIND_OF_PROGRAM_TYPE: Readonly<Record<string, GradingSchemeKind>> = {
  annual: 'division',
  semester: 'gpa',
};

export const GRADING_SCHEME_MESSAGES = {
  levelRequired: 'Level is required',
  kindRequired: 'Kind is required',
  passPercentageRequired: 'Pass percentage is required',
  bandsRequired: 'The bands are required',
  bandsUnreadable: 'The bands are not a list of grades or divisions',
  conflict: 'This level already has a grading scheme of this kind',
  campusCannotSet: 'Grading schemes are set by the university or the commission, not by a campus',
  noScheme: 'No grading scheme for this level: the university or the commission sets one first',
} as const;

/**
 * The bands are kept as JSON text in one column, validated whole by `gradingRulesSchema`: a scheme
 * is only meaningful whole (no gap or overlap between bands, grade points falling with the
 * grades, the pass percentage at a band's start), so it is read, checked and saved in one piece,
 * never band by band as child rows would be (where a half-edited scheme would briefly be wrong).
 */
const bandListSchema = z.array(gradeBandSchema);

/** The bands of a row's `bands` text, or null when it is not a band list. */
export function parseGradeBands(text: unknown): GradeBand[] | null {
  if (typeof text !== 'string') return null;
  try {
    const parsed = bandListSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The rules of a scheme row (as the API stores and answers it), or null when they are not valid. */
export function gradingRulesOf(row: Readonly<Record<string, unknown>>): GradingRules | null {
  const parsed = gradingRulesSchema.safeParse({
    kind: row.kind,
    passPercentage:
      typeof row.passPercentage === 'string' ? Number(row.passPercentage) : row.passPercentage,
    bands: parseGradeBands(row.bands),
  });
  return parsed.success ? parsed.data : null;
}

export const gradingSchemeContract = defineResourceContract({
  name: 'GradingScheme',
  title: 'Grading Scheme',
  module: 'exam',
  // The commission's rows (neither owner) are the national defaults; a university sets its own
  // per level, overriding them for its campuses. Campuses read them and never set them (the API
  // refuses a campus's write: results of one university are graded alike at all its campuses).
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['levelId', 'kind'],
  nearerOwnerOverrides: true,
  defaultSort: 'levelId',
  fields: {
    levelId: reference('Level', 'Level', 'levelName', {
      required: GRADING_SCHEME_MESSAGES.levelRequired,
      filter: true,
    }),
    kind: choice('Kind', GRADING_SCHEME_KIND_CHOICES, {
      required: GRADING_SCHEME_MESSAGES.kindRequired,
      filter: true,
    }),
    passPercentage: decimal('Pass Percentage', {
      required: GRADING_SCHEME_MESSAGES.passPercentageRequired,
      min: 0,
      max: 100,
    }),
    // JSON: [{ label, minPercentage, maxPercentage, gradePoint? }], highest band first.
    bands: longText('Bands', { required: GRADING_SCHEME_MESSAGES.bandsRequired, max: 4000 }),
    remarks: longText('Remarks'),
  },
  refine: (values, ctx) => {
    const bands = parseGradeBands(values.bands);
    if (!bands) {
      ctx.addIssue({
        code: 'custom',
        path: ['bands'],
        message: GRADING_SCHEME_MESSAGES.bandsUnreadable,
      });
      return;
    }
    const kind = values.kind;
    if (typeof kind !== 'string' || !GRADING_SCHEME_KINDS.some((known) => known === kind)) return;
    const parsed = gradingRulesSchema.safeParse({
      kind,
      passPercentage: values.passPercentage,
      bands,
    });
    if (parsed.success) return;
    // Each problem at its field: passPercentage, or `bands` with the band named in the message.
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      if (field === 'bands' && typeof index === 'number') {
        ctx.addIssue({
          code: 'custom',
          path: ['bands'],
          message: `Band ${index + 1}: ${issue.message}`,
        });
      } else if (field === 'bands') {
        ctx.addIssue({ code: 'custom', path: ['bands'], message: issue.message });
      } else if (field === 'passPercentage' && typeof values.passPercentage === 'number') {
        ctx.addIssue({ code: 'custom', path: ['passPercentage'], message: issue.message });
      }
    }
  },
  messages: { conflict: GRADING_SCHEME_MESSAGES.conflict },
});

/**
 * The zod schema of each field's value and the values of a row, as the browser and the API
 * accept them.
 */
import { z } from 'zod';
import { INT4_MAX } from '../ids';
import { INPUT_MESSAGES } from '../messages';
import { textInput } from '../text';
import type {
  ChoiceField,
  DateField,
  FieldSpec,
  FlagField,
  NumberField,
  ReferenceField,
  TextField,
} from './field-specs';

type ValueOf<S extends FieldSpec> = S extends TextField
  ? string
  : S extends NumberField
    ? number
    : S extends ChoiceField
      ? string
      : S extends DateField
        ? string
        : S extends FlagField
          ? boolean
          : S extends ReferenceField
            ? number
            : never;
export type ResourceValues<F extends Record<string, FieldSpec>> = {
  [K in keyof F]: F[K]['required'] extends string ? ValueOf<F[K]> : ValueOf<F[K]> | null;
};

/** The columns the API adds to every row. */
export const rowMetaSchema = z.object({
  id: z.number().int(),
  universityId: z.number().int().nullable(),
  campusId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The shown value of each reference field of the row (`{ programId: 'BSc CSIT' }`). */
  labels: z.record(z.string(), z.string()).optional(),
});
export type RowMeta = z.infer<typeof rowMetaSchema>;

/** The smallest and largest value a decimal column (numeric(14, 2)) holds. */
export const DECIMAL_LIMIT = 999_999_999_999.99;

/**
 * The zod schema of one field's value, as the browser and the API accept it: strict JSON types
 * (numbers, booleans, `YYYY-MM-DD` days of the calendar), within what the database column holds
 * (int4 ids and whole numbers, numeric(14, 2) amounts, text without NUL bytes), so bad input is a
 * field message and never a database error. Text keeps no hidden controls (`textInput`).
 */
export function fieldSchema(spec: FieldSpec): z.ZodType {
  const message = spec.required;
  const missing = message ?? 'This field is required';
  /** Missing values get the field's required message; values of another type say what it takes. */
  const typed = (wrongType: string) => (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? missing : wrongType;
  const { label } = spec;
  switch (spec.kind) {
    case 'text':
    case 'longText': {
      let schema = textInput({
        error: missing,
        nul: INPUT_MESSAGES.noNul(label),
        multiLine: spec.kind === 'longText',
      }).max(spec.max, { error: `${label} must be at most ${spec.max} characters` });
      if (message) schema = schema.min(1, { error: message });
      if (spec.pattern) {
        const { regex, message: patternMessage } = spec.pattern;
        return schema.refine((value) => value === '' || regex.test(value), {
          error: patternMessage,
        });
      }
      return schema;
    }
    case 'integer':
    case 'decimal': {
      const whole = spec.kind === 'integer';
      const min = spec.min ?? (whole ? -INT4_MAX - 1 : -DECIMAL_LIMIT);
      const max = spec.max ?? (whole ? INT4_MAX : DECIMAL_LIMIT);
      let schema = z.number({ error: typed(INPUT_MESSAGES.number(label)) });
      if (whole) schema = schema.int({ error: INPUT_MESSAGES.wholeNumber(label) });
      return schema
        .min(min, { error: INPUT_MESSAGES.atLeast(label, min) })
        .max(max, { error: INPUT_MESSAGES.atMost(label, max) });
    }
    case 'choice':
      return z.enum(
        spec.options.map((option) => option.value),
        {
          error: missing,
        },
      );
    case 'date':
      return z.iso
        .date({ error: typed(INPUT_MESSAGES.date(label)) })
        .refine((value) => !value.startsWith('0000'), { error: INPUT_MESSAGES.date(label) });
    case 'flag':
    case 'status':
      return z.boolean({ error: typed(INPUT_MESSAGES.flag(label)) });
    case 'reference':
      return z
        .number({ error: typed(INPUT_MESSAGES.number(label)) })
        .int({ error: missing })
        .positive({ error: missing })
        .max(INT4_MAX, { error: `${label} was not found` });
  }
}

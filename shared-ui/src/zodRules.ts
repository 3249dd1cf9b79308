import type { FormInstance, FormRule } from 'antd';
import { z } from 'zod';
import { shownMessage } from './i18n/format';

/**
 * A form's zod object schema, whatever its unknown-key mode (strip, strict or loose): refined
 * objects keep their shape in zod 4.
 */
export type ObjectSchema = z.ZodObject<z.ZodRawShape, z.core.$ZodObjectConfig>;

function firstMessage(
  result: { success: boolean; error?: z.ZodError },
  field?: string,
): string | null {
  if (result.success || !result.error) return null;
  const issue = result.error.issues.find((candidate) =>
    field === undefined ? true : candidate.path[0] === field,
  );
  // A rule's message in the current language (its catalogue entry, or its template's).
  return issue ? shownMessage(issue.message) : null;
}

/** Whether the schema refuses a missing value for `field` (antd then shows the red asterisk). */
export function isRequiredField(schema: ObjectSchema, field: string): boolean {
  const fieldSchema = schema.shape[field];
  return fieldSchema ? !z.safeParse(fieldSchema, undefined).success : false;
}

/**
 * One antd rule for `field` from the contracts' zod schema, so a validation rule is written once:
 * first the field's own schema, then the whole form (cross-field checks such as "Passwords do not
 * match", which zod runs once the other fields are valid). Only the schema's own keys are sent to
 * it, so strict schemas ignore extra form fields.
 */
export function zodRule(schema: ObjectSchema, field: string): FormRule {
  const fieldSchema = schema.shape[field];
  const required = isRequiredField(schema, field);
  return ({ getFieldsValue }) => ({
    required,
    validator: async (_rule, value: unknown) => {
      if (fieldSchema) {
        const own = firstMessage(z.safeParse(fieldSchema, value));
        if (own) throw new Error(own);
      }
      const all: Record<string, unknown> = getFieldsValue(true);
      const values: Record<string, unknown> = {};
      for (const key of Object.keys(schema.shape)) {
        if (all[key] !== undefined) values[key] = all[key];
      }
      values[field] = value;
      const whole = firstMessage(z.safeParse(schema, values), field);
      if (whole) throw new Error(whole);
    },
  });
}

/**
 * `const rules = zodRules(signUpSchema); <Form.Item name="email" rules={rules('email')} />`.
 * The contracts type a form's schema as a zod type (the kit's generic contract); each is a zod
 * object at run time, whose fields the rules read.
 */
export function zodRules(schema: z.ZodType): (field: string) => FormRule[] {
  if (!(schema instanceof z.ZodObject)) throw new Error('A form is validated by a zod object');
  return (field) => [zodRule(schema, field)];
}

/** The API's field messages (`{ fields: { name: message } }`) shown under the form's fields. */
export function applyFieldErrors<Values>(
  form: FormInstance<Values>,
  fields: Record<string, string> | undefined,
): boolean {
  type FieldName = Parameters<FormInstance<Values>['setFields']>[0][number]['name'];
  const entries = Object.entries(fields ?? {});
  form.setFields(
    entries.map(([name, message]) => ({
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- antd types a field name by the form's values (NamePath<Values>); the API's field names are plain strings
      name: name as FieldName,
      errors: [shownMessage(message)],
    })),
  );
  return entries.length > 0;
}

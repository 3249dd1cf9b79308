/**
 * The fields of a resource contract: their kinds, the builders contracts declare them with
 * (`text`, `choice`, `reference`...), and the choices of a choice field.
 */

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** The values of a choice list, as a type: the list is their one source. */
export type ChoiceValue<L extends readonly Choice[]> = L[number]['value'];

/**
 * A choice list written as each value's label, in the order written (values are names, never
 * numbers, so none is moved ahead as an array index would be).
 */
export function choices<V extends string>(
  labels: Readonly<Record<V, string>>,
): readonly Choice<V>[] {
  const list: Choice<V>[] = [];
  for (const value in labels) list.push({ value, label: labels[value] });
  return list;
}

/**
 * An enumerated value as users read it, on screens and in exports alike: its choice's label
 * ("Male", not "male"), else the value itself; `empty` for no value.
 */
export function choiceLabel(
  choices: readonly { value: string | number; label: string }[] | undefined,
  value: unknown,
  empty = '',
): string {
  if (value === null || value === undefined || value === '') return empty;
  const text = String(value);
  return choices?.find((choice) => String(choice.value) === text)?.label ?? text;
}

interface FieldBase {
  label: string;
  /** The message shown when a required field is missing; undefined: optional. */
  required?: string;
  /** Shown as a table column (default true, except long text). */
  column?: boolean;
  /** Offered as a list filter. */
  filter?: boolean;
  /** The column can be sorted (default true for columns). */
  sortable?: boolean;
  /** Set on create only; locked in the edit dialog (e.g. a subject's program). */
  createOnly?: boolean;
  /**
   * Set by the server only (a student's verification status): in rows, columns and filters,
   * never in a create or update body, nor in forms.
   */
  readOnly?: boolean;
  /** A heading shown before this field in forms (the first field of an address). */
  section?: string;
  /** Choices that follow another field's value (the districts of the chosen province). */
  choicesFrom?: DependentChoices;
  /**
   * While the form's "Same as ..." box is ticked (one per form), this field takes the named
   * field's value and cannot be edited (a temporary address the same as the permanent one).
   */
  sameAs?: { field: string; label: string };
}

/**
 * Choices loaded for another field's current value: `GET <path>?<param>=<value>`, none while that
 * field is empty (`hint` says so), and the choice is cleared when that field changes. A text field
 * stores the chosen row's `valueField` (default `name`) and shows `label(row)`.
 */
export interface DependentChoices {
  path: string;
  field: string;
  param: string;
  hint: string;
  valueField?: string;
  label?: (row: Readonly<Record<string, unknown>>) => string;
}
export interface TextField extends FieldBase {
  kind: 'text' | 'longText';
  max: number;
  pattern?: { regex: RegExp; message: string };
}
export interface NumberField extends FieldBase {
  kind: 'integer' | 'decimal';
  min?: number;
  max?: number;
}
export interface ChoiceField extends FieldBase {
  kind: 'choice';
  options: readonly Choice[];
}
export interface DateField extends FieldBase {
  kind: 'date';
}
export interface FlagField extends FieldBase {
  kind: 'flag' | 'status';
}
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  /** The referenced resource's name (e.g. 'ProgramMgmt') and the field shown for it. */
  resource: string;
  labelField: string;
}
export type FieldSpec =
  TextField | NumberField | ChoiceField | DateField | FlagField | ReferenceField;
export type FieldKind = FieldSpec['kind'];

type Opts = Omit<FieldBase, 'label'>;

export const text = (
  label: string,
  opts: Opts & { max?: number; pattern?: TextField['pattern'] } = {},
): TextField => ({
  kind: 'text',
  label,
  max: 200,
  ...opts,
});
export const longText = (label: string, opts: Opts & { max?: number } = {}): TextField => ({
  kind: 'longText',
  label,
  max: 2000,
  column: false,
  ...opts,
});
export const integer = (
  label: string,
  opts: Opts & { min?: number; max?: number } = {},
): NumberField => ({
  kind: 'integer',
  label,
  ...opts,
});
export const decimal = (
  label: string,
  opts: Opts & { min?: number; max?: number } = {},
): NumberField => ({
  kind: 'decimal',
  label,
  ...opts,
});
export const choice = (
  label: string,
  options: readonly Choice[],
  opts: Opts = {},
): ChoiceField => ({
  kind: 'choice',
  label,
  options,
  ...opts,
});
export const date = (label: string, opts: Opts = {}): DateField => ({
  kind: 'date',
  label,
  ...opts,
});
export const flag = (label: string, opts: Opts = {}): FlagField => ({
  kind: 'flag',
  label,
  ...opts,
});
/** Active/Inactive (spec section 9); defaults to Active. */
export const status = (label = 'Status'): FlagField => ({ kind: 'status', label, filter: true });
export const reference = (
  label: string,
  resource: string,
  labelField: string,
  opts: Opts = {},
): ReferenceField => ({ kind: 'reference', label, resource, labelField, ...opts });

export const STATUS_CHOICES: readonly Choice[] = choices({ true: 'Active', false: 'Inactive' });

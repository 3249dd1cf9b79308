import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Checkbox, type FormInstance } from 'antd';
import type { DependentChoices, FieldSpec } from '@hemis/shared-contracts';
import type { DependentOptions, ResourceRow } from './types';
import { useCallerTexts } from '../i18n/format';

/**
 * Fields whose choices follow another field (the contract's `choicesFrom`: the districts of the
 * chosen province, the local levels of the chosen district) and the "Same as ..." copy of an
 * address: one mechanism for the kit's form and the forms it does not lay out (registers, record
 * pages).
 */

/** A contract's dependent choices as the form loads them. */
export function dependsOnOf(choices: DependentChoices): DependentOptions {
  return {
    field: choices.field,
    path: (value) => `${choices.path}?${choices.param}=${encodeURIComponent(String(value))}`,
    hint: choices.hint,
    valueField: choices.valueField,
    label: choices.label,
  };
}

/** A field's dependent choices: the screen's `dependsOn`, else the contract's `choicesFrom`. */
export function dependentOptionsOf(
  spec: FieldSpec,
  override?: { dependsOn?: DependentOptions },
): DependentOptions | undefined {
  if (override?.dependsOn) return override.dependsOn;
  return spec.choicesFrom ? dependsOnOf(spec.choicesFrom) : undefined;
}

/** The dependent fields among `names` (a form the kit does not lay out: registers, record pages). */
export function dependentFieldsOf(
  specs: Readonly<Record<string, FieldSpec | undefined>>,
  names: readonly string[],
): Record<string, DependentOptions | undefined> {
  return Object.fromEntries(
    names.map((name) => {
      const spec = specs[name];
      return [name, spec ? dependentOptionsOf(spec) : undefined];
    }),
  );
}

/**
 * Where the choices of the reference fields among `names` are read: `/<Resource>` of each (the
 * rows of a field whose choices follow another field come from `dependentState` instead).
 */
export function referencePathsOf(
  specs: Readonly<Record<string, FieldSpec | undefined>>,
  names: readonly string[],
): Record<string, string> {
  const paths: Record<string, string> = {};
  for (const name of names) {
    const spec = specs[name];
    if (spec?.kind === 'reference' && !spec.choicesFrom) paths[name] = `/${spec.resource}`;
  }
  return paths;
}

export interface DependentState {
  /** Where each dependent field's choices are read for the current values. */
  paths: Record<string, string>;
  /** The fields waiting for the field they follow, with the hint shown under them. */
  waiting: Record<string, string>;
}

const hasValue = (value: unknown): value is string | number =>
  typeof value === 'number' || (typeof value === 'string' && value !== '');

/** For the form's current values: the path of each dependent field's choices, or its wait. */
export function dependentState(
  fields: Readonly<Record<string, DependentOptions | undefined>>,
  values: Readonly<Record<string, unknown>>,
): DependentState {
  const state: DependentState = { paths: {}, waiting: {} };
  for (const [name, depends] of Object.entries(fields)) {
    if (!depends) continue;
    const on = values[depends.field];
    if (hasValue(on)) state.paths[name] = depends.path(on);
    else state.waiting[name] = depends.hint ?? '';
  }
  return state;
}

/**
 * The fields a change empties: those following a changed field, and those following them (a new
 * province empties the district and its local level).
 */
export function followersOf(
  fields: Readonly<Record<string, DependentOptions | undefined>>,
  changed: Iterable<string>,
): string[] {
  const emptied: string[] = [];
  const queue = [...changed];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    for (const [follower, depends] of Object.entries(fields)) {
      if (depends?.field === name && !emptied.includes(follower)) {
        emptied.push(follower);
        queue.push(follower);
      }
    }
  }
  return emptied;
}

/** The value a dependent text field stores for a row of its choices (`name` by default). */
export function dependentChoiceValue(depends: DependentOptions, row: ResourceRow): string {
  const value = row[depends.valueField ?? 'name'];
  return value === null || value === undefined ? '' : String(value);
}

export interface SameAs {
  /** The field before which the box stands (the first that can copy). */
  first: string | undefined;
  /** The box: "Same as permanent address". */
  box: ReactNode;
  /** Whether a field is a copy right now (shown, not editable). */
  locked(name: string): boolean;
  /** Call from the form's onValuesChange, after dependent fields were emptied. */
  onValuesChange(changed: Readonly<Record<string, unknown>>): void;
}

/**
 * The contract's `sameAs` fields of a form (the temporary address): a box that, while ticked,
 * copies each from the field it names and locks it. Ticked at first when the record already has
 * the two the same (`initial`).
 */
export function useSameAs(
  form: FormInstance,
  specs: Readonly<Record<string, FieldSpec | undefined>>,
  names: readonly string[],
  initial?: Readonly<Record<string, unknown>> | null,
): SameAs {
  const pairs = names.flatMap((name) => {
    const source = specs[name]?.sameAs;
    return source ? [{ name, source: source.field, label: source.label }] : [];
  });
  const [same, setSame] = useState(false);
  const shown = useCallerTexts();
  const pairsKey = pairs.map((pair) => `${pair.name}=${pair.source}`).join(',');
  const seeded = useRef<unknown>(undefined);
  useEffect(() => {
    if (!initial || seeded.current === initial || pairsKey === '') return;
    seeded.current = initial;
    const copies = pairsKey.split(',').map((pair) => pair.split('='));
    setSame(
      copies.some(([, source]) => hasValue(initial[source ?? ''])) &&
        copies.every(
          ([name, source]) => (initial[name ?? ''] ?? null) === (initial[source ?? ''] ?? null),
        ),
    );
  }, [initial, pairsKey]);

  const copy = () => {
    form.setFieldsValue(
      Object.fromEntries(
        pairs.map((pair) => {
          const value: unknown = form.getFieldValue(pair.source);
          return [pair.name, value ?? null];
        }),
      ),
    );
  };
  const first = pairs[0];
  return {
    first: first?.name,
    box: first ? (
      <Checkbox
        checked={same}
        onChange={(event) => {
          setSame(event.target.checked);
          if (event.target.checked) copy();
        }}
        style={{ marginBottom: 12 }}
      >
        {shown(first.label)}
      </Checkbox>
    ) : null,
    locked: (name) => same && pairs.some((pair) => pair.name === name),
    onValuesChange(changed) {
      if (same && pairs.some((pair) => pair.source in changed)) copy();
    },
  };
}

import { Input, InputNumber, Select } from 'antd';
import { STATUS_CHOICES } from '@hemis/shared-contracts';
import type { FilterValue } from './api';
import { choicesOf, numberChoices, referenceLabel } from './display';
import type { ResolvedField, ResourceRow } from './types';
import { inDigits } from '../i18n';
import { useCallerTexts, useFormatting } from '../i18n/format';

/** One filter above a list, by the field's kind; `block` fills the width (a phone's drawer). */
export function FilterInput({
  field,
  value,
  onChange,
  choices,
  block = false,
}: {
  field: ResolvedField;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  choices: readonly ResourceRow[] | undefined;
  block?: boolean;
}) {
  const { spec } = field;
  const shown = useCallerTexts();
  useFormatting();
  const label = shown(field.label);
  const width = block ? { width: '100%' } : undefined;
  const common = {
    allowClear: true,
    placeholder: label,
    style: block ? { width: '100%' } : { minWidth: 180 },
    'aria-label': label,
    'data-testid': `filter-${field.name}`,
  };
  const numeric = spec.kind === 'integer' || spec.kind === 'decimal';
  const handle = (next: string | number | null | undefined) =>
    onChange(
      next === null || next === undefined || next === ''
        ? undefined
        : numeric
          ? Number(next)
          : next,
    );
  if (spec.kind === 'reference') {
    return (
      <Select
        {...common}
        showSearch={{ optionFilterProp: 'label' }}
        value={value === undefined || value === null ? undefined : Number(value)}
        onChange={handle}
        options={(choices ?? []).map((row) => ({
          value: row.id,
          label: referenceLabel(field, row),
        }))}
      />
    );
  }
  const options =
    spec.kind === 'status' ? STATUS_CHOICES : (choicesOf(field) ?? numberChoices(field));
  if (options) {
    return (
      <Select
        {...common}
        value={value === undefined || value === null ? undefined : String(value)}
        onChange={handle}
        options={options.map((option) => ({
          value: String(option.value),
          // A number offered as a choice (semester 1-12) in the user's digits; a label is a text.
          label:
            typeof option.value === 'number' && option.label === String(option.value)
              ? inDigits(option.label)
              : shown(option.label),
        }))}
      />
    );
  }
  if (spec.kind === 'integer' || spec.kind === 'decimal') {
    return (
      <InputNumber
        placeholder={label}
        aria-label={label}
        style={width}
        value={typeof value === 'number' ? value : null}
        onChange={handle}
      />
    );
  }
  return (
    <Input
      allowClear
      placeholder={label}
      aria-label={label}
      style={width}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) => handle(event.target.value)}
    />
  );
}

/**
 * The filters an address's query string sets (`?programId=7&status=active`), only those of the
 * list's filters; numbers for the fields that hold numbers (references, integers).
 */
export function filtersOfAddress(
  filters: readonly ResolvedField[],
  search: string,
): Record<string, FilterValue> {
  const params = new URLSearchParams(search);
  const chosen: Record<string, FilterValue> = {};
  for (const field of filters) {
    const text = params.get(field.name);
    if (!text) continue;
    const { kind } = field.spec;
    const numeric = kind === 'reference' || kind === 'integer' || kind === 'decimal';
    if (numeric && !Number.isFinite(Number(text))) continue;
    chosen[field.name] = numeric ? Number(text) : text;
  }
  return chosen;
}

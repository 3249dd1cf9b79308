import type { ReactNode } from 'react';
import { Input, InputNumber, Radio, Select, Switch } from 'antd';
import { shownLabel } from '@hemis/shared-contracts';
import { BsAdDateInput, type BsAdDateInputProps } from '../documents/BsAdDateInput';
import {
  SearchedReferenceSelect,
  type SearchedReferenceSelectProps,
} from './SearchedReferenceSelect';
import { choicesOf, numberChoices, referenceLabel } from './display';
import { dependentChoiceValue, dependentOptionsOf } from './dependent';
import type { FieldControlProps, ResolvedField, ResourceRow } from './types';
import { AMOUNT_INPUT_STYLE } from '../AmountInput';
import { inDigits, kitTexts } from '../i18n';
import { useCallerTexts, useFormatting } from '../i18n/format';

export interface FieldInputProps {
  field: ResolvedField;
  disabled: boolean;
  choices: readonly ResourceRow[] | undefined;
  /** A searched reference's chosen row (SearchedReferenceSelect's onPick). */
  onPick?: (row: ResourceRow | null) => void;
  /** value, onChange and id, given by Form.Item. */
  [control: string]: unknown;
}

/**
 * The input of one field by its kind, for a Form.Item (also used by forms the kit does not lay
 * out, such as multi-step registers).
 */
export function FieldInput({
  field,
  disabled,
  choices,
  currentLabel,
  onPick,
  ...control
}: FieldInputProps): ReactNode {
  const { spec, override } = field;
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  useFormatting();
  const placeholder = override.placeholder === undefined ? undefined : shown(override.placeholder);
  const label = shown(field.label);
  const select = placeholder ?? t('Select {{label}}', { label });
  /** A choice's label: a text, or a number in the user's digits (semester 1-12). */
  const optionLabel = (option: { value: string | number; label: string }) =>
    typeof option.value === 'number' && option.label === String(option.value)
      ? inDigits(option.label)
      : shown(option.label);
  // The stored row's label is for a searched reference only, never a DOM attribute.
  const common = { ...control, disabled, placeholder };
  /** A searchable choice among rows read from the API (loading until they come). */
  const rowSelect = (options: { value: string | number; label: string }[]) => (
    <Select
      {...common}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={choices === undefined}
      placeholder={select}
      options={options}
    />
  );
  if (override.input) {
    const OwnInput = override.input;
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- antd's Form.Item hands its input value, onChange and id untyped (by cloning it); they are this input's
    const own = control as Omit<FieldControlProps, 'disabled'>;
    return <OwnInput {...own} disabled={disabled} />;
  }
  switch (spec.kind) {
    case 'longText':
      return <Input.TextArea {...common} rows={3} maxLength={spec.max} />;
    case 'text': {
      // A text chosen from rows that follow another field (an address's local level).
      const depends = dependentOptionsOf(spec, override);
      if (depends) {
        return rowSelect(
          (choices ?? []).map((row) => {
            const value = dependentChoiceValue(depends, row);
            return { value, label: depends.label ? depends.label(row) : value };
          }),
        );
      }
      return <Input {...common} maxLength={spec.max} />;
    }
    case 'integer':
    case 'decimal': {
      const options = choicesOf(field) ?? numberChoices(field);
      if (options) {
        return (
          <Select
            {...common}
            allowClear
            placeholder={select}
            options={options.map((option) => ({
              value: Number(option.value),
              label: optionLabel(option),
            }))}
          />
        );
      }
      // An amount (decimal) is right-aligned and never narrower than its figures.
      return (
        <InputNumber
          {...common}
          min={spec.min}
          max={spec.max}
          precision={spec.kind === 'integer' ? 0 : undefined}
          style={
            spec.kind === 'decimal'
              ? { width: '100%', minWidth: AMOUNT_INPUT_STYLE.minWidth }
              : { width: '100%' }
          }
          styles={spec.kind === 'decimal' ? { input: { textAlign: 'right' } } : undefined}
        />
      );
    }
    case 'choice':
      return (
        <Select
          {...common}
          allowClear
          placeholder={select}
          options={(choicesOf(field) ?? []).map((option) => ({
            ...option,
            label: optionLabel(option),
          }))}
        />
      );
    case 'date': {
      // Entered in BS or AD, each filling the other; the form keeps the AD day.
      const day = shown(shownLabel({ kind: 'date', label: field.label }));
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- antd's Form.Item hands its input value, onChange and id untyped (by cloning it); they are this input's
      const dateControl = control as Pick<BsAdDateInputProps, 'value' | 'onChange' | 'id'>;
      return (
        <BsAdDateInput
          {...dateControl}
          disabled={disabled}
          bsLabel={t('{{label}} (BS)', { label: day })}
          adLabel={t('{{label}} (AD)', { label: day })}
        />
      );
    }
    case 'flag':
      return <Switch {...control} disabled={disabled} />;
    case 'status':
      return (
        <Radio.Group
          {...control}
          disabled={disabled}
          optionType="button"
          options={[
            { value: true, label: t('Active') },
            { value: false, label: t('Inactive') },
          ]}
        />
      );
    case 'reference':
      if (override.searchPath) {
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- antd's Form.Item hands its input value, onChange and id untyped (by cloning it); they are this input's
        const searchControl = control as Pick<
          SearchedReferenceSelectProps,
          'value' | 'onChange' | 'id'
        >;
        return (
          <SearchedReferenceSelect
            {...searchControl}
            field={field}
            searchPath={override.searchPath}
            disabled={disabled}
            placeholder={placeholder}
            currentLabel={typeof currentLabel === 'string' ? currentLabel : undefined}
            onPick={onPick}
          />
        );
      }
      return rowSelect(
        (choices ?? []).map((row) => ({ value: row.id, label: referenceLabel(field, row) })),
      );
  }
}

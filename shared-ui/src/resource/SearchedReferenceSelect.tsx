import { fetchOptionRows } from './api';
import { referenceLabel } from './display';
import type { ResolvedField, ResourceRow } from './types';
import { SearchSelect } from './SearchSelect';
import { inDigits, kitTexts } from '../i18n';
import { useCallerTexts } from '../i18n/format';

/** Characters typed before the select asks the API. */
export const SEARCH_MIN_CHARS = 2;

export interface SearchedReferenceSelectProps {
  field: ResolvedField;
  /** The path of the matches of a typed text (the field's `searchPath`). */
  searchPath: (text: string) => string;
  disabled: boolean;
  placeholder?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  /** The name of the value the form opens with (an edited row's label), shown before any search. */
  currentLabel?: string;
  /** The whole row chosen (null: cleared), for checks against it (a student's admission day). */
  onPick?: (row: ResourceRow | null) => void;
}

/**
 * A reference select over rows too many to load (a campus's students): it offers the matches of
 * what the user types, each named by the field's label (or `optionLabel`).
 */
export function SearchedReferenceSelect({
  field,
  searchPath,
  disabled,
  placeholder,
  value,
  onChange,
  id,
  currentLabel,
  onPick,
}: SearchedReferenceSelectProps) {
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  return (
    <SearchSelect
      find={(text) => fetchOptionRows(searchPath(text))}
      optionLabel={(row) => referenceLabel(field, row)}
      minChars={SEARCH_MIN_CHARS}
      failure={`Searching ${field.label} failed`}
      id={id}
      disabled={disabled}
      placeholder={
        placeholder ??
        t('Type at least {{n}} letters to find a {{label}}', {
          n: inDigits(String(SEARCH_MIN_CHARS)),
          label: shown(field.label).toLowerCase(),
        })
      }
      searchingText={t('Searching...')}
      noMatchText={t('No match')}
      value={value}
      onChange={onChange}
      currentLabel={currentLabel}
      onPick={onPick}
    />
  );
}

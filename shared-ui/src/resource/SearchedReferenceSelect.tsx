import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import { fetchOptionRows } from './api';
import { referenceLabel } from './display';
import type { ResolvedField, ResourceRow } from './types';
import { inDigits, kitTexts } from '../i18n';
import { useCallerTexts } from '../i18n/format';

/** Characters typed before the select asks the API. */
export const SEARCH_MIN_CHARS = 2;
/** Milliseconds of quiet typing before it asks (slow links: one request per pause, not per key). */
const SEARCH_PAUSE_MS = 300;

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
  const [options, setOptions] = useState<{ value: number; label: string }[]>(
    value && currentLabel ? [{ value, label: currentLabel }] : [],
  );
  const [searching, setSearching] = useState(false);
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  const asked = useRef(0);
  // The rows found so far, by id: what a choice hands to onPick.
  const found = useRef(new Map<number, ResourceRow>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    clearTimeout(timer.current);
    const typed = text.trim();
    if (typed.length < SEARCH_MIN_CHARS) return;
    timer.current = setTimeout(() => {
      const ask = ++asked.current;
      setSearching(true);
      fetchOptionRows(searchPath(typed))
        .then((rows) => {
          // Only the answer to the latest text counts.
          if (ask !== asked.current) return;
          for (const row of rows) found.current.set(row.id, row);
          const matches = rows.map((row: ResourceRow) => ({
            value: row.id,
            label: referenceLabel(field, row),
          }));
          // The chosen one stays offered while other texts are searched.
          const chosen = options.find((option) => option.value === value);
          setOptions(
            chosen && !matches.some((match) => match.value === chosen.value)
              ? [chosen, ...matches]
              : matches,
          );
        })
        .catch((error: unknown) => console.error(`Searching ${field.label} failed`, error))
        .finally(() => {
          if (ask === asked.current) setSearching(false);
        });
    }, SEARCH_PAUSE_MS);
  };

  return (
    <Select
      id={id}
      disabled={disabled}
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
      loading={searching}
      placeholder={
        placeholder ??
        t('Type at least {{n}} letters to find a {{label}}', {
          n: inDigits(String(SEARCH_MIN_CHARS)),
          label: shown(field.label).toLowerCase(),
        })
      }
      notFoundContent={searching ? t('Searching...') : t('No match')}
      value={value ?? undefined}
      onChange={(chosen: number | undefined) => {
        onPick?.(chosen === undefined ? null : (found.current.get(chosen) ?? null));
        onChange?.(chosen ?? null);
      }}
      options={options}
    />
  );
}

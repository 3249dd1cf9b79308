import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import type { ResourceRow } from './row';

/** Milliseconds of quiet typing before a search asks (slow links: one request per pause, not per key). */
export const SEARCH_PAUSE_MS = 300;

export interface SearchSelectProps {
  /** The rows matching a typed text (trimmed; '' before any typing when `minChars` is 0). */
  find: (text: string) => Promise<ResourceRow[]>;
  /** How a row is offered. */
  optionLabel: (row: ResourceRow) => string;
  /** Characters typed before it asks; 0: it offers the first rows at once, and again when cleared. */
  minChars: number;
  /** What the console says when a search fails ("Searching students failed"). */
  failure: string;
  placeholder: string;
  /** Shown while searching and when nothing matched. */
  searchingText: string;
  noMatchText: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The whole row chosen (null: cleared), for checks against it (a student's admission day). */
  onPick?: (row: ResourceRow | null) => void;
  /** The chosen row, offered even when the last search did not find it. */
  chosen?: ResourceRow | null;
  /** The name of the value the select opens with (an edited row's label), before any search. */
  currentLabel?: string;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
  style?: CSSProperties;
}

interface Option {
  value: number;
  label: string;
}

/**
 * A select over rows too many to load (a campus's students): it offers the matches of what the
 * user types, asked after a pause in typing; only the answer to the latest text counts, and the
 * chosen one stays offered while other texts are searched. The kit's searched reference fields
 * and the student pickers of the student screens are this one select.
 */
export function SearchSelect({
  find,
  optionLabel,
  minChars,
  failure,
  placeholder,
  searchingText,
  noMatchText,
  value,
  onChange,
  onPick,
  chosen,
  currentLabel,
  id,
  disabled,
  'aria-label': ariaLabel,
  style,
}: SearchSelectProps) {
  const [options, setOptions] = useState<Option[]>(
    value && currentLabel ? [{ value, label: currentLabel }] : [],
  );
  // Searching from the start when the first rows are offered at once.
  const [searching, setSearching] = useState(minChars === 0);
  const asked = useRef(0);
  // The rows found so far, by id: what a choice hands to onPick.
  const found = useRef(new Map<number, ResourceRow>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Asks for the rows of `text`; the caller has shown the select as searching. */
  const ask = (text: string) => {
    const current = ++asked.current;
    find(text)
      .then((rows) => {
        if (current !== asked.current) return;
        for (const row of rows) found.current.set(row.id, row);
        const matches = rows.map((row) => ({ value: row.id, label: optionLabel(row) }));
        setOptions((shown) => {
          const kept = shown.find((option) => option.value === value);
          return kept && !matches.some((match) => match.value === kept.value)
            ? [kept, ...matches]
            : matches;
        });
      })
      .catch((error: unknown) => {
        console.error(failure, error);
        if (current !== asked.current) return;
        // A failed search offers no matches; the chosen one stays.
        setOptions((shown) => shown.filter((option) => option.value === value));
      })
      .finally(() => {
        if (current === asked.current) setSearching(false);
      });
  };

  useEffect(() => {
    if (minChars === 0) ask('');
    return () => {
      clearTimeout(timer.current);
      // An answer after the select is gone counts for nothing.
      asked.current += 1;
    };
    // Once, when the select appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const search = (text: string) => {
    clearTimeout(timer.current);
    const typed = text.trim();
    if (typed.length < minChars) return;
    timer.current = setTimeout(() => {
      setSearching(true);
      ask(typed);
    }, SEARCH_PAUSE_MS);
  };

  const offered =
    chosen && !options.some((option) => option.value === chosen.id)
      ? [{ value: chosen.id, label: optionLabel(chosen) }, ...options]
      : options;

  return (
    <Select<number>
      id={id}
      aria-label={ariaLabel}
      disabled={disabled}
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
      loading={searching}
      placeholder={placeholder}
      style={style}
      notFoundContent={searching ? searchingText : noMatchText}
      value={value ?? undefined}
      onChange={(next: number | undefined) => {
        onPick?.(next === undefined ? null : (found.current.get(next) ?? null));
        onChange?.(next ?? null);
      }}
      options={offered}
    />
  );
}

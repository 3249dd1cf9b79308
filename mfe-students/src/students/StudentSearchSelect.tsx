import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import { studentContract } from '@hemis/shared-contracts';
import { toListResult, type ResourceRow } from '@hemis/shared-ui';
import { studentName } from '@hemis/shared-contracts';
import { studentsTexts } from '../i18n/texts';

export const CHOOSE_HINT = 'Search by name or registration number';
/** How many matches the search offers at a time. */
const SEARCH_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

/** "Sita Tamang (7-2-49-100-2022)": a student as the picker offers them. */
export const studentOptionLabel = (row: ResourceRow) =>
  typeof row.registrationNo === 'string' && row.registrationNo
    ? `${studentName(row)} (${row.registrationNo})`
    : studentName(row);

export interface StudentSearchSelectProps {
  id: string;
  label: string;
  value: number | null;
  onChange(studentId: number | null): void;
  /** The chosen student's row, offered even when the last search did not find them. */
  chosen?: ResourceRow | null;
}

/**
 * A student picker: the students of the caller's reach matching what is typed (the API's `q`
 * searches names and registration numbers), shown by name and registration number.
 */
export function StudentSearchSelect({
  id,
  label,
  value,
  onChange,
  chosen,
}: StudentSearchSelectProps) {
  const t = studentsTexts.useTexts();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  // The matches of the last finished search (`for` names its query).
  const [found, setFound] = useState<{ for: string | null; rows: ResourceRow[] }>({
    for: null,
    rows: [],
  });
  const matches = found.rows;
  const searching = found.for !== query;

  // A search waits for a pause in typing rather than asking on every key.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    let current = true;
    const q = query.trim();
    apiClient
      .get<unknown>(studentContract.path, {
        params: {
          pageSize: SEARCH_PAGE_SIZE,
          sort: 'firstName',
          order: 'asc',
          ...(q ? { q } : {}),
        },
      })
      .then(
        (response) => {
          if (current) setFound({ for: query, rows: toListResult(response.data).data });
        },
        (error: unknown) => {
          console.error('Searching students failed', error);
          if (current) setFound({ for: query, rows: [] });
        },
      );
    return () => {
      current = false;
    };
  }, [query]);

  return (
    <Select<number>
      id={id}
      aria-label={t(label)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      loading={searching}
      placeholder={t(CHOOSE_HINT)}
      style={{ width: '100%', maxWidth: 480, display: 'block', marginTop: 8 }}
      value={value ?? undefined}
      options={[
        ...(chosen && !matches.some((row) => row.id === chosen.id) ? [chosen] : []),
        ...matches,
      ].map((row) => ({ value: row.id, label: studentOptionLabel(row) }))}
      notFoundContent={searching ? t('Searching...') : t('No students found')}
      onChange={(next) => onChange(typeof next === 'number' ? next : null)}
    />
  );
}

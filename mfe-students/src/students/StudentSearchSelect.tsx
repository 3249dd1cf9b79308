import { apiClient } from '@hemis/shared-auth';
import { studentContract } from '@hemis/shared-contracts';
import { SearchSelect, studentOptionLabel, toListResult, type ResourceRow } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';

export { studentOptionLabel };

export const CHOOSE_HINT = 'Search by name or registration number';
/** How many matches the search offers at a time. */
const SEARCH_PAGE_SIZE = 20;

export interface StudentSearchSelectProps {
  id: string;
  label: string;
  value: number | null;
  onChange(studentId: number | null): void;
  /** The chosen student's row, offered even when the last search did not find them. */
  chosen?: ResourceRow | null;
}

/** The students of the caller's reach matching `text` (the API's `q`: names, registration numbers). */
async function findStudents(text: string): Promise<ResourceRow[]> {
  const response = await apiClient.get<unknown>(studentContract.path, {
    params: {
      pageSize: SEARCH_PAGE_SIZE,
      sort: 'firstName',
      order: 'asc',
      ...(text ? { q: text } : {}),
    },
  });
  return toListResult(response.data).data;
}

/**
 * A student picker: the kit's search select over the students of the caller's reach, offering
 * the first ones at once and then those matching what is typed, by name and registration number.
 */
export function StudentSearchSelect({
  id,
  label,
  value,
  onChange,
  chosen,
}: StudentSearchSelectProps) {
  const t = studentsTexts.useTexts();
  return (
    <SearchSelect
      find={findStudents}
      optionLabel={studentOptionLabel}
      minChars={0}
      failure="Searching students failed"
      id={id}
      aria-label={t(label)}
      placeholder={t(CHOOSE_HINT)}
      style={{ width: '100%', maxWidth: 480, display: 'block', marginTop: 8 }}
      searchingText={t('Searching...')}
      noMatchText={t('No students found')}
      value={value}
      onChange={onChange}
      chosen={chosen}
    />
  );
}

import { useState, type ReactNode } from 'react';
import { Select } from 'antd';
import { scopeOfRole } from '@hemis/shared-contracts';
import { useRowUser } from '../resource/rowUser';
import { useReferenceRows } from '../resource/useResourceList';
import { kitTexts } from '../i18n';

export const SCOPE_FILTER_TEXTS = { university: 'University', campus: 'Campus' } as const;

export interface ScopeFilters {
  /** The university select (nation users) and the campus select (nation and university users). */
  selects: ReactNode;
  /** `universityId` and `campusId` as chosen, for a report's query. */
  query: Record<string, number>;
}

/**
 * How a report narrows the signed-in user's reach: nation users may pick a university, nation and
 * university users a campus (of that university); campus users see their own campus only.
 */
export function useScopeFilters(): ScopeFilters {
  const user = useRowUser();
  const t = kitTexts.useTexts();
  const scope = user ? scopeOfRole(user.role) : 'nation';
  const [universityId, setUniversityId] = useState<number | undefined>();
  const [campusId, setCampusId] = useState<number | undefined>();
  const references: Record<string, string> = {};
  if (scope === 'nation') references.universityId = '/University';
  if (scope === 'nation' || scope === 'university') {
    references.campusId = universityId ? `/Campus?universityId=${universityId}` : '/Campus';
  }
  const choices = useReferenceRows(references);
  const options = (name: string, labelField: string) =>
    (choices[name] ?? []).map((row) => ({
      value: row.id,
      label: String(row[labelField] ?? row.id),
    }));
  const selects = (
    <>
      {'universityId' in references ? (
        <Select
          allowClear
          aria-label={t(SCOPE_FILTER_TEXTS.university)}
          placeholder={t(SCOPE_FILTER_TEXTS.university)}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 240 }}
          value={universityId}
          loading={choices.universityId === undefined}
          onChange={(value?: number) => {
            setUniversityId(value ?? undefined);
            setCampusId(undefined);
          }}
          options={options('universityId', 'name')}
        />
      ) : null}
      {'campusId' in references ? (
        <Select
          allowClear
          aria-label={t(SCOPE_FILTER_TEXTS.campus)}
          placeholder={t(SCOPE_FILTER_TEXTS.campus)}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 240 }}
          value={campusId}
          loading={choices.campusId === undefined}
          onChange={(value?: number) => setCampusId(value ?? undefined)}
          options={options('campusId', 'campusName')}
        />
      ) : null}
    </>
  );
  return {
    selects,
    query: { ...(universityId ? { universityId } : {}), ...(campusId ? { campusId } : {}) },
  };
}

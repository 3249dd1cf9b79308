import { Button, Input, Select } from 'antd';
import { useCurrentUser } from '@hemis/shared-auth';
import { scopeOfRole } from '@hemis/shared-contracts';
import { FilterBar, useReferenceRows } from '@hemis/shared-ui';
import { accreditationTexts } from '../i18n/texts';
import { ACCREDITATION_TEXTS as T, CAMPUS_TYPE_OPTIONS } from '../texts';
import type { CycleFilterValues } from './useCycleList';

export interface CycleFiltersProps {
  values: CycleFilterValues;
  onChange: (values: CycleFilterValues) => void;
  /** Extra selects of the screen (a standing). */
  more?: (block: boolean) => React.ReactNode;
  /** The export of what is shown (a button when given). */
  exporting?: boolean;
  onExport?: () => void;
  /** Whether the campus name search is offered (a list: yes; a table of counts: no). */
  searchable?: boolean;
  /** Buttons beside the export (a PDF). */
  extra?: React.ReactNode;
}

/**
 * The filters of an accreditation list: university (the commission), campus type and province
 * (the commission and a university), a campus name search, and the export of what is shown.
 */
export function CycleFilters({
  values,
  onChange,
  more,
  exporting,
  onExport,
  searchable = true,
  extra,
}: CycleFiltersProps) {
  const t = accreditationTexts.useTexts();
  const user = useCurrentUser();
  const scope = user ? scopeOfRole(user.role) : 'campus';
  const wide = scope === 'nation' || scope === 'university';
  const rows = useReferenceRows(
    wide
      ? { provinceId: '/Province', ...(scope === 'nation' ? { universityId: '/University' } : {}) }
      : {},
  );
  const set = (key: keyof CycleFilterValues, value: unknown) =>
    onChange({ ...values, [key]: value === null ? undefined : value });
  const style = (block: boolean) => (block ? { width: '100%' } : { minWidth: 180 });
  const active = [
    values.universityId,
    values.campusType,
    values.provinceId,
    values.standing,
  ].filter((value) => value !== undefined).length;
  return (
    <FilterBar
      any={wide || Boolean(more)}
      active={active}
      filters={(block) => (
        <>
          {scope === 'nation' ? (
            <Select
              allowClear
              aria-label={t(T.university)}
              placeholder={t(T.university)}
              showSearch={{ optionFilterProp: 'label' }}
              style={style(block)}
              value={values.universityId}
              loading={rows.universityId === undefined}
              onChange={(value?: number) => set('universityId', value)}
              options={(rows.universityId ?? []).map((row) => ({
                value: Number(row.id),
                label: String(row.name ?? row.id),
              }))}
            />
          ) : null}
          {wide ? (
            <>
              <Select
                allowClear
                aria-label={t(T.campusType)}
                placeholder={t(T.campusType)}
                style={style(block)}
                value={values.campusType}
                onChange={(value?: CycleFilterValues['campusType']) => set('campusType', value)}
                options={CAMPUS_TYPE_OPTIONS.map((option) => ({
                  ...option,
                  label: t(option.label),
                }))}
              />
              <Select
                allowClear
                aria-label={t(T.province)}
                placeholder={t(T.province)}
                style={style(block)}
                value={values.provinceId}
                loading={rows.provinceId === undefined}
                onChange={(value?: number) => set('provinceId', value)}
                options={(rows.provinceId ?? []).map((row) => ({
                  value: Number(row.id),
                  label: String(row.name ?? row.id),
                }))}
              />
            </>
          ) : null}
          {more?.(block)}
        </>
      )}
      search={
        wide && searchable ? (
          <Input.Search
            allowClear
            aria-label={t(T.search)}
            placeholder={t(T.search)}
            onSearch={(text) => set('search', text.trim() || undefined)}
          />
        ) : undefined
      }
      extra={
        <>
          {onExport ? (
            <Button loading={exporting} onClick={onExport}>
              {t(T.exportXlsx)}
            </Button>
          ) : null}
          {extra}
        </>
      }
    />
  );
}

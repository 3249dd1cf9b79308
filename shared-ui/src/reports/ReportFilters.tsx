import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Select, Space } from 'antd';
import {
  API_PATHS,
  CAMPUS_TYPES,
  REPORT_FILTER_KEYS,
  reportFiltersSchema,
  type ReportFilterKey,
  type ReportReach,
} from '@hemis/shared-contracts';
import { useReferenceRows } from '../resource/useResourceList';
import { useApiGet } from './useApiGet';
import { inDigits, kitTexts } from '../i18n';
import { useCallerTexts, useFormatting } from '../i18n/format';
import {
  REFERENCE_FILTERS,
  referenceFilterPath,
  referenceOptions,
  type ReferenceFilterName,
} from './referenceFilters';

export const REPORT_FILTER_TEXTS = {
  fiscalYear: 'Fiscal Year',
  active: 'active',
  campusType: 'Campus Type',
} as const;

/** The report query as the filters give it (only valid values; nothing empty). */
export type ReportQuery = Partial<Record<ReportFilterKey, string | number>>;

/** A fiscal year of the selection list. */
interface FiscalYearChoice {
  id: number;
  label: string;
  isActive: boolean;
}

/** The reaches each filter serves: a campus user is already narrowed to a campus. */
const WIDE: readonly ReportReach[] = ['nation', 'university'];
const FILTER_REACHES: Record<Exclude<ReportFilterKey, 'fiscalYearId'>, readonly ReportReach[]> = {
  universityId: ['nation'],
  campusType: WIDE,
  provinceId: WIDE,
  districtId: WIDE,
  campusId: WIDE,
  facultyId: ['nation', 'university', 'campus'],
  levelId: ['nation', 'university', 'campus'],
  programId: ['nation', 'university', 'campus'],
};

/** Choosing a filter clears the ones it narrows (another province's district). */
const NARROWED_BY: Partial<Record<ReportFilterKey, readonly ReportFilterKey[]>> = {
  universityId: ['campusId'],
  provinceId: ['districtId', 'campusId'],
  districtId: ['campusId'],
  campusType: ['campusId'],
};

/**
 * The fiscal years to choose from, the active one marked: what every report's year select
 * offers (the active year is the default until another is chosen).
 */
export function useFiscalYearChoices() {
  const t = kitTexts.useTexts();
  useFormatting();
  const years = useApiGet<FiscalYearChoice[]>(API_PATHS.fiscalYears);
  const choices = Array.isArray(years.data) ? years.data : [];
  return {
    loading: years.loading,
    activeYear: choices.find((year) => year.isActive)?.id,
    options: choices.map((year) => ({
      value: year.id,
      label: year.isActive
        ? `${inDigits(year.label)} (${t(REPORT_FILTER_TEXTS.active)})`
        : inDigits(year.label),
    })),
  };
}

/**
 * A fiscal year select of its own (not kept in the address), at the active year until another
 * is chosen, and the year it stands at; `onChange` is told when the person picks one.
 */
export function useFiscalYearSelect(onChange?: () => void): {
  fiscalYearId: number | undefined;
  select: ReactNode;
} {
  const years = useFiscalYearChoices();
  const t = kitTexts.useTexts();
  const [chosen, setChosen] = useState<number | undefined>();
  const fiscalYearId = chosen ?? years.activeYear;
  return {
    fiscalYearId,
    select: (
      <Select
        aria-label={t(REPORT_FILTER_TEXTS.fiscalYear)}
        style={{ minWidth: 200 }}
        loading={years.loading}
        value={fiscalYearId}
        options={years.options}
        onChange={(value: number) => {
          setChosen(value);
          onChange?.();
        }}
      />
    ),
  };
}

/** The report filters of an address's query string, each kept only when valid. */
export function reportQueryOf(search: URLSearchParams): ReportQuery {
  const query: ReportQuery = {};
  for (const key of REPORT_FILTER_KEYS) {
    const text = search.get(key);
    if (!text) continue;
    const parsed = reportFiltersSchema.safeParse({ [key]: text });
    const value = parsed.success ? parsed.data[key] : undefined;
    if (value !== undefined) query[key] = value;
  }
  return query;
}

/** The query string of a report query (for a link to a list behind a count). */
export function reportSearchOf(query: Readonly<Record<string, string | number | undefined>>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/**
 * The summary report's filters, kept in the address (a filtered report can be shared and the
 * lists behind its counts take the same query): the fiscal year (the active one until another
 * is chosen) and, as the reach allows, university, campus type, province, district, campus,
 * faculty, level and program.
 */
export function useReportFilters(reach: ReportReach): { filters: ReactNode; query: ReportQuery } {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => reportQueryOf(search), [search]);
  const years = useFiscalYearChoices();
  const t = kitTexts.useTexts();
  const said = useCallerTexts();
  // The contract's order of the filters, the fiscal year (always shown) aside.
  const shown = REPORT_FILTER_KEYS.filter(
    (key): key is keyof typeof FILTER_REACHES =>
      key !== 'fiscalYearId' && FILTER_REACHES[key].includes(reach),
  );
  const references: Record<string, string> = {};
  for (const key of shown) {
    if (key !== 'campusType') references[key] = referenceFilterPath(key, query);
  }
  const rows = useReferenceRows(references);

  const choose = (key: ReportFilterKey, value: string | number | undefined) => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === undefined) next.delete(key);
        else next.set(key, String(value));
        for (const narrowed of NARROWED_BY[key] ?? []) next.delete(narrowed);
        // A list behind the report starts again at its first page.
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  };
  const { activeYear } = years;
  const common = (english: string) => {
    const label = t(english);
    return {
      allowClear: true,
      'aria-label': label,
      placeholder: label,
      showSearch: { optionFilterProp: 'label' },
      style: { minWidth: 180 },
    };
  };
  const reference = (key: ReferenceFilterName & ReportFilterKey) => (
    <Select
      key={key}
      {...common(REFERENCE_FILTERS[key].label)}
      value={query[key] === undefined ? undefined : Number(query[key])}
      loading={rows[key] === undefined}
      onChange={(value?: number) => choose(key, value ?? undefined)}
      options={referenceOptions(key, rows[key])}
    />
  );

  const filters = (
    <Space wrap data-testid="report-filters">
      <Select
        {...common(REPORT_FILTER_TEXTS.fiscalYear)}
        allowClear={false}
        value={query.fiscalYearId === undefined ? activeYear : Number(query.fiscalYearId)}
        loading={years.loading}
        onChange={(value: number) =>
          choose('fiscalYearId', value === activeYear ? undefined : value)
        }
        options={years.options}
      />
      {shown.map((key) =>
        key === 'campusType' ? (
          <Select
            key={key}
            {...common(REPORT_FILTER_TEXTS.campusType)}
            value={query.campusType === undefined ? undefined : String(query.campusType)}
            onChange={(value?: string) => choose(key, value ?? undefined)}
            options={CAMPUS_TYPES.map((type) => ({
              value: type,
              label: said(type.charAt(0).toUpperCase() + type.slice(1)),
            }))}
          />
        ) : (
          reference(key)
        ),
      )}
    </Space>
  );
  return { filters, query };
}

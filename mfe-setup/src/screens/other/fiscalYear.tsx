import { useEffect, useState } from 'react';
import { Alert, Tag } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import { API_PATHS, fiscalYearContract } from '@hemis/shared-contracts';
import { defineResource, ownsRow, type BannerProps } from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';

export const FISCAL_YEAR_TEXT = {
  active: 'Active',
  makeActive: 'Make active',
  noActive: 'No fiscal year is active yet: make one active below.',
  activeNow: (label: string, start: string, end: string) =>
    setupTexts.translate('Active fiscal year: {{label}} ({{start}} to {{end}})', {
      label,
      start,
      end,
    }),
  confirm: (label: string, current: string | null) =>
    current
      ? setupTexts.translate(
          'Make {{label}} the active fiscal year? {{current}} becomes inactive.',
          { label, current },
        )
      : setupTexts.translate('Make {{label}} the active fiscal year?', { label }),
  activated: (label: string) =>
    setupTexts.translate('{{label}} is now the active fiscal year', { label }),
  activateFailed: 'The fiscal year could not be made active.',
} as const;

interface Selection {
  id: number;
  label: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

/** GET /FiscalYear/GetFiscalYearsForSelection: the one active fiscal year, if any. */
function useActiveFiscalYear(version: number): Selection | null | undefined {
  const [active, setActive] = useState<Selection | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    apiClient.get<Selection[]>(API_PATHS.fiscalYears).then(
      (response) => {
        const rows = Array.isArray(response.data) ? response.data : [];
        if (current) setActive(rows.find((row) => row.isActive) ?? null);
      },
      (error: unknown) => {
        console.error('Loading /FiscalYear/GetFiscalYearsForSelection failed', error);
        if (current) setActive(null);
      },
    );
    return () => {
      current = false;
    };
  }, [version]);
  return active;
}

/** The active fiscal year above the form, loaded again after every change. */
function ActiveFiscalYear({ version }: BannerProps) {
  const t = setupTexts.useTexts();
  const active = useActiveFiscalYear(version);
  if (active === undefined) return null;
  return (
    <Alert
      style={{ marginBottom: 16 }}
      type={active ? 'success' : 'warning'}
      showIcon
      title={
        active
          ? FISCAL_YEAR_TEXT.activeNow(active.label, active.startDate, active.endDate)
          : t(FISCAL_YEAR_TEXT.noActive)
      }
    />
  );
}

/**
 * Fiscal Year Setup (/other-setup/arthikBarsa): BS label with AD start and end. Making a year
 * active is a separate, confirmed action (PUT /FiscalYear/{id} { isActive: true }; the API makes
 * the previous one inactive in the same transaction).
 */
export default defineResource({
  contract: fiscalYearContract,
  title: 'Fiscal Year Setup',
  form: ['label', 'startDate', 'endDate', 'remarks'],
  columns: ['label', 'startDate', 'endDate', 'isActive'],
  filters: [],
  search: false,
  defaultSort: { field: 'startDate', order: 'desc' },
  fields: {
    label: { placeholder: '2081/82' },
    isActive: {
      render: (value) =>
        value === true ? (
          <Tag color="green">{setupTexts.translate(FISCAL_YEAR_TEXT.active)}</Tag>
        ) : null,
    },
  },
  description:
    'A fiscal year runs from Shrawan 1 to the end of Asar (mid-July to mid-July). ' +
    'Enter the BS label and its AD start and end dates. Exactly one fiscal year is active.',
  banner: ActiveFiscalYear,
  actions: { delete: false, export: false },
  // Fiscal years are the nation's: only nation-level users change them.
  canEdit: (row, user) => ownsRow(row, user),
  rowActions: [
    {
      label: FISCAL_YEAR_TEXT.makeActive,
      visible: (row, user) => row.isActive !== true && ownsRow(row, user),
      confirm: (row, rows) =>
        FISCAL_YEAR_TEXT.confirm(
          String(row.label),
          rows.find((other) => other.isActive === true)?.label?.toString() ?? null,
        ),
      run: (row, api) => api.update(row.id, { isActive: true }),
      success: (row) => FISCAL_YEAR_TEXT.activated(String(row.label)),
      failure: FISCAL_YEAR_TEXT.activateFailed,
    },
  ],
});

import { Button, Space, Typography } from 'antd';
import {
  EMPLOYEE_PATHS,
  STAFF_SUMMARY_BREAKDOWNS,
  type StaffSummary,
  type StaffSummaryQuery,
} from '@hemis/shared-contracts';
import { GenderSummaryView } from './GenderSummaryView';
import { useScopeFilters } from './ScopeFilters';
import { useApiGet } from './useApiGet';
import { useExport } from './useExport';
import { kitTexts } from '../i18n';

export type StaffType = StaffSummaryQuery['employeeType'];

export const STAFF_SUMMARY_TITLES: Record<StaffType, string> = {
  teaching: 'Teaching Staff Summary',
  nonTeaching: 'Non-Teaching Staff Summary',
};

export const STAFF_SUMMARY_TEXTS = {
  export: 'Export',
  loadFailed: 'The summary could not be loaded.',
  exportFailed: 'The summary could not be exported. Please try again.',
  totalStaff: 'Total staff',
} as const;

/** The first column's heading of each breakdown. */
const GROUP_TITLES: Record<(typeof STAFF_SUMMARY_BREAKDOWNS)[number]['key'], string> = {
  byPost: 'Post',
  byJoiningType: 'Joining Type',
  byQualification: 'Qualification',
  byStaffCategory: 'Staff Category',
};

/**
 * Teaching or non-teaching staff counted by post, joining type, qualification (and staff category)
 * and gender, within the signed-in user's reach; nation users may narrow it to a university, and
 * nation and university users to a campus. Export gives the same as .xlsx.
 */
export function StaffSummaryReport({ employeeType }: { employeeType: StaffType }) {
  const t = kitTexts.useTexts();
  const scopeFilters = useScopeFilters();
  const query: Record<string, string | number> = { employeeType, ...scopeFilters.query };
  const { data: summary, loading, failed } = useApiGet<StaffSummary>(EMPLOYEE_PATHS.summary, query);
  const exporter = useExport(
    EMPLOYEE_PATHS.summaryExport,
    query,
    `${STAFF_SUMMARY_TITLES[employeeType]}.xlsx`,
    { what: 'the staff summary', failedText: STAFF_SUMMARY_TEXTS.exportFailed },
  );

  const breakdowns = STAFF_SUMMARY_BREAKDOWNS.filter(
    (breakdown) => employeeType === 'nonTeaching' || breakdown.key !== 'byStaffCategory',
  );
  return (
    <div data-testid={`staff-summary-${employeeType}`}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(STAFF_SUMMARY_TITLES[employeeType])}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        {scopeFilters.selects}
        <Button loading={exporter.exporting} onClick={exporter.run}>
          {t(STAFF_SUMMARY_TEXTS.export)}
        </Button>
      </Space>
      <GenderSummaryView
        summary={summary}
        breakdowns={breakdowns}
        groupTitles={GROUP_TITLES}
        totalTitle={STAFF_SUMMARY_TEXTS.totalStaff}
        loading={loading}
        failed={failed}
        loadFailedText={STAFF_SUMMARY_TEXTS.loadFailed}
      />
    </div>
  );
}

/** Route screens: the teaching and the non-teaching staff summary. */
export function TeachingStaffSummary() {
  return <StaffSummaryReport employeeType="teaching" />;
}
export function NonTeachingStaffSummary() {
  return <StaffSummaryReport employeeType="nonTeaching" />;
}

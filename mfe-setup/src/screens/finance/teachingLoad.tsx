import { useEffect } from 'react';
import { Progress, Table, Typography } from 'antd';
import {
  FINANCE_PATHS,
  teachingLoadContract,
  type TeachingLoadSummaryRow,
} from '@hemis/shared-contracts';
import { defineResource, useApiGet, type BannerProps } from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';

export const TEACHING_LOAD_TEXTS = {
  title: 'Teaching Load',
  summary: 'Load per teacher',
  teacher: 'Teacher',
  post: 'Post',
  classes: 'Classes',
  periods: 'Periods per Week',
  fullLoad: 'Full Load',
  load: 'Load',
  description:
    'The classes each teacher teaches in a fiscal year and the periods per week of each, ' +
    "totalled against the full load of the teacher's post.",
} as const;

/** Per teacher: periods per week against the full load, for the list's fiscal year filter. */
export function TeachingLoadSummary({ version, query }: BannerProps) {
  const t = setupTexts.useTexts();
  const fiscalYearId = query?.filters.fiscalYearId;
  const { data, loading, reload } = useApiGet<TeachingLoadSummaryRow[]>(
    FINANCE_PATHS.teachingLoadSummary,
    typeof fiscalYearId === 'number' || typeof fiscalYearId === 'string' ? { fiscalYearId } : {},
  );
  // Read again after each save or delete of the list below.
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{t(TEACHING_LOAD_TEXTS.summary)}</Typography.Title>
      <Table<TeachingLoadSummaryRow>
        size="small"
        loading={loading}
        rowKey="employeeId"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={data ?? []}
        columns={[
          { key: 'teacher', title: t(TEACHING_LOAD_TEXTS.teacher), dataIndex: 'teacherName' },
          { key: 'post', title: t(TEACHING_LOAD_TEXTS.post), dataIndex: 'positionName' },
          { key: 'classes', title: t(TEACHING_LOAD_TEXTS.classes), dataIndex: 'classes' },
          { key: 'periods', title: t(TEACHING_LOAD_TEXTS.periods), dataIndex: 'periodsPerWeek' },
          { key: 'full', title: t(TEACHING_LOAD_TEXTS.fullLoad), dataIndex: 'fullLoad' },
          {
            key: 'load',
            title: t(TEACHING_LOAD_TEXTS.load),
            render: (_v, row) => (
              <Progress
                size="small"
                aria-label={t('Load: {{periods}}/{{full}}', {
                  periods: row.periodsPerWeek,
                  full: row.fullLoad,
                })}
                style={{ minWidth: 120 }}
                percent={Math.round((row.periodsPerWeek / row.fullLoad) * 100)}
                status={row.periodsPerWeek > row.fullLoad ? 'exception' : 'normal'}
                format={() => `${row.periodsPerWeek}/${row.fullLoad}`}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

/** /inload-form: a campus's teaching load, per teacher and fiscal year. */
export default defineResource({
  contract: teachingLoadContract,
  title: TEACHING_LOAD_TEXTS.title,
  description: TEACHING_LOAD_TEXTS.description,
  omit: ['campusId'],
  banner: TeachingLoadSummary,
  fields: {
    employeeId: { optionsPath: FINANCE_PATHS.teachers },
    subjectId: {
      dependsOn: {
        field: 'programId',
        path: (id) => `/Subject?programId=${String(id)}&pageSize=500`,
        hint: 'Choose the program first',
      },
    },
  },
});

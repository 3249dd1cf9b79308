import { useEffect, useState } from 'react';
import { Table, Typography } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import {
  CAMPUS_TYPE_CHOICES,
  SETUP_PATHS,
  campusTypeNumberContract,
  choiceLabel,
  type CampusTypeCount,
} from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';

export const ACTUAL_TITLE = 'In the campus register now';

/** What the campus register holds per university and type (GET /CampusTypeNumber/Actual). */
export function ActualCampusCounts() {
  const t = setupTexts.useTexts();
  const [rows, setRows] = useState<CampusTypeCount[] | null>(null);
  useEffect(() => {
    let current = true;
    apiClient.get<CampusTypeCount[]>(SETUP_PATHS.campusTypeCounts).then(
      (response) => {
        if (current) setRows(Array.isArray(response.data) ? response.data : []);
      },
      (error: unknown) => {
        console.error('Loading /CampusTypeNumber/Actual failed', error);
        if (current) setRows([]);
      },
    );
    return () => {
      current = false;
    };
  }, []);
  const typeLabel = (value: string) => t(choiceLabel(CAMPUS_TYPE_CHOICES, value));
  return (
    <>
      <Typography.Text strong>{t(ACTUAL_TITLE)}</Typography.Text>
      <Table<CampusTypeCount>
        size="small"
        style={{ marginTop: 8, maxWidth: 640 }}
        loading={rows === null}
        pagination={false}
        rowKey={(row) => `${row.universityId ?? 0}-${row.campusType}`}
        dataSource={rows ?? []}
        columns={[
          {
            key: 'university',
            title: t('University'),
            render: (_v, row) => row.universityName ?? '-',
          },
          { key: 'type', title: t('Campus Type'), render: (_v, row) => typeLabel(row.campusType) },
          { key: 'n', title: t('Campuses'), dataIndex: 'numberOfCampuses' },
        ]}
      />
    </>
  );
}

/** Campuses per type (and university) reported for a fiscal year (/number-campustype). */
export default defineResource({
  contract: campusTypeNumberContract,
  title: 'Campus-type Numbers',
  description: <ActualCampusCounts />,
});

import { useState } from 'react';
import { Alert, Select, Skeleton, Space, Typography } from 'antd';
import { RETURN_PATHS, type ReturnForm, type StatisticalReturn } from '@hemis/shared-contracts';
import { useApiGet, useFiscalYearChoices } from '@hemis/shared-ui';
import { ReturnView } from './ReturnView';
import { RETURN_TEXTS } from './texts';

/** The campus's own return of a fiscal year (the active one until another is chosen). */
export function CampusReturn({ form }: { form: ReturnForm }) {
  const years = useFiscalYearChoices();
  const [chosen, setChosen] = useState<number | undefined>();
  const fiscalYearId = chosen ?? years.activeYear;
  const loaded = useApiGet<StatisticalReturn>(
    fiscalYearId === undefined ? null : RETURN_PATHS.campusReturn,
    { fiscalYearId, form },
  );
  // What an action answered replaces the loaded return until the next load.
  const [changed, setChanged] = useState<{
    of: StatisticalReturn | null;
    next: StatisticalReturn;
  } | null>(null);
  const shown = changed && changed.of === loaded.data ? changed.next : loaded.data;

  return (
    <div data-testid="campus-return">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {RETURN_TEXTS.titles[form]}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{RETURN_TEXTS.campusIntro}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <Select
          aria-label={RETURN_TEXTS.fiscalYear}
          style={{ minWidth: 200 }}
          loading={years.loading}
          value={fiscalYearId}
          options={years.options}
          onChange={(value: number) => setChosen(value)}
        />
      </Space>
      {loaded.failed ? <Alert type="error" showIcon title={RETURN_TEXTS.loadFailed} /> : null}
      {shown && !loaded.loading ? (
        <ReturnView shown={shown} onChanged={(next) => setChanged({ of: loaded.data, next })} />
      ) : loaded.failed ? null : (
        <Skeleton active />
      )}
    </div>
  );
}

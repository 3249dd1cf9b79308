import { useState } from 'react';
import { Alert, Skeleton, Space, Typography } from 'antd';
import { RETURN_PATHS, type ReturnForm, type StatisticalReturn } from '@hemis/shared-contracts';
import { useApiGet, useFiscalYearSelect } from '@hemis/shared-ui';
import { ReturnView } from './ReturnView';
import { reportsTexts } from '../i18n/texts';
import { RETURN_TEXTS } from './texts';

/** The campus's own return of a fiscal year (the active one until another is chosen). */
export function CampusReturn({ form }: { form: ReturnForm }) {
  const t = reportsTexts.useTexts();
  const { fiscalYearId, select } = useFiscalYearSelect();
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
        {t(RETURN_TEXTS.titles[form])}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(RETURN_TEXTS.campusIntro)}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>{select}</Space>
      {loaded.failed ? <Alert type="error" showIcon title={t(RETURN_TEXTS.loadFailed)} /> : null}
      {shown && !loaded.loading ? (
        <ReturnView shown={shown} onChanged={(next) => setChanged({ of: loaded.data, next })} />
      ) : loaded.failed ? null : (
        <Skeleton active />
      )}
    </div>
  );
}

import { Typography } from 'antd';
import { useCan } from '@hemis/shared-auth';
import { HomeCharts, HomeFigures, useDashboardCounts } from '@hemis/shared-ui/src/entries/shell';
import { shellTexts } from '../i18n/texts';
import { HomeWidgets } from './HomeWidgets';
import { ModuleTiles } from './ModuleTiles';

/**
 * `/` and `/home`: the figures and charts of the user's reach (drawn here from the API's answers,
 * the charts as the API drew them, so that a slow link shows them without loading a module), any
 * widgets a module adds, then a tile for each module the user may use, opening its section, with
 * the module's key figure.
 */
export default function DashboardPage() {
  const { counts } = useDashboardCounts();
  const readsReports = useCan('report:view');
  const t = shellTexts.useTexts();
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('Dashboard')}
      </Typography.Title>
      {readsReports ? <HomeFigures /> : null}
      {readsReports ? <HomeCharts /> : null}
      <HomeWidgets />
      <div style={{ marginTop: 24 }}>
        <ModuleTiles counts={counts} />
      </div>
    </div>
  );
}

import { Typography } from 'antd';
import { useCan } from '@hemis/shared-auth';
import { HomeFigures, useDashboardCounts } from '@hemis/shared-ui/src/entries/shell';
import { HomeWidgets } from './HomeWidgets';
import { ModuleTiles } from './ModuleTiles';

/**
 * `/` and `/home`: the figures of the user's reach (drawn here, so they show while the charts
 * load), its charts (the widgets of the reports module, loaded with it), then a tile for each module the user may use, opening its section,
 * with the module's key figure.
 */
export default function DashboardPage() {
  const { counts } = useDashboardCounts();
  const readsReports = useCan('report:view');
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Dashboard
      </Typography.Title>
      {readsReports ? <HomeFigures /> : null}
      <HomeWidgets />
      <div style={{ marginTop: 24 }}>
        <ModuleTiles counts={counts} />
      </div>
    </div>
  );
}

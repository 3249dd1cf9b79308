import { Typography } from 'antd';
import { useScreenTitle } from '@hemis/shared-ui';
import { FactSheetView } from '../fact-sheets/FactSheetView';

/** /fact-sheet: the campus's own fact sheet, its chief and focal person filled here. */
export default function FactSheet() {
  const title = useScreenTitle();
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <FactSheetView />
    </div>
  );
}

import { Navigate, useParams } from 'react-router-dom';
import { Typography } from 'antd';
import { useShownScreenTitle } from '@hemis/shared-ui';
import { FactSheetView } from '../fact-sheets/FactSheetView';

/** /fact-sheet-campus/{id}: one campus's fact sheet, to read and print. */
export default function FactSheetCampus() {
  const title = useShownScreenTitle();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/fact-sheet-list" replace />;
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <FactSheetView key={id} campusId={id} />
    </div>
  );
}

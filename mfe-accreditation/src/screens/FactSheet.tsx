import { useState } from 'react';
import { Select, Typography } from 'antd';
import { useCurrentUser } from '@hemis/shared-auth';
import { scopeOfRole } from '@hemis/shared-contracts';
import { useReferenceRows, useShownScreenTitle } from '@hemis/shared-ui';
import { accreditationTexts } from '../i18n/texts';
import { FactSheetView } from '../fact-sheets/FactSheetView';

/**
 * /fact-sheet: a campus's own fact sheet, its chief and focal person filled here; an officer of
 * a wider reach (SuperAdmin) first chooses a campus of it.
 */
export default function FactSheet() {
  const t = accreditationTexts.useTexts();
  const title = useShownScreenTitle();
  const user = useCurrentUser();
  const campusUser = user ? scopeOfRole(user.role) === 'campus' : false;
  const rows = useReferenceRows(campusUser ? {} : { campusId: '/Campus' });
  const [campusId, setCampusId] = useState<number | undefined>();
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {campusUser ? (
        <FactSheetView />
      ) : (
        <>
          <Select
            aria-label={t('Campus')}
            placeholder={t('Campus')}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 320, marginBottom: 16 }}
            loading={rows.campusId === undefined}
            value={campusId}
            onChange={(value: number) => setCampusId(value)}
            options={(rows.campusId ?? []).map((row) => ({
              value: Number(row.id),
              label: String(row.campusName ?? row.id),
            }))}
          />
          {campusId !== undefined ? <FactSheetView key={campusId} campusId={campusId} /> : null}
        </>
      )}
    </div>
  );
}

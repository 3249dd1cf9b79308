import { useState } from 'react';
import { Card, Form, Select, Typography } from 'antd';
import { useReferenceRows, useShownScreenTitle } from '@hemis/shared-ui';
import { accreditationTexts } from '../i18n/texts';
import { CycleDrawer } from '../cycles/CycleDrawer';
import { EnterCycleForm } from '../cycles/EnterCycleForm';
import { ACCREDITATION_TEXTS as T } from '../texts';

/**
 * /accrediation/add-campus-for-accreditation (the commission): a campus enters the accreditation
 * cycle with its letter of intent; the cycle then opens to record its next stages.
 */
export default function AddCampus() {
  const t = accreditationTexts.useTexts();
  const title = useShownScreenTitle();
  const rows = useReferenceRows({ campusId: '/Campus' });
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <div data-testid="add-campus">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(T.addIntro)}</Typography.Paragraph>
      <Card style={{ maxWidth: 640 }}>
        <EnterCycleForm
          onEntered={(cycle) => setOpened(cycle.id)}
          campusField={
            <Form.Item name="campusId" label={t(T.campus)} rules={[{ required: true }]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={rows.campusId === undefined}
                options={(rows.campusId ?? []).map((row) => ({
                  value: Number(row.id),
                  label: String(row.campusName ?? row.id),
                }))}
              />
            </Form.Item>
          }
        />
      </Card>
      <CycleDrawer id={opened} onClose={() => setOpened(null)} onChanged={() => undefined} />
    </div>
  );
}

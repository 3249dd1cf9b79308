import { useMemo, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useCan } from '@hemis/shared-auth';
import { EXPIRING_WITHIN_MONTHS, type CycleRow } from '@hemis/shared-contracts';
import { accreditationTexts } from '../i18n/texts';
import { useShownScreenTitle } from '@hemis/shared-ui';
import { CycleDrawer } from '../cycles/CycleDrawer';
import { CycleFilters } from '../cycles/CycleFilters';
import { CycleTable } from '../cycles/CycleTable';
import { EnterCycleForm } from '../cycles/EnterCycleForm';
import { useCycleList } from '../cycles/useCycleList';
import { ACCREDITATION_TEXTS as T } from '../texts';

/**
 * /accrediation/renew-accreditation: accredited campuses whose accreditation expires within six
 * months or has expired; the commission starts each one's new cycle with its letter of intent.
 */
export default function RenewAccreditation() {
  const t = accreditationTexts.useTexts();
  const title = useShownScreenTitle();
  const mayEnter = useCan('accreditation:add');
  const fixed = useMemo(
    () => ({ status: 'accredited' as const, expiringWithinMonths: EXPIRING_WITHIN_MONTHS }),
    [],
  );
  const cycles = useCycleList(fixed, 'Accreditations to Renew');
  const [renewing, setRenewing] = useState<CycleRow | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <div data-testid="renew-accreditation">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(T.renewIntro)}</Typography.Paragraph>
      <CycleFilters
        values={cycles.filters}
        onChange={cycles.choose}
        exporting={cycles.exported.exporting}
        onExport={cycles.exported.run}
      />
      <CycleTable
        columns={['campus', 'university', 'type', 'cycle', 'validUntil', 'standing']}
        list={cycles.list}
        page={cycles.page}
        onPage={cycles.setPage}
        action={(row) =>
          mayEnter ? (
            <Button size="small" type="primary" onClick={() => setRenewing(row)}>
              {t(T.startRenewal)}
            </Button>
          ) : null
        }
      />
      <Modal
        open={renewing !== null}
        title={renewing ? `${t(T.startRenewal)}: ${renewing.campusName}` : ''}
        footer={null}
        destroyOnHidden
        onCancel={() => setRenewing(null)}
      >
        {renewing ? (
          <EnterCycleForm
            campusId={renewing.campusId}
            onEntered={(cycle) => {
              setRenewing(null);
              cycles.list.reload();
              setOpened(cycle.id);
            }}
          />
        ) : null}
      </Modal>
      <CycleDrawer id={opened} onClose={() => setOpened(null)} onChanged={cycles.list.reload} />
    </div>
  );
}

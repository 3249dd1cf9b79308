import { useMemo } from 'react';
import { Select, Typography } from 'antd';
import type { AccreditationStanding } from '@hemis/shared-contracts';
import { accreditationTexts } from '../i18n/texts';
import { useShownScreenTitle } from '@hemis/shared-ui';
import { CycleFilters } from '../cycles/CycleFilters';
import { OpenableCycles } from '../cycles/OpenableCycles';
import { useCycleList } from '../cycles/useCycleList';
import { ACCREDITATION_TEXTS as T } from '../texts';

const STANDINGS: AccreditationStanding[] = ['Accredited', 'Expiring within 6 months', 'Expired'];

/**
 * /accrediation/accreditation-list: the accredited campuses (each campus's latest award) with
 * university, type, the accredited date and expiry in BS and AD, and the standing from today.
 */
export default function AccreditationList() {
  const t = accreditationTexts.useTexts();
  const title = useShownScreenTitle();
  const fixed = useMemo(() => ({ status: 'accredited' as const }), []);
  const cycles = useCycleList(fixed, 'Accredited Campuses');
  return (
    <div data-testid="accreditation-list">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <CycleFilters
        values={cycles.filters}
        onChange={cycles.choose}
        exporting={cycles.exported.exporting}
        onExport={cycles.exported.run}
        more={(block) => (
          <Select
            allowClear
            aria-label={t(T.standing)}
            placeholder={t(T.standing)}
            style={block ? { width: '100%' } : { minWidth: 200 }}
            value={cycles.filters.standing}
            onChange={(value?: AccreditationStanding) =>
              cycles.choose({ ...cycles.filters, standing: value })
            }
            options={STANDINGS.map((value) => ({ value, label: t(value) }))}
          />
        )}
      />
      <OpenableCycles
        columns={['campus', 'university', 'type', 'cycle', 'accredited', 'validUntil', 'standing']}
        cycles={cycles}
      />
    </div>
  );
}

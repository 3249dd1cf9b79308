import { useMemo } from 'react';
import { Select, Typography } from 'antd';
import { ACCREDITATION_STATUSES, type AccreditationStatus } from '@hemis/shared-contracts';
import { useCurrentUser } from '@hemis/shared-auth';
import { scopeOfRole } from '@hemis/shared-contracts';
import { accreditationTexts } from '../i18n/texts';
import { useShownScreenTitle } from '@hemis/shared-ui';
import { QualityCommitteeCard } from '../cycles/QualityCommitteeCard';
import { CycleFilters } from '../cycles/CycleFilters';
import { OpenableCycles } from '../cycles/OpenableCycles';
import { useCycleList } from '../cycles/useCycleList';
import { ACCREDITATION_TEXTS as T } from '../texts';

/**
 * /accrediation/campus-list: the campuses in the cycle (the latest cycle of each, in progress
 * unless another status is chosen) with their stage; a campus opens its cycle to record the next
 * stage. A campus sees its own, a university its campuses', the commission every campus.
 */
export default function CampusList() {
  const t = accreditationTexts.useTexts();
  const title = useShownScreenTitle();
  const fixed = useMemo(() => ({}), []);
  const defaults = useMemo(() => ({ status: 'inProgress' as const }), []);
  const cycles = useCycleList(fixed, 'Accreditation Campus List', defaults);
  const status = cycles.filters.status ?? defaults.status;
  const user = useCurrentUser();
  const campusUser = user ? scopeOfRole(user.role) === 'campus' : false;
  return (
    <div data-testid="campus-list">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {campusUser ? <QualityCommitteeCard /> : null}
      <CycleFilters
        values={{ ...cycles.filters, status }}
        onChange={cycles.choose}
        exporting={cycles.exported.exporting}
        onExport={cycles.exported.run}
        more={(block) => (
          <Select
            aria-label={t(T.allStatuses)}
            placeholder={t(T.allStatuses)}
            style={block ? { width: '100%' } : { minWidth: 160 }}
            value={status}
            onChange={(value: AccreditationStatus) =>
              cycles.choose({ ...cycles.filters, status: value })
            }
            options={ACCREDITATION_STATUSES.map((s) => ({ ...s, label: t(s.label) }))}
          />
        )}
      />
      <OpenableCycles
        columns={[
          'campus',
          'university',
          'type',
          'province',
          'cycle',
          'stage',
          'started',
          'standing',
        ]}
        cycles={cycles}
      />
    </div>
  );
}

import { useState } from 'react';
import { Button } from 'antd';
import { accreditationTexts } from '../i18n/texts';
import { ACCREDITATION_TEXTS as T } from '../texts';
import { CycleDrawer } from './CycleDrawer';
import { CycleTable, type CycleColumn } from './CycleTable';
import type { useCycleList } from './useCycleList';

/**
 * A list's cycles with Open in each row: a cycle opens in the drawer, and what is recorded there
 * reloads the list.
 */
export function OpenableCycles({
  columns,
  cycles,
}: {
  columns: CycleColumn[];
  cycles: ReturnType<typeof useCycleList>;
}) {
  const t = accreditationTexts.useTexts();
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <>
      <CycleTable
        columns={columns}
        list={cycles.list}
        page={cycles.page}
        onPage={cycles.setPage}
        action={(row) => (
          <Button size="small" onClick={() => setOpened(row.id)}>
            {t(T.open)}
          </Button>
        )}
      />
      <CycleDrawer id={opened} onClose={() => setOpened(null)} onChanged={cycles.list.reload} />
    </>
  );
}

import { Drawer } from 'antd';
import type { ResourceRow, RowPanel } from './types';

/** More of one list row (its panel button): the declaration's component in a drawer. */
export function RowPanelDrawer({
  panel,
  row,
  readOnly,
  onChanged,
  onClose,
}: {
  panel: RowPanel;
  row: ResourceRow | null;
  readOnly: boolean;
  onChanged: () => void;
  onClose: () => void;
}) {
  const Panel = panel.render;
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      title={row ? panel.title(row) : panel.label}
      size={760}
      destroyOnHidden
    >
      {row ? <Panel row={row} readOnly={readOnly} onChanged={onChanged} /> : null}
    </Drawer>
  );
}

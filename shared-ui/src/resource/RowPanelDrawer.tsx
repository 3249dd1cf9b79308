import { Drawer } from 'antd';
import type { ResourceRow, RowPanel } from './types';
import { shownMessage, useCallerTexts } from '../i18n/format';

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
  const shown = useCallerTexts();
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      title={row ? shownMessage(panel.title(row)) : shown(panel.label)}
      size={760}
      destroyOnHidden
    >
      {row ? <Panel row={row} readOnly={readOnly} onChanged={onChanged} /> : null}
    </Drawer>
  );
}

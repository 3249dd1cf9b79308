import { Button, Popconfirm } from 'antd';
import type { ResourceRow, RowAction } from './types';

/** A row's own button, behind a confirmation when the action asks for one. */
export function RowActionButton({
  action,
  row,
  rows,
  busy,
  onRun,
}: {
  action: RowAction;
  row: ResourceRow;
  rows: readonly ResourceRow[];
  busy: boolean;
  onRun: () => void;
}) {
  const button = (
    <Button
      size="small"
      type="primary"
      ghost
      loading={busy}
      onClick={action.confirm ? undefined : onRun}
    >
      {action.label}
    </Button>
  );
  if (!action.confirm) return button;
  return (
    <Popconfirm
      title={action.confirm(row, rows)}
      okText={action.label}
      cancelText="Cancel"
      onConfirm={onRun}
    >
      {button}
    </Popconfirm>
  );
}

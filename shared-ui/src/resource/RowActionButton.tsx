import { Button, Popconfirm } from 'antd';
import type { ResourceRow, RowAction } from './types';
import { kitTexts } from '../i18n';
import { shownMessage, useCallerTexts } from '../i18n/format';

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
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  const label = shown(action.label);
  const button = (
    <Button
      size="small"
      type="primary"
      ghost
      loading={busy}
      onClick={action.confirm ? undefined : onRun}
    >
      {label}
    </Button>
  );
  if (!action.confirm) return button;
  return (
    <Popconfirm
      title={shownMessage(action.confirm(row, rows))}
      okText={label}
      cancelText={t('Cancel')}
      onConfirm={onRun}
    >
      {button}
    </Popconfirm>
  );
}

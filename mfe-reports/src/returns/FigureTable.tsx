import { useState } from 'react';
import { Button, Input, InputNumber, Modal, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ReturnTable } from '@hemis/shared-contracts';
import { translateMessage } from '@hemis/shared-ui';
import { reportsTexts } from '../i18n/texts';
import { RETURN_TEXTS } from './texts';

/**
 * A heading or label of the API's tables, in the reader's language: the fixed ones are in the
 * catalogue, the names from the records (programs, posts, heads) are shown as they are.
 */
export const labelOf = (text: string) => translateMessage(text);

/** A figure the campus reports instead of the computed one, with its reason. */
export interface Correction {
  value: number;
  reason: string;
}

/** The dialog that corrects one figure: the computed figure shown, a reason required. */
export function CellCorrection({
  address,
  computed,
  current,
  onDone,
  onCancel,
}: {
  address: string;
  computed: number | null;
  current: Correction | undefined;
  onDone: (correction: Correction | null) => void;
  onCancel: () => void;
}) {
  const t = reportsTexts.useTexts();
  const [value, setValue] = useState<number | null>(current?.value ?? computed);
  const [reason, setReason] = useState(current?.reason ?? '');
  return (
    <Modal
      open
      title={t(RETURN_TEXTS.correction)}
      onCancel={onCancel}
      onOk={() => onDone(value === null || value === computed ? null : { value, reason })}
      okButtonProps={{ disabled: value !== computed && value !== null && reason.trim() === '' }}
    >
      <Typography.Paragraph type="secondary">
        {RETURN_TEXTS.computed(computed, t)}
      </Typography.Paragraph>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <InputNumber
          aria-label={t(RETURN_TEXTS.correction)}
          min={0}
          precision={0}
          value={value}
          onChange={(next) => setValue(next)}
          data-address={address}
        />
        <Input.TextArea
          aria-label={t(RETURN_TEXTS.reason)}
          placeholder={t(RETURN_TEXTS.reason)}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      </Space>
    </Modal>
  );
}

/** One table of the form: column groups as the paper has them; a corrected figure marked. */
export function FigureTable({
  table,
  editable,
  corrections,
  onCorrect,
}: {
  table: ReturnTable;
  editable: boolean;
  corrections: ReadonlyMap<string, Correction>;
  onCorrect: (address: string, computed: number | null) => void;
}) {
  const t = reportsTexts.useTexts();
  const figureColumn = (column: ReturnTable['columns'][number]) => ({
    key: column.key,
    title: labelOf(column.label),
    align: 'right' as const,
    render: (_: unknown, row: ReturnTable['rows'][number]) => {
      const cell = row.cells[column.key];
      if (!cell) return '';
      const address = `${table.key}/${row.key}/${column.key}`;
      const correction = corrections.get(address);
      const value = correction ? correction.value : cell.computed;
      const shown = correction ? (
        <Tooltip title={`${RETURN_TEXTS.computed(cell.computed, t)} · ${correction.reason}`}>
          <Tag color="gold">{value}*</Tag>
        </Tooltip>
      ) : (
        <span>{value ?? ''}</span>
      );
      return editable ? (
        <Button
          type="link"
          size="small"
          // The name starts with the figure it shows (WCAG 2.5.3), then says what clicking does.
          aria-label={`${value ?? ''}${correction ? '*' : ''}, ${t(RETURN_TEXTS.correct)} ${labelOf(row.label)}: ${column.group ? `${labelOf(column.group)} ` : ''}${labelOf(column.label)}`}
          onClick={() => onCorrect(address, cell.computed)}
        >
          {shown}
        </Button>
      ) : (
        shown
      );
    },
  });
  const groups = new Map<string, ReturnTable['columns']>();
  const columns: object[] = [
    {
      key: 'row',
      title: '',
      fixed: 'left' as const,
      render: (_: unknown, row: ReturnTable['rows'][number]) =>
        row.group ? (
          <span>
            <Typography.Text type="secondary">{labelOf(row.group)}: </Typography.Text>
            {labelOf(row.label)}
          </span>
        ) : (
          labelOf(row.label)
        ),
    },
  ];
  // The figures in order, a group by its name where its first column stands.
  const order: (ReturnTable['columns'][number] | string)[] = [];
  for (const column of table.columns) {
    if (!column.group) {
      order.push(column);
      continue;
    }
    const group = groups.get(column.group);
    if (group) group.push(column);
    else {
      groups.set(column.group, [column]);
      order.push(column.group);
    }
  }
  const resolved = [
    ...columns,
    ...order.map((entry) =>
      typeof entry === 'string'
        ? {
            key: entry,
            title: labelOf(entry),
            children: (groups.get(entry) ?? []).map(figureColumn),
          }
        : figureColumn(entry),
    ),
  ];
  return (
    <Table
      size="small"
      bordered
      rowKey="key"
      title={() => <Typography.Text strong>{labelOf(table.title)}</Typography.Text>}
      columns={resolved}
      dataSource={table.rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}

import { useState, type ReactNode } from 'react';
import { Button, Table, type TableColumnsType, type TableProps } from 'antd';
import { ListTable, type CardLayout } from '../list/ListTable';

/** A line being typed on a form (a voucher's debit or credit, a receipt's fee): its row key. */
export interface LineDraftKey {
  key: number;
}

let lineKeys = 0;
/** A key no other line of this page has: lines are added and removed while they are typed. */
export const nextLineKey = (): number => {
  lineKeys += 1;
  return lineKeys;
};

export interface LineDrafts<L extends LineDraftKey> {
  /** The lines as typed; null while the first lines are not known yet (still being read). */
  lines: L[] | null;
  change(key: number, patch: Partial<L>): void;
  remove(key: number): void;
  add(line: L): void;
}

/**
 * The lines of a form being typed: they start as `initial` (the same array from one render to
 * the next, or its rows are made anew) and follow it until the user changes one.
 */
export function useLineDrafts<L extends LineDraftKey>(initial: L[] | null): LineDrafts<L> {
  const [edited, setEdited] = useState<L[] | null>(null);
  const lines = edited ?? initial;
  const update = (next: (current: L[]) => L[]) =>
    setEdited((current) => next(current ?? initial ?? []));
  return {
    lines,
    change: (key, patch) =>
      update((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line))),
    remove: (key) => update((current) => current.filter((line) => line.key !== key)),
    add: (line) => update((current) => [...current, line]),
  };
}

export interface LineTableProps<L extends LineDraftKey> {
  lines: readonly L[];
  /** The line's own columns; the table adds the remove button as the last one. */
  columns: TableColumnsType<L>;
  /** The remove button's label for line n (from 1), in the screen's texts. */
  removeLabel(n: number): string;
  onRemove(key: number): void;
  /** The fewest lines the form takes: at that many, no line can be removed. */
  fewest?: number;
  /** The add button's label, in the screen's texts. */
  addLabel: string;
  onAdd(): void;
  /** A card per line on a phone (see ListTable); without it, the table at every width. */
  card?: CardLayout;
  /** The rows under the lines (totals). */
  summary?: TableProps<L>['summary'];
}

/**
 * The lines grid of a voucher or a receipt: a row per line with its inputs, a remove button on
 * each, the rows under them (totals), and the button that adds a line below the table. The screen
 * owns the lines (see useLineDrafts) and the columns; the table is the same on each.
 */
export function LineTable<L extends LineDraftKey>({
  lines,
  columns,
  removeLabel,
  onRemove,
  fewest = 0,
  addLabel,
  onAdd,
  card,
  summary,
}: LineTableProps<L>): ReactNode {
  const all: TableColumnsType<L> = [
    ...columns,
    {
      title: '',
      key: 'remove',
      render: (_, line, index) => (
        <Button
          aria-label={removeLabel(index + 1)}
          disabled={lines.length <= fewest}
          onClick={() => onRemove(line.key)}
        >
          ×
        </Button>
      ),
    },
  ];
  const table: TableProps<L> = {
    rowKey: 'key',
    size: 'small',
    pagination: false,
    dataSource: [...lines],
    columns: all,
    summary,
  };
  return (
    <>
      {card ? <ListTable<L> card={card} {...table} /> : <Table<L> {...table} />}
      <Button onClick={onAdd}>{addLabel}</Button>
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { Badge, Button, Drawer, Space } from 'antd';
import { useScreenWidth } from '../useScreenWidth';
import { kitTexts } from '../i18n';

export const FILTER_BAR_TEXTS = { filters: 'Filters', done: 'Show results' } as const;

export interface FilterBarProps {
  /** The filter inputs; `block` when they stand one under another at the full width. */
  filters: (block: boolean) => ReactNode;
  /** How many filters hold a value (shown on the Filters button). */
  active: number;
  /** A search box, kept in sight beside the Filters button. */
  search?: ReactNode;
  /** Whether there are filters at all (no Filters button without). */
  any?: boolean;
  /** How the row of filters lines up on wider screens (labelled date inputs: 'end'). */
  align?: 'start' | 'end' | 'center' | 'baseline';
  /** Buttons kept in sight beside the search (Export). */
  extra?: ReactNode;
}

/**
 * A list's filters: in a row above the list on wider screens; on a phone, behind one Filters
 * button (with the number chosen) that opens them in a drawer, so the list starts at the top.
 */
export function FilterBar({ filters, active, search, any = true, align, extra }: FilterBarProps) {
  const phone = useScreenWidth() === 'phone';
  const t = kitTexts.useTexts();
  const [open, setOpen] = useState(false);
  if (!phone) {
    return (
      <Space wrap align={align} style={{ marginBottom: 16 }}>
        {any ? filters(false) : null}
        {search}
        {extra}
      </Space>
    );
  }
  return (
    <div style={{ display: 'flex', gap: 8, marginBottom: 16, alignItems: 'center' }}>
      {any ? (
        <Badge count={active} size="small">
          <Button onClick={() => setOpen(true)} aria-expanded={open}>
            {t(FILTER_BAR_TEXTS.filters)}
          </Button>
        </Badge>
      ) : null}
      {search ? <div style={{ flex: '1 1 auto', minWidth: 0 }}>{search}</div> : null}
      {extra}
      {any ? (
        <Drawer
          open={open}
          title={t(FILTER_BAR_TEXTS.filters)}
          placement="right"
          size="min(378px, 100vw)"
          onClose={() => setOpen(false)}
          footer={
            <Button type="primary" block onClick={() => setOpen(false)}>
              {t(FILTER_BAR_TEXTS.done)}
            </Button>
          }
        >
          <div
            data-testid="filter-drawer"
            style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
          >
            {filters(true)}
          </div>
        </Drawer>
      ) : null}
    </div>
  );
}

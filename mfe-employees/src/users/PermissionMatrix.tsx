import type { ReactNode } from 'react';
import { Checkbox, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  ACTIONS,
  ACTION_TITLES,
  MODULES,
  MODULE_ACTIONS,
  MODULE_TITLES,
  PERMISSION_MESSAGES,
  modulePermissions,
  type Module,
  type Permission,
} from '@hemis/shared-contracts';
import { employeesTexts } from '../i18n/texts';

export const permissionOf = (module: Module, action: (typeof ACTIONS)[number]): Permission =>
  `${module}:${action}`;

export interface PermissionMatrixProps {
  /** Whether a cell is ticked. */
  isChecked: (permission: Permission) => boolean;
  /** Ticks or clears the given cells (one cell, or a module's whole row). */
  onChange: (permissions: readonly Permission[], checked: boolean) => void;
  /** A note under a cell (assign-permission: from role, granted, revoked). */
  note?: (permission: Permission) => ReactNode;
  disabled?: boolean;
}

interface MatrixRow {
  key: Module;
  module: Module;
}

/** One row per module (MODULE_TITLES), a checkbox per action (ACTION_TITLES) and a row toggle. */
export function PermissionMatrix({ isChecked, onChange, note, disabled }: PermissionMatrixProps) {
  const t = employeesTexts.useTexts();
  const rows: MatrixRow[] = MODULES.map((module) => ({ key: module, module }));
  const columns: TableColumnsType<MatrixRow> = [
    {
      key: 'module',
      title: t('Module'),
      render: (_value, row) => t(MODULE_TITLES[row.module]),
    },
    {
      key: 'all',
      title: t(PERMISSION_MESSAGES.allActions),
      render: (_value, row) => {
        const cells = modulePermissions(row.module);
        const ticked = cells.filter(isChecked).length;
        return (
          <Checkbox
            aria-label={`${t(MODULE_TITLES[row.module])}: ${t(PERMISSION_MESSAGES.allActions)}`}
            checked={ticked === cells.length}
            indeterminate={ticked > 0 && ticked < cells.length}
            disabled={disabled}
            onChange={(event) => onChange(cells, event.target.checked)}
          />
        );
      },
    },
    ...ACTIONS.map((action): TableColumnsType<MatrixRow>[number] => ({
      key: action,
      title: t(ACTION_TITLES[action]),
      align: 'center',
      render: (_value, row) => {
        // A module offers only the actions its routes check.
        if (!MODULE_ACTIONS[row.module].includes(action)) return null;
        const permission = permissionOf(row.module, action);
        return (
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
            <Checkbox
              aria-label={`${t(MODULE_TITLES[row.module])}: ${t(ACTION_TITLES[action])}`}
              checked={isChecked(permission)}
              disabled={disabled}
              onChange={(event) => onChange([permission], event.target.checked)}
            />
            {note ? note(permission) : null}
          </div>
        );
      },
    })),
  ];
  return (
    <Table<MatrixRow>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="permission-matrix"
    />
  );
}

import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Input, Modal, Popconfirm, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  ACCOUNT_LEVELS,
  ACCOUNT_STATUSES,
  STAFF_ROLES,
  USER_MESSAGES,
  type AccountLevel,
  type AccountStatus,
  type KnownRole,
  type UserAccount,
} from '@hemis/shared-contracts';
import { useCan } from '@hemis/shared-auth';
import {
  EXPORT_FAILED,
  FilterBar,
  LIST_FAILED,
  ListLoadFailed,
  ListTable,
  saveFailureOf,
  useDownload,
  useNotice,
  useScreenWidth,
} from '@hemis/shared-ui';
import { employeesTexts } from '../i18n/texts';
import {
  exportAccounts,
  listAccounts,
  resetAccountPassword,
  setAccountStatus,
  type AccountQuery,
} from './api';
import { AccountForm } from './AccountForm';
import { STATUS_LABELS, accountName, formatTime } from './format';
import { TemporaryPasswordModal, type TemporaryPassword } from './TemporaryPasswordModal';
import { HistoryDrawer } from './AccountHistoryDrawer';
import { FilterSelect } from './FilterSelect';

const STATUS_COLORS: Record<AccountStatus, string> = {
  pending: 'gold',
  active: 'green',
  disabled: 'red',
};
// Object.fromEntries is typed with string keys; the entries name every level.
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries keys are typed string
const LEVEL_LABELS = Object.fromEntries(
  ACCOUNT_LEVELS.map((level) => [level.value, level.label]),
) as Record<AccountLevel, string>;

/** The route of the assign-permission screen for one account. */
export function assignPermissionPath(id: number): string {
  return `/user-management/assign-permission?userId=${id}`;
}

export interface AccountsListProps {
  /** Card title in the current language, e.g. "User List" or "UGC Users". */
  title: string;
  /** Only accounts of this level (the UGC and university user lists). */
  level?: AccountLevel;
  /** Grows when an account was added elsewhere on the page: the list loads again. */
  version?: number;
}

/**
 * The accounts in the caller's reach (GET /User/Accounts, paged on the server) with filters,
 * search, Export and per-row Edit, Activate/Deactivate, Reset password, Permissions and History.
 */
export function AccountsList({ title, level, version = 0 }: AccountsListProps) {
  const t = employeesTexts.useTexts();
  const notice = useNotice();
  const navigate = useNavigate();
  const mayEdit = useCan('user:edit');
  const mayApprove = useCan('user:approve');
  const mayExport = useCan('user:export');

  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [q, setQ] = useState('');
  const [role, setRole] = useState<KnownRole | undefined>();
  const [status, setStatus] = useState<AccountStatus | undefined>();
  const [chosenLevel, setLevel] = useState<AccountLevel | undefined>();
  const [result, setResult] = useState<{
    key: string;
    rows: UserAccount[];
    total: number;
    failed: boolean;
  } | null>(null);
  const [reloads, setReloads] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<UserAccount | null>(null);
  const [history, setHistory] = useState<UserAccount | null>(null);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);

  const filters: AccountQuery = { q: q || undefined, role, status, level: level ?? chosenLevel };
  const query: AccountQuery = { page, pageSize, ...filters };
  const queryKey = JSON.stringify(query);
  const key = `${queryKey}#${version}#${reloads}`;

  useEffect(() => {
    let active = true;
    const query: AccountQuery = JSON.parse(queryKey);
    listAccounts(query).then(
      (answer) => {
        if (active) setResult({ key, rows: answer.data, total: answer.total, failed: false });
      },
      (error: unknown) => {
        console.error('Loading the accounts failed', error);
        if (active) setResult({ key, rows: [], total: 0, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [key, queryKey]);
  const loading = result?.key !== key;
  const rows = result?.rows ?? [];
  const total = result?.total ?? 0;
  const failed = !loading && (result?.failed ?? false);

  const reload = useCallback(() => setReloads((value) => value + 1), []);

  async function changeStatus(account: UserAccount) {
    const next = account.status === 'active' ? 'disabled' : 'active';
    setBusy(`status:${account.id}`);
    try {
      await setAccountStatus(account.id, next);
      notice.success(t(next === 'active' ? USER_MESSAGES.activated : USER_MESSAGES.deactivated));
      reload();
    } catch (error) {
      notice.error(saveFailureOf(error).cause);
    } finally {
      setBusy(null);
    }
  }

  async function resetPassword(account: UserAccount) {
    setBusy(`reset:${account.id}`);
    try {
      const result = await resetAccountPassword(account.id);
      notice.success(t(USER_MESSAGES.passwordReset));
      setTemporary({ email: result.user.email, password: result.temporaryPassword });
      reload();
    } catch (error) {
      notice.error(saveFailureOf(error).cause);
    } finally {
      setBusy(null);
    }
  }

  const exporter = useDownload(() => exportAccounts(filters), 'UserAccounts.xlsx', {
    log: 'Exporting the accounts failed',
    failedText: EXPORT_FAILED,
  });

  const columns: TableColumnsType<UserAccount> = [
    {
      key: 'serial',
      title: t('S.N.'),
      width: 64,
      render: (_value, _row, index) => (page - 1) * pageSize + index + 1,
    },
    { key: 'name', title: t('Name'), render: (_value, row) => accountName(row) },
    { key: 'email', title: t('Email'), dataIndex: 'email' },
    { key: 'role', title: t('Role'), dataIndex: 'role' },
    { key: 'level', title: t('Level'), render: (_value, row) => t(LEVEL_LABELS[row.level]) },
    {
      key: 'university',
      title: t('University'),
      render: (_value, row) => row.universityName ?? '',
    },
    { key: 'campus', title: t('Campus'), render: (_value, row) => row.campusName ?? '' },
    {
      key: 'status',
      title: t('Status'),
      render: (_value, row) => (
        <Tag color={STATUS_COLORS[row.status]}>{t(STATUS_LABELS[row.status])}</Tag>
      ),
    },
    {
      key: 'lastSignInAt',
      title: t('Last Sign-in'),
      render: (_value, row) => formatTime(row.lastSignInAt),
    },
    {
      key: 'actions',
      title: t('Action'),
      fixed: 'right',
      render: (_value, row) => (
        <Space wrap size={4}>
          {mayEdit ? (
            <Button size="small" onClick={() => setEditing(row)}>
              {t('Edit')}
            </Button>
          ) : null}
          {mayApprove ? (
            <Popconfirm
              title={
                row.status === 'active'
                  ? t('Deactivate {{email}}? The user can no longer sign in.', { email: row.email })
                  : t('Activate {{email}}?', { email: row.email })
              }
              okText={row.status === 'active' ? t('Deactivate') : t('Activate')}
              cancelText={t('Cancel')}
              onConfirm={() => changeStatus(row)}
            >
              <Button
                size="small"
                danger={row.status === 'active'}
                loading={busy === `status:${row.id}`}
              >
                {row.status === 'active' ? t('Deactivate') : t('Activate')}
              </Button>
            </Popconfirm>
          ) : null}
          {mayEdit ? (
            <Popconfirm
              title={t('Reset the password of {{email}}? A new temporary password is made.', {
                email: row.email,
              })}
              okText={t('Reset password')}
              cancelText={t('Cancel')}
              onConfirm={() => resetPassword(row)}
            >
              <Button size="small" loading={busy === `reset:${row.id}`}>
                {t('Reset password')}
              </Button>
            </Popconfirm>
          ) : null}
          <Button size="small" onClick={() => navigate(assignPermissionPath(row.id))}>
            {t('Permissions')}
          </Button>
          <Button size="small" onClick={() => setHistory(row)}>
            {t('History')}
          </Button>
        </Space>
      ),
    },
  ];

  const resetPage = () => setPage(1);
  /** A filter's change: the filter takes the value and the list starts again at its first page. */
  const refilter =
    <Value,>(set: (value: Value | undefined) => void) =>
    (value: Value | undefined) => {
      set(value);
      resetPage();
    };
  const phone = useScreenWidth() === 'phone';

  return (
    <Card
      title={title}
      extra={
        mayExport ? (
          <Button loading={exporter.busy} onClick={exporter.run}>
            {t('Export')}
          </Button>
        ) : null
      }
    >
      <FilterBar
        active={[role, status, chosenLevel].filter(Boolean).length}
        filters={(block) => (
          <>
            <FilterSelect<KnownRole>
              name="role"
              placeholder="Role"
              width={block ? '100%' : 160}
              value={role}
              onChange={refilter(setRole)}
              options={STAFF_ROLES.map((value) => ({ value, label: value }))}
            />
            <FilterSelect<AccountStatus>
              name="status"
              placeholder="Status"
              width={block ? '100%' : 140}
              value={status}
              onChange={refilter(setStatus)}
              options={ACCOUNT_STATUSES.map((value) => ({
                value,
                label: t(STATUS_LABELS[value]),
              }))}
            />
            {level ? null : (
              <FilterSelect<AccountLevel>
                name="level"
                placeholder="Level"
                width={block ? '100%' : 140}
                value={chosenLevel}
                onChange={refilter(setLevel)}
                options={ACCOUNT_LEVELS.map((entry) => ({
                  value: entry.value,
                  label: t(entry.label),
                }))}
              />
            )}
          </>
        )}
        search={
          <Input.Search
            allowClear
            placeholder={t('Search')}
            aria-label={t('Search accounts')}
            style={{ width: phone ? '100%' : 240 }}
            onSearch={(value) => {
              setQ(value.trim());
              resetPage();
            }}
          />
        }
      />
      {failed ? (
        <ListLoadFailed title={t(LIST_FAILED)} retry={t('Retry')} onRetry={reload} />
      ) : null}
      <ListTable<UserAccount>
        card={{ title: ['name'], status: ['status'], actions: ['actions'] }}
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: failed ? t(LIST_FAILED) : t('No user accounts found') }}
        pagination={{
          current: page,
          pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: ['25', '50', '75'],
          showTotal: (total) => t('Total {{n}}', { n: total }),
          onChange: (next, size) => {
            setPage(size !== pageSize ? 1 : next);
            setPageSize(size);
          },
        }}
      />
      <Modal
        open={editing !== null}
        title={t('Edit User')}
        footer={null}
        destroyOnHidden
        width={900}
        onCancel={() => setEditing(null)}
      >
        {editing ? (
          <AccountForm
            key={editing.id}
            mode="edit"
            account={editing}
            onUpdated={() => {
              setEditing(null);
              reload();
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <HistoryDrawer account={history} onClose={() => setHistory(null)} />
      <TemporaryPasswordModal value={temporary} onClose={() => setTemporary(null)} />
    </Card>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Form, Select, Space, Tag, Typography } from 'antd';
import {
  ALL_PERMISSIONS,
  PERMISSION_MESSAGES,
  USER_MESSAGES,
  type AccountLevel,
  type Permission,
  type UserAccount,
  type UserPermissions,
} from '@hemis/shared-contracts';
import { useCan } from '@hemis/shared-auth';
import { saveFailureOf, translateMessage, useNotice } from '@hemis/shared-ui';
import { employeesTexts } from '../i18n/texts';
import { getAccount, listAccounts, saveUserPermissions, userPermissions } from './api';
import { accountName, formatTime } from './format';
import { PermissionMatrix } from './PermissionMatrix';

/** Where a permission stands for one user. */
export type CellState = 'role' | 'granted' | 'revoked' | 'none';

export interface Exceptions {
  rolePermissions: ReadonlySet<string>;
  granted: ReadonlySet<string>;
  revoked: ReadonlySet<string>;
}

export function cellState(exceptions: Exceptions, permission: Permission): CellState {
  if (exceptions.granted.has(permission)) return 'granted';
  if (exceptions.revoked.has(permission)) return 'revoked';
  return exceptions.rolePermissions.has(permission) ? 'role' : 'none';
}

/** Ticking a cell the role gives drops its revocation, else grants it; clearing does the opposite. */
export function toggle(
  exceptions: Exceptions,
  permissions: readonly Permission[],
  checked: boolean,
): Exceptions {
  const granted = new Set(exceptions.granted);
  const revoked = new Set(exceptions.revoked);
  for (const permission of permissions) {
    const fromRole = exceptions.rolePermissions.has(permission);
    if (checked) {
      revoked.delete(permission);
      if (!fromRole) granted.add(permission);
    } else {
      granted.delete(permission);
      if (fromRole) revoked.add(permission);
    }
  }
  return { rolePermissions: exceptions.rolePermissions, granted, revoked };
}

const STATE_TAGS: Record<Exclude<CellState, 'none'>, { color: string; text: string }> = {
  role: { color: 'default', text: PERMISSION_MESSAGES.fromRole },
  granted: { color: 'green', text: PERMISSION_MESSAGES.granted },
  revoked: { color: 'red', text: PERMISSION_MESSAGES.revoked },
};

function toExceptions(answer: UserPermissions): Exceptions {
  return {
    rolePermissions: new Set(answer.rolePermissions),
    granted: new Set(answer.granted),
    revoked: new Set(answer.revoked),
  };
}

export interface AssignPermissionPageProps {
  title: string;
  /** Only accounts of this level in the user select (none: all in reach). */
  level?: AccountLevel;
}

/**
 * assign-permission (-ugc, -uni, -campus): pick an account, see each permission as it stands for
 * it (from its role, granted or revoked) and change it; Save stores the grants and revocations.
 */
export function AssignPermissionPage({ title, level }: AssignPermissionPageProps) {
  const t = employeesTexts.useTexts();
  const notice = useNotice();
  const mayEdit = useCan('user:edit');
  const [searchParams] = useSearchParams();
  const preselected = Number(searchParams.get('userId'));

  const [accounts, setAccounts] = useState<UserAccount[]>([]);
  const [userId, setUserId] = useState<number | undefined>();
  const [loaded, setLoaded] = useState<{
    userId: number;
    answer: UserPermissions | null;
    exceptions: Exceptions | null;
    failed: string | null;
  } | null>(null);
  const [saving, setSaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const search = (q: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      listAccounts({ level, q: q.trim() || undefined, page: 1, pageSize: 50 }).then(
        (page) =>
          setAccounts((previous) => {
            const chosen = previous.find((account) => account.id === userId);
            return chosen && !page.data.some((account) => account.id === chosen.id)
              ? [chosen, ...page.data]
              : page.data;
          }),
        (error: unknown) => console.error('Loading the accounts failed', error),
      );
    }, 250);
  };

  useEffect(() => {
    let active = true;
    listAccounts({ level, page: 1, pageSize: 50 }).then(
      (page) => {
        if (!active) return;
        setAccounts((previous) => [
          ...previous.filter((account) => !page.data.some((row) => row.id === account.id)),
          ...page.data,
        ]);
      },
      (error: unknown) => console.error('Loading the accounts failed', error),
    );
    return () => {
      active = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [level]);

  useEffect(() => {
    if (!Number.isInteger(preselected) || preselected <= 0) return;
    let active = true;
    getAccount(preselected).then(
      (account) => {
        if (!active) return;
        setAccounts((previous) =>
          previous.some((row) => row.id === account.id) ? previous : [account, ...previous],
        );
        setUserId(account.id);
      },
      (error: unknown) => console.error('Loading the account failed', error),
    );
    return () => {
      active = false;
    };
  }, [preselected]);

  useEffect(() => {
    let active = true;
    if (userId === undefined) return undefined;
    userPermissions(userId).then(
      (answer) => {
        if (active) setLoaded({ userId, answer, exceptions: toExceptions(answer), failed: null });
      },
      (error: unknown) => {
        if (active)
          setLoaded({ userId, answer: null, exceptions: null, failed: saveFailureOf(error).cause });
      },
    );
    return () => {
      active = false;
    };
  }, [userId]);
  const current = loaded && loaded.userId === userId ? loaded : null;
  const answer = current?.answer ?? null;
  const exceptions = current?.exceptions ?? null;
  const failed = current?.failed ?? null;
  const setExceptions = (change: (previous: Exceptions) => Exceptions) =>
    setLoaded((previous) =>
      previous?.exceptions ? { ...previous, exceptions: change(previous.exceptions) } : previous,
    );

  async function save() {
    if (userId === undefined || !exceptions) return;
    setSaving(true);
    try {
      const inOrder = (set: ReadonlySet<string>) =>
        ALL_PERMISSIONS.filter((permission) => set.has(permission));
      const saved = await saveUserPermissions(userId, {
        granted: inOrder(exceptions.granted),
        revoked: inOrder(exceptions.revoked),
      });
      setLoaded({ userId, answer: saved, exceptions: toExceptions(saved), failed: null });
      notice.success(t(USER_MESSAGES.permissionsSaved));
    } catch (error) {
      notice.error(saveFailureOf(error).cause);
    } finally {
      setSaving(false);
    }
  }

  const chosen = accounts.find((account) => account.id === userId);

  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Card>
        <Form layout="inline" style={{ marginBottom: 16 }}>
          <Form.Item label={t('User')} htmlFor={`assign-permission-user-${level ?? 'all'}`}>
            <Select<number>
              id={`assign-permission-user-${level ?? 'all'}`}
              style={{ minWidth: 360 }}
              placeholder={t('Search a user by name or email')}
              showSearch={{ filterOption: false, onSearch: search }}
              value={userId}
              onChange={(value) => setUserId(value)}
              options={accounts.map((account) => ({
                value: account.id,
                label: account.email,
                title: account.email,
              }))}
              optionRender={(option) => {
                const account = accounts.find((row) => row.id === option.value);
                return account ? (
                  <span>
                    {account.email}{' '}
                    <Typography.Text type="secondary">
                      {accountName(account)}, {account.role}
                    </Typography.Text>
                  </span>
                ) : (
                  option.label
                );
              }}
            />
          </Form.Item>
        </Form>
        {failed ? (
          <Alert type="error" showIcon title={failed} style={{ marginBottom: 16 }} />
        ) : null}
        {chosen && answer && exceptions ? (
          <>
            <Typography.Paragraph>
              {accountName(chosen)} ({chosen.email}), {t('role')}{' '}
              <Typography.Text strong>{answer.role}</Typography.Text>
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" data-testid="last-change">
              {translateMessage(
                PERMISSION_MESSAGES.lastChanged(
                  answer.updatedBy,
                  answer.updatedAt ? formatTime(answer.updatedAt) : null,
                ),
              )}
            </Typography.Paragraph>
            <PermissionMatrix
              isChecked={(permission) => {
                const state = cellState(exceptions, permission);
                return state === 'role' || state === 'granted';
              }}
              onChange={(permissions, checked) =>
                setExceptions((previous) => toggle(previous, permissions, checked))
              }
              note={(permission) => {
                const state = cellState(exceptions, permission);
                if (state === 'none') return null;
                const tag = STATE_TAGS[state];
                return (
                  <Tag color={tag.color} style={{ marginInlineEnd: 0, fontSize: 11 }}>
                    {t(tag.text)}
                  </Tag>
                );
              }}
              disabled={!mayEdit}
            />
            {mayEdit ? (
              <Space style={{ marginTop: 16 }}>
                <Button type="primary" loading={saving} onClick={() => void save()}>
                  {t('Save')}
                </Button>
              </Space>
            ) : null}
          </>
        ) : null}
      </Card>
    </div>
  );
}

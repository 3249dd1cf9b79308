import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Select, Space, Typography } from 'antd';
import {
  ALL_PERMISSIONS,
  PERMISSION_MESSAGES,
  ROLES,
  USER_MESSAGES,
  type Permission,
  type Role,
  type RolePermissions,
} from '@hemis/shared-contracts';
import { useCan } from '@hemis/shared-auth';
import { LIST_FAILED, saveFailureOf, translateMessage, useNotice } from '@hemis/shared-ui';
import { employeesTexts } from '../i18n/texts';
import { listRolePermissions, saveRolePermissions } from './api';
import { formatTime } from './format';
import { PermissionMatrix } from './PermissionMatrix';

/** /user-management/permission-Management: what each role may do, module by module. */
export default function RolePermissionsPage() {
  const t = employeesTexts.useTexts();
  const notice = useNotice();
  const mayEdit = useCan('user:edit');
  const [tables, setTables] = useState<RolePermissions[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [role, setRole] = useState<Role | undefined>();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    listRolePermissions().then(
      (rows) => {
        if (active) setTables(rows);
      },
      (error: unknown) => {
        console.error('Loading the role permissions failed', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const current = tables?.find((table) => table.role === role) ?? null;

  const pick = (next: Role) => {
    setRole(next);
    setChosen(new Set(tables?.find((table) => table.role === next)?.permissions ?? []));
  };

  const change = (permissions: readonly Permission[], checked: boolean) => {
    setChosen((previous) => {
      const next = new Set(previous);
      for (const permission of permissions) {
        if (checked) next.add(permission);
        else next.delete(permission);
      }
      return next;
    });
  };

  async function save() {
    if (!role) return;
    setSaving(true);
    try {
      // In the matrix's order, so the list reads module by module.
      const permissions = ALL_PERMISSIONS.filter((permission) => chosen.has(permission));
      const saved = await saveRolePermissions(role, permissions);
      setTables((previous) =>
        (previous ?? []).filter((table) => table.role !== saved.role).concat(saved),
      );
      setChosen(new Set(saved.permissions));
      notice.success(t(USER_MESSAGES.permissionsSaved));
    } catch (error) {
      notice.error(saveFailureOf(error).cause);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('Permission Management')}
      </Typography.Title>
      {failed ? (
        <Alert type="error" showIcon title={t(LIST_FAILED)} style={{ marginBottom: 16 }} />
      ) : null}
      <Card>
        <Form layout="inline" style={{ marginBottom: 16 }}>
          <Form.Item label={t('Role')} htmlFor="role-permissions-role">
            <Select<Role>
              id="role-permissions-role"
              style={{ minWidth: 220 }}
              placeholder={t('Choose a role')}
              value={role}
              onChange={pick}
              disabled={tables === null}
              options={ROLES.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
        </Form>
        {role ? (
          <>
            <Typography.Paragraph type="secondary" data-testid="last-change">
              {translateMessage(
                PERMISSION_MESSAGES.lastChanged(
                  current?.updatedBy ?? null,
                  current?.updatedAt ? formatTime(current.updatedAt) : null,
                ),
              )}
            </Typography.Paragraph>
            <PermissionMatrix
              isChecked={(permission) => chosen.has(permission)}
              onChange={change}
              disabled={!mayEdit}
            />
            <Space style={{ marginTop: 16 }}>
              {mayEdit ? (
                <Button type="primary" loading={saving} onClick={() => void save()}>
                  {t('Save')}
                </Button>
              ) : null}
            </Space>
          </>
        ) : null}
      </Card>
    </div>
  );
}

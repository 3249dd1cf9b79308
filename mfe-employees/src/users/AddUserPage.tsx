import { useState } from 'react';
import { Card, Typography } from 'antd';
import { useCan } from '@hemis/shared-auth';
import { employeesTexts } from '../i18n/texts';
import { AccountForm } from './AccountForm';
import { AccountsList } from './AccountsList';
import { TemporaryPasswordModal, type TemporaryPassword } from './TemporaryPasswordModal';

/** /user-management/add-user: a new account with a temporary password, and the accounts list. */
export default function AddUserPage() {
  const t = employeesTexts.useTexts();
  const mayAdd = useCan('user:add');
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('Add User')}
      </Typography.Title>
      {mayAdd ? (
        <Card title={t('New Account')} style={{ marginBottom: 16 }}>
          <AccountForm
            mode="create"
            onCreated={(result) => {
              setTemporary({ email: result.user.email, password: result.temporaryPassword });
              setVersion((value) => value + 1);
            }}
          />
        </Card>
      ) : null}
      <AccountsList title={t('User List')} version={version} />
      <TemporaryPasswordModal value={temporary} onClose={() => setTemporary(null)} />
    </div>
  );
}

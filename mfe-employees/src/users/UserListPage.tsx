import { Typography } from 'antd';
import type { AccountLevel } from '@hemis/shared-contracts';
import { employeesTexts } from '../i18n/texts';
import { AccountsList } from './AccountsList';

/**
 * The accounts of one level: UGC Users (level ugc) and University Users (level university).
 * `title` is the screen's title in the current language.
 */
export function UserListPage({ title, level }: { title: string; level: AccountLevel }) {
  const t = employeesTexts.useTexts();
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <AccountsList title={t('{{title}} List', { title })} level={level} />
    </div>
  );
}

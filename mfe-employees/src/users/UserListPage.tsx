import { Typography } from 'antd';
import type { AccountLevel } from '@hemis/shared-contracts';
import { AccountsList } from './AccountsList';

/** The accounts of one level: UGC Users (level ugc) and University Users (level university). */
export function UserListPage({ title, level }: { title: string; level: AccountLevel }) {
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <AccountsList title={`${title} List`} level={level} />
    </div>
  );
}

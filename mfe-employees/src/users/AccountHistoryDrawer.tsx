import { useEffect, useState } from 'react';
import { Alert, Drawer, Table, Timeline, Typography } from 'antd';
import type { AccountHistoryEntry, UserAccount } from '@hemis/shared-contracts';
import { accountHistory } from './api';
import { fieldChanges, formatTime, inWords, type FieldChange } from './format';

/** What one history entry changed: field, old and new value. */
function HistoryChanges({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return null;
  return (
    <Table<FieldChange>
      size="small"
      style={{ marginTop: 8 }}
      pagination={false}
      rowKey="field"
      dataSource={changes}
      columns={[
        { key: 'field', title: 'Field', dataIndex: 'field' },
        { key: 'old', title: 'Old', dataIndex: 'old' },
        { key: 'new', title: 'New', dataIndex: 'new' },
      ]}
    />
  );
}

/** An account's history: what was changed, when and by whom. */
export function HistoryDrawer({
  account,
  onClose,
}: {
  account: UserAccount | null;
  onClose: () => void;
}) {
  const [loaded, setLoaded] = useState<{
    id: number;
    entries: AccountHistoryEntry[] | null;
    failed: boolean;
  } | null>(null);
  useEffect(() => {
    let active = true;
    if (!account) return undefined;
    accountHistory(account.id).then(
      (rows) => {
        if (active) setLoaded({ id: account.id, entries: rows, failed: false });
      },
      (error: unknown) => {
        console.error('Loading the account history failed', error);
        if (active) setLoaded({ id: account.id, entries: null, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [account]);
  const current = account && loaded?.id === account.id ? loaded : null;
  const entries = current?.entries ?? null;
  const failed = current?.failed ?? false;
  return (
    <Drawer
      open={account !== null}
      onClose={onClose}
      title={account ? `History: ${account.email}` : 'History'}
      size={520}
    >
      {failed ? <Alert type="error" showIcon title="The history could not be loaded." /> : null}
      {entries && entries.length === 0 ? (
        <Typography.Text type="secondary">No changes recorded yet.</Typography.Text>
      ) : null}
      {entries && entries.length > 0 ? (
        <Timeline
          items={entries.map((entry, index) => ({
            key: `${entry.at}-${index}`,
            content: (
              <div data-testid="history-entry">
                <Typography.Text strong>{inWords(entry.action)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {formatTime(entry.at)} by {entry.by ?? 'the system'}
                </Typography.Text>
                <HistoryChanges changes={fieldChanges(entry.detail)} />
              </div>
            ),
          }))}
        />
      ) : null}
    </Drawer>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Drawer, Table, Timeline, Typography } from 'antd';
import type { AccountHistoryEntry, UserAccount } from '@hemis/shared-contracts';
import { translateMessage } from '@hemis/shared-ui';
import { employeesTexts } from '../i18n/texts';
import { accountHistory } from './api';
import { fieldChanges, formatTime, inWords, type FieldChange } from './format';

/** What one history entry changed: field, old and new value. */
function HistoryChanges({ changes }: { changes: FieldChange[] }) {
  const t = employeesTexts.useTexts();
  if (changes.length === 0) return null;
  return (
    <Table<FieldChange>
      size="small"
      style={{ marginTop: 8 }}
      pagination={false}
      rowKey="field"
      dataSource={changes}
      columns={[
        { key: 'field', title: t('Field'), dataIndex: 'field' },
        { key: 'old', title: t('Old'), dataIndex: 'old' },
        { key: 'new', title: t('New'), dataIndex: 'new' },
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
  const t = employeesTexts.useTexts();
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
      title={account ? t('History: {{email}}', { email: account.email }) : t('History')}
      size={520}
    >
      {failed ? (
        <Alert type="error" showIcon title={t('The history could not be loaded.')} />
      ) : null}
      {entries && entries.length === 0 ? (
        <Typography.Text type="secondary">{t('No changes recorded yet.')}</Typography.Text>
      ) : null}
      {entries && entries.length > 0 ? (
        <Timeline
          items={entries.map((entry, index) => ({
            key: `${entry.at}-${index}`,
            content: (
              <div data-testid="history-entry">
                {/* An action the catalogue lacks stays in its English words. */}
                <Typography.Text strong>{translateMessage(inWords(entry.action))}</Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {t('{{time}} by {{who}}', {
                    time: formatTime(entry.at),
                    who: entry.by ?? t('the system'),
                  })}
                </Typography.Text>
                <HistoryChanges changes={fieldChanges(entry.detail, (text) => t(text))} />
              </div>
            ),
          }))}
        />
      ) : null}
    </Drawer>
  );
}

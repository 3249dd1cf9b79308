import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Badge, Button, List, Popover, Space, Tag, Typography } from 'antd';
import {
  outboxState,
  sendQueuedWrites,
  subscribeOutbox,
  type OutboxResult,
  type QueuedWrite,
} from '@hemis/shared-auth';
import { inDigits, translateMessage, useDigits } from '@hemis/shared-ui/src/i18n/texts';
import { shellTexts } from '../i18n/texts';
import { formatDateTime } from '@hemis/shared-ui/src/entries/shell';

export const OUTBOX_STATUS_TEXTS = {
  offline: 'Offline',
  offlineBanner:
    'The link is down. What you enter is kept on this device and sent, in order, when the link is back.',
  waitingOne: '1 change waiting',
  waitingMany: '{{n}} changes waiting',
  title: 'Changes made while offline',
  queuedHeading: 'Waiting to be sent',
  resultsHeading: 'Sent since',
  sent: 'Sent',
  refused: 'Refused',
  sendNow: 'Send now',
  open: 'Open the page',
  recent: 'Sent or refused',
} as const;
const T = OUTBOX_STATUS_TEXTS;

const useOutbox = () => useSyncExternalStore(subscribeOutbox, outboxState, outboxState);

/** What a queued write does, in words a clerk reads ("POST /Student"). */
const writeLabel = (write: Pick<QueuedWrite, 'method' | 'url'>) =>
  `${write.method.toUpperCase()} ${write.url.split('?')[0]}`;

function ResultItem({ result }: { result: OutboxResult }) {
  const t = shellTexts.useTexts();
  const refused = result.outcome === 'refused';
  return (
    <List.Item>
      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
        <Space wrap>
          <Tag color={refused ? 'red' : 'green'}>{t(refused ? T.refused : T.sent)}</Tag>
          <Typography.Text>{writeLabel(result)}</Typography.Text>
        </Space>
        {refused && result.message ? (
          <Typography.Text type="danger">{translateMessage(result.message)}</Typography.Text>
        ) : null}
        {Object.entries(result.fields).map(([field, message]) => (
          <Typography.Text key={field} type="danger">
            {`${field}: ${translateMessage(message)}`}
          </Typography.Text>
        ))}
        {refused && result.page ? <Link to={result.page}>{t(T.open)}</Link> : null}
      </Space>
    </List.Item>
  );
}

/**
 * The header's outbox: "Offline" while the link is down, how many changes wait to be sent, and
 * what was sent or refused (with the API's field messages and a link back to the page).
 */
export function OutboxStatus() {
  const { online, queued, results, sending } = useOutbox();
  const t = shellTexts.useTexts();
  useDigits();
  if (online && queued.length === 0 && results.length === 0) return null;
  const content = (
    <div style={{ maxWidth: 380 }} data-testid="outbox">
      {queued.length > 0 ? (
        <>
          <Typography.Text strong>{t(T.queuedHeading)}</Typography.Text>
          <List
            size="small"
            dataSource={[...queued]}
            renderItem={(write) => (
              <List.Item>
                <Space orientation="vertical" size={0}>
                  <Typography.Text>{writeLabel(write)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {inDigits(formatDateTime(write.queuedAt))}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
          <Button size="small" loading={sending} onClick={() => void sendQueuedWrites()}>
            {t(T.sendNow)}
          </Button>
        </>
      ) : null}
      {results.length > 0 ? (
        <>
          <Typography.Text strong>{t(T.recent)}</Typography.Text>
          <List
            size="small"
            dataSource={[...results]}
            renderItem={(result) => <ResultItem result={result} />}
          />
        </>
      ) : null}
    </div>
  );
  return (
    <Popover content={content} title={t(T.title)} trigger="click">
      <Button type="text" aria-label={t(T.title)} data-testid="outbox-status">
        <Badge count={queued.length} size="small" offset={[6, -2]}>
          {online ? (
            <Tag color={results.some((r) => r.outcome === 'refused') ? 'red' : 'green'}>
              {queued.length === 0
                ? t(T.recent)
                : queued.length === 1
                  ? inDigits(t(T.waitingOne))
                  : t(T.waitingMany, { n: inDigits(String(queued.length)) })}
            </Tag>
          ) : (
            <Tag color="orange">{t(T.offline)}</Tag>
          )}
        </Badge>
      </Button>
    </Popover>
  );
}

/** Above the page while the link is down: what happens to what the user enters. */
export function OfflineBanner() {
  const { online } = useOutbox();
  const t = shellTexts.useTexts();
  if (online) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t(T.offlineBanner)}
      style={{ marginBottom: 16 }}
      data-testid="offline-banner"
    />
  );
}

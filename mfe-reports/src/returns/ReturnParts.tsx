import { Input, Radio, Space, Table, Timeline, Typography } from 'antd';
import type { ReturnContact, StatisticalReturn } from '@hemis/shared-contracts';
import { reportsTexts } from '../i18n/texts';
import { RETURN_TEXTS } from './texts';

/** The return's contact persons (three, entered by the campus) and its research-cell answer. */
export function ReturnContacts({
  shown,
  editable,
  contacts,
  researchCell,
  onContact,
  onResearchCell,
}: {
  shown: StatisticalReturn;
  editable: boolean;
  contacts: readonly ReturnContact[];
  researchCell: boolean | null;
  onContact: (index: number, field: keyof ReturnContact, value: string) => void;
  onResearchCell: (value: boolean) => void;
}) {
  const t = reportsTexts.useTexts();
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t(RETURN_TEXTS.contacts)}
      </Typography.Title>
      {editable ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {[0, 1, 2].map((index) => (
            <Space key={index} wrap>
              {(['name', 'post', 'phone', 'email'] as const).map((field) => {
                const label = t(
                  {
                    name: RETURN_TEXTS.contactName,
                    post: RETURN_TEXTS.contactPost,
                    phone: RETURN_TEXTS.contactPhone,
                    email: RETURN_TEXTS.contactEmail,
                  }[field],
                );
                return (
                  <Input
                    key={field}
                    aria-label={`${label} ${index + 1}`}
                    placeholder={label}
                    value={contacts[index]?.[field] ?? ''}
                    onChange={(event) => onContact(index, field, event.target.value)}
                  />
                );
              })}
            </Space>
          ))}
        </Space>
      ) : (
        <Table
          size="small"
          rowKey="name"
          pagination={false}
          dataSource={shown.contacts}
          columns={[
            { key: 'name', dataIndex: 'name', title: t(RETURN_TEXTS.contactName) },
            { key: 'post', dataIndex: 'post', title: t(RETURN_TEXTS.contactPost) },
            { key: 'phone', dataIndex: 'phone', title: t(RETURN_TEXTS.contactPhone) },
            { key: 'email', dataIndex: 'email', title: t(RETURN_TEXTS.contactEmail) },
          ]}
        />
      )}
      {shown.form === 'full' ? (
        <div style={{ marginTop: 12 }}>
          <Typography.Text>{t(RETURN_TEXTS.researchCell)} </Typography.Text>
          <Radio.Group
            disabled={!editable}
            value={researchCell}
            onChange={(event) => onResearchCell(event.target.value === true)}
            options={[
              { value: true, label: t(RETURN_TEXTS.yes) },
              { value: false, label: t(RETURN_TEXTS.no) },
            ]}
          />
        </div>
      ) : null}
    </>
  );
}

/** Who did what to the return, and when, with their comments. */
export function ReturnHistory({ history }: { history: StatisticalReturn['history'] }) {
  const t = reportsTexts.useTexts();
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t(RETURN_TEXTS.history)}
      </Typography.Title>
      {history.length === 0 ? (
        <Typography.Text type="secondary">{t(RETURN_TEXTS.noHistory)}</Typography.Text>
      ) : (
        <Timeline
          items={history.map((step, index) => ({
            key: `${step.at}-${index}`,
            content: (
              <span>
                <b>{t(RETURN_TEXTS.statuses[step.status])}</b> · {step.by} ·{' '}
                {step.at.slice(0, 16).replace('T', ' ')}
                {step.comment ? <div>{step.comment}</div> : null}
              </span>
            ),
          }))}
        />
      )}
    </>
  );
}

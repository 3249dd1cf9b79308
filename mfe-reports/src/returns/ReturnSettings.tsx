import { useState } from 'react';
import { Button, DatePicker, Input, InputNumber, Select, Space, Switch, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import { RETURN_PATHS, type ReturnCycle, type ReturnRule } from '@hemis/shared-contracts';
import { translateMessage, useApiGet, useNotice } from '@hemis/shared-ui';
import { reportsTexts } from '../i18n/texts';
import { RETURN_TEXTS } from './texts';

const yearPath = (path: string, fiscalYearId: number) =>
  path.replace(':fiscalYearId', String(fiscalYearId));

/** The validation rules, as the commission keeps them: level, message, figure, on or off. */
export function Rules() {
  const t = reportsTexts.useTexts();
  const notice = useNotice();
  const rules = useApiGet<ReturnRule[]>(RETURN_PATHS.rules);
  const change = async (rule: ReturnRule, patch: Partial<ReturnRule>) => {
    try {
      await apiClient.patch(RETURN_PATHS.rule.replace(':id', String(rule.id)), patch);
      notice.success(t(RETURN_TEXTS.ruleSaved));
      rules.reload();
    } catch (error) {
      const message = apiErrorOf(error)?.message;
      notice.error(message ? translateMessage(message) : t(RETURN_TEXTS.loadFailed));
    }
  };
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rules.data ?? []}
      loading={rules.loading}
      columns={[
        { key: 'kind', dataIndex: 'kind', title: '' },
        {
          key: 'level',
          title: t(RETURN_TEXTS.ruleLevel),
          render: (_: unknown, rule: ReturnRule) => (
            <Select
              aria-label={`${t(RETURN_TEXTS.ruleLevel)} ${rule.kind}`}
              value={rule.level}
              style={{ width: 110 }}
              onChange={(level: 'error' | 'warning') => void change(rule, { level })}
              options={[
                { value: 'error', label: t('Error') },
                { value: 'warning', label: t('Warning') },
              ]}
            />
          ),
        },
        {
          key: 'message',
          title: t(RETURN_TEXTS.ruleMessage),
          render: (_: unknown, rule: ReturnRule) => (
            <Input
              aria-label={`${t(RETURN_TEXTS.ruleMessage)} ${rule.kind}`}
              defaultValue={rule.message}
              onBlur={(event) =>
                event.target.value.trim() && event.target.value !== rule.message
                  ? void change(rule, { message: event.target.value.trim() })
                  : undefined
              }
            />
          ),
        },
        {
          key: 'threshold',
          title: t(RETURN_TEXTS.ruleThreshold),
          render: (_: unknown, rule: ReturnRule) =>
            rule.threshold === null ? null : (
              <InputNumber
                aria-label={`${t(RETURN_TEXTS.ruleThreshold)} ${rule.kind}`}
                min={0}
                max={1000}
                defaultValue={rule.threshold}
                onBlur={(event) => {
                  const value = Number(event.target.value);
                  if (Number.isFinite(value) && value !== rule.threshold)
                    void change(rule, { threshold: value });
                }}
              />
            ),
        },
        {
          key: 'active',
          title: t(RETURN_TEXTS.ruleActive),
          render: (_: unknown, rule: ReturnRule) => (
            <Switch
              aria-label={`${t(RETURN_TEXTS.ruleActive)} ${rule.kind}`}
              checked={rule.active}
              onChange={(active) => void change(rule, { active })}
            />
          ),
        },
      ]}
    />
  );
}

/** The year's cycle: the deadline, the reminders due, the publication as open data. */
export function Cycle({
  fiscalYearId,
  onChanged,
}: {
  fiscalYearId: number;
  onChanged: () => void;
}) {
  const t = reportsTexts.useTexts();
  const notice = useNotice();
  const cycle = useApiGet<ReturnCycle>(yearPath(RETURN_PATHS.cycleOfYear, fiscalYearId));
  const [deadline, setDeadline] = useState<string | null | undefined>();
  const act = async (work: () => Promise<string>) => {
    try {
      notice.success(await work());
      cycle.reload();
      onChanged();
    } catch (error) {
      const message = apiErrorOf(error)?.message;
      notice.error(message ? translateMessage(message) : t(RETURN_TEXTS.loadFailed));
    }
  };
  const current = deadline === undefined ? (cycle.data?.deadline ?? null) : deadline;
  return (
    <Space wrap data-testid="return-cycle">
      <DatePicker
        aria-label={t(RETURN_TEXTS.deadline)}
        value={current ? dayjs(current) : null}
        onChange={(day) => setDeadline(day ? day.format('YYYY-MM-DD') : null)}
      />
      <Button
        onClick={() =>
          void act(async () => {
            await apiClient.put(yearPath(RETURN_PATHS.cycleOfYear, fiscalYearId), {
              deadline: current,
            });
            return t(RETURN_TEXTS.deadlineSaved);
          })
        }
      >
        {t(RETURN_TEXTS.setDeadline)}
      </Button>
      <Button
        onClick={() =>
          void act(async () => {
            const { data } = await apiClient.post<{ sent: number }>(RETURN_PATHS.reminders);
            return RETURN_TEXTS.remindersSent(data.sent, t);
          })
        }
      >
        {t(RETURN_TEXTS.reminders)}
      </Button>
      {cycle.data?.publishedAt ? (
        <Tag color="green">{RETURN_TEXTS.published(cycle.data.publishedAt, t)}</Tag>
      ) : (
        <Button
          type="primary"
          onClick={() =>
            void act(async () => {
              await apiClient.post(yearPath(RETURN_PATHS.publish, fiscalYearId));
              return t(RETURN_TEXTS.publishDone);
            })
          }
        >
          {t(RETURN_TEXTS.publish)}
        </Button>
      )}
    </Space>
  );
}
